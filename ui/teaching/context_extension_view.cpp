// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/context_extension_view.h"

#include "core/matrix_io.h"
#include "ui/compute/number_text.h"
#include "ui/compute/rope_config.h"
#include "ui/export/atomic_write.h"
#include "ui/export/figure_export.h"
#include "ui/teaching/lesson_grid.h"
#include "ui/teaching/teaching_style.h"
#include "ui/views/compact_spin_box.h"
#include "ui/views/display_scale.h"
#include "ui/views/upright_labels.h"
#include "ui/views/whole_spin_box.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace {

// Colour-blind-safe (Okabe-Ito) curves, and pale fills for the bands behind them.
const QColor kBefore(0, 114, 178);
const QColor kAfter(213, 94, 0);
const QColor kScale(0, 158, 115);
const QColor kUnchangedFill(86, 180, 233, 45);
const QColor kBlendedFill(240, 228, 66, 70);
const QColor kInterpolatedFill(230, 159, 0, 55);

constexpr int kMaxHeadDim = 16384;
constexpr int kMaxScorePoints = 4096;

void styleProjectorPlot(QCustomPlot* plot) {
    QFont f = plot->font();
    f.setPointSize(11);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis, plot->yAxis2}) {
        axis->setTickLabelFont(f);
        axis->setLabelFont(f);
    }
    plot->legend->setVisible(true);
    // A point smaller than the axes: the legend stands under the plot, each entry a line as
    // wide as its name, and the longest names still fit a docked lesson at twice the text.
    QFont legendFont = f;
    legendFont.setPointSize(10);
    plot->legend->setFont(legendFont);
    plot->setMinimumHeight(180);
    // Chinese vertical labels upright above the plot, as the explorer's views show them.
    UprightLabels::install(plot, f);
    // Its text and lines at the window's text size, as the views'.
    followDisplayScale(plot);
    teaching::putLegendBelow(plot);
    teaching::keepPlotReadable(plot, 6);
    plot->setContextMenuPolicy(Qt::CustomContextMenu);
    plot->setMouseTracking(true); // hover without a button held
    // Tick labels as 10^7 in every interface language (a Chinese locale would print 1E+07).
    plot->setLocale(QLocale::c());
}

QVector<double> toQVector(const std::vector<double>& v) {
    return QVector<double>(v.begin(), v.end());
}

QString bandName(pe::RopeBand band) {
    switch (band) {
    case pe::RopeBand::Unchanged:
        return ContextExtensionView::tr("unchanged (high frequencies)");
    case pe::RopeBand::Blended:
        return ContextExtensionView::tr("blended");
    case pe::RopeBand::Interpolated:
        return ContextExtensionView::tr("interpolated (low frequencies)");
    }
    return {};
}

QColor bandFill(pe::RopeBand band) {
    switch (band) {
    case pe::RopeBand::Unchanged:
        return kUnchangedFill;
    case pe::RopeBand::Blended:
        return kBlendedFill;
    case pe::RopeBand::Interpolated:
        return kInterpolatedFill;
    }
    return kBlendedFill;
}

// A horizontal (or vertical) line across the axis rect at `value`, labelled at its end.
void contextLine(QCustomPlot* plot, bool horizontal, double value, const QString& label,
                 const QColor& colour) {
    auto* line = new QCPItemStraightLine(plot);
    if (horizontal) {
        line->point1->setCoords(0, value);
        line->point2->setCoords(1, value);
    } else {
        line->point1->setCoords(value, 0);
        line->point2->setCoords(value, 1);
    }
    line->setPen(QPen(colour, 1.5, Qt::DashLine));
    auto* text = new QCPItemText(plot);
    text->setText(label);
    text->setColor(colour);
    // The curves cross the lines, and so their labels ("target context 131072" was hard to
    // read from the back row): the label keeps a pale ground of its own over them.
    text->setBrush(QColor(255, 255, 255, 220));
    text->setPadding(QMargins(2, 0, 2, 0));
    QFont f = plot->font();
    f.setPointSize(10);
    text->setFont(f);
    if (horizontal) {
        text->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        text->position->setTypeY(QCPItemPosition::ptPlotCoords);
        text->position->setCoords(0.01, value);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    } else {
        text->position->setTypeX(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        // At the bottom, left of the line: the curves run high at the near distances, and the
        // context lines stand in the right part of the distance axis.
        text->position->setCoords(value, 0.98);
        text->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    }
}

struct ScalingName {
    pe::RopeScalingType type;
    const char* text; // untranslated
};

const ScalingName kScalings[] = {
    {pe::RopeScalingType::None, QT_TRANSLATE_NOOP("ContextExtensionView", "none")},
    {pe::RopeScalingType::Linear,
     QT_TRANSLATE_NOOP("ContextExtensionView", "linear (position interpolation)")},
    {pe::RopeScalingType::Ntk, QT_TRANSLATE_NOOP("ContextExtensionView", "NTK-aware")},
    {pe::RopeScalingType::Dynamic, QT_TRANSLATE_NOOP("ContextExtensionView", "dynamic NTK")},
    {pe::RopeScalingType::Yarn, QT_TRANSLATE_NOOP("ContextExtensionView", "YaRN")},
    {pe::RopeScalingType::Llama3, QT_TRANSLATE_NOOP("ContextExtensionView", "Llama 3")},
};

} // namespace

