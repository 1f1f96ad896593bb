// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// sim(p, p + k) against the offset k for the selected start position p: the same curve
// from every p is translation invariance as a line plot (L = 64, D = 16: 0.693 at k = 3).

#include "ui/views/plot_view.h"

class QCPGraph;

class OffsetProfileView : public PlotView {
    Q_OBJECT
  public:
    explicit OffsetProfileView(QWidget* parent = nullptr);

    void showResult(ExploreDelivery& delivery) override;
    // Marks the offset k = q - p of the springs' pair.
    void showSelection(const Selection& selection) override;
    void resetView() override;
    ViewPart requestPart(const ExploreRequest& shared) const override;
    // What this view is, for the table of views (view_kind.h).
    static const ViewInfo& descriptor();
    void holdValueRange(double lo, double hi) override;

    ViewWindow offsetWindow() const;
    QCPGraph* graph() const { return graph_; }
    // The scene's overlaid profiles, one per start (empty without an overlay).
    QList<QCPGraph*> overlayGraphs() const { return overlays_; }
    // Where k = q - p is marked; NaN when it is not drawn (q before p, or a figure).
    double partnerOffsetMark() const { return partnerMark_; }

  protected:
    // Left and Right move the start position p the profile is measured from.
    SelectionStep arrowStep(int key) const override;

  private:
    void onMouseMove(QMouseEvent* event);
    void updateSubtitle();
    void showOverlays();
    // The range of k to show: the longest profile on screen.
    std::int64_t lastOffset() const;

    QCPGraph* graph_;
    QList<QCPGraph*> overlays_;
    class QCPAbstractItem* mark_ = nullptr;
    double partnerMark_ = 0.0;
};
