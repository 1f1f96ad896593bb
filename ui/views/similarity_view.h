// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The L x L similarity between positions (cosine, dot or euclidean): the stripes parallel
// to the diagonal are translation invariance made visible.

#include "ui/views/plot_view.h"

class QCPColorMap;
class QCPColorScale;
class QCPAbstractItem;

class SimilarityView : public PlotView {
    Q_OBJECT
  public:
    explicit SimilarityView(QWidget* parent = nullptr);

    void showResult(ExploreDelivery& delivery) override;
    void showSelection(const Selection& selection) override;
    void resetView() override;
    bool showPositions(std::int64_t first, std::int64_t last) override;
    ViewPart requestPart(const ExploreRequest& shared) const override;
    // What this view is, for the table of views (view_kind.h).
    static const ViewInfo& descriptor();
    // A figure shows p against q with square cells, so distances along both axes read alike.
    void fitFigureGeometry(int width, int height) override;
    void holdValueRange(double lo, double hi) override;

    ViewWindow rowWindow() const;
    ViewWindow columnWindow() const;
    QCPColorMap* colorMap() const { return map_; }
    QCPColorScale* colorScale() const { return scale_; }
    // The (p, q) cell marked as the springs' pair: x = q, y = p; NaN when it is not drawn.
    QPointF pairMark() const { return pairMark_; }
    // The (p, q) a pixel of the plot selects: the first pair of the drawn cell where a cell
    // covers many positions; -1 for a coordinate outside 0 .. L-1.
    std::pair<std::int64_t, std::int64_t> cellAt(const QPoint& pixel) const;

  protected:
    // Up and Down move the row p, Left and Right the column q: the selected pair.
    SelectionStep arrowStep(int key) const override;

  private:
    void onMouseMove(QMouseEvent* event);
    void onMouseRelease(QMouseEvent* event);
    void updateSubtitle();
    void drawDiagonal();

    QCPColorMap* map_;
    QCPColorScale* scale_;
    QList<QCPAbstractItem*> marks_;
    QList<QCPAbstractItem*> diagonal_;
    QPointF pairMark_;
};

// "cosine", "dot product", "euclidean distance", translated.
QString metricName(pe::Metric metric);
