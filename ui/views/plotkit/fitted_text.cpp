// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/plotkit/fitted_text.h"

#include <QFontMetrics>
#include <QTextLayout>
#include <algorithm>
#include <qcustomplot.h>

namespace {

// `line` with the spaces inside a function's parentheses made non-breaking: "cos(ω_i k)"
// broken after "ω_i" read as two terms. A parenthesis after a space ("pair i (fast to slow)")
// is prose and still breaks. The same length as `line`, so positions in one are in the other.
QString keepingCalls(const QString& line) {
    QString kept = line;
    int depth = 0;
    for (qsizetype i = 0; i < kept.size(); ++i) {
        const QChar c = kept[i];
        if (c == QLatin1Char('(') && (depth > 0 || (i > 0 && kept[i - 1].isLetterOrNumber())))
            ++depth;
        else if (c == QLatin1Char(')') && depth > 0)
            --depth;
        else if (depth > 0 && c == QLatin1Char(' '))
            kept[i] = QChar::Nbsp;
    }
    return kept;
}

} // namespace

// Qt's Unicode line breaking: a Chinese subtitle, which has no spaces between its words,
// broken only at spaces was shrunk to an unreadable size instead.
QStringList wrappedLines(const QStringList& lines, const QFont& font, int available) {
    QStringList shown;
    for (const QString& line : lines) {
        QTextLayout layout(keepingCalls(line), font);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        const qsizetype before = shown.size();
        layout.beginLayout();
        for (QTextLine part = layout.createLine(); part.isValid(); part = layout.createLine()) {
            part.setLineWidth(available);
            shown << line.mid(part.textStart(), part.textLength()).trimmed();
        }
        layout.endLayout();
        if (shown.size() == before) // an empty line stays a line
            shown << QString();
    }
    return shown;
}

QString wrappedToWidth(const QString& text, const QFont& font, int available) {
    return wrappedLines(text.split(QLatin1Char('\n')), font, std::max(available, 1))
        .join(QLatin1Char('\n'));
}

QStringList joinedWhereFit(const QString& text, const QFontMetrics& metrics, int available) {
    const QString joint = QStringLiteral(" · ");
    QStringList lines;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        QString current;
        bool dropping = false;
        qsizetype at = 0;
        QChar before; // the break before the part at `at`; none for the first
        while (at <= line.size()) {
            qsizetype next = at;
            while (next < line.size() && line[next] != kJoinableBreak &&
                   line[next] != kDroppableBreak)
                ++next;
            const QString part = line.mid(at, next - at);
            if (before.isNull()) {
                current = part;
            } else if (before == kDroppableBreak && dropping) {
                // left out with the one before it
            } else if (metrics.horizontalAdvance(current + joint + part) <= available) {
                current += joint + part;
            } else if (before == kDroppableBreak) {
                dropping = true;
            } else {
                lines << current;
                current = part;
            }
            if (next >= line.size())
                break;
            before = line[next];
            at = next + 1;
        }
        lines << current;
    }
    return lines;
}

QString withLineBreaks(QString text) {
    return text.replace(kJoinableBreak, QLatin1Char('\n'))
        .replace(kDroppableBreak, QLatin1Char('\n'));
}

bool allLinesFit(const QStringList& lines, const QFontMetrics& metrics, int available) {
    return std::all_of(lines.begin(), lines.end(), [&](const QString& line) {
        return metrics.horizontalAdvance(line) <= available;
    });
}

void fitTextElement(QCPTextElement* element, const QString& text, int largest, int smallest,
                    int available, double scale) {
    QFont font = element->font();
    QStringList lines;
    // The largest size at which each line fits as it is; failing that, a title read from the
    // back row is better whole on two lines than cut: the largest size at which it fits
    // broken once between words. Only what fits neither way is elided.
    QStringList shown;
    for (const bool wrap : {false, true}) {
        for (int size = largest; size >= smallest && shown.isEmpty(); --size) {
            font.setPointSizeF(size * scale);
            const QFontMetrics metrics(font);
            lines = joinedWhereFit(text, metrics, available);
            const QStringList candidate = wrap ? wrappedLines(lines, font, available) : lines;
            if (candidate.size() <= 2 * lines.size() && allLinesFit(candidate, metrics, available))
                shown = candidate;
        }
        if (!shown.isEmpty())
            break;
    }
    if (shown.isEmpty()) {
        const QFontMetrics metrics(font);
        for (const QString& line : wrappedLines(lines, font, available))
            shown << metrics.elidedText(line, Qt::ElideRight, available);
    }
    element->setText(shown.join(QLatin1Char('\n')));
    font.setPointSizeF(font.pointSizeF() / scale);
    element->setFont(font);
}
