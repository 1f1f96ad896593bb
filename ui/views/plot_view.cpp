// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/plot_view.h"

#include "ui/compute/number_text.h"
#include "ui/views/display_scale.h"
#include "ui/views/upright_labels.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QFocusEvent>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QLabel>
#include <QPointer>
#include <QTextLayout>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <qcustomplot.h>
#include <vector>

namespace {

class IntegerTicker : public QCPAxisTicker {
  public:
    int wanted = 5;       // the most ticks the view asks for; fitTicks() may show fewer
    int fittedWidth = -1; // the axis length the count was fitted to
    // Ticks only at multiples of this: where one cell stands for every k-th index, a label names
    // an index that is drawn.
    double multiple = 1.0;

  protected:
    double getTickStep(const QCPRange& range) override {
        const double step = std::max(1.0, std::floor(QCPAxisTicker::getTickStep(range)));
        if (multiple <= 1.0)
            return step;
        // The common multiple where it stays close to the round step (50 and 5 give 50), else
        // the next multiple (50 and 3 give 51): never a label between two drawn indices.
        const double common = std::lcm(std::int64_t(step), std::int64_t(multiple));
        return common <= 2.0 * step ? common : std::ceil(step / multiple) * multiple;
    }
    int getSubTickCount(double tickStep) override {
        return tickStep < 2.0 ? 0 : QCPAxisTicker::getSubTickCount(tickStep);
    }
    // 250k and 1M instead of 250000 and 1000000: long labels run into each other in the
    // narrow views, and a projector audience reads the short form faster.
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                         int precision) override {
        const double magnitude = std::abs(tick);
        if (magnitude >= 1e6)
            return numberText(tick / 1e6, 4) + QStringLiteral("M");
        if (magnitude >= 1e4)
            return numberText(tick / 1e3, 4) + QStringLiteral("k");
        return QCPAxisTicker::getTickLabel(tick, locale, formatChar, precision);
    }
};

} // namespace

QFont resizedFont(QFont font, int points, bool bold) {
    font.setPointSize(points);
    font.setBold(bold);
    return font;
}

QString formatWavelength(double wavelength) {
    return wavelength >= 100.0 ? numberText(std::round(wavelength)) : numberText(wavelength, 3);
}

QSharedPointer<QCPAxisTicker> integerTicker(int tickCount) {
    auto ticker = QSharedPointer<IntegerTicker>::create();
    ticker->wanted = tickCount;
    ticker->setTickCount(tickCount);
    return ticker;
}

PlotView::PlotView(ViewKind kind, QWidget* parent)
    : QWidget(parent), kind_(kind), clickTimer_(new QTimer(this)), plot_(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    setMinimumSize(260, 200);
    plot_->setNoAntialiasingOnDrag(true);
    plot_->installEventFilter(this);
    // Tab reaches the plot, as a click does, and a frame shows it has the keyboard: then the
    // arrow keys move the selection, Enter explains the cell and Ctrl+E exports this view.
    plot_->setFocusPolicy(Qt::StrongFocus);
    new FocusFrame(plot_);
    clickTimer_->setSingleShot(true);
    connect(clickTimer_, &QTimer::timeout, this, &PlotView::settleClick);
    // Tick numbers as mathematicians write them in every language: the Chinese locale turns
    // QCustomPlot's 10^4 powers into "1E+04".
    plot_->setLocale(QLocale::c());
    // One polyline per graph instead of a segment at a time: several times faster for the
    // long curves, and frames must stay well under 16 ms while a slider moves.
    plot_->setPlottingHint(QCP::phFastPolylines, true);
    // Title and subtitle rows above the axis rect; the subtitle says what a pixel stands for.
    plot_->plotLayout()->insertRow(0);
    plot_->plotLayout()->insertRow(0);
    titleElement_ = new QCPTextElement(plot_, QString(), resizedFont(font(), 11, true));
    subtitleElement_ = new QCPTextElement(plot_, QString(), resizedFont(font(), 9));
    plot_->plotLayout()->addElement(0, 0, titleElement_);
    plot_->plotLayout()->addElement(1, 0, subtitleElement_);
    plot_->plotLayout()->setRowSpacing(0);
    // Made the first time a Chinese label needs it, after the views placed their own elements.
    QFont uprightFont = font();
    uprightFont.setPointSize(plot_text::kAxisLabelPoints); // as styleAxis sets axis labels
    upright_ = new UprightLabels(plot_, uprightFont);
    // Connected before any view's own press handler, so views read pressPosition() fresh.
    connect(plot_, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        pressAt_ = event->pos();
        afterDoubleClick_ = false;
        emit pressed();
    });
    connect(plot_, &QCustomPlot::afterLayout, this, &PlotView::fitTicks);
    connect(plot_, &QCustomPlot::afterLayout, this, &PlotView::fitAxisLabels);
    connect(plot_, &QCustomPlot::afterLayout, this, &PlotView::holdBesideWidth);
    connect(plot_, &QCustomPlot::afterLayout, this, &PlotView::refitTitle);
    // A double-click on the title asks for the view alone; anywhere else it resets the zoom.
    connect(plot_, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent* event) {
        // The release that ends a double-click is not a second click, and the click it began
        // with does nothing either: resetting the zoom or asking for the view alone neither
        // selects nor adds a waveform (nor an undo step).
        afterDoubleClick_ = true;
        clickTimer_->stop();
        pendingClick_ = nullptr;
        if (inHeader(event->pos())) {
            emit titleDoubleClicked();
            return;
        }
        resetView();
        emit windowChanged();
    });
    // Views set their fonts and pens in base sizes on every result; the scale is applied on
    // top just before each replot, and at once when it changes.
    connect(plot_, &QCustomPlot::beforeReplot, this, [this] {
        if (!figureMode_) {
            upright_->apply();
            applyDisplayScale(plot_, displayScale());
        }
        forgetGroupedMargins();
    });
    connect(&DisplayScale::instance(), &DisplayScale::changed, this, [this] {
        if (figureMode_)
            return;
        refitWidth_ = -1;
        releaseBesideWidth();
        // Another text size: the ticks are counted afresh (smaller text may take more again).
        countTicksAfresh(plot_);
        fitTitle(); // scales the whole plot, the title first fitted to the width
        replotSoon();
    });
    fitTitle();
}

