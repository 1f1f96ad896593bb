// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Principal components: every position on PC1 x PC2 (or, with the PC3 button, PC1 x PC3), a
// curve coloured from the first position to the last, and under it the share of the variance
// the first components explain. For the sinusoidal encoding the slowest pairs dominate; a
// learned table traces its helix, which the 3-D button shows whole: PC1, PC2 and PC3 seen
// from an angle, turned with a drag or the arrow keys.

#include "ui/views/plot_view.h"

#include <memory>
#include <optional>
#include <utility>

class QCPAbstractItem;
class QCPAxisRect;
class QCPBars;
class QCPColorScale;
class QCPCurve;
class QToolButton;

struct PcaPayload;

class PcaView : public PlotView {
    Q_OBJECT
  public:
    explicit PcaView(QWidget* parent = nullptr);
    ~PcaView() override;

    void showResult(ExploreDelivery& delivery) override;
    void showSelection(const Selection&) override {}
    void resetView() override;
    ViewPart requestPart(const ExploreRequest& shared) const override;
    // What this view is, for the table of views (view_kind.h).
    static const ViewInfo& descriptor();

    QList<QCPCurve*> curves() const { return curves_; }
    QCPBars* bars() const { return bars_; }
    QCPColorScale* positionScale() const { return scale_; }
    // The position drawn nearest the pixel `at` of the plot, -1 for none.
    std::int64_t positionAt(const QPointF& at) const;
    // What hovering over `position` reads: its position and coordinates.
    QString describe(std::int64_t position) const;
    // The component on the vertical axis: 1 (PC2) or 2 (PC3), counted from 0.
    int verticalComponent() const { return up_; }
    // Shows PC1 x PC3 (or PC1 x PC2 again); what the PC3 button does.
    void showThirdComponent(bool on);
    QToolButton* thirdButton() const { return third_; }
    // The line under the subtitle on screen: what hovering reads.
    static QString hoverHint();
    // Whether the bars of the shares are drawn: in figures, and in a view tall enough for them.
    bool showsBars() const;
    // 3-D: PC1, PC2 and PC3 from `azimuth` and `elevation` (degrees); what the 3-D button, a
    // drag and the arrow keys do. flatten() goes back to the plane.
    void turnTo(double azimuth, double elevation) override;
    void flatten();
    std::optional<std::pair<double, double>> viewAngle() const override { return angle_; }
    QToolButton* turnButton() const { return turn_; }
    // Its Python (File > Export as notebook).
    static QString python(const ExploreRequest& request);

  protected:
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void figureModeChanged() override;
    void availabilityChanged() override;

  private:
    static int barCount(const PcaPayload& pca);
    void onMouseMove(QMouseEvent* event);
    // The curve's runs of the plane shown, from the data the worker prepared.
    void showPlane();
    void placeThirdButton();
    // The same inside the layout pass: true when the bars' label changed.
    bool fitThirdButton();
    void fitBars();
    // 3-D: the curve projected, the PC axes drawn through the origin, one scale both ways.
    void showTurned();
    bool fitEqualScale();
    void updateSubtitle();

    QList<QCPCurve*> curves_; // one per run of positions, each in its own colour
    QCPColorScale* scale_;    // the colours: position 0 .. L - 1
    QCPAxisRect* barsRect_;
    QCPBars* bars_;
    QToolButton* third_;
    QToolButton* turn_;
    int up_ = 1;
    std::optional<std::pair<double, double>> angle_; // turned: azimuth, elevation (degrees)
    QPointF dragFrom_;                               // where the drag turning it was last
    QList<QCPAbstractItem*> axisMarks_;              // the PC axes through the origin
    struct Planes;
    std::unique_ptr<Planes> planes_; // the runs of both planes, built on the worker
};
