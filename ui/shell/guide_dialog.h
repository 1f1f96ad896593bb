// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Help > Guide (F1): one page that says what each view shows and lists every shortcut. The
// shortcuts are read from the window's menus when the page opens, so the page can never
// list a key that does nothing or miss one that was added.

#include <QDialog>

class QMainWindow;
class QTextBrowser;

class GuideDialog : public QDialog {
    Q_OBJECT
  public:
    explicit GuideDialog(QMainWindow* window);
    QTextBrowser* page() const { return page_; }

    // The page's HTML for `window`: every view of viewTable(), every menu entry that has a
    // shortcut (with the menu it is in).
    static QString html(QMainWindow* window);

  private:
    QTextBrowser* page_;
};
