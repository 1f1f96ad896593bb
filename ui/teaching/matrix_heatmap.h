// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small matrix as crisp coloured cells with a title and a colour scale: rows down (row 0
// at the top, as in the paper's figures), columns across. For the teaching views, whose
// matrices are a few thousand cells, not the explorer's millions.

#include "core/sinusoidal_encoding.h"
#include "ui/views/plotkit/plot_canvas.h"

#include <QStringList>
#include <QWidget>

class QCPColorMap;
class QCPColorScale;
class QLabel;

class MatrixHeatmap : public QWidget {
    Q_OBJECT
  public:
    // Diverging: blue - white - red, white at 0 (a PE value's sign matters).
    // Sequential: dark to bright, for values with no natural centre (biases, weights).
    enum class Scale { Diverging, Sequential };

    explicit MatrixHeatmap(QWidget* parent = nullptr);

    void setTitle(const QString& title);
    QString title() const;
    void setAxisLabels(const QString& columns, const QString& rows);
    // Names for the rows (tokens); empty: the row index.
    void setRowLabels(const QStringList& labels);
    // NaN cells are masked: drawn grey, outside the colour scale (a causal mask's future).
    void setMatrix(const pe::Matrix& matrix, Scale scale = Scale::Diverging);
    // Shows nothing (a rejected input with no earlier state).
    void clear();

    std::int64_t rows() const { return rows_; }
    std::int64_t cols() const { return cols_; }
    QCustomPlot* plot() const { return plot_; }
    QCPColorMap* colorMap() const { return map_; }

  private:
    void applyRowTicker();

    QLabel* title_;
    PlotCanvas* plot_;
    QCPColorMap* map_;
    QCPColorScale* scale_;
    QStringList rowLabels_;
    std::int64_t rows_ = 0;
    std::int64_t cols_ = 0;
};
