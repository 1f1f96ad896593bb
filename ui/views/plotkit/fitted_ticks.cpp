// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/plotkit/fitted_ticks.h"

#include "ui/compute/number_text.h"

#include <QFontMetrics>
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <qcustomplot.h>
#include <vector>

namespace {

class IntegerTicker : public QCPAxisTicker {
  public:
    // Ticks only at multiples of this: where one cell stands for every k-th index, a label names
    // an index that is drawn.
    double multiple = 1.0;

  protected:
    double getTickStep(const QCPRange& range) override {
        range_ = range;
        const double step = std::max(1.0, std::floor(QCPAxisTicker::getTickStep(range)));
        if (multiple <= 1.0)
            return step;
        // The common multiple where it stays close to the round step (50 and 5 give 50), else
        // the multiple times a round number (200 and 3 give 150): never a label between two
        // drawn indices, and labels a reader counts in (0, 150, 300, not 0, 201, 402).
        const double common = std::lcm(std::int64_t(step), std::int64_t(multiple));
        return common <= 2.0 * step ? common : multiple * roundStep(step / multiple);
    }
    // 1, 2 or 5 times a power of ten, the nearest to `step` on a log scale (at least 1).
    static double roundStep(double step) {
        if (step <= 1.0)
            return 1.0;
        const double decade = std::pow(10.0, std::floor(std::log10(step)));
        double best = decade;
        for (const double m : {2.0, 5.0, 10.0})
            if (std::abs(std::log(m * decade / step)) < std::abs(std::log(best / step)))
                best = m * decade;
        return best;
    }
    int getSubTickCount(double tickStep) override {
        return tickStep < 2.0 ? 0 : QCPAxisTicker::getSubTickCount(tickStep);
    }
    // 250k and 1M instead of 250000 and 1000000: long labels run into each other in the
    // narrow views, and a projector audience reads the short form faster.
    // One style along an axis, that of its largest label: "0, 5k, 10k", not "0, 5000, 10k".
    QVector<QString> createLabelVector(const QVector<double>& ticks, const QLocale& locale,
                                       QChar formatChar, int precision) override {
        double largest = 0.0;
        for (const double tick : ticks)
            if (range_.contains(tick))
                largest = std::max(largest, std::abs(tick));
        unit_ = largest >= 1e6 ? 1e6 : largest >= 1e4 ? 1e3 : 1.0;
        return QCPAxisTicker::createLabelVector(ticks, locale, formatChar, precision);
    }
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                         int precision) override {
        if (tick == 0.0)
            return QStringLiteral("0");
        if (unit_ == 1e6)
            return numberText(tick / 1e6, 4) + QStringLiteral("M");
        if (unit_ == 1e3)
            return numberText(tick / 1e3, 4) + QStringLiteral("k");
        return QCPAxisTicker::getTickLabel(tick, locale, formatChar, precision);
    }

  private:
    QCPRange range_;    // the range the ticks were last made for
    double unit_ = 1.0; // the labels' unit, chosen for the whole axis
};

// Whether two neighbouring tick labels, as last laid out, have less than half a digit between
// them across, or overlap up an axis.
bool labelsTouch(QCPAxis* axis, const QFontMetrics& metrics) {
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    const int gap = horizontal ? metrics.horizontalAdvance(QLatin1Char('0')) / 2 : 0;
    std::vector<std::pair<double, double>> spans;
    for (int t = 0; t < ticks.size() && t < labels.size(); ++t) {
        if (!axis->range().contains(ticks[t]) || labels[t].isEmpty())
            continue;
        const double half =
            (horizontal ? metrics.horizontalAdvance(labels[t]) : metrics.height()) / 2.0;
        const double at = axis->coordToPixel(ticks[t]);
        spans.emplace_back(at - half, at + half);
    }
    std::sort(spans.begin(), spans.end()); // up a y axis the pixels fall as the ticks rise
    for (std::size_t t = 1; t < spans.size(); ++t)
        if (spans[t].first - spans[t - 1].second < gap)
            return true;
    return false;
}

} // namespace