ContextExtensionView::ContextExtensionView(QWidget* parent) : QWidget(parent) {
    teaching::useProjectorFont(this);
    buildControls();

    error_ = teaching::makeErrorLabel(this);
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("configNote"));
    note_->setWordWrap(true);
    note_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    note_->hide();
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    hover_ = new QLabel(this);
    hover_->setWordWrap(true);
    hover_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    hover_->setMinimumHeight(hover_->fontMetrics().lineSpacing() * 2);

    wavelengths_ = new QCustomPlot(this);
    onesScore_ = new QCustomPlot(this);
    randomScore_ = new QCustomPlot(this);
    for (QCustomPlot* p : {wavelengths_, onesScore_, randomScore_})
        styleProjectorPlot(p);
    // Wavelengths span many decades: a log axis shows pair 0 (a few tokens) and the last
    // pair (beyond the context) together.
    wavelengths_->yAxis->setScaleType(QCPAxis::stLogarithmic);
    wavelengths_->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    wavelengths_->yAxis->setNumberFormat(QStringLiteral("eb"));
    wavelengths_->yAxis->setNumberPrecision(0);
    // Seven decades and more up the log axis, one line each: a line's gap between them.
    teaching::keepPlotReadable(wavelengths_, 12);
    wavelengths_->yAxis2->setVisible(true);
    wavelengths_->yAxis2->setRange(0, 1.08);
    for (QCustomPlot* p : {onesScore_, randomScore_}) {
        // Distances from 1 to the target on a log axis: the near distances, where the
        // high-frequency pairs decide, get as much room as the far ones.
        p->xAxis->setScaleType(QCPAxis::stLogarithmic);
        p->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        p->xAxis->setNumberFormat(QStringLiteral("eb"));
        p->xAxis->setNumberPrecision(0);
    }

    const std::pair<QCustomPlot*, Plot> plots[] = {{wavelengths_, Plot::Wavelength},
                                                   {onesScore_, Plot::OnesScore},
                                                   {randomScore_, Plot::RandomScore}};
    for (const auto& [p, which] : plots) {
        const Plot w = which;
        connect(p, &QCustomPlot::mouseMove, this, [this, w](QMouseEvent* e) { hover(w, e); });
        connect(p, &QWidget::customContextMenuRequested, this,
                [this, w](const QPoint& pos) { showContextMenu(w, pos); });
    }

    auto* scoresPane = new QWidget(this);
    auto* scores = new QVBoxLayout(scoresPane);
    scores->setContentsMargins(0, 0, 0, 0);
    scores->addWidget(onesScore_, 1);
    scores->addWidget(randomScore_, 1);
    plots_ = new LessonGrid(2, this);
    plots_->addPane(wavelengths_, 0, 0);
    plots_->addPane(scoresPane, 0, 1);

    auto* layout = static_cast<QVBoxLayout*>(this->layout());
    layout->addWidget(error_);
    layout->addWidget(note_);
    layout->addWidget(summary_);
    layout->addWidget(plots_, 1);
    layout->addWidget(hover_);

    coalesce_ = new QTimer(this);
    coalesce_->setSingleShot(true);
    coalesce_->setInterval(0);
    connect(coalesce_, &QTimer::timeout, this, &ContextExtensionView::start);
    watcher_ = new QFutureWatcher<Outcome>(this);
    connect(watcher_, &QFutureWatcher<Outcome>::finished, this, &ContextExtensionView::finished);

    retranslate();
    choosePreset(QStringLiteral("llama-3.1-8b"));
}

ContextExtensionView::~ContextExtensionView() {
    // The task holds only its own copies; waiting keeps the watcher from outliving it.
    watcher_->waitForFinished();
}

