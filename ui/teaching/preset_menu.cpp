// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/preset_menu.h"

#include "ui/teaching/teaching_style.h"

#include <QEvent>

PresetMenu::PresetMenu(QWidget* parent) : QMenu(parent) {
    rebuild();
    setToolTipsVisible(true);
}

QString PresetMenu::displayName(const pe::CoursePreset& preset) {
    return QString::fromStdString(teaching::chineseInterface() ? preset.nameZh : preset.nameEn);
}

QString PresetMenu::displayNote(const pe::CoursePreset& preset) {
    return QString::fromStdString(teaching::chineseInterface() ? preset.noteZh : preset.noteEn);
}

QString PresetMenu::title() {
    return tr("&Presets from the course");
}

void PresetMenu::rebuild() {
    clear();
    setTitle(title());
    for (const pe::CoursePreset& preset : pe::coursePresets()) {
        QAction* action = addAction(displayName(preset));
        action->setToolTip(displayNote(preset));
        action->setData(QString::fromStdString(preset.id));
        const std::string id = preset.id;
        connect(action, &QAction::triggered, this, [this, id] {
            if (const pe::CoursePreset* chosen = pe::findCoursePreset(id))
                emit presetChosen(*chosen);
        });
    }
}

void PresetMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        rebuild();
    QMenu::changeEvent(event);
}
