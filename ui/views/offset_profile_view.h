// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// sim(p, p + k) against the offset k for the selected start position p: the same curve
// from every p is translation invariance as a line plot (L = 64, D = 16: 0.693 at k = 3).

#include "ui/views/plot_view.h"

class QCPGraph;
class QCheckBox;

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
    // The dot at k = 0 (empty where the window does not start there).
    QCPGraph* originGraph() const { return origin_; }
    // The scene's overlaid profiles, one per start (empty without an overlay).
    QList<QCPGraph*> overlayGraphs() const { return overlays_; }
    // Where k = q - p is marked; NaN when it is not drawn (q before p, or a figure).
    double qOffsetMark() const { return qMark_; }
    // The min .. max band of the offsets a point stands for: its lower and upper edges (empty
    // while each point is one offset).
    QCPGraph* envelopeLow() const { return envelopeLow_; }
    QCPGraph* envelopeHigh() const { return envelopeHigh_; }
    // Compare with: the pinned setting's profile, dashed; empty when nothing is pinned.
    QCPGraph* pinnedGraph() const { return pinned_; }
    // "Log-spaced offsets": the offsets from 1 on a log axis, 0 drawn at its left.
    QCheckBox* logBox() const { return log_; }
    // Where offset k is drawn on the x axis: k itself, or on the log axis log10 k (k = 0 half a
    // decade left of k = 1).
    double offsetCoord(std::int64_t k) const;

  protected:
    // Left and Right move the start position p the profile is measured from.
    SelectionStep arrowStep(int key) const override;

    void figureModeChanged() override;

  private:
    void onMouseMove(QMouseEvent* event);
    void applyAxisMode();
    void placeMark();
    bool logAxis() const;
    void updateSubtitle();
    void showOverlays();
    void showPinned();
    // The range of k to show: the longest profile on screen.
    std::int64_t lastOffset() const;

    QCPGraph* graph_;
    QCPGraph* origin_;
    QCPGraph* envelopeLow_;
    QCPGraph* envelopeHigh_;
    QCheckBox* log_;
    QList<QCPGraph*> overlays_;
    QCPGraph* pinned_;
    class QCPAbstractItem* mark_ = nullptr;
    double qMark_ = 0.0;
    std::int64_t markedOffset_ = -1; // k = q - p, or -1 when not marked
};