void ContextExtensionView::buildControls() {
    model_ = new QComboBox(this);
    for (const pe::RopeModelPreset& p : pe::ropeModelPresets())
        model_->addItem(QString::fromUtf8(p.name), QString::fromUtf8(p.id));
    model_->addItem(QString(), QStringLiteral("hand"));
    model_->addItem(QString(), QStringLiteral("open"));

    headDim_ = new WholeSpinBox(this);
    headDim_->setRange(1, kMaxHeadDim);
    headDim_->setSingleStep(2);
    base_ = new CompactSpinBox(this);
    base_->setDecimals(1);
    base_->setRange(1.01, 1e12);
    base_->setSingleStep(1000);
    type_ = new QComboBox(this);
    for (const ScalingName& s : kScalings)
        type_->addItem(QString(), QString::fromStdString(pe::toString(s.type)));
    factor_ = new CompactSpinBox(this);
    factor_->setDecimals(3);
    factor_->setRange(0.001, 1e6);
    original_ = new WholeSpinBox(this);
    original_->setRange(1, int(pe::kMaxRopeContext));
    original_->setSingleStep(1024);
    target_ = new WholeSpinBox(this);
    target_->setRange(1, int(pe::kMaxRopeContext));
    target_->setSingleStep(1024);
    lowFreq_ = new CompactSpinBox(this);
    highFreq_ = new CompactSpinBox(this);
    betaFast_ = new CompactSpinBox(this);
    betaSlow_ = new CompactSpinBox(this);
    for (QDoubleSpinBox* s : {lowFreq_, highFreq_, betaFast_, betaSlow_}) {
        s->setDecimals(3);
        s->setRange(0.001, 1e6);
    }
    seed_ = new WholeSpinBox(this);
    seed_->setRange(0, 1000000);
    seed_->setValue(7);
    // Typed numbers (1e6, 131,072, full-width digits) are taken exactly or refused in the
    // error line, the field red and the plots as they were; the tooltips give the ranges.
    const auto refused = [this](const QString& message) { teaching::showError(error_, message); };
    for (QSpinBox* s : {headDim_, original_, target_, seed_})
        if (auto* box = qobject_cast<WholeSpinBox*>(s)) {
            box->setLimits(box->minimum(), box->maximum());
            connect(box, &WholeSpinBox::rejected, this, refused);
            connect(this, &ContextExtensionView::resultShown, box, &WholeSpinBox::clearRejection);
        }
    for (QDoubleSpinBox* s : {base_, factor_, lowFreq_, highFreq_, betaFast_, betaSlow_})
        if (auto* box = qobject_cast<CompactSpinBox*>(s)) {
            box->setLimits(box->minimum(), box->maximum());
            connect(box, &CompactSpinBox::rejected, this, refused);
            connect(this, &ContextExtensionView::resultShown, box, &CompactSpinBox::clearRejection);
        }
    // Names for tests and accessibility tools.
    model_->setObjectName(QStringLiteral("model"));
    headDim_->setObjectName(QStringLiteral("headDim"));
    base_->setObjectName(QStringLiteral("base"));
    type_->setObjectName(QStringLiteral("scaling"));
    factor_->setObjectName(QStringLiteral("factor"));
    original_->setObjectName(QStringLiteral("originalContext"));
    target_->setObjectName(QStringLiteral("targetContext"));
    seed_->setObjectName(QStringLiteral("seed"));

    // label, control, which controls show it
    struct Cell {
        QWidget* control;
        QList<QWidget*>* group;
    };
    const Cell cells[] = {
        {model_, nullptr},       {headDim_, nullptr},      {base_, nullptr},
        {type_, nullptr},        {factor_, &scaledOnly_},  {original_, nullptr},
        {target_, nullptr},      {lowFreq_, &llama3Only_}, {highFreq_, &llama3Only_},
        {betaFast_, &yarnOnly_}, {betaSlow_, &yarnOnly_},  {seed_, nullptr}};
    // Four label-control pairs a row; llama3's and YaRN's fields share the third row's
    // cells, since only one scaling's fields show at a time.
    const int place[][2] = {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 0}, {1, 1},
                            {1, 2}, {2, 0}, {2, 1}, {2, 0}, {2, 1}, {1, 3}};
    controls_ = new LessonGrid(4, this);
    int n = 0;
    for (const Cell& cell : cells) {
        auto* caption = new QLabel(this);
        caption->setBuddy(cell.control);
        captions_ << caption;
        controls_->addControl(caption, cell.control, place[n][0], place[n][1]);
        if (cell.group)
            *cell.group << caption << cell.control;
        ++n;
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(controls_);

    connect(model_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (loading_) {
            modelIndex_ = index; // set with the parameters it names
            return;
        }
        const QString id = model_->itemData(index).toString();
        bool opened = true;
        if (id == QLatin1String("open")) {
            const QString path =
                QFileDialog::getOpenFileName(this, tr("Open a model's config.json"), QString(),
                                             tr("Model configuration (*.json);;All files (*)"));
            opened = !path.isEmpty() && openConfig(path);
        } else if (id == QLatin1String("file")) {
            opened = openConfig(configPath_); // read again: it may have been edited since
        } else if (id != QLatin1String("hand")) {
            choosePreset(id);
        } else {
            modelIndex_ = index;
        }
        if (!opened) {
            // Cancelled, or refused with its reason in red: the box names what is shown still.
            loading_ = true;
            model_->setCurrentIndex(modelIndex_);
            loading_ = false;
        }
    });
    for (QSpinBox* s : {headDim_, original_, target_, seed_})
        connect(s, &QSpinBox::valueChanged, this, &ContextExtensionView::edited);
    for (QDoubleSpinBox* s : {base_, factor_, lowFreq_, highFreq_, betaFast_, betaSlow_})
        connect(s, &QDoubleSpinBox::valueChanged, this, &ContextExtensionView::edited);
    connect(type_, &QComboBox::currentIndexChanged, this, [this] {
        updateVisibility();
        edited();
    });
}

