// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer's window as the application holds it. A new language from the Language menu
// builds the window again from its saved session, so every string (menus, docks, plot labels)
// is made again in that language, presenting as it was and in the scene it showed; the
// settings and the screen it was started with stay.

#include "ui/shell/main_window.h"

#include <QObject>
#include <functional>
#include <memory>

class WindowHolder : public QObject {
    Q_OBJECT
  public:
    // `show` shows a window just made (the application sizes a first start to its screen).
    explicit WindowHolder(std::function<void(MainWindow&)> show, QObject* parent = nullptr);
    ~WindowHolder() override;

    void open(const StartOptions& options, bool presenting);
    MainWindow* window() const { return window_.get(); }

  signals:
    // The window was built again (another language); the old one is gone.
    void reopened(MainWindow* window);

  private:
    void changeLanguage(const QString& code);

    std::function<void(MainWindow&)> show_;
    std::unique_ptr<MainWindow> window_;
    QString settingsFile_;
    QSize screenSize_;
};
