// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/lessons.h"

#include "ui/teaching/alibi_view.h"
#include "ui/teaching/attention_permutation_view.h"
#include "ui/teaching/context_extension_view.h"
#include "ui/teaching/embedding_view.h"
#include "ui/teaching/learned_view.h"
#include "ui/teaching/model_table_lesson.h"
#include "ui/teaching/phasor_clock_view.h"
#include "ui/teaching/rope_view.h"

#include <QCoreApplication>

namespace {

template <class Widget> QWidget* make(QWidget* parent) {
    return new Widget(parent);
}

} // namespace

const std::array<LessonInfo, 8>& lessonTable() {
    static const std::array<LessonInfo, 8> table = {{
        {Lesson::Embedding, QT_TRANSLATE_NOOP("LessonWindow", "Embedding + PE"),
         &make<EmbeddingView>},
        {Lesson::Learned, QT_TRANSLATE_NOOP("LessonWindow", "Learned PE"), &make<LearnedView>},
        {Lesson::Rope, QT_TRANSLATE_NOOP("LessonWindow", "RoPE"), &make<RopeView>},
        {Lesson::Alibi, QT_TRANSLATE_NOOP("LessonWindow", "ALiBi"), &make<AlibiView>},
        {Lesson::PhasorClocks, QT_TRANSLATE_NOOP("LessonWindow", "Phasor clocks"),
         &make<PhasorClockView>},
        {Lesson::Attention, QT_TRANSLATE_NOOP("LessonWindow", "Order-agnostic attention"),
         &make<AttentionPermutationView>},
        {Lesson::ContextExtension, QT_TRANSLATE_NOOP("LessonWindow", "Context extension"),
         &make<ContextExtensionView>},
        {Lesson::ModelTable, QT_TRANSLATE_NOOP("LessonWindow", "What a model learned"),
         &make<ModelTableLesson>},
    }};
    return table;
}

QString lessonTitle(Lesson lesson) {
    for (const LessonInfo& info : lessonTable())
        if (info.lesson == lesson)
            return QCoreApplication::translate("LessonWindow", info.title);
    return {};
}