QSharedPointer<QCPAxisTicker> integerTicker(int tickCount) {
    auto ticker = QSharedPointer<IntegerTicker>::create();
    ticker->setTickCount(tickCount);
    return ticker;
}

void setTickMultiple(QCPAxis* axis, std::int64_t multiple) {
    if (auto* ticker = dynamic_cast<IntegerTicker*>(axis->ticker().data()))
        ticker->multiple = double(std::max<std::int64_t>(multiple, 1));
}

TickFitting::AxisFit& TickFitting::fitOf(QCPAxis* axis) {
    AxisFit& fit = fits_[axis];
    if (fit.ticker.toStrongRef() != axis->ticker()) {
        fit = AxisFit();
        fit.ticker = axis->ticker();
        fit.wanted = axis->ticker()->tickCount();
        if (auto* text = dynamic_cast<QCPAxisTickerText*>(axis->ticker().data()))
            fit.names = text->ticks();
    }
    // Other text (a larger size, a figure's pixels): counted afresh from what was asked for,
    // since smaller text may take more ticks again.
    const int font = QFontMetrics(axis->tickLabelFont()).height();
    if (fit.fittedFont != font) {
        fit.fittedFont = font;
        fit.fittedLength = -1;
        axis->ticker()->setTickCount(fit.wanted);
    }
    return fit;
}

bool TickFitting::fit(QCustomPlot* plot) {
    // Every axis rect's: a view may stack a second plot under its first (the PCA's bars).
    QList<QCPAxis*> axes;
    for (QCPAxisRect* rect : plot->axisRects())
        axes << rect->axes();
    for (QCPLayoutElement* element : plot->plotLayout()->elements(false))
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            axes << scale->axis();
    bool changed = false;
    for (QCPAxis* axis : axes) {
        QCPAxisTicker* ticker = axis->ticker().data();
        if (!ticker || !axis->visible() || !axis->tickLabels() || !axis->axisRect())
            continue;
        if (auto* text = dynamic_cast<QCPAxisTickerText*>(ticker))
            changed = thinNames(axis, text) || changed;
        else if (dynamic_cast<IntegerTicker*>(ticker) || axis->orientation() == Qt::Horizontal)
            changed = fitAlong(axis) || changed;
        else
            changed = fitUpright(axis) || changed;
    }
    return changed;
}

// Plain number ticks up a short axis (a colour scale, the offset profile's values): as many
// as lines fit, up to the count the view set. Powers of ten too (the wavelengths): fewer ticks
// there make every second or fifth decade a tick.
bool TickFitting::fitUpright(QCPAxis* axis) {
    QCPAxisTicker* ticker = axis->ticker().data();
    const AxisFit& fit = fitOf(axis);
    // A power's label is a line and its raised exponent: each needs less than a line's gap
    // more, where a plain number asks for a line and a half of air.
    const double linesEach = dynamic_cast<QCPAxisTickerLog*>(ticker) ? 1.6 : 2.5;
    const QFontMetrics metrics(axis->tickLabelFont());
    const int length = axis->axisRect()->height();
    const int count = std::clamp(int(length / (linesEach * std::max(metrics.height(), 1))), 2,
                                 std::max(2, fit.wanted));
    if (length <= 0 || count == ticker->tickCount())
        return false;
    ticker->setTickCount(count);
    return true;
}