double PlotView::displayScale() const {
    return figureMode_ ? 1.0 : DisplayScale::instance().factor();
}

bool PlotView::inHeader(const QPoint& pos) const {
    return titleElement_->outerRect().contains(pos) || subtitleElement_->outerRect().contains(pos);
}

bool PlotView::clickPending() const {
    return bool(pendingClick_);
}

void PlotView::afterClick(std::function<void()> effect) {
    settleClick();
    pendingClick_ = std::move(effect);
    clickTimer_->start(QApplication::doubleClickInterval());
}

void PlotView::settleClick() {
    clickTimer_->stop();
    if (!pendingClick_)
        return;
    const std::function<void()> effect = std::move(pendingClick_);
    pendingClick_ = nullptr;
    effect();
}

void PlotView::keyPressEvent(QKeyEvent* event) {
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
        modifiers == Qt::NoModifier) {
        emit inspectRequested();
        return;
    }
    if (modifiers == Qt::NoModifier || modifiers == Qt::ShiftModifier) {
        SelectionStep step = arrowStep(event->key());
        if (!step.isEmpty()) {
            const std::int64_t by = modifiers == Qt::ShiftModifier ? 10 : 1;
            step.positions *= by;
            step.dimensions *= by;
            step.partners *= by;
            emit stepRequested(step);
            return;
        }
    }
    QWidget::keyPressEvent(event);
}

bool PlotView::isClick(const QMouseEvent* release) const {
    return !afterDoubleClick_ &&
           (release->pos() - pressAt_).manhattanLength() < QApplication::startDragDistance();
}

QString PlotView::uprightLabel(const QCPAxis* axis) const {
    return upright_->labelOf(axis);
}

void PlotView::setSubtitle(const QString& subtitle, const QString& hint, const QString& detail) {
    subtitle_ = subtitle;
    hint_ = hint;
    detail_ = detail;
    refitWidth_ = -1;
    fitTitle(); // sets both texts
}

void PlotView::setTitleInset(int pixels) {
    if (pixels == titleInset_)
        return;
    titleInset_ = pixels;
    fitTitle();
}

QString PlotView::shownSubtitle() const {
    // The hint is for the one at the mouse, the plot for the whole room: with text too large
    // for the view's height (200 % at 1366 x 768) the plot keeps the room, and the hint and
    // the detail go. A figure keeps the detail: it is read, not used.
    const bool roomy = plot_->height() >= kHintRoom * displayScale();
    QString shown = subtitle_;
    if (!detail_.isEmpty() && (figureMode_ || roomy)) {
        const qsizetype end = shown.indexOf(QLatin1Char('\n'));
        // The language's own comma: "，" in Chinese, where ", " stood out of the line.
        shown.insert(end < 0 ? shown.size() : end,
                     tr(", ", "between a subtitle's first line and its detail") + detail_);
    }
    if (figureMode_ || hint_.isEmpty() || !roomy)
        return shown;
    return shown.isEmpty() ? hint_ : shown + QLatin1Char('\n') + hint_;
}

