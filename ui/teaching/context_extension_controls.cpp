// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/context_extension_controls.h"

#include "ui/teaching/lesson_grid.h"
#include "ui/views/compact_spin_box.h"
#include "ui/views/whole_spin_box.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <algorithm>

namespace {

constexpr int kMaxHeadDim = 16384;

struct ScalingName {
    pe::RopeScalingType type;
    const char* text; // untranslated
};

const ScalingName kScalings[] = {
    {pe::RopeScalingType::None, QT_TRANSLATE_NOOP("ContextExtensionControls", "none")},
    {pe::RopeScalingType::Linear,
     QT_TRANSLATE_NOOP("ContextExtensionControls", "linear (position interpolation)")},
    {pe::RopeScalingType::Ntk, QT_TRANSLATE_NOOP("ContextExtensionControls", "NTK-aware")},
    {pe::RopeScalingType::Dynamic, QT_TRANSLATE_NOOP("ContextExtensionControls", "dynamic NTK")},
    {pe::RopeScalingType::Yarn, QT_TRANSLATE_NOOP("ContextExtensionControls", "YaRN")},
    {pe::RopeScalingType::Llama3, QT_TRANSLATE_NOOP("ContextExtensionControls", "Llama 3")},
};

} // namespace

ContextExtensionControls::ContextExtensionControls(QWidget* parent) : QObject(parent) {
    model_ = new QComboBox(parent);
    for (const pe::RopeModelPreset& p : pe::ropeModelPresets())
        model_->addItem(QString::fromUtf8(p.name), QString::fromUtf8(p.id));
    model_->addItem(QString(), QStringLiteral("hand"));
    model_->addItem(QString(), QStringLiteral("open"));

    headDim_ = new WholeSpinBox(parent);
    headDim_->setRange(1, kMaxHeadDim);
    headDim_->setSingleStep(2);
    base_ = new CompactSpinBox(parent);
    base_->setDecimals(1);
    base_->setRange(1.01, 1e12);
    base_->setSingleStep(1000);
    type_ = new QComboBox(parent);
    for (const ScalingName& s : kScalings)
        type_->addItem(QString(), QString::fromStdString(pe::toString(s.type)));
    factor_ = new CompactSpinBox(parent);
    factor_->setDecimals(3);
    factor_->setRange(0.001, 1e6);
    original_ = new WholeSpinBox(parent);
    original_->setRange(1, int(pe::kMaxRopeContext));
    original_->setSingleStep(1024);
    target_ = new WholeSpinBox(parent);
    target_->setRange(1, int(pe::kMaxRopeContext));
    target_->setSingleStep(1024);
    lowFreq_ = new CompactSpinBox(parent);
    highFreq_ = new CompactSpinBox(parent);
    betaFast_ = new CompactSpinBox(parent);
    betaSlow_ = new CompactSpinBox(parent);
    for (QDoubleSpinBox* s : {lowFreq_, highFreq_, betaFast_, betaSlow_}) {
        s->setDecimals(3);
        s->setRange(0.001, 1e6);
    }
    seed_ = new WholeSpinBox(parent);
    seed_->setRange(0, 1000000);
    seed_->setValue(7);
    // Typed numbers (1e6, 131,072, full-width digits) are taken exactly or refused in the
    // error line, the field red and the plots as they were; the tooltips give the ranges.
    for (QSpinBox* s : {headDim_, original_, target_, seed_})
        if (auto* box = qobject_cast<WholeSpinBox*>(s)) {
            box->setLimits(box->minimum(), box->maximum());
            connect(box, &WholeSpinBox::rejected, this, &ContextExtensionControls::refused);
        }
    for (QDoubleSpinBox* s : {base_, factor_, lowFreq_, highFreq_, betaFast_, betaSlow_})
        if (auto* box = qobject_cast<CompactSpinBox*>(s)) {
            box->setLimits(box->minimum(), box->maximum());
            connect(box, &CompactSpinBox::rejected, this, &ContextExtensionControls::refused);
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
    grid_ = new LessonGrid(4, parent);
    int n = 0;
    for (const Cell& cell : cells) {
        auto* caption = new QLabel(parent);
        caption->setBuddy(cell.control);
        captions_ << caption;
        grid_->addControl(caption, cell.control, place[n][0], place[n][1]);
        if (cell.group)
            *cell.group << caption << cell.control;
        ++n;
    }

    connect(model_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (loading_) {
            modelIndex_ = index; // set with the parameters it names
            return;
        }
        const QString id = model_->itemData(index).toString();
        if (id == QLatin1String("hand"))
            modelIndex_ = index;
        emit modelChosen(id);
    });
    for (QSpinBox* s : {headDim_, original_, target_, seed_})
        connect(s, &QSpinBox::valueChanged, this, &ContextExtensionControls::fieldEdited);
    for (QDoubleSpinBox* s : {base_, factor_, lowFreq_, highFreq_, betaFast_, betaSlow_})
        connect(s, &QDoubleSpinBox::valueChanged, this, &ContextExtensionControls::fieldEdited);
    connect(type_, &QComboBox::currentIndexChanged, this, [this] {
        updateVisibility();
        fieldEdited();
    });
}

