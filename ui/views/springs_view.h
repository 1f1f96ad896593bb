// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What tells p and q apart: one bar per frequency pair, its share 2 - 2 cos(w_i (q - p)) of
// ‖PE(p) − PE(q)‖². Each pair is a spring stretched by how far it turned between p and q:
// fast pairs (left) have turned many times and tell neighbours apart but wrap around for far
// positions; slow pairs (right) barely move for neighbours and tell distant positions apart.
// A vertical mark shows where w_i |q - p| passes pi; the pairs left of it have wrapped (turned
// past half a turn) and are drawn grey and hatched, with a wedge on the axis under each (so a
// wrapped pair whose share is too small to see still shows): their share no longer says how
// far q is. Compared with a setting of other frequencies (another D or base), both stand by
// wavelength 2π/ω_i on a log axis, where pair i of one is beside its equal in frequency.

#include "ui/views/plot_view.h"

class QToolButton;
class QCPBars;
class QCPGraph;
class QCPRange;
struct PairSprings;
struct SpringsPayload;
class QCPAbstractItem;
class QCPItemText;
class QCPTextElement;

class SpringsView : public PlotView {
    Q_OBJECT
  public:
    // Which q the bars are of: the selection's q, or the springs scene's far q (the same view
    // again beside the first, so near and far read side by side).
    enum class WhichQ { Near, Far };
    explicit SpringsView(QWidget* parent = nullptr, WhichQ which = WhichQ::Near);
    QString title() const override;
    const ComputeStep& computeStep() const override;

    void showResult(ExploreDelivery& delivery) override;
    void showSelection(const Selection&) override {}
    void resetView() override;
    ViewPart requestPart(const ExploreRequest& shared) const override;
    // What this view is, for the table of views (view_kind.h).
    static const ViewInfo& descriptor();

    // Pixels across the bars: the level of detail a request asks for.
    int barPixels() const;
    // The bars that can tell the distance, and those of the pairs that have wrapped.
    QCPBars* bars() const { return bars_; }
    QCPBars* wrappedBars() const { return wrapped_; }
    // Compare with: the pinned setting's bars, drawn as outlines; empty when nothing is pinned.
    QCPBars* pinnedBars() const { return pinned_; }
    // ... and its wrapped pairs, hatched in its colour.
    QCPBars* pinnedWrappedBars() const { return pinnedWrapped_; }
    // A wedge on the axis under each bar with a wrapped pair, however small its share.
    QCPGraph* wrappedMarks() const { return wrappedMarks_; }
    QCPGraph* pinnedMarks() const { return pinnedMarks_; }
    // The line under the plot: what the picture says and what wrapped means.
    QString note() const;
    // Where the half-turn mark stands on the x axis (a pair index, or by wavelength log10 of
    // 2|q − p|); NaN when it is not drawn.
    double halfTurnMark() const;
    // ‖PE(p) − PE(q)‖², as the subtitle writes it.
    static QString squaredDistanceSymbol();
    // Sweep q: Play (or Space in the plot) moves q away from p one step per result, so the
    // sweep goes at the worker's pace, until q reaches the end of the positions.
    QToolButton* playButton() const { return play_; }
    bool sweeping() const { return sweeping_; }
    void setSweeping(bool on);
    // What wrapped means, in one sentence: the caption's last line.
    static QString wrappedSentence();
    // Where every pair has wrapped, one more: the pairs tell the distance only together.
    static QString allWrappedSentence();
    // The frames of an animation: the legend and the note name the wrapped bars in every
    // frame, so the bars keep their height when the first pair wraps mid-sweep.
    void holdValueRange(double lo, double hi) override;

  protected:
    void resizeEvent(QResizeEvent* event) override;
    // As in the similarity matrix the pair comes from: Up and Down move p, Left and Right q.
    SelectionStep arrowStep(int key) const override;
    void keyPressEvent(QKeyEvent* event) override;
    void figureModeChanged() override;
    // Without a plot to show (a model's table), no sweep and no button for one.
    void availabilityChanged() override;

  private:
    // The note and the legend fitted to the view's room; replotted when they changed.
    void fitNote();
    // The same inside the layout pass: true when the note, the legend or its row changed.
    bool fitNoteToRoom();
    bool fitHeadroom();
    void showLegend(bool show);
    void placePlayButton();
    void onMouseMove(QMouseEvent* event);
    void updateSubtitle();
    void placeHalfTurn();
    void showPinned();
    double barKey(const PairSprings& s, const pe::EncodingParams& params, int b) const;
    void setBars(const PairSprings& s, const pe::EncodingParams& params, QCPBars* telling,
                 QCPBars* wrapped, QCPGraph* marks) const;
    QCPRange pairsRange() const;
    bool byWavelengthOf(const std::shared_ptr<const ExploreResult>& result) const;
    // This view's springs in the result on show: of q, or of the far q.
    const SpringsPayload& shownPayload() const;
    SelectionStep qStep(std::int64_t qs) const;
    // The sweep's next step, once the picture before it is on show and the pace allows.
    void sweepOn();

    QCPBars* bars_;
    QCPBars* wrapped_;
    QCPBars* pinned_;
    QCPBars* pinnedWrapped_;
    QCPGraph* wrappedMarks_;
    QCPGraph* pinnedMarks_;
    bool byWavelength_ = false; // the x axis stands pairs by wavelength (another D or base)
    QCPAbstractItem* halfTurn_ = nullptr;
    QCPItemText* halfTurnLabel_;
    QCPTextElement* note_;
    QToolButton* play_;
    bool sweeping_ = false;
    bool stepDue_ = false;       // a picture of the sweep is on show: its next step may go
    class QTimer* pace_;         // the least time one picture of a sweep stays on show
    bool framesHeld_ = false;    // holdValueRange: one layout for every frame
    std::int64_t sweepStep_ = 1; // signed: away from p
    bool far_ = false;
};