void PlotView::setFigureMode(bool on) {
    if (on == figureMode_)
        return;
    figureMode_ = on;
    releaseBesideWidth();
    // Back to the view's own sizes: a figure is sized by its export, not by the screen's zoom.
    applyDisplayScale(plot_, displayScale());
    setSubtitle(subtitle_, hint_, detail_);
    figureModeChanged();
}

namespace {

// `lines` with each line broken wherever it is wider than `available`, where the language
// allows a break: between words, and in Chinese between any two characters (Qt's Unicode line
// breaking), which have no spaces between them; a Chinese subtitle broken only at spaces was
// shrunk to an unreadable size instead.
QStringList wrapped(const QStringList& lines, const QFont& font, int available) {
    QStringList shown;
    for (const QString& line : lines) {
        QTextLayout layout(line, font);
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

bool allFit(const QStringList& lines, const QFontMetrics& metrics, int available) {
    return std::all_of(lines.begin(), lines.end(), [&](const QString& line) {
        return metrics.horizontalAdvance(line) <= available;
    });
}

// Sets `text` in `element` at the largest of `largest` .. `smallest` points (times `scale`)
// at which every line fits in `available` pixels, or fits broken between words, and elides what
// still does not fit. The font is stored at its base size: applyDisplayScale() scales it as every
// font of the plot.
void fitText(QCPTextElement* element, const QString& text, int largest, int smallest, int available,
             double scale) {
    const QStringList lines = text.split(QLatin1Char('\n'));
    QFont font = element->font();
    // The largest size at which each line fits as it is; failing that, a title read from the
    // back row is better whole on two lines than cut: the largest size at which it fits
    // broken once between words. Only what fits neither way is elided.
    QStringList shown;
    for (const bool wrap : {false, true}) {
        for (int size = largest; size >= smallest && shown.isEmpty(); --size) {
            font.setPointSizeF(size * scale);
            const QFontMetrics metrics(font);
            const QStringList candidate = wrap ? wrapped(lines, font, available) : lines;
            if (candidate.size() <= 2 * lines.size() && allFit(candidate, metrics, available))
                shown = candidate;
        }
        if (!shown.isEmpty())
            break;
    }
    if (shown.isEmpty()) {
        const QFontMetrics metrics(font);
        for (const QString& line : wrapped(lines, font, available))
            shown << metrics.elidedText(line, Qt::ElideRight, available);
    }
    element->setText(shown.join(QLatin1Char('\n')));
    font.setPointSizeF(font.pointSizeF() / scale);
    element->setFont(font);
    forgetDisplayScale(element);
}

} // namespace

QString wrappedToWidth(const QString& text, const QFont& font, int available) {
    return wrapped(text.split(QLatin1Char('\n')), font, std::max(available, 1))
        .join(QLatin1Char('\n'));
}

// A narrow view (small projector, an open dock, large text) gets a smaller title and
// subtitle rather than clipped ones. They sit in the first layout column, but are drawn across
// the whole view: a colour scale beside the matrix takes about 90 px (far more with larger
// text), and a title kept to the matrix's width was cut word by word ("Sim… bet… pos…") in a
// view that had room for it.
void PlotView::fitTitle() {
    const double scale = displayScale();
    // What the columns beside take, as last laid out; before the first layout an estimate.
    const int laidOut = besideWidth();
    const int beside =
        laidOut > 0 || plot_->plotLayout()->columnCount() < 2 ? laidOut : int(90 * scale);
    // Reaching over the columns beside: their rows above the matrix are empty. The text no
    // longer sets the first column's width either: fitted to the room it leaves, a title that
    // widened that column would change the room beside, and so the title, again and again.
    for (QCPTextElement* element : {titleElement_, subtitleElement_}) {
        element->setAutoMargins(QCP::msNone);
        element->setMargins(QMargins(2, 2, 2 - beside, 2));
        element->setSizeConstraintRect(QCPLayoutElement::scrOuterRect);
        element->setMinimumSize(1, 0);
    }
    const int available = width() - 12;
    // Centred, the title keeps clear of a button at its right by as much again at its left.
    const int titleRoom = figureMode_ ? available : available - 2 * titleInset_;
    fitText(titleElement_, title(), kLargestTitlePoints, kSmallestTitlePoints,
            std::max(titleRoom, 1), scale);
    // A figure's fonts are set after this by its export (figure_export.h), in pixels.
    if (figureMode_)
        subtitleElement_->setText(shownSubtitle());
    else
        fitText(subtitleElement_, shownSubtitle(), 9, 7, available, scale);
    applyDisplayScale(plot_, scale);
}

int PlotView::besideWidth() const {
    QCPLayoutGrid* layout = plot_->plotLayout();
    int beside = 0;
    for (int column = 1; column < layout->columnCount(); ++column)
        for (int row = 0; row < layout->rowCount(); ++row)
            if (layout->hasElement(row, column))
                beside = std::max(beside, layout->element(row, column)->outerRect().width());
    return beside;
}

// A colour scale is as wide as its tick labels, and those follow the values a result spans;
// the matrix beside takes the rest, and a matrix of another width asks the worker for another
// sampling, whose values span another range. Left free, the scale's width and the results
// chased each other for ever. So at one size and text size the scale only ever widens: the
// room its labels took is kept as the least they get.
void PlotView::holdBesideWidth() {
    for (QCPLayoutElement* element : plot_->plotLayout()->elements(false))
        if (auto* scale = qobject_cast<QCPColorScale*>(element)) {
            QCPAxisRect* inner = scale->axis()->axisRect();
            const QMargins taken = inner->margins(), held = inner->minimumMargins();
            if (taken.left() > held.left() || taken.right() > held.right())
                inner->setMinimumMargins(QMargins(std::max(taken.left(), held.left()), 0,
                                                  std::max(taken.right(), held.right()), 0));
        }
}

void PlotView::releaseBesideWidth() {
    for (QCPLayoutElement* element : plot_->plotLayout()->elements(false))
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            scale->axis()->axisRect()->setMinimumMargins(QMargins());
}

// The title is fitted to the room the columns beside it took at the last layout; larger text
// (presentation mode, Ctrl+=) widens a colour scale only at the next one. Fitted again once
// that room is known, so the title is centred over the whole view and never clipped.
void PlotView::refitTitle() {
    // Once per width and text: what still does not fit then would only replot for ever.
    if (figureMode_ || refitWidth_ == plot_->width())
        return;
    const bool besideChanged = titleElement_->margins().right() != 2 - besideWidth();
    for (const QCPTextElement* element : {titleElement_, subtitleElement_}) {
        const QFontMetrics metrics(element->font());
        const QStringList lines = element->text().split(QLatin1Char('\n'));
        if (besideChanged || std::any_of(lines.begin(), lines.end(), [&](const QString& line) {
                return metrics.horizontalAdvance(line) > element->rect().width();
            })) {
            fitTitle();
            refitWidth_ = plot_->width();
            replotSoon();
            return;
        }
    }
}

// A colour scale in a margin group with its axis rect keeps the largest margin the group
// ever had: QCPLayoutElement's own calculateAutoMargin() answers with the margin it was last
// given. After presentation mode's larger tick numbers that would leave the enlarged margin
// for good; reset before each layout, the group takes it from the axis rects again.
void PlotView::forgetGroupedMargins() {
    for (QCPLayoutElement* element : plot_->plotLayout()->elements(true)) {
        if (!element || qobject_cast<QCPAxisRect*>(element) || element->marginGroups().isEmpty())
            continue;
        QMargins margins = element->margins();
        for (QCP::MarginSide side : element->marginGroups().keys())
            QCP::setMarginValue(margins, side, 0);
        element->setMargins(margins);
    }
}

namespace {

// Named ticks (the waveforms' "d 0", "d 5", ... up their axis) closer than their labels need
// keep every second, third ... label: the curves stay, their names no longer run together.
bool thinTextTicks(QCPAxis* axis, QCPAxisTickerText* ticker) {
    QMap<double, QString>& ticks = ticker->ticks();
    if (ticks.size() < 2)
        return false;
    // The names as the view set them, kept aside the first time this ticker is thinned.
    static const char* const kNames = "peTickNames";
    QVariantMap names = axis->property(kNames).toMap();
    if (names.value(QStringLiteral("ticker")).value<quintptr>() != quintptr(ticker)) {
        names.clear();
        names.insert(QStringLiteral("ticker"), QVariant::fromValue(quintptr(ticker)));
        QVariantList all;
        for (auto it = ticks.cbegin(); it != ticks.cend(); ++it)
            all << it.key() << it.value();
        names.insert(QStringLiteral("ticks"), all);
        axis->setProperty(kNames, names);
    }
    const QVariantList all = names.value(QStringLiteral("ticks")).toList();
    const QFontMetrics metrics(axis->tickLabelFont());
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    int room = metrics.height() + metrics.height() / 4;
    if (horizontal)
        for (int i = 1; i < all.size(); i += 2)
            room = std::max(room, metrics.horizontalAdvance(all[i].toString()) +
                                      metrics.horizontalAdvance(QLatin1Char('0')));
    // The typical gap between two named ticks, in pixels: the median, so that one close pair
    // (the log axis's 0 half a decade left of its 1) does not thin every other decade.
    std::vector<double> gaps;
    for (int i = 2; i < all.size(); i += 2)
        gaps.push_back(std::abs(axis->coordToPixel(all[i].toDouble()) -
                                axis->coordToPixel(all[i - 2].toDouble())));
    std::nth_element(gaps.begin(), gaps.begin() + std::ptrdiff_t(gaps.size() / 2), gaps.end());
    const double typical = gaps[gaps.size() / 2];
    const int every = std::max(1, int(std::ceil(room / std::max(typical, 1.0))));
    // Every `every`-th name, and of those none closer to the last one shown than `room`.
    QMap<double, QString> shown;
    double lastShown = std::numeric_limits<double>::quiet_NaN();
    for (int i = 0; i < all.size(); i += 2) {
        const double at = axis->coordToPixel(all[i].toDouble());
        const bool show =
            (i / 2) % every == 0 && (std::isnan(lastShown) || std::abs(at - lastShown) >= room);
        if (show)
            lastShown = at;
        shown.insert(all[i].toDouble(), show ? all[i + 1].toString() : QString());
    }
    if (shown == ticks)
        return false;
    ticks = shown;
    return true;
}

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

// Tick labels never touch ("25k50k75k100k", or numbers stacked into each other on a short
// axis): as many ticks as labels of the widest (or, up a vertical axis, of one line's height)
// fit with room between them, up to what the view asked for. Larger text means fewer ticks.
void setTickMultiple(QCPAxis* axis, std::int64_t multiple) {
    if (auto* ticker = dynamic_cast<IntegerTicker*>(axis->ticker().data()))
        ticker->multiple = double(std::max<std::int64_t>(multiple, 1));
}

namespace {

// The count the view set for a plain `ticker`, kept on its axis the first time the axis is
// fitted (fitting changes the ticker's own count); a new ticker starts afresh.
int wantedTicks(QCPAxis* axis, QCPAxisTicker* ticker) {
    const quintptr id = quintptr(ticker);
    if (axis->property("peTicker").value<quintptr>() != id) {
        axis->setProperty("peTicker", QVariant::fromValue(id));
        axis->setProperty("peWantedTicks", ticker->tickCount());
        axis->setProperty("peFittedLength", -1);
    }
    return axis->property("peWantedTicks").toInt();
}

} // namespace

bool fitTicksToRoom(QCustomPlot* plot) {
    bool changed = false;
    // Every axis rect's: a view may stack a second plot under its first (the PCA's bars).
    QList<QCPAxis*> vertical, all;
    for (QCPAxisRect* rect : plot->axisRects()) {
        vertical << rect->axes(QCPAxis::atLeft | QCPAxis::atRight);
        all << rect->axes();
    }
    for (QCPLayoutElement* element : plot->plotLayout()->elements(false))
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            vertical << scale->axis();
    // Plain number ticks up a short axis (a colour scale, the offset profile's values): as
    // many as lines fit, up to the count the view set. Powers of ten too (the wavelengths):
    // fewer ticks there make every second or fifth decade a tick.
    for (QCPAxis* axis : vertical) {
        QCPAxisTicker* ticker = axis->ticker().data();
        if (!ticker || dynamic_cast<IntegerTicker*>(ticker) ||
            dynamic_cast<QCPAxisTickerText*>(ticker) || !axis->visible() || !axis->tickLabels() ||
            axis->orientation() != Qt::Vertical)
            continue;
        // A power's label is a line and its raised exponent: each needs less than a line's gap
        // more, where a plain number asks for a line and a half of air.
        const double linesEach = dynamic_cast<QCPAxisTickerLog*>(ticker) ? 1.6 : 2.5;
        const int wanted = wantedTicks(axis, ticker);
        const QFontMetrics metrics(axis->tickLabelFont());
        const int length = axis->axisRect() ? axis->axisRect()->height() : 0;
        const int fit = int(length / (linesEach * std::max(metrics.height(), 1)));
        const int count = std::clamp(fit, 2, std::max(2, wanted));
        if (length > 0 && count != ticker->tickCount()) {
            ticker->setTickCount(count);
            changed = true;
        }
    }
    // Plain number ticks along a short horizontal axis (the principal components' PC1 beside
    // a colour scale): as many as their labels have room for, up to the count the view set.
    // At one length the count only goes down, as for whole numbers below: fewer ticks can
    // mean narrower labels, and going back up for them would never settle.
    for (QCPAxis* axis : all) {
        QCPAxisTicker* ticker = axis->ticker().data();
        if (!ticker || axis->orientation() != Qt::Horizontal || !axis->visible() ||
            !axis->tickLabels() || dynamic_cast<IntegerTicker*>(ticker) ||
            dynamic_cast<QCPAxisTickerText*>(ticker) || dynamic_cast<QCPAxisTickerLog*>(ticker) ||
            axis->tickVectorLabels().isEmpty())
            continue;
        const int wanted = wantedTicks(axis, ticker);
        const QFontMetrics metrics(axis->tickLabelFont());
        int widest = 0;
        for (const QString& label : axis->tickVectorLabels())
            widest = std::max(widest, metrics.horizontalAdvance(label));
        const int room = widest + 2 * metrics.horizontalAdvance(QLatin1Char('0'));
        const int length = axis->axisRect()->width();
        // A label's room each: the ticker's round steps leave more between them than asked
        // for (two asked for over -3.5 .. 3.5 gave a step of 5 and one label, 0), and labels
        // that still touch take one tick away below.
        int count = std::clamp(length / std::max(room, 1), 2, std::max(2, wanted));
        if (count >= ticker->tickCount() && labelsTouch(axis, metrics))
            count = std::max(1, ticker->tickCount() - 1);
        if (length == axis->property("peFittedLength").toInt() && count > ticker->tickCount())
            continue;
        axis->setProperty("peFittedLength", length);
        if (count != ticker->tickCount()) {
            ticker->setTickCount(count);
            changed = true;
        }
    }
    for (QCPAxis* axis : all) {
        if (auto* text = dynamic_cast<QCPAxisTickerText*>(axis->ticker().data()))
            changed = thinTextTicks(axis, text) || changed;
        auto* ticker = dynamic_cast<IntegerTicker*>(axis->ticker().data());
        if (!ticker || !axis->visible() || !axis->tickLabels() ||
            axis->tickVectorLabels().isEmpty())
            continue;
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const QFontMetrics metrics(axis->tickLabelFont());
        int room = metrics.height() * 2; // a line and a line's gap
        if (horizontal) {
            int widest = 0;
            for (const QString& label : axis->tickVectorLabels())
                widest = std::max(widest, metrics.horizontalAdvance(label));
            room = widest + 2 * metrics.horizontalAdvance(QLatin1Char('0'));
        }
        const int length = horizontal ? axis->axisRect()->width() : axis->axisRect()->height();
        // The ticker may place a tick more than asked for: count on half a slot to spare.
        const int fit = int(length / (1.5 * std::max(room, 1)));
        int count = std::clamp(fit, 2, std::max(2, ticker->wanted));
        // Two asked for may still come as three close ones (0, 25, 50 on a short axis): if the
        // labels drawn have no gap between them, one step over the range.
        if (count >= ticker->tickCount() && labelsTouch(axis, metrics))
            count = std::max(1, ticker->tickCount() - 1);
        // At one length the count only goes down: fewer ticks can mean narrower labels, and
        // going back up for them would never settle.
        if (length == ticker->fittedWidth && count > ticker->tickCount())
            continue;
        ticker->fittedWidth = length;
        if (count != ticker->tickCount()) {
            ticker->setTickCount(count);
            changed = true;
        }
    }
    return changed;
}

void countTicksAfresh(QCustomPlot* plot) {
    for (QCPAxis* axis : plot->axisRect()->axes())
        if (auto* ticker = dynamic_cast<IntegerTicker*>(axis->ticker().data())) {
            ticker->fittedWidth = -1;
            ticker->setTickCount(ticker->wanted);
        } else if (axis->ticker() && axis->property("peTicker").value<quintptr>() ==
                                         quintptr(axis->ticker().data())) {
            axis->setProperty("peFittedLength", -1);
            axis->ticker()->setTickCount(axis->property("peWantedTicks").toInt());
        }
}

void fitTicksOnEveryLayout(QCustomPlot* plot) {
    QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
        if (fitTicksToRoom(plot))
            plot->replot(QCustomPlot::rpQueuedReplot);
    });
    QObject::connect(&DisplayScale::instance(), &DisplayScale::changed, plot,
                     [plot] { countTicksAfresh(plot); });
}

void fitLegendColumns(QCPLegend* legend, int width) {
    // itemCount() counts the grid's cells, empty ones too once the rows are uneven.
    int count = 0, widest = 1;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i)) {
            ++count;
            widest =
                std::max(widest, item->minimumOuterSizeHint().width() + legend->columnSpacing());
        }
    if (count == 0)
        return;
    const int available = std::max(1, width - 16);
    const int perRow = std::clamp(available / widest, 1, count);
    const int rows = (count + perRow - 1) / perRow;
    const int columns = (count + rows - 1) / rows;
    if (legend->wrap() != columns || legend->columnCount() != columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    }
}

