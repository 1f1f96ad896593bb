// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer's status bar: on the left what the mouse points at (or a message: a file saved),
// on the right the selected cell, whether the views catch up with the controls, a busy bar, the
// last compute time and the text size.

#include "core/encoding_params.h"

#include <QObject>
#include <QString>
#include <optional>

class QLabel;
class QProgressBar;
class QStatusBar;
struct Selection;

class ExplorerStatusBar : public QObject {
    Q_OBJECT
  public:
    // The busy bar's width: enough to see it move, not to read a percentage (it has none).
    static constexpr int kBusyWidth = 120;
    // Between the message and the first label on its right, in average characters: the
    // two read as separate phrases.
    static constexpr int kGapChars = 2;

    // Builds the labels into `bar`; `scaleLabel` (the text size, presentation.h) goes last.
    ExplorerStatusBar(QStatusBar* bar, QLabel* scaleLabel);

    QLabel* selectionLabel() const { return selected_; }
    QLabel* catchingUpLabel() const { return catchingUp_; }
    // Shown while the views hold a result for `shown` rather than the controls' parameters.
    void showCatchingUp(const std::optional<pe::EncodingParams>& shown);
    void showSelection(const Selection& selection);
    void setBusy(bool busy);
    void showComputeTime(double ms);
    // What the mouse points at (PlotView::inspected): as many of its parts as fit whole
    // beside the labels on the right; empty: the mouse has left the plot, and its line goes.
    void showInspected(const QString& text);

  private:
    // The line on show fitted again once the labels on its right have their new sizes.
    void refitInspectedSoon();
    // The room the message has before the first label on its right that is shown.
    int messageRoom() const;

    QStatusBar* bar_;
    QLabel* scale_;
    QLabel* selected_;
    QLabel* catchingUp_;
    QProgressBar* busy_;
    QLabel* computeTime_;
    QString inspectedText_, inspectedShown_; // the last hover line, whole and as shown
};
