// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Wavelength 2 pi / w_i of every dimension on a log axis: from 2 pi positions (dim 0) up to
// about 2 pi * base. Dragging across it selects a band of dimensions; a click selects one.

#include "ui/views/plot_view.h"

class QCPGraph;
class QCPAbstractItem;
class QCPItemRect;

class FrequencyBandView : public PlotView {
    Q_OBJECT
  public:
    explicit FrequencyBandView(QWidget* parent = nullptr);

    void showResult(ExploreDelivery& delivery) override;
    void showSelection(const Selection& selection) override;
    void resetView() override;
    ViewPart requestPart(const ExploreRequest& shared) const override;
    // What this view is, for the table of views (view_kind.h).
    static const ViewInfo& descriptor();

    QCPGraph* graph() const { return graph_; }
    // Compare with: the pinned setting's wavelengths, dashed; empty when nothing is pinned.
    QCPGraph* pinnedGraph() const { return pinned_; }

  protected:
    void keyPressEvent(QKeyEvent* event) override;

  private:
    void onPress(QMouseEvent* event);
    void onMove(QMouseEvent* event);
    void onRelease(QMouseEvent* event);
    std::int64_t dimensionAt(int x) const;
    void showPinned();

    QCPGraph* graph_;
    QCPGraph* chosen_;
    QCPGraph* pinned_;
    QList<QCPAbstractItem*> marks_;
    QCPItemRect* dragBand_ = nullptr;
    bool dragging_ = false;
    Selection selection_;  // as last shown: where the keys start from
    KeyboardBand keyBand_; // the band Shift+arrows draw
};