void PlotView::fitTicks() {
    if (fitTicksToRoom(plot_))
        replotSoon();
}

// An axis label is centred on its axis: up a plot shorter than the label (large text, a
// legend below taking the height) it would run into the title and subtitle. It breaks between
// words to fit; where even that does not fit, the plot shows none (its tick names remain) until
// it has the room again.
// Along the x axis the label may reach past the plot, centred on it, as far as the view's edge
// on the nearer side ("frequency pair i (fast to slow)" was cut at both ends at 200 % text).
void PlotView::fitAxisLabels() {
    bool changed = false;
    const QRect rect = plot_->axisRect()->rect();
    const int centre = rect.center().x();
    const int across = 2 * std::min(centre, plot_->width() - centre) - 8;
    for (QCPAxis* axis : plot_->axisRect()->axes()) {
        // A label other than the one last shown here was set by the view: its own, new text.
        if (axis->label() != axis->property("peShownLabel").toString())
            axis->setProperty("peOwnLabel", axis->label());
        const QString own = axis->property("peOwnLabel").toString();
        const QFontMetrics metrics(axis->labelFont());
        const int room = axis->orientation() == Qt::Vertical ? rect.height() : across;
        QString shown = own;
        // A figure is sized for its labels by its export: there they stay whole, as set.
        if (!figureMode_ && !own.isEmpty() && axis->visible() && room > 0 &&
            !allFit(own.split(QLatin1Char('\n')), metrics, room)) {
            const QStringList lines =
                wrapped(own.split(QLatin1Char('\n')), axis->labelFont(), room);
            shown = allFit(lines, metrics, room) ? lines.join(QLatin1Char('\n')) : QString();
        }
        axis->setProperty("peShownLabel", shown);
        if (shown != axis->label()) {
            axis->setLabel(shown);
            changed = true;
        }
    }
    if (!changed)
        return;
    // Lay out again at once, inside this replot: its margins then have room for the labels
    // as now shown, so whoever reads them after any one replot reads a settled layout, not
    // one a queued replot has yet to redo.
    for (auto part :
         {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
        plot_->plotLayout()->update(part);
    replotSoon();
}

void PlotView::setUnavailable(const QString& reason) {
    if (reason.isEmpty() && !unavailable_)
        return;
    if (!unavailable_) {
        unavailable_ = new QLabel(this);
        unavailable_->setWordWrap(true);
        unavailable_->setAlignment(Qt::AlignCenter);
        unavailable_->setMargin(24);
        unavailable_->setAutoFillBackground(true);
        unavailable_->setGeometry(rect());
        // A press on the message chooses this view, as a press on its plot does: Ctrl+E then
        // says why it cannot export, instead of exporting the view pressed before.
        unavailable_->installEventFilter(this);
    }
    // The view's title stays readable in it: which view says this.
    unavailable_->setText(reason.isEmpty() ? QString() : title() + QStringLiteral("\n\n") + reason);
    const bool changed = unavailable_->isHidden() != reason.isEmpty();
    unavailable_->setVisible(!reason.isEmpty());
    unavailable_->raise();
    if (changed)
        availabilityChanged();
}

QString PlotView::unavailable() const {
    return unavailable_ && !unavailable_->isHidden() ? unavailable_->text() : QString();
}

void PlotView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (unavailable_)
        unavailable_->setGeometry(rect());
    releaseBesideWidth();
    fitTitle();
}

void PlotView::styleAxis(QCPAxis* axis, const QString& label) {
    axis->setLabel(label);
    QFont labelFont = font();
    labelFont.setPointSize(plot_text::kAxisLabelPoints);
    axis->setLabelFont(labelFont);
    QFont tickFont = font();
    tickFont.setPointSize(plot_text::kTickLabelPoints);
    axis->setTickLabelFont(tickFont);
}

void PlotView::labelPositions(QCPAxis* axis) {
    const std::int64_t length = result_ ? result_->request.params.length : 0;
    if (!result_ || !labelsPositions(result_->request.scene, length)) {
        if (numberTickers_.contains(axis))
            axis->setTicker(numberTickers_.take(axis));
        return;
    }
    auto tokens = QSharedPointer<QCPAxisTickerText>::create();
    for (std::int64_t pos = 0; pos < length; ++pos)
        tokens->addTick(double(pos),
                        QString::fromStdString(result_->request.scene.tokens[std::size_t(pos)]));
    if (!numberTickers_.contains(axis))
        numberTickers_.insert(axis, axis->ticker());
    axis->setTicker(tokens);
}

void PlotView::setRangesQuietly(const std::function<void()>& apply) {
    quiet_ = true;
    apply();
    quiet_ = false;
}

void PlotView::watchAxis(QCPAxis* axis) {
    connect(axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        if (!quiet_)
            emit windowChanged();
    });
}