void ContextExtensionView::retranslate() {
    const QStringList texts = {
        tr("&Model"),          tr("&head dim"),        tr("&base \u03b8"),
        tr("&scaling"),        tr("&factor"),          tr("&original context"),
        tr("&target context"), tr("&low_freq_factor"), tr("h&igh_freq_factor"),
        tr("beta_f&ast"),      tr("beta_s&low"),       tr("random q, k s&eed")};
    for (int i = 0; i < captions_.size() && i < texts.size(); ++i)
        captions_[i]->setText(texts[i]);
    model_->setItemText(model_->findData(QStringLiteral("hand")), tr("Hand-set parameters"));
    model_->setItemText(model_->findData(QStringLiteral("open")), tr("Open config.json..."));
    for (int i = 0; i < type_->count(); ++i)
        type_->setItemText(i, tr(kScalings[i].text));
    wavelengths_->xAxis->setLabel(tr("pair i"));
    wavelengths_->yAxis->setLabel(tr("wavelength 2\u03c0 / inv_freq (tokens)"));
    wavelengths_->yAxis2->setLabel(tr("scale = new inv_freq / old"));
    for (QCustomPlot* p : {onesScore_, randomScore_}) {
        p->xAxis->setLabel(tr("relative distance r = m \u2212 n"));
        p->yAxis->setLabel(tr("score q\u00b7k"));
    }
    if (result_)
        present(*result_);
}

void ContextExtensionView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ContextExtensionView::updateVisibility() {
    const auto type = pe::ropeScalingFromString(type_->currentData().toString().toStdString());
    for (QWidget* w : scaledOnly_)
        w->setVisible(type != pe::RopeScalingType::None);
    for (QWidget* w : llama3Only_)
        w->setVisible(type == pe::RopeScalingType::Llama3);
    for (QWidget* w : yarnOnly_)
        w->setVisible(type == pe::RopeScalingType::Yarn);
}

bool ContextExtensionView::choosePreset(const QString& id) {
    const pe::RopeModelPreset* preset = pe::findRopeModelPreset(id.toStdString());
    if (!preset)
        return false;
    const pe::RopeParams& p = preset->params;
    loading_ = true;
    configParams_.reset();
    configError_.clear();
    teaching::showError(error_, QString());
    note_->hide();
    model_->setCurrentIndex(model_->findData(id));
    headDim_->setValue(int(p.headDim));
    base_->setValue(p.base);
    type_->setCurrentIndex(type_->findData(QString::fromStdString(pe::toString(p.scaling.type))));
    factor_->setValue(p.scaling.factor.value_or(1.0));
    original_->setValue(int(preset->originalContext));
    target_->setValue(int(preset->targetContext));
    lowFreq_->setValue(p.scaling.lowFreqFactor);
    highFreq_->setValue(p.scaling.highFreqFactor);
    betaFast_->setValue(p.scaling.betaFast);
    betaSlow_->setValue(p.scaling.betaSlow);
    loading_ = false;
    updateVisibility();
    schedule();
    return true;
}

