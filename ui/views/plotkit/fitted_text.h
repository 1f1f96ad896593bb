// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Text that fits the room the layout gives it: broken into lines where the language allows,
// and set at the largest of a range of sizes at which it is whole.

#include <QChar>
#include <QString>
#include <QStringList>

class QCPTextElement;
class QFont;
class QFontMetrics;

// `lines` with each line broken wherever it is wider than `available` pixels, where the
// language allows a break: between words, and in Chinese between characters.
QStringList wrappedLines(const QStringList& lines, const QFont& font, int available);
// The same for a whole text, its lines joined again.
QString wrappedToWidth(const QString& text, const QFont& font, int available);
// Between two parts of a line that may stand side by side, as " · ", where both fit on one
// line, and one under the other where they do not: a wide view keeps its plot the height a
// line of subtitle would have taken, a narrow one breaks at the parts' seam, not inside one.
inline constexpr QChar kJoinableBreak{u'\u2028'};
// Before a part that stands at the end of its line where it fits there, and is left out where
// it does not (a hint in a view short of room), with every such part after it.
inline constexpr QChar kDroppableBreak{u'\u2029'};
// `text`'s lines, its joinable breaks joined where the parts fit in `available` pixels, its
// droppable parts joined where they fit and left out where not.
QStringList joinedWhereFit(const QString& text, const QFontMetrics& metrics, int available);
// `text` with each joinable or droppable break a line break, for a page whose width is set
// afterwards.
QString withLineBreaks(QString text);
// Whether every one of `lines` is at most `available` pixels wide.
bool allLinesFit(const QStringList& lines, const QFontMetrics& metrics, int available);

// Sets `text` in `element` at the largest of `largest` .. `smallest` points (times `scale`)
// at which every line fits in `available` pixels, or fits broken between words, and elides
// what still does not fit. The font is stored at its base size (divided by `scale`), as the
// display scale expects every font of a plot.
void fitTextElement(QCPTextElement* element, const QString& text, int largest, int smallest,
                    int available, double scale);
