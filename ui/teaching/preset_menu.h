// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The course's worked examples as one menu (pe::coursePresets(), in the course's order).
// Choosing one emits presetChosen; whoever owns the parameters applies them.

#include "ui/teaching/course_preset_metatype.h"

#include <QMenu>

class PresetMenu : public QMenu {
    Q_OBJECT
  public:
    explicit PresetMenu(QWidget* parent = nullptr);

    // The preset's name and note in the interface language.
    static QString displayName(const pe::CoursePreset& preset);
    static QString displayNote(const pe::CoursePreset& preset);
    // The menu's title, with its mnemonic, in the interface language.
    static QString title();

  signals:
    void presetChosen(const pe::CoursePreset& preset);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void rebuild();
};
