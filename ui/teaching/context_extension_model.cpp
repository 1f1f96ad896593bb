// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/context_extension_model.h"

#include "ui/compute/job_runner.h"
#include "ui/compute/number_text.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <cmath>

namespace {

// What crosses from the runner's thread: the result, or the engine's refusal.
struct ContextOutcome {
    std::shared_ptr<pe::RopeContextResult> result;
    QString error;
};

} // namespace

ContextExtensionModel::ContextExtensionModel(QObject* parent)
    : QObject(parent), runner_(new JobRunner(this)) {
    connect(runner_, &JobRunner::finished, this, [this](quint64, const QVariant& value) {
        const auto outcome = value.value<ContextOutcome>();
        if (!outcome.result) {
            emit refused(outcome.error);
            return;
        }
        result_ = outcome.result;
        emit computed();
    });
}

std::optional<ContextValues> ContextExtensionModel::presetValues(const QString& id) {
    const pe::RopeModelPreset* preset = pe::findRopeModelPreset(id.toStdString());
    if (!preset)
        return std::nullopt;
    const pe::RopeParams& p = preset->params;
    ContextValues v;
    v.headDim = int(p.headDim);
    v.base = p.base;
    v.type = p.scaling.type;
    v.factor = p.scaling.factor.value_or(1.0);
    v.original = int(preset->originalContext);
    v.target = int(preset->targetContext);
    v.lowFreq = p.scaling.lowFreqFactor;
    v.highFreq = p.scaling.highFreqFactor;
    v.betaFast = p.scaling.betaFast;
    v.betaSlow = p.scaling.betaSlow;
    return v;
}

std::variant<LoadedConfig, QString>
ContextExtensionModel::importConfig(const QString& path, int keptOriginal,
                                    const ContextLimits& limits) {
    auto read = readRopeModelConfigFile(path);
    if (const auto* message = std::get_if<QString>(&read))
        return *message;
    LoadedConfig loaded;
    loaded.config = std::get<RopeConfig>(std::move(read));
    const RopeConfig& config = loaded.config;
    const pe::RopeParams& p = config.params;
    const double factor = p.scaling.factor.value_or(1.0);
    // A file without contexts keeps the lesson's original context.
    const std::int64_t original = config.contexts.original.value_or(keptOriginal);
    const std::int64_t target = config.contexts.target.value_or(
        p.scaling.type == pe::RopeScalingType::None
            ? original
            : std::llround(double(original) * std::max(factor, 1.0)));
    // Every value goes into its field as the file has it, or the file is refused naming the
    // value: a field's range never changes one silently.
    const struct {
        const char* field;
        double value;
        ContextLimits::Range range;
    } values[] = {
        {"head_dim", double(p.headDim), limits.headDim},
        {"rope_theta", p.base, limits.base},
        {"rope_scaling.factor", factor, limits.factor},
        {config.contexts.scalingOriginal ? "rope_scaling.original_max_position_embeddings"
                                         : "max_position_embeddings",
         double(original), limits.original},
        {target == config.contexts.maxPositionEmbeddings ? "max_position_embeddings"
                                                         : "the target context (factor x original)",
         double(target), limits.target},
        {"rope_scaling.low_freq_factor", p.scaling.lowFreqFactor, limits.lowFreq},
        {"rope_scaling.high_freq_factor", p.scaling.highFreqFactor, limits.highFreq},
        {"rope_scaling.beta_fast", p.scaling.betaFast, limits.betaFast},
        {"rope_scaling.beta_slow", p.scaling.betaSlow, limits.betaSlow},
    };
    for (const auto& v : values)
        if (!(v.value >= v.range.lowest && v.value <= v.range.highest))
            return tr("%1: %2 %3 is outside what this lesson shows: %4 to %5")
                .arg(path, QString::fromLatin1(v.field), numberText(v.value),
                     numberText(v.range.lowest), numberText(v.range.highest));
    ContextValues& out = loaded.values;
    out.headDim = int(p.headDim);
    out.base = p.base;
    out.type = p.scaling.type;
    out.factor = factor;
    out.original = int(original);
    out.target = int(target);
    out.lowFreq = p.scaling.lowFreqFactor;
    out.highFreq = p.scaling.highFreqFactor;
    out.betaFast = p.scaling.betaFast;
    out.betaSlow = p.scaling.betaSlow;
    return loaded;
}

QString ContextExtensionModel::configNote(const RopeConfig& config) {
    const RopeConfigContexts& c = config.contexts;
    if (!c.factorDisagrees)
        return {};
    const double factor = config.params.scaling.factor.value_or(1.0);
    const std::int64_t original = *c.scalingOriginal, given = *c.maxPositionEmbeddings;
    const QString product = numberText(factor * double(original));
    return given > original
               ? tr("This config disagrees with itself: rope_scaling.factor %1 \u00d7 "
                    "original_max_position_embeddings %2 = %3, but max_position_embeddings is "
                    "%4. The target context is max_position_embeddings, as Hugging Face "
                    "transformers reads it; the frequencies use the factor, as it computes them.")
                     .arg(numberText(factor))
                     .arg(original)
                     .arg(product)
                     .arg(given)
               : tr("This config disagrees with itself: max_position_embeddings %1 is the "
                    "original context, not rope_scaling.factor %2 \u00d7 "
                    "original_max_position_embeddings %3 = %4. The target context is factor "
                    "\u00d7 original, the context the scaling extends to.")
                     .arg(given)
                     .arg(numberText(factor))
                     .arg(original)
                     .arg(product);
}

void ContextExtensionModel::forgetConfig() {
    configParams_.reset();
    configError_.clear();
}

void ContextExtensionModel::adoptConfig(const QString& path, const LoadedConfig& loaded) {
    configParams_ = loaded.config.params;
    configPath_ = path;
    configError_.clear();
}

pe::RopeContextRequest ContextExtensionModel::request(const ContextValues& v, int seed,
                                                      std::int64_t points) const {
    pe::RopeContextRequest r;
    pe::RopeParams p = configParams_.value_or(pe::RopeParams{});
    p.headDim = v.headDim;
    p.base = v.base;
    p.scaling.type = v.type;
    p.scaling.factor = v.factor;
    p.scaling.originalMaxPosition = v.original;
    p.scaling.lowFreqFactor = v.lowFreq;
    p.scaling.highFreqFactor = v.highFreq;
    p.scaling.betaFast = v.betaFast;
    p.scaling.betaSlow = v.betaSlow;
    // Dynamic NTK grows its base with the sequence: the lesson looks at the target length.
    p.seqLen = v.target;
    r.params = p;
    r.originalContext = v.original;
    r.targetContext = v.target;
    r.points = points;
    r.logDistances = true;
    r.seed = std::uint64_t(seed);
    return r;
}

// A request superseded, or the lesson closed, stops the engine before its next score curve.
void ContextExtensionModel::compute(const pe::RopeContextRequest& request) {
    runner_->submit([request](quint64, const JobRunner::Cancelled& cancelled) {
        ContextOutcome out;
        try {
            std::optional<pe::RopeContextResult> result =
                pe::computeRopeContext(request, cancelled);
            if (!result)
                return QVariant();
            out.result = std::make_shared<pe::RopeContextResult>(std::move(*result));
        } catch (const pe::ParameterError& e) {
            out.error = QString::fromStdString(e.what());
        }
        return QVariant::fromValue(out);
    });
}

bool ContextExtensionModel::busy() const {
    return runner_->isBusy();
}