void ContextExtensionControls::retranslate() {
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
}

void ContextExtensionControls::updateVisibility() {
    const auto type = pe::ropeScalingFromString(type_->currentData().toString().toStdString());
    for (QWidget* w : scaledOnly_)
        w->setVisible(type != pe::RopeScalingType::None);
    for (QWidget* w : llama3Only_)
        w->setVisible(type == pe::RopeScalingType::Llama3);
    for (QWidget* w : yarnOnly_)
        w->setVisible(type == pe::RopeScalingType::Yarn);
}

ContextValues ContextExtensionControls::values() const {
    ContextValues v;
    v.headDim = headDim_->value();
    v.base = base_->value();
    v.type = pe::ropeScalingFromString(type_->currentData().toString().toStdString())
                 .value_or(pe::RopeScalingType::None);
    v.factor = factor_->value();
    v.original = original_->value();
    v.target = target_->value();
    v.lowFreq = lowFreq_->value();
    v.highFreq = highFreq_->value();
    v.betaFast = betaFast_->value();
    v.betaSlow = betaSlow_->value();
    return v;
}

int ContextExtensionControls::seed() const {
    return seed_->value();
}

ContextLimits ContextExtensionControls::limits() const {
    const auto range = [](const auto* box) {
        return ContextLimits::Range{double(box->minimum()), double(box->maximum())};
    };
    ContextLimits l;
    l.headDim = range(headDim_);
    l.base = range(base_);
    l.factor = range(factor_);
    l.original = range(original_);
    l.target = range(target_);
    l.lowFreq = range(lowFreq_);
    l.highFreq = range(highFreq_);
    l.betaFast = range(betaFast_);
    l.betaSlow = range(betaSlow_);
    return l;
}

void ContextExtensionControls::show(const ContextValues& v, const QString& modelId) {
    loading_ = true;
    model_->setCurrentIndex(model_->findData(modelId));
    headDim_->setValue(v.headDim);
    base_->setValue(v.base);
    type_->setCurrentIndex(type_->findData(QString::fromStdString(pe::toString(v.type))));
    factor_->setValue(v.factor);
    original_->setValue(v.original);
    target_->setValue(v.target);
    lowFreq_->setValue(v.lowFreq);
    highFreq_->setValue(v.highFreq);
    betaFast_->setValue(v.betaFast);
    betaSlow_->setValue(v.betaSlow);
    loading_ = false;
    updateVisibility();
}

void ContextExtensionControls::showHand(int headDim, double base) {
    loading_ = true;
    model_->setCurrentIndex(model_->findData(QStringLiteral("hand")));
    headDim_->setValue(std::clamp(headDim - headDim % 2, 2, kMaxHeadDim));
    base_->setValue(base);
    type_->setCurrentIndex(type_->findData(QStringLiteral("none")));
    loading_ = false;
    updateVisibility();
}

void ContextExtensionControls::nameFile(const QString& path) {
    // Inserting an entry moves the current one: not a person's choice.
    loading_ = true;
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
    loading_ = false;
}

void ContextExtensionControls::restoreModel() {
    loading_ = true;
    model_->setCurrentIndex(modelIndex_);
    loading_ = false;
}

void ContextExtensionControls::clearRejections() {
    for (QSpinBox* s : {headDim_, original_, target_, seed_})
        if (auto* box = qobject_cast<WholeSpinBox*>(s))
            box->clearRejection();
    for (QDoubleSpinBox* s : {base_, factor_, lowFreq_, highFreq_, betaFast_, betaSlow_})
        if (auto* box = qobject_cast<CompactSpinBox*>(s))
            box->clearRejection();
}

void ContextExtensionControls::fieldEdited() {
    if (loading_)
        return;
    // The parameters are a person's now: the Model box says so.
    loading_ = true;
    model_->setCurrentIndex(model_->findData(QStringLiteral("hand")));
    loading_ = false;
    emit edited();
}
