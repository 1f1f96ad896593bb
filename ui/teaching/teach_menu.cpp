// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/teach_menu.h"

#include "ui/teaching/preset_menu.h"
#include "ui/teaching/teaching_hub.h"

#include <QEvent>
#include <QKeySequence>

TeachMenu::TeachMenu(TeachingHub* hub, QWidget* parent) : QMenu(parent) {
    addMenu(hub->presetMenu());
    addSeparator();
    inspector_ = addAction(QString());
    // Keys a teacher can press at the projector without hunting through menus.
    inspector_->setShortcut(QKeySequence(Qt::Key_F2));
    // From the lessons too: a teacher goes from one lesson to the next by key.
    inspector_->setShortcutContext(Qt::ApplicationShortcut);
    connect(inspector_, &QAction::triggered, hub, &TeachingHub::toggleInspector);
    addSeparator();
    int key = Qt::Key_F3;
    for (const LessonInfo& info : lessonTable()) {
        QAction* action = addAction(QString());
        action->setShortcut(QKeySequence(key++));
        action->setShortcutContext(Qt::ApplicationShortcut);
        const Lesson lesson = info.lesson;
        connect(action, &QAction::triggered, hub, [hub, lesson] { hub->toggleLesson(lesson); });
        lessons_ << action;
    }
    // The explorer's own base and D, seen as a RoPE model's head.
    contextFromExplorer_ = addAction(QString());
    connect(contextFromExplorer_, &QAction::triggered, hub,
            &TeachingHub::showContextExtensionForExplorer);
    retranslate();
}

QString TeachMenu::title() {
    return tr("&Teach");
}

void TeachMenu::retranslate() {
    setTitle(title());
    inspector_->setText(tr("&Formula inspector"));
    for (int t = 0; t < lessons_.size(); ++t)
        lessons_[t]->setText(lessonTitle(lessonTable()[std::size_t(t)].lesson));
    contextFromExplorer_->setText(tr("Context extension with the explorer's &base and D"));
}

void TeachMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}
