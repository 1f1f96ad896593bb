// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/plot_view.h"

#include "ui/compute/number_text.h"
#include "ui/views/display_scale.h"
#include "ui/views/plotkit/fitted_text.h"
#include "ui/views/upright_labels.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QFocusEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
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

QFont resizedFont(QFont font, int points, bool bold) {
    font.setPointSize(points);
    font.setBold(bold);
    return font;
}

QString formatWavelength(double wavelength) {
    return wavelength >= 100.0 ? numberText(std::round(wavelength)) : numberText(wavelength, 3);
}

PlotView::PlotView(ViewKind kind, QWidget* parent)
    : QWidget(parent), kind_(kind), clickTimer_(new QTimer(this)), plot_(new PlotCanvas(this)) {
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
    // The title and subtitle are fitted inside each layout pass, to the room the columns
    // beside the plot (a colour scale) took in it.
    // A figure's are set once by its export, in pixels.
    plot_->addFitter(this, [this] { return !figureMode_ && fitTitle(); });
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
    });
    connect(&DisplayScale::instance(), &DisplayScale::changed, this, [this] {
        if (figureMode_)
            return;
        plot_->releaseColourScales();
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
            step.ps *= by;
            step.dimensions *= by;
            step.qs *= by;
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

void PlotView::addUnderPlot(QWidget* control) {
    auto* row = new QHBoxLayout;
    row->setContentsMargins(6, 0, 6, 2);
    row->addWidget(control);
    row->addStretch(1);
    static_cast<QVBoxLayout*>(layout())->addLayout(row);
}

QString PlotView::uprightLabel(const QCPAxis* axis) const {
    return upright_->labelOf(axis);
}

QRect PlotView::uprightColumn(const QCPAxis* axis) const {
    return upright_->columnRect(axis);
}

void PlotView::setSubtitle(const QString& subtitle, const QString& hint, const QString& detail) {
    subtitle_ = subtitle;
    hint_ = hint;
    detail_ = detail;
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
    // for the view's height (200 % at 1366 x 768) the plot keeps the room, the detail goes and
    // the hint takes no line of its own. A figure keeps the detail: it is read, not used.
    const bool roomy = plot_->height() >= kHintRoom * displayScale();
    QString shown = subtitle_;
    if (!detail_.isEmpty() && (figureMode_ || roomy)) {
        const qsizetype end = shown.indexOf(QLatin1Char('\n'));
        // The language's own comma: "，" in Chinese, where ", " stood out of the line.
        shown.insert(end < 0 ? shown.size() : end,
                     tr(", ", "between a subtitle's first line and its detail") + detail_);
    }
    if (figureMode_ || hint_.isEmpty())
        return shown;
    // Short of room, the hint stands at the end of the subtitle's last line where it fits
    // there, and nowhere else: "orange: half a turn" said on the map's one line in a scene.
    if (!roomy)
        return shown.isEmpty() ? shown : shown + kDroppableBreak + hint_;
    return shown.isEmpty() ? hint_ : shown + QLatin1Char('\n') + hint_;
}

void PlotView::setFigureMode(bool on) {
    if (on == figureMode_)
        return;
    figureMode_ = on;
    plot_->releaseColourScales();
    plot_->setWrapsAxisLabels(!on || inScene_);
    // Back to the view's own sizes: a figure is sized by its export, not by the screen's zoom.
    applyDisplayScale(plot_, displayScale());
    setSubtitle(subtitle_, hint_, detail_);
    figureModeChanged();
}

void PlotView::setInScene(bool on) {
    inScene_ = on;
    plot_->setWrapsAxisLabels(!figureMode_ || on);
}

// A narrow view (small projector, an open dock, large text) gets a smaller title and
// subtitle rather than clipped ones. They sit in the first layout column, but are drawn across
// the whole view: a colour scale beside the matrix takes about 90 px (far more with larger
// text), and a title kept to the matrix's width was cut word by word ("Sim… bet… pos…") in a
// view that had room for it.
bool PlotView::fitTitle() {
    const double scale = displayScale();
    // What was last laid out: every replot runs the layout, and the texts are fitted again
    // only when something they depend on changed.
    const int laidOut = besideWidth();
    const QString key = QStringList{QString::number(width()),
                                    QString::number(laidOut),
                                    QString::number(titleInset_),
                                    QString::number(scale),
                                    QString::number(int(figureMode_)),
                                    title(),
                                    shownSubtitle()}
                            .join(QChar(0x1F));
    if (key == fittedFor_)
        return false;
    fittedFor_ = key;
    const auto state = [this] {
        QStringList texts;
        for (const QCPTextElement* element : {titleElement_, subtitleElement_})
            texts << element->text() << element->font().toString()
                  << QString::number(element->margins().right());
        return texts;
    };
    const QStringList before = state();
    // What the columns beside take, as last laid out; before the first layout an estimate.
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
    fitTextElement(titleElement_, title(), kLargestTitlePoints, kSmallestTitlePoints,
                   std::max(titleRoom, 1), scale);
    forgetDisplayScale(titleElement_);
    // A figure's fonts are set after this by its export (figure_export.h), in pixels.
    if (figureMode_) {
        subtitleElement_->setText(withLineBreaks(shownSubtitle()));
    } else {
        fitTextElement(subtitleElement_, shownSubtitle(), 9, 7, available, scale);
        forgetDisplayScale(subtitleElement_);
    }
    applyDisplayScale(plot_, scale);
    return state() != before;
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
    plot_->releaseColourScales();
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
    // Clear of the view's edge: a colour scale's axis has no padding of its own, and its
    // numbers, measured to the pixel, lost their last pixels to the window's edge.
    axis->setPadding(std::max(axis->padding(), 5));
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
           result_->p != next.p || a.table != b.table;
}

bool PlotView::showsExtent(const pe::EncodingParams& p) const {
    return result_ && result_->request.params.length == p.length &&
           result_->request.params.dim == p.dim;
}

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
        // What the pointer pointed at before the zoom is somewhere else now: the status bar
        // says nothing until the pointer moves again.
        emit inspected(QString());
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
    plot_->replotSoon();
}
