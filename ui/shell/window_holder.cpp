// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/window_holder.h"

#include "ui/shell/explorer_scenes.h"
#include "ui/shell/language.h"
#include "ui/shell/presentation.h"
#include "ui/views/scene_table.h"

#include <QTimer>

WindowHolder::WindowHolder(std::function<void(MainWindow&)> show, QObject* parent)
    : QObject(parent), show_(std::move(show)) {}

WindowHolder::~WindowHolder() = default;

void WindowHolder::open(const StartOptions& options, bool presenting) {
    settingsFile_ = options.settingsFile;
    screenSize_ = options.screenSize;
    window_ = std::make_unique<MainWindow>(options);
    connect(window_.get(), &MainWindow::languageChosen, this, &WindowHolder::changeLanguage);
    show_(*window_);
    if (presenting)
        window_->presentation()->setPresenting(true);
}

void WindowHolder::changeLanguage(const QString& code) {
    window_->saveSettings();
    installLanguage(code);
    const bool presenting = window_->presentation()->isPresenting();
    StartOptions again;
    again.settingsFile = settingsFile_;
    again.screenSize = screenSize_;
    if (const SceneInfo* scene = window_->scenes()->current())
        again.scene = QLatin1String(scene->name);
    // Later: the window cannot be deleted inside its own signal.
    QTimer::singleShot(0, this, [this, again, presenting] {
        window_.reset();
        open(again, presenting);
        emit reopened(window_.get());
    });
}
