// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PE[:, d] against position for the chosen dimensions, stacked top to bottom: the
// continuous sin/cos curve, with the integer positions the model actually sees as dots.

#include "ui/views/plot_view.h"

class QCPAbstractItem;

class WaveformView : public PlotView {
    Q_OBJECT
  public:
    explicit WaveformView(QWidget* parent = nullptr);

    void showResult(ExploreDelivery& delivery) override;
    // A model's table is no encoding: "Table columns (pos, d)" then.
    QString title() const override;
    void showSelection(const Selection& selection) override;
    void resetView() override;
    bool showPositions(std::int64_t first, std::int64_t last) override;
    ViewPart requestPart(const ExploreRequest& shared) const override;
    // What this view is, for the table of views (view_kind.h).
    static const ViewInfo& descriptor();

    ViewWindow positionWindow() const;
    // Where q is marked beside p (the springs' pair); NaN when it is not drawn.
    double qMark() const { return qMark_; }
    void fitFigureGeometry(int width, int height) override;
    // Vertical distance between stacked curves, in value units.
    static constexpr double kStackSpacing = 2.5;

  protected:
    // Left and Right move the selected position along the curves.
    SelectionStep arrowStep(int key) const override;

  private:
    void rebuildGraphs();
    void updateSubtitle();
    void fitLegend(int width);

    QList<QCPAbstractItem*> marks_;
    double qMark_ = 0.0;
    QList<QCPAbstractItem*> ranges_; // one per curve: the band -1 .. 1 it moves in
};
