// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The "Teach" menu: the course presets, the formula inspector (F2) and one entry per lesson
// (F3, F4, ...). Its texts follow the interface language.

#include <QMenu>

class TeachingHub;

class TeachMenu : public QMenu {
    Q_OBJECT
  public:
    TeachMenu(TeachingHub* hub, QWidget* parent = nullptr);

    // The menu's title, with its mnemonic, in the interface language.
    static QString title();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();

    QAction* inspector_;
    QList<QAction*> lessons_; // in lessonTable() order
    QAction* contextFromExplorer_;
};
