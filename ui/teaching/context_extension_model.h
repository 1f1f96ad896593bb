// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The context-extension lab's state: the parameters a preset, a config.json or a person set,
// the config it came from, and the last result, computed on a JobRunner (the score grows with
// the head dimension and the pixels). Reads configs (rope_config.h) into the lab's values,
// refusing one whose value lies outside what the lab's fields take.

#include "core/rope_context.h"
#include "ui/compute/rope_config.h"

#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <variant>

class JobRunner;

// The values the lab's fields show.
struct ContextValues {
    int headDim = 128;
    double base = 10000.0;
    pe::RopeScalingType type = pe::RopeScalingType::None;
    double factor = 1.0;
    int original = 4096;
    int target = 4096;
    double lowFreq = 1.0;
    double highFreq = 4.0;
    double betaFast = 32.0;
    double betaSlow = 1.0;
};

// The lowest and highest value each field takes.
struct ContextLimits {
    struct Range {
        double lowest = 0.0, highest = 0.0;
    };
    Range headDim, base, factor, original, target, lowFreq, highFreq, betaFast, betaSlow;
};

// A config.json read: the values for the fields, and the file's own reading.
struct LoadedConfig {
    ContextValues values;
    RopeConfig config;
};

class ContextExtensionModel : public QObject {
    Q_OBJECT
  public:
    explicit ContextExtensionModel(QObject* parent = nullptr);

    // A preset's values; none for an unknown id.
    static std::optional<ContextValues> presetValues(const QString& id);
    // Reads `path`: its values, or the message naming the fault (the file, the field and the
    // range). `keptOriginal`: the original context of a file that gives none.
    static std::variant<LoadedConfig, QString> importConfig(const QString& path, int keptOriginal,
                                                            const ContextLimits& limits);
    // What the lab says about a config that disagrees with itself (empty when it agrees).
    static QString configNote(const RopeConfig& config);

    // Parameters from a preset or by hand: no config behind them.
    void forgetConfig();
    // Parameters from `loaded`, read from `path`: its extra fields go into every request.
    void adoptConfig(const QString& path, const LoadedConfig& loaded);
    const QString& configPath() const { return configPath_; }
    // A config that could not be opened: named until the parameters change.
    const QString& configError() const { return configError_; }
    void setConfigError(const QString& message) { configError_ = message; }

    pe::RopeContextRequest request(const ContextValues& values, int seed,
                                   std::int64_t points) const;
    // Computes `request` on the runner: the latest wins, an older result is dropped.
    void compute(const pe::RopeContextRequest& request);
    bool busy() const;
    // The last result computed (null before the first).
    const std::shared_ptr<pe::RopeContextResult>& result() const { return result_; }
    JobRunner* runner() const { return runner_; }

  signals:
    // The latest request's result is result() now.
    void computed();
    // The engine refused the latest request; the message names the value.
    void refused(const QString& message);

  private:
    JobRunner* runner_;
    std::optional<pe::RopeParams> configParams_; // from a config.json: keeps its extra fields
    QString configPath_;
    QString configError_;
    std::shared_ptr<pe::RopeContextResult> result_;
};
