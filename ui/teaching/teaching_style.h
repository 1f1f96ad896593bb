#pragma once
// What every teaching widget shares: fonts large enough for a projector, numbers printed
// so that they read back exactly, the red error line, and which language names come in.

#include <QString>

class QLabel;
class QWidget;

namespace teaching {

// Point sizes for text read from the back of a classroom.
inline constexpr int kBodyPointSize = 13;
inline constexpr int kTitlePointSize = 15;

// Sets the widget's font size (and weight); children inherit it.
void useProjectorFont(QWidget* widget, int pointSize = kBodyPointSize, bool bold = false);

// The shortest text that reads back to the same double ("0.8218561900175317").
QString exact(double value);
// A short form for labels and axes ("0.693", "1.2e-16").
QString brief(double value, int digits = 4);

// A label for a rejected input: red, bold, wrapping, empty and hidden until used.
QLabel* makeErrorLabel(QWidget* parent = nullptr);
// Shows `message` in the label (hides it when empty).
void showError(QLabel* label, const QString& message);

// Whether names and notes should be the Chinese ones: the default QLocale's language,
// which the application sets when the user switches the interface language.
bool chineseInterface();

} // namespace teaching