bool ContextExtensionView::openConfig(const QString& path) {
    const auto read = readRopeModelConfigFile(path);
    if (const auto* message = std::get_if<QString>(&read)) {
        configError_ = *message;
        teaching::showError(error_, configError_);
        return false;
    }
    const RopeConfig& config = std::get<RopeConfig>(read);
    const pe::RopeParams& p = config.params;
    const double factor = p.scaling.factor.value_or(1.0);
    // A file without contexts keeps the lesson's original context.
    const std::int64_t original = config.contexts.original.value_or(original_->value());
    const std::int64_t target = config.contexts.target.value_or(
        p.scaling.type == pe::RopeScalingType::None
            ? original
            : std::llround(double(original) * std::max(factor, 1.0)));
    // Every value goes into its field as the file has it, or the file is refused naming the
    // value: a field's range never changes one silently.
    const struct {
        const char* field;
        double value;
        double lowest, highest;
    } values[] = {
        {"head_dim", double(p.headDim), double(headDim_->minimum()), double(headDim_->maximum())},
        {"rope_theta", p.base, base_->minimum(), base_->maximum()},
        {"rope_scaling.factor", factor, factor_->minimum(), factor_->maximum()},
        {config.contexts.scalingOriginal ? "rope_scaling.original_max_position_embeddings"
                                         : "max_position_embeddings",
         double(original), double(original_->minimum()), double(original_->maximum())},
        {target == config.contexts.maxPositionEmbeddings ? "max_position_embeddings"
                                                         : "the target context (factor x original)",
         double(target), double(target_->minimum()), double(target_->maximum())},
        {"rope_scaling.low_freq_factor", p.scaling.lowFreqFactor, lowFreq_->minimum(),
         lowFreq_->maximum()},
        {"rope_scaling.high_freq_factor", p.scaling.highFreqFactor, highFreq_->minimum(),
         highFreq_->maximum()},
        {"rope_scaling.beta_fast", p.scaling.betaFast, betaFast_->minimum(), betaFast_->maximum()},
        {"rope_scaling.beta_slow", p.scaling.betaSlow, betaSlow_->minimum(), betaSlow_->maximum()},
    };
    for (const auto& v : values)
        if (!(v.value >= v.lowest && v.value <= v.highest)) {
            configError_ = tr("%1: %2 %3 is outside what this lesson shows: %4 to %5")
                               .arg(path, QString::fromLatin1(v.field), numberText(v.value),
                                    numberText(v.lowest), numberText(v.highest));
            teaching::showError(error_, configError_);
            return false;
        }
    loading_ = true;
    configParams_ = p;
    configPath_ = path;
    configError_.clear();
    int item = model_->findData(QStringLiteral("file"));
    if (item < 0) {
        item = model_->findData(QStringLiteral("hand"));
        model_->insertItem(item, QString(), QStringLiteral("file"));
    }
    // The file's name; a config.json with its folder, which names the model.
    const QFileInfo file(path);
    const QString folder = file.absoluteDir().dirName();
    model_->setItemText(item, file.fileName() == QLatin1String("config.json") && !folder.isEmpty()
                                  ? folder + QLatin1Char('/') + file.fileName()
                                  : file.fileName());
    model_->setItemData(item, QDir::toNativeSeparators(file.absoluteFilePath()), Qt::ToolTipRole);
    model_->setCurrentIndex(item);
    headDim_->setValue(int(p.headDim));
    base_->setValue(p.base);
    type_->setCurrentIndex(type_->findData(QString::fromStdString(pe::toString(p.scaling.type))));
    factor_->setValue(factor);
    original_->setValue(int(original));
    target_->setValue(int(target));
    lowFreq_->setValue(p.scaling.lowFreqFactor);
    highFreq_->setValue(p.scaling.highFreqFactor);
    betaFast_->setValue(p.scaling.betaFast);
    betaSlow_->setValue(p.scaling.betaSlow);
    loading_ = false;
    updateVisibility();
    teaching::showError(error_, QString());
    showConfigNote(config);
    schedule();
    return true;
}

void ContextExtensionView::showConfigNote(const RopeConfig& config) {
    const RopeConfigContexts& c = config.contexts;
    if (!c.factorDisagrees) {
        note_->hide();
        note_->clear();
        return;
    }
    const double factor = config.params.scaling.factor.value_or(1.0);
    const std::int64_t original = *c.scalingOriginal, given = *c.maxPositionEmbeddings;
    const QString product = numberText(factor * double(original));
    note_->setText(
        given > original
            ? tr("This config disagrees with itself: rope_scaling.factor %1 \u00d7 "
                 "original_max_position_embeddings %2 = %3, but max_position_embeddings is %4. "
                 "The target context is max_position_embeddings, as Hugging Face transformers "
                 "reads it; the frequencies use the factor, as it computes them.")
                  .arg(numberText(factor))
                  .arg(original)
                  .arg(product)
                  .arg(given)
            : tr("This config disagrees with itself: max_position_embeddings %1 is the original "
                 "context, not rope_scaling.factor %2 \u00d7 original_max_position_embeddings "
                 "%3 = %4. The target context is factor \u00d7 original, the context the "
                 "scaling extends to.")
                  .arg(given)
                  .arg(numberText(factor))
                  .arg(original)
                  .arg(product));
    note_->show();
}

void ContextExtensionView::setHandParameters(std::int64_t dim, double base) {
    loading_ = true;
    configParams_.reset();
    configError_.clear();
    teaching::showError(error_, QString());
    note_->hide();
    model_->setCurrentIndex(model_->findData(QStringLiteral("hand")));
    headDim_->setValue(int(std::clamp<std::int64_t>(dim - dim % 2, 2, kMaxHeadDim)));
    base_->setValue(base);
    type_->setCurrentIndex(type_->findData(QStringLiteral("none")));
    loading_ = false;
    updateVisibility();
    schedule();
}

void ContextExtensionView::edited() {
    if (loading_)
        return;
    // The parameters are no longer the file's: neither its refusal nor its note applies.
    configError_.clear();
    note_->hide();
    loading_ = true;
    model_->setCurrentIndex(model_->findData(QStringLiteral("hand")));
    loading_ = false;
    schedule();
}

