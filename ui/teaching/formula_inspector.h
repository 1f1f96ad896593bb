// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The formula inspector: PE(pos, dim) with every step of the formula filled in (pair
// index, exponent, divisor, angle, sin or cos), the value in double and in float32, and
// what the classic mistakes would give instead. Numbers come from pe::formulaBreakdown.

#include "core/encoding_params.h"
#include "core/formula_breakdown.h"

#include <QWidget>
#include <optional>

class QLabel;
class QSpinBox;
class QTextBrowser;

class FormulaInspector : public QWidget {
    Q_OBJECT
  public:
    explicit FormulaInspector(QWidget* parent = nullptr);

    // The parameters the cell belongs to (the explorer's, or a preset's).
    void setParams(const pe::EncodingParams& params);
    pe::EncodingParams params() const { return params_; }
    // The cell to explain. Out-of-range input shows a message and keeps the last cell.
    void setCell(std::int64_t pos, std::int64_t dim);
    std::int64_t pos() const { return pos_; }
    std::int64_t dim() const { return dim_; }
    // A line above the formula (what the clicked heatmap cell stands for); empty for none.
    // Cleared when the cell is changed in the inspector itself.
    void setNote(const QString& note);
    QString noteText() const { return note_; }

    // The text on screen (plain), for tests and copy/paste.
    QString formulaText() const;
    // Everything the inspector's text shows, in order: formula, note, mistakes.
    QString shownText() const;
    QString mistakesText() const;
    QString errorText() const;

    // The explanation of one cell as rich text (also used by tests).
    static QString formulaHtml(const pe::FormulaBreakdown& b);
    static QString mistakesHtml(const pe::FormulaBreakdown& b);

  private:
    void refresh();
    void onSpinChanged();

    pe::EncodingParams params_;
    std::int64_t pos_ = 1;
    std::int64_t dim_ = 2;
    bool updatingSpins_ = false;
    QLabel* header_;
    QSpinBox* posSpin_;
    QSpinBox* dimSpin_;
    QTextBrowser* text_;
    QString formulaHtml_;
    QString mistakesHtml_;
    QString note_;
    QLabel* error_;
};