bool PlotView::extentChanged(const ExploreResult& next) const {
    if (!result_)
        return true;
    const ExploreRequest& a = result_->request;
    const ExploreRequest& b = next.request;
    // Another table, or the encoding in place of one (File > Back to the sinusoidal encoding
    // at the same L x D): what a view drew while it had no numbers for a table is no extent
    // to keep.
    return a.params.length != b.params.length || a.params.dim != b.params.dim ||
           result_->from != next.from || a.table != b.table;
}

bool PlotView::showsExtent(const pe::EncodingParams& p) const {
    return result_ && result_->request.params.length == p.length &&
           result_->request.params.dim == p.dim;
}

namespace {

// Replots the views one per event-loop turn rather than all five in one: the loop gets to
// handle input (and timers) between two plots, so no single stall is the sum of five.
class ReplotQueue : public QObject {
  public:
    // Owned by the application, so it goes away with it (and a later one gets its own).
    static ReplotQueue& instance() {
        static QPointer<ReplotQueue> queue;
        if (!queue)
            queue = new ReplotQueue(QCoreApplication::instance());
        return *queue;
    }
    void add(QCustomPlot* plot) {
        if (!pending_.contains(plot))
            pending_.append(plot);
        if (!timer_.isActive())
            timer_.start();
    }