pe::RopeContextRequest ContextExtensionView::currentRequest() const {
    pe::RopeContextRequest r;
    pe::RopeParams p = configParams_.value_or(pe::RopeParams{});
    p.headDim = headDim_->value();
    p.base = base_->value();
    p.scaling.type = pe::ropeScalingFromString(type_->currentData().toString().toStdString())
                         .value_or(pe::RopeScalingType::None);
    p.scaling.factor = factor_->value();
    p.scaling.originalMaxPosition = original_->value();
    p.scaling.lowFreqFactor = lowFreq_->value();
    p.scaling.highFreqFactor = highFreq_->value();
    p.scaling.betaFast = betaFast_->value();
    p.scaling.betaSlow = betaSlow_->value();
    // Dynamic NTK grows its base with the sequence: the lesson looks at the target length.
    p.seqLen = target_->value();
    r.params = p;
    r.originalContext = original_->value();
    r.targetContext = target_->value();
    r.points = scorePoints();
    r.logDistances = true;
    r.seed = std::uint64_t(seed_->value());
    return r;
}

std::int64_t ContextExtensionView::scorePoints() const {
    // One sample per pixel of the score plot's axis rect: more would never be seen.
    return std::clamp(onesScore_->axisRect()->width(), 2, kMaxScorePoints);
}

void ContextExtensionView::schedule() {
    ++requested_;
    coalesce_->start();
}

bool ContextExtensionView::busy() const {
    return running_ || coalesce_->isActive();
}

void ContextExtensionView::start() {
    if (running_)
        return; // finished() sees the newer generation and starts again
    const pe::RopeContextRequest request = currentRequest();
    const quint64 generation = requested_;
    running_ = true;
    watcher_->setFuture(QtConcurrent::run([request, generation] {
        Outcome out;
        out.generation = generation;
        try {
            out.result = std::make_shared<pe::RopeContextResult>(pe::computeRopeContext(request));
        } catch (const pe::ParameterError& e) {
            out.error = QString::fromStdString(e.what());
        }
        return out;
    }));
}

void ContextExtensionView::finished() {
    running_ = false;
    const Outcome out = watcher_->result();
    if (out.generation != requested_) {
        start(); // stale: the controls changed while it ran
        return;
    }
    if (!out.result) {
        teaching::showError(error_, out.error); // the plots keep the last valid state
        return;
    }
    // A config refused while this ran stays named: the plots are of the previous parameters.
    teaching::showError(error_, configError_);
    result_ = out.result;
    present(*result_);
    emit resultShown();
}

int ContextExtensionView::controlsPerRow() const {
    return controls_->perRow();
}

void ContextExtensionView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // More pixels: sample the score again (fewer are fine, QCustomPlot thins them).
    if (result_ && std::int64_t(result_->distances.size()) < scorePoints() &&
        std::int64_t(result_->distances.size()) < target_->value() + 1)
        schedule();
}

void ContextExtensionView::present(const pe::RopeContextResult& r) {
    const pe::RopeContextBands& b = r.bands;
    const auto pairs = std::int64_t(r.original.invFreq.size());
    const double attention = r.scaled.attentionFactor;
    // Six digits in the sentence; hovering the curves gives every number exactly.
    const QString attentionText =
        attention == 1.0
            ? tr("No attention factor: the scaled score is not rescaled.")
            : tr("Attention factor %1: the scaled score is multiplied by its square, %2.")
                  .arg(numberText(attention, 6), numberText(attention * attention, 6));
    summary_->setText(tr("%1 of %2 pairs complete a full turn inside the original context (%3 "
                         "tokens). From the scale new/old inv_freq: %4 unchanged (scale 1), %5 "
                         "blended, %6 interpolated (scale 1/%7).")
                          .arg(b.completeTurns)
                          .arg(pairs)
                          .arg(original_->value())
                          .arg(b.unchanged)
                          .arg(b.blended)
                          .arg(b.interpolated)
                          .arg(numberText(r.factor, 6)) +
                      QLatin1Char(' ') + attentionText);
    drawWavelengths(r);
    drawScore(onesScore_, r.onesBefore, r.onesAfter, r);
    drawScore(randomScore_, r.randomBefore, r.randomAfter, r);
}

