// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/lesson_window.h"

#include "ui/teaching/alibi_view.h"
#include "ui/teaching/attention_permutation_view.h"
#include "ui/teaching/context_extension_view.h"
#include "ui/teaching/embedding_view.h"
#include "ui/teaching/learned_view.h"
#include "ui/teaching/model_table_lesson.h"
#include "ui/teaching/phasor_clock_view.h"
#include "ui/teaching/rope_view.h"
#include "ui/teaching/teaching_style.h"

#include <QEvent>
#include <algorithm>

LessonWindow::LessonWindow(QWidget* parent) : QTabWidget(parent) {
    teaching::useProjectorFont(this);
    // Tab index = the lesson's value: the table lists the lessons in enum order.
    for (const LessonInfo& info : lessonTable())
        addTab(info.make(this), QString());
    for (int t = 0; t < count(); ++t)
        policies_ << widget(t)->sizePolicy();
    // A scroll area asks its widget's size policy whether its height follows its width.
    QSizePolicy policy = sizePolicy();
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    connect(this, &QTabWidget::currentChanged, this, &LessonWindow::askRoomForCurrentLesson);
    askRoomForCurrentLesson();
    retitle();
}

// A tab widget asks for the room of its widest lesson (context extension), which would make
// every lesson scroll sideways on a 1366 px screen; it asks for the lesson on show only.
void LessonWindow::askRoomForCurrentLesson() {
    for (int t = 0; t < count(); ++t)
        widget(t)->setSizePolicy(t == currentIndex()
                                     ? policies_.value(t)
                                     : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored));
    updateGeometry();
}

// A lesson below its minimum height squeezes its controls over each other; its wrapped text
// and reflowed controls need more than that minimum, which only the height for its width
// tells. QTabWidget's own answer is the tallest of all lessons, not the one on show.
int LessonWindow::heightForWidth(int width) const {
    const QWidget* page = currentWidget();
    if (!page)
        return QTabWidget::heightForWidth(width);
    // The tabs and the frame around the lesson, from the sizes asked for rather than the
    // geometry: the geometry lags a resize, and would ask for another one.
    const QSize pageMinimum = page->minimumSizeHint();
    const QSize around = (minimumSizeHint() - pageMinimum).expandedTo(QSize(0, 0));
    const int own = page->heightForWidth(width - around.width());
    return std::max(own, pageMinimum.height()) + around.height();
}

EmbeddingView* LessonWindow::embeddingView() const {
    return static_cast<EmbeddingView*>(lessonWidget(Lesson::Embedding));
}
LearnedView* LessonWindow::learnedView() const {
    return static_cast<LearnedView*>(lessonWidget(Lesson::Learned));
}
RopeView* LessonWindow::ropeView() const {
    return static_cast<RopeView*>(lessonWidget(Lesson::Rope));
}
AlibiView* LessonWindow::alibiView() const {
    return static_cast<AlibiView*>(lessonWidget(Lesson::Alibi));
}
PhasorClockView* LessonWindow::phasorClockView() const {
    return static_cast<PhasorClockView*>(lessonWidget(Lesson::PhasorClocks));
}
AttentionPermutationView* LessonWindow::attentionView() const {
    return static_cast<AttentionPermutationView*>(lessonWidget(Lesson::Attention));
}

ContextExtensionView* LessonWindow::contextExtensionView() const {
    return static_cast<ContextExtensionView*>(lessonWidget(Lesson::ContextExtension));
}

ModelTableLesson* LessonWindow::modelTableLesson() const {
    return static_cast<ModelTableLesson*>(lessonWidget(Lesson::ModelTable));
}

void LessonWindow::retitle() {
    for (const LessonInfo& info : lessonTable())
        setTabText(int(info.lesson), lessonTitle(info.lesson));
    setWindowTitle(tr("Lessons"));
}

void LessonWindow::showLesson(Lesson lesson) {
    setCurrentIndex(int(lesson));
}

void LessonWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retitle();
    QTabWidget::changeEvent(event);
}