  private:
    explicit ReplotQueue(QObject* parent) : QObject(parent) {
        timer_.setInterval(0);
        connect(&timer_, &QTimer::timeout, this, [this] {
            while (!pending_.isEmpty()) {
                QPointer<QCustomPlot> plot = pending_.takeFirst();
                if (plot) {
                    plot->replot(QCustomPlot::rpQueuedReplot);
                    break;
                }
            }
            if (pending_.isEmpty())
                timer_.stop();
        });
    }
    QList<QPointer<QCustomPlot>> pending_;
    QTimer timer_;
};

} // namespace

void PlotView::enableBoxZoom() {
    boxZoom_ = true;
    QCPSelectionRect* box = plot_->selectionRect();
    box->setPen(QPen(QColor(40, 40, 40), 1, Qt::DashLine));
    box->setBrush(QColor(40, 40, 40, 30));
    // Only the axes the wheel zooms: the waveforms' stacked dimensions stay where they are.
    connect(box, &QCPSelectionRect::accepted, this, [this](const QRect& rect, QMouseEvent*) {
        QCPAxisRect* area = plot_->axisRect();
        for (const Qt::Orientation along : {Qt::Horizontal, Qt::Vertical}) {
            if (!area->rangeZoom().testFlag(along))
                continue;
            for (QCPAxis* axis : area->rangeZoomAxes(along)) {
                const bool horizontal = along == Qt::Horizontal;
                const double a = axis->pixelToCoord(horizontal ? rect.left() : rect.top());
                const double b = axis->pixelToCoord(horizontal ? rect.right() : rect.bottom());
                axis->setRange(std::min(a, b), std::max(a, b));
            }
        }
        plot_->replot(QCustomPlot::rpQueuedReplot);
    });
}

