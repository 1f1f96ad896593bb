// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lessons, listed once: each is one tab of the lessons dock and one entry (with its
// function key) in the Teach menu. Adding a lesson is one row here plus its widget class.

#include <QString>
#include <array>

class QWidget;

enum class Lesson {
    Embedding,
    Learned,
    Rope,
    Alibi,
    PhasorClocks,
    Attention,
    ContextExtension,
    ModelTable
};

struct LessonInfo {
    Lesson lesson;
    const char* title; // untranslated; lessonTitle() translates it
    QWidget* (*make)(QWidget* parent);
};

// In the order of the window's tabs and the menu's F3, F4, ... keys.
const std::array<LessonInfo, 8>& lessonTable();
QString lessonTitle(Lesson lesson);
