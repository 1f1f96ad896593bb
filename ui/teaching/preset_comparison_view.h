// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a preset shows, in words and numbers: its note, its tokens, and for the
// translation-consistency experiment the cosine similarity of each position pair side by
// side (0.693 at offset 3 from position 0 and from position 10), computed by pe::similarity.

#include "core/course_presets.h"

#include <QWidget>
#include <vector>

class QTextBrowser;

class PresetComparisonView : public QWidget {
    Q_OBJECT
  public:
    explicit PresetComparisonView(QWidget* parent = nullptr);

    void showPreset(const pe::CoursePreset& preset);

    // cosine(PE[a], PE[b]) for each compared pair, in the preset's order.
    const std::vector<double>& cosines() const { return cosines_; }
    QString text() const;
    // What it says before a preset is chosen: the menu path to the presets.
    static QString hint();

    // Cosine similarity of two positions under `params`, from pe::similarity over the
    // positions 0 .. max(a, b) only.
    static double cosineOf(const pe::EncodingParams& params, std::int64_t a, std::int64_t b);

  private:
    QTextBrowser* text_;
    std::vector<double> cosines_;
};