// Whole numbers along any axis, and plain numbers along a horizontal one (the principal
// components' PC1 beside a colour scale): as many as labels of the widest fit with room
// between them ("25k50k75k100k" never), up to what the view asked for.
bool TickFitting::fitAlong(QCPAxis* axis) {
    QCPAxisTicker* ticker = axis->ticker().data();
    const bool whole = dynamic_cast<IntegerTicker*>(ticker) != nullptr;
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    // A horizontal log axis keeps its decades.
    if ((!whole && dynamic_cast<QCPAxisTickerLog*>(ticker)) || axis->tickVectorLabels().isEmpty())
        return false;
    AxisFit& fit = fitOf(axis);
    const QFontMetrics metrics(axis->tickLabelFont());
    int room = metrics.height() * 2; // a line and a line's gap
    if (horizontal) {
        int widest = 0;
        for (const QString& label : axis->tickVectorLabels())
            widest = std::max(widest, metrics.horizontalAdvance(label));
        room = widest + 2 * metrics.horizontalAdvance(QLatin1Char('0'));
    }
    const int length = horizontal ? axis->axisRect()->width() : axis->axisRect()->height();
    // Whole numbers: the ticker may place a tick more than asked for, so count on half a slot
    // to spare. Plain numbers: a label's room each, since the ticker's round steps leave more
    // between them than asked for (two asked for over -3.5 .. 3.5 gave a step of 5 and one
    // label, 0).
    const double slot = whole ? 1.5 * std::max(room, 1) : std::max(room, 1);
    int count = std::clamp(int(length / slot), 2, std::max(2, fit.wanted));
    // Two asked for may still come as three close ones (0, 25, 50 on a short axis): if the
    // labels drawn have no gap between them, one step over the range.
    if (count >= ticker->tickCount() && labelsTouch(axis, metrics))
        count = std::max(1, ticker->tickCount() - 1);
    // At one length the count only goes down: fewer ticks can mean narrower labels, and going
    // back up for them would never settle.
    if (length == fit.fittedLength && count > ticker->tickCount())
        return false;
    fit.fittedLength = length;
    if (count == ticker->tickCount())
        return false;
    ticker->setTickCount(count);
    return true;
}

// Named ticks (the waveforms' "d 0", "d 5", ... up their axis) closer than their labels need
// keep every second, third ... label: the curves stay, their names no longer run together.
bool TickFitting::thinNames(QCPAxis* axis, QCPAxisTickerText* ticker) {
    QMap<double, QString>& ticks = ticker->ticks();
    if (ticks.size() < 2)
        return false;
    const QMap<double, QString>& all = fitOf(axis).names;
    if (all.size() < 2)
        return false;
    const QFontMetrics metrics(axis->tickLabelFont());
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    // Up an axis, names stand one above another: their ink and a quarter line of air. A
    // Chinese font's line is taller than a Latin name's ink ("love" between "I" and "you"
    // in three rows of a short matrix was thinned away though nothing touched).
    int ink = 0;
    for (const QString& name : all)
        ink = std::max(ink, metrics.tightBoundingRect(name).height());
    int room = std::min(metrics.height(), ink) + metrics.height() / 4;
    if (horizontal)
        for (const QString& name : all)
            room = std::max(room, metrics.horizontalAdvance(name) +
                                      metrics.horizontalAdvance(QLatin1Char('0')));
    // The typical gap between two named ticks, in pixels: the median, so that one close pair
    // (the log axis's 0 half a decade left of its 1) does not thin every other decade.
    std::vector<double> gaps;
    for (auto it = std::next(all.cbegin()); it != all.cend(); ++it)
        gaps.push_back(
            std::abs(axis->coordToPixel(it.key()) - axis->coordToPixel(std::prev(it).key())));
    std::nth_element(gaps.begin(), gaps.begin() + std::ptrdiff_t(gaps.size() / 2), gaps.end());
    const double typical = gaps[gaps.size() / 2];
    const int every = std::max(1, int(std::ceil(room / std::max(typical, 1.0))));
    // Every `every`-th name, and of those none closer to the last one shown than `room`.
    QMap<double, QString> shown;
    double lastShown = std::numeric_limits<double>::quiet_NaN();
    int index = 0;
    for (auto it = all.cbegin(); it != all.cend(); ++it, ++index) {
        const double at = axis->coordToPixel(it.key());
        const bool show =
            index % every == 0 && (std::isnan(lastShown) || std::abs(at - lastShown) >= room);
        if (show)
            lastShown = at;
        shown.insert(it.key(), show ? it.value() : QString());
    }
    if (shown == ticks)
        return false;
    ticks = shown;
    return true;
}
