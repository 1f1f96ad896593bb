// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The L x D encoding matrix as crisp cells: positions down, dimensions across, blue for
// negative and red for positive with white at 0.

#include "ui/views/plot_view.h"

class QCPColorMap;
class QCPColorScale;
class QCPAbstractItem;

class HeatmapView : public PlotView {
    Q_OBJECT
  public:
    explicit HeatmapView(QWidget* parent = nullptr);

    void showResult(ExploreDelivery& delivery) override;
    // A model's table is no encoding: "Table values (pos, dim)" then.
    QString title() const override;
    void showSelection(const Selection& selection) override;
    void resetView() override;
    bool showPositions(std::int64_t first, std::int64_t last) override;
    ViewPart requestPart(const ExploreRequest& shared) const override;
    // What this view is, for the table of views (view_kind.h).
    static const ViewInfo& descriptor();
    // Its numpy and matplotlib (ui/views/python_code.h): the figure's rows, each the exact mean
    // of its run of positions, the too fast pairs drawn as 0 and hatched, its words.
    static QString python(const ExploreRequest& request);

    ViewWindow positionWindow() const;
    ViewWindow dimensionWindow() const;
    QCPColorMap* colorMap() const { return map_; }

    // The hover text for a cell, from the formula in double precision.
    static QString describeCell(const pe::EncodingParams& params, std::int64_t pos,
                                std::int64_t dim);
    // The line added when a row or column stands for many: what the drawn cell holds (their
    // mean, in double), so the colour and the text under the cursor agree. Empty otherwise.
    // The status bar and the inspector both show it.
    QString describeDrawnCell(std::int64_t pos, std::int64_t dim) const;
    // The (position, dimension) a pixel of the plot selects: the drawn cell's own where a
    // pixel covers many; (-1, -1) outside the matrix.
    std::pair<std::int64_t, std::int64_t> cellAt(const QPoint& pixel) const;

  protected:
    // Up and Down move the selected cell by a position, Left and Right by a dimension.
    SelectionStep arrowStep(int key) const override;

  private:
    void onMouseMove(QMouseEvent* event);
    void onMouseRelease(QMouseEvent* event);
    void updateSubtitle();
    void clearMarks();
    void hatchColumnsDrawnAsZero();

    QCPColorMap* map_;
    QCPColorScale* scale_;
    QList<QCPAbstractItem*> marks_;
    QList<QCPAbstractItem*> hatches_; // over the columns drawn as 0
};