bool PlotView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == unavailable_ && event->type() == QEvent::MouseButtonPress)
        emit pressed();
    // Shift turns the press into a box before QCustomPlot sees it (it would pan otherwise);
    // the box zooms on release, and the next press pans again.
    if (boxZoom_ && watched == plot_ && event->type() == QEvent::MouseButtonPress) {
        const auto* press = static_cast<QMouseEvent*>(event);
        plot_->setSelectionRectMode(press->button() == Qt::LeftButton &&
                                            press->modifiers() == Qt::ShiftModifier
                                        ? QCP::srmCustom
                                        : QCP::srmNone);
    }
    if (watched == plot_ && event->type() == QEvent::Leave)
        emit inspected(QString());
    // A key (or a shortcut: Ctrl+Z, Ctrl+E) right after a click comes after the click.
    if (watched == plot_ &&
        (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride))
        settleClick();
    // Focus given back (the window active again, a menu closed) is no choice of the user's.
    if (watched == plot_ && event->type() == QEvent::FocusIn) {
        const Qt::FocusReason reason = static_cast<QFocusEvent*>(event)->reason();
        if (reason != Qt::ActiveWindowFocusReason && reason != Qt::PopupFocusReason)
            emit focused();
    }
    return QWidget::eventFilter(watched, event);
}

void PlotView::inspect(QMouseEvent* event, const QString& text) {
    QToolTip::showText(event->globalPosition().toPoint(), text, plot_);
    emit inspected(QString(text).replace(QLatin1Char('\n'), QStringLiteral(";  ")));
}

int PlotView::pixelsAlong(Qt::Orientation orientation, int reserved) const {
    const bool horizontal = orientation == Qt::Horizontal;
    const int estimate = (horizontal ? plot_->width() : plot_->height()) - reserved;
    const int actual = horizontal ? plot_->axisRect()->width() : plot_->axisRect()->height();
    // Before the first layout pass the axis rect has no size yet: trust the estimate.
    const int pixels = actual > 10 ? std::min(estimate, actual) : estimate;
    return pixelBudget(std::max(pixels, 1));
}

void PlotView::replotSoon() {
    ReplotQueue::instance().add(plot_);
}