void ContextExtensionView::drawWavelengths(const pe::RopeContextResult& r) {
    QCustomPlot* p = wavelengths_;
    p->clearPlottables();
    p->clearItems();
    const std::size_t n = r.original.invFreq.size();
    QVector<double> x(static_cast<int>(n));
    for (std::size_t i = 0; i < n; ++i)
        x[int(i)] = double(i);

    // The bands first, so the curves are drawn over them: one rectangle per run of pairs.
    // Their names stand in the legend under the plot, each beside its band's colour: written
    // into the bands they covered the curves and the context lines, and the blended band is
    // too narrow for its name unless turned on its side, which Chinese cannot be read as.
    std::size_t start = 0;
    QList<pe::RopeBand> named;
    for (std::size_t i = 1; i <= n; ++i) {
        if (i < n && r.bands.band[i] == r.bands.band[start])
            continue;
        const pe::RopeBand band = r.bands.band[start];
        auto* rect = new QCPItemRect(p);
        rect->setLayer(QStringLiteral("background"));
        rect->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
        rect->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
        rect->topLeft->setCoords(double(start) - 0.5, 0.0);
        rect->bottomRight->setCoords(double(i) - 0.5, 1.0);
        rect->setPen(Qt::NoPen);
        rect->setBrush(bandFill(band));
        if (!named.contains(band))
            named << band;
        start = i;
    }

    p->addGraph();
    p->graph(0)->setData(x, toQVector(r.original.wavelength), true);
    p->graph(0)->setName(tr("original wavelength"));
    p->graph(0)->setPen(QPen(kBefore, 2));
    p->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    p->addGraph();
    p->graph(1)->setData(x, toQVector(r.scaled.wavelength), true);
    p->graph(1)->setName(tr("scaled wavelength"));
    p->graph(1)->setPen(QPen(kAfter, 2));
    p->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    p->addGraph(p->xAxis, p->yAxis2);
    p->graph(2)->setData(x, toQVector(r.bands.scale), true);
    p->graph(2)->setName(tr("scale (right axis)"));
    p->graph(2)->setPen(QPen(kScale, 1.5, Qt::DotLine));
    // Bars without data: a legend entry in the band's colour, drawn nowhere else.
    for (const pe::RopeBand band : std::as_const(named)) {
        auto* swatch = new QCPBars(p->xAxis, p->yAxis);
        swatch->setName(bandName(band));
        swatch->setPen(QPen(bandFill(band).darker(130)));
        swatch->setBrush(bandFill(band));
    }

    const double original = double(original_->value());
    const double target = double(target_->value());
    contextLine(p, true, original, tr("original context %1").arg(original_->value()), Qt::black);
    if (target != original)
        contextLine(p, true, target, tr("target context %1").arg(target_->value()),
                    QColor(120, 0, 120));

    double lo = original, hi = std::max(original, target);
    for (double w : r.original.wavelength) {
        lo = std::min(lo, w);
        hi = std::max(hi, w);
    }
    for (double w : r.scaled.wavelength) {
        lo = std::min(lo, w);
        hi = std::max(hi, w);
    }
    p->xAxis->setRange(-0.5, double(n) - 0.5);
    p->yAxis->setRange(lo / 2.0, hi * 4.0);
    p->replot();
}

void ContextExtensionView::drawScore(QCustomPlot* p, const std::vector<double>& before,
                                     const std::vector<double>& after,
                                     const pe::RopeContextResult& r) {
    p->clearGraphs();
    p->clearItems();
    // Distance 0 has no place on the log axis; hover and export still have it.
    QVector<double> x, yBefore, yAfter;
    for (std::size_t j = 0; j < r.distances.size(); ++j) {
        if (r.distances[j] < 1)
            continue;
        x << double(r.distances[j]);
        yBefore << before[j];
        yAfter << after[j];
    }
    p->addGraph();
    p->graph(0)->setData(x, yBefore, true);
    p->graph(0)->setName(p == onesScore_ ? tr("q = k = ones, before")
                                         : tr("random q, k (seed %1), before").arg(seed_->value()));
    p->graph(0)->setPen(QPen(kBefore, 1.2));
    p->addGraph();
    p->graph(1)->setData(x, yAfter, true);
    p->graph(1)->setName(
        r.scaled.attentionFactor != 1.0
            ? tr("after (\u00d7 attention factor\u00b2 %1)")
                  .arg(teaching::brief(r.scaled.attentionFactor * r.scaled.attentionFactor))
            : tr("after scaling"));
    p->graph(1)->setPen(QPen(kAfter, 1.2));
    if (original_->value() < target_->value())
        contextLine(p, false, double(original_->value()), tr("original context"), Qt::black);
    p->rescaleAxes();
    p->xAxis->setRange(1, double(std::max<std::int64_t>(r.distances.back(), 2)));
    p->replot();
}

QCustomPlot* ContextExtensionView::plot(Plot which) const {
    switch (which) {
    case Plot::Wavelength:
        return wavelengths_;
    case Plot::OnesScore:
        return onesScore_;
    case Plot::RandomScore:
        return randomScore_;
    }
    return wavelengths_;
}

