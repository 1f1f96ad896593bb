// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pair x distance map: what each frequency pair tells about every distance at once. Rows
// are the pairs (fast at the top, slow at the bottom), columns the offset k = q - p, colour
// the pair's share 2 - 2 cos(w_i k) of ‖PE(p) − PE(q)‖². A curve marks k = pi / w_i, where each
// pair has turned half a turn: right of it the pair has wrapped and its colour no longer says
// how far q is. A click on a column sets q there.

#include "ui/views/plot_view.h"

#include <limits>

class QCheckBox;
class QCPColorMap;
class QCPColorScale;
class QCPCurve;
class QCPRange;
class QCPAbstractItem;
class QCPItemRect;

class PairDistanceView : public PlotView {
    Q_OBJECT
  public:
    explicit PairDistanceView(QWidget* parent = nullptr);

    void showResult(ExploreDelivery& delivery) override;
    void showSelection(const Selection& selection) override;
    void resetView() override;
    ViewPart requestPart(const ExploreRequest& shared) const override;
    ViewPart figurePartNow(const ViewPart& standard) const override;
    // What this view is, for the table of views (view_kind.h).
    static const ViewInfo& descriptor();

    QCPColorMap* colorMap() const { return map_; }
    QCPCurve* halfTurnCurve() const { return curve_; }
    // Compare with: the pinned setting's half-turn curve, dashed; empty when nothing is pinned.
    QCPCurve* pinnedHalfTurnCurve() const { return pinnedCurve_; }
    // The switch between a linear offset axis and log-spaced whole offsets.
    QCheckBox* logSwitch() const { return log_; }
    // The x coordinate the offset k is drawn at (k itself on the linear axis; its place
    // among the log-spaced columns on the log axis); NaN without a result.
    double offsetCoordinate(double k) const;
    // The map's columns from the left edge of the first to the right edge of the last.
    QCPRange columnsRange() const;
    // The offset a pixel of the plot stands on: the drawn column's own; -1 outside the map.
    std::int64_t offsetAt(const QPoint& pixel) const;
    // The column index under a pixel of the plot, -1 off the map.
    std::int64_t columnAt(const QPoint& pixel) const;
    // The x coordinate the current q is marked at; NaN when it is not marked.
    double qMark() const { return qMark_; }
    // Where the springs scene's far q is marked, dashed; NaN without one.
    double farQMark() const { return farQMark_; }

  protected:
    // Left and Right move q, as in the springs view; Up and Down p.
    SelectionStep arrowStep(int key) const override;
    void figureModeChanged() override;

  private:
    void onMouseMove(QMouseEvent* event);
    void onMouseRelease(QMouseEvent* event);
    void updateSubtitle();
    void placeMarks();
    void applyAxisMode();
    void showPinned();
    void hatchPairsDrawnAsTheirMean();

    QCPColorMap* map_;
    QCPColorScale* scale_;
    QCPCurve* curve_;
    QCPItemRect* hatch_ = nullptr; // over the pairs drawn as their mean
    QCPCurve* pinnedCurve_;
    QCheckBox* log_;
    QList<QCPAbstractItem*> marks_;
    Selection selection_;
    double qMark_;
    double farQMark_ = std::numeric_limits<double>::quiet_NaN();
    std::optional<std::int64_t> farQShown() const;
};
