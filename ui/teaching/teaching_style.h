// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every teaching widget shares: fonts large enough for a projector, numbers printed
// so that they read back exactly, the red error line, and which language names come in.

#include <QString>

class PlotCanvas;
class QLabel;
class QWidget;

namespace teaching {

// Point sizes for text read from the back of a classroom.
inline constexpr int kBodyPointSize = 13;
inline constexpr int kTitlePointSize = 15;

// Sets the widget's font size (and weight); children inherit it.
void useProjectorFont(QWidget* widget, int pointSize = kBodyPointSize, bool bold = false);

// A lesson's plot stays readable at every text size: its axis rect at least `lines` lines of
// its tick labels tall, and as tall as its vertical axis titles are long so that they show
// whole; the plot's minimum height grows (and shrinks) with the text for it, the lesson
// scrolling down instead of squeezing the plot. Its ticks are thinned to what fits, as the
// views' are. Called again, only the number of lines changes.
void keepPlotReadable(PlotCanvas* plot, int lines);

// The plot's legend in a row under its axis rect, as the waveforms' is, in as many columns as
// fit the plot's width: inside the axis rect it covered curves and labels.
void putLegendBelow(PlotCanvas* plot);

// The shortest text that reads back to the same double ("0.8218561900175317", "500000"),
// written by numberText (compute/number_text.h): digits, no exponent below 10^15.
QString exact(double value);
// A short form for labels and axes: `digits` significant digits ("0.693", "0.00012").
QString brief(double value, int digits = 4);

// A label for a rejected input: red, bold, wrapping, empty and hidden until used.
QLabel* makeErrorLabel(QWidget* parent = nullptr);
// Shows `message` in the label (hides it when empty).
void showError(QLabel* label, const QString& message);
// The typed number fields of `view` (WholeSpinBox, CompactSpinBox, made before this call):
// a refused text is named in `error` (one refusal at a time: the field before it is no longer
// red), the next value taken ends the refusal, and each tooltip states the field's range.
void reportRefusals(QWidget* view, QLabel* error);

// Whether names and notes should be the Chinese ones: the default QLocale's language,
// which the application sets when the user switches the interface language.
bool chineseInterface();

} // namespace teaching