void ContextExtensionView::hover(Plot which, QMouseEvent* event) {
    if (!result_)
        return;
    const pe::RopeContextResult& r = *result_;
    const double x = plot(which)->xAxis->pixelToCoord(event->position().x());
    if (which == Plot::Wavelength) {
        const auto n = std::int64_t(r.original.invFreq.size());
        const auto i = std::size_t(std::clamp<std::int64_t>(std::llround(x), 0, n - 1));
        hover_->setText(
            tr("pair %1 (%2): inv_freq %3 \u2192 %4, wavelength %5 \u2192 %6 "
               "tokens, scale %7")
                .arg(i)
                .arg(bandName(r.bands.band[i]))
                .arg(teaching::exact(r.original.invFreq[i]), teaching::exact(r.scaled.invFreq[i]),
                     teaching::exact(r.original.wavelength[i]),
                     teaching::exact(r.scaled.wavelength[i]), teaching::exact(r.bands.scale[i])));
        return;
    }
    // The sampled distance nearest the pointer.
    const auto& d = r.distances;
    auto it = std::lower_bound(d.begin(), d.end(), std::int64_t(std::ceil(std::max(x, 0.0))));
    if (it == d.end())
        --it;
    // Nearest on the log axis: compare ratios, not differences.
    if (it != d.begin() && *(it - 1) > 0 && x > 0 &&
        std::abs(std::log(double(*(it - 1)) / x)) < std::abs(std::log(double(*it) / x)))
        --it;
    const auto j = std::size_t(it - d.begin());
    const bool ones = which == Plot::OnesScore;
    hover_->setText(tr("distance %1: score before %2, after %3")
                        .arg(d[j])
                        .arg(teaching::exact(ones ? r.onesBefore[j] : r.randomBefore[j]),
                             teaching::exact(ones ? r.onesAfter[j] : r.randomAfter[j])));
}

QString ContextExtensionView::summaryText() const {
    return summary_->text();
}
QString ContextExtensionView::errorText() const {
    return error_->isHidden() ? QString() : error_->text();
}
QString ContextExtensionView::noteText() const {
    return note_->isHidden() ? QString() : note_->text();
}
QString ContextExtensionView::hoverText() const {
    return hover_->text();
}

pe::Matrix ContextExtensionView::exportMatrix(Plot which) const {
    if (!result_)
        return {};
    const pe::RopeContextResult& r = *result_;
    if (which == Plot::Wavelength) {
        const auto n = Eigen::Index(r.original.invFreq.size());
        pe::Matrix m(n, 6);
        for (Eigen::Index i = 0; i < n; ++i) {
            const auto s = std::size_t(i);
            m.row(i) << double(i), r.original.invFreq[s], r.scaled.invFreq[s],
                r.original.wavelength[s], r.scaled.wavelength[s], r.bands.scale[s];
        }
        return m;
    }
    const bool ones = which == Plot::OnesScore;
    const auto n = Eigen::Index(r.distances.size());
    pe::Matrix m(n, 3);
    for (Eigen::Index j = 0; j < n; ++j) {
        const auto s = std::size_t(j);
        m.row(j) << double(r.distances[s]), ones ? r.onesBefore[s] : r.randomBefore[s],
            ones ? r.onesAfter[s] : r.randomAfter[s];
    }
    return m;
}

bool ContextExtensionView::exportFigureTo(Plot which, const QString& path, QString* error) {
    const auto format = figureFormatFromString(QFileInfo(path).suffix());
    if (!format) {
        if (error)
            *error = tr("%1: the file name must end in .png, .pdf or .svg").arg(path);
        return false;
    }
    FigureOptions options;
    options.format = *format;
    return exportFigure(*plot(which), options, path, error);
}

bool ContextExtensionView::exportDataTo(Plot which, const QString& path, QString* error) {
    if (!result_) {
        if (error)
            *error = tr("Nothing computed yet.");
        return false;
    }
    const pe::Matrix m = exportMatrix(which);
    const bool npy =
        QFileInfo(path).suffix().compare(QLatin1String("npy"), Qt::CaseInsensitive) == 0;
    return writeStreamAtomically(
        path,
        [&m, npy](std::ostream& out) { return npy ? pe::writeNpy(out, m) : pe::writeCsv(out, m); },
        error);
}

void ContextExtensionView::showContextMenu(Plot which, const QPoint& pos) {
    QMenu menu(this);
    QAction* figure = menu.addAction(tr("Export this figure..."));
    QAction* data = menu.addAction(tr("Export data..."));
    QAction* chosen = menu.exec(plot(which)->mapToGlobal(pos));
    QString path, error;
    bool ok = true;
    if (chosen == figure) {
        path = QFileDialog::getSaveFileName(this, tr("Export this figure"), QString(),
                                            tr("PNG image (*.png);;PDF (*.pdf);;SVG (*.svg)"));
        ok = path.isEmpty() || exportFigureTo(which, path, &error);
    } else if (chosen == data) {
        path = QFileDialog::getSaveFileName(this, tr("Export data"), QString(),
                                            tr("CSV, no header (*.csv);;NumPy array (*.npy)"));
        ok = path.isEmpty() || exportDataTo(which, path, &error);
    }
    teaching::showError(error_, ok ? QString() : error);
}
