// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Principal components: every position on PC1 x PC2, a curve coloured from the first position
// to the last, and under it the share of the variance the first components explain. For the
// sinusoidal encoding the slowest pairs dominate; a learned table traces its helix.

#include "ui/views/plot_view.h"

class QCPAxisRect;
class QCPBars;
class QCPCurve;

class PcaView : public PlotView {
    Q_OBJECT
  public:
    explicit PcaView(QWidget* parent = nullptr);

    void showResult(ExploreDelivery& delivery) override;
    void showSelection(const Selection&) override {}
    void resetView() override;
    ViewPart requestPart(const ExploreRequest& shared) const override;
    // What this view is, for the table of views (view_kind.h).
    static const ViewInfo& descriptor();

    QList<QCPCurve*> curves() const { return curves_; }
    QCPBars* bars() const { return bars_; }
    // The position drawn nearest the pixel `at` of the plot, -1 for none.
    std::int64_t positionAt(const QPointF& at) const;
    // What hovering over `position` reads: its position and coordinates.
    QString describe(std::int64_t position) const;

  private:
    void onMouseMove(QMouseEvent* event);

    QList<QCPCurve*> curves_; // one per run of positions, each in its own colour
    QCPAxisRect* barsRect_;
    QCPBars* bars_;
};
