// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Spectrum: each dimension's dominant frequency along the positions, slowest first, with the
// share of its column's power that frequency holds, and the sinusoidal encoding's frequencies
// omega_i / 2 pi for the same D over them: which dimensions behave like a spring, and of what
// wavelength.

#include "ui/views/plot_view.h"

class QCPGraph;

class SpectrumView : public PlotView {
    Q_OBJECT
  public:
    explicit SpectrumView(QWidget* parent = nullptr);

    void showResult(ExploreDelivery& delivery) override;
    void showSelection(const Selection&) override {}
    void resetView() override;
    // A figure's legend fits the figure's width, as the screen's fits the view's.
    void fitFigureGeometry(int width, int height) override;

    ViewPart requestPart(const ExploreRequest& shared) const override;
    // What this view is, for the table of views (view_kind.h).
    static const ViewInfo& descriptor();

    QCPGraph* dominant() const { return dominant_; }
    QCPGraph* sinusoid() const { return sinusoid_; }
    QCPGraph* shares() const { return shares_; }
    QCPGraph* floor() const { return floor_; }
    // What hovering over the rank `rank` (slowest first) reads.
    QString describe(std::int64_t rank) const;

  private:
    void onMouseMove(QMouseEvent* event);

    QCPGraph* dominant_; // the table's dominant frequencies, sorted
    QCPGraph* sinusoid_; // omega_i / 2 pi, sorted
    QCPGraph* shares_;   // each one's share of its column's power, right axis
    QCPGraph* floor_;    // 1/N, the slowest frequency N positions resolve
};
