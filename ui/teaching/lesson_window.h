// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lessons (lessons.h) as tabs, one lesson each: the widget of the main window's lessons
// dock (TeachingHub::lessonsDock()).

#include "ui/teaching/lessons.h"

#include <QList>
#include <QSizePolicy>
#include <QTabWidget>

class AlibiView;
class AttentionPermutationView;
class ContextExtensionView;
class EmbeddingView;
class LearnedView;
class ModelTableLesson;
class PhasorClockView;
class RopeView;

class LessonWindow : public QTabWidget {
    Q_OBJECT
  public:
    explicit LessonWindow(QWidget* parent = nullptr);

    void showLesson(Lesson lesson);
    QWidget* lessonWidget(Lesson lesson) const { return widget(int(lesson)); }

    EmbeddingView* embeddingView() const;
    LearnedView* learnedView() const;
    RopeView* ropeView() const;
    AlibiView* alibiView() const;
    PhasorClockView* phasorClockView() const;
    AttentionPermutationView* attentionView() const;
    ContextExtensionView* contextExtensionView() const;
    ModelTableLesson* modelTableLesson() const;

    // The height the lesson on show needs at `width`, its text wrapped and its controls
    // reflowed: what the lessons' scroll area makes room for.
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retitle();
    void askRoomForCurrentLesson();
    QList<QSizePolicy> policies_; // each lesson's own, in tab order
};
