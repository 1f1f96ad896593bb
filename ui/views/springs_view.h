// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What tells p and q apart: one bar per frequency pair, its share 2 - 2 cos(w_i (q - p)) of
// ‖PE(p) − PE(q)‖². Each pair is a spring stretched by how far it turned between p and q:
// fast pairs (left) have turned many times and tell neighbours apart but wrap around for far
// positions; slow pairs (right) barely move for neighbours and tell distant positions apart.
// A vertical mark shows where w_i |q - p| passes pi.

#include "ui/views/plot_view.h"

class QCPBars;
class QCPAbstractItem;
class QCPItemText;
class QCPTextElement;

class SpringsView : public PlotView {
    Q_OBJECT
  public:
    explicit SpringsView(QWidget* parent = nullptr);

    void showResult(ExploreDelivery& delivery) override;
    void showSelection(const Selection&) override {}
    void resetView() override;
    ViewPart requestPart(const ExploreRequest& shared) const override;
    // What this view is, for the table of views (view_kind.h).
    static const ViewInfo& descriptor();

    // Pixels across the bars: the level of detail a request asks for.
    int barPixels() const;
    QCPBars* bars() const { return bars_; }
    // The pair index the half-turn mark stands at; NaN when it is not drawn.
    double halfTurnMark() const;
    // ‖PE(p) − PE(q)‖², as the subtitle writes it.
    static QString squaredDistanceSymbol();

  protected:
    void resizeEvent(QResizeEvent* event) override;
    // As in the similarity matrix the pair comes from: Up and Down move p, Left and Right q.
    SelectionStep arrowStep(int key) const override;

  private:
    void fitNote();
    void fitHeadroom();
    void onMouseMove(QMouseEvent* event);
    void updateSubtitle();
    void placeHalfTurn();

    QCPBars* bars_;
    QCPAbstractItem* halfTurn_ = nullptr;
    QCPItemText* halfTurnLabel_;
    QCPTextElement* note_;
};
