// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rope_options.h"

#include "core/typed_number.h"
#include "ui/compute/rope_config.h"

#include <optional>

namespace {

QString invalid(const QString& option, const QString& value, const QString& why) {
    return QStringLiteral("--%1: '%2' is not valid: %3").arg(option, value, why);
}

QString nameOf(const QCommandLineOption& option) {
    return option.names().last();
}

// Read as the rest of the command line and the window's fields read numbers
// (core/typed_number.h): "1e3" is 1000, "1.5" no whole number, "4x" no number.
std::optional<std::int64_t> readWhole(const QCommandLineParser& parser,
                                      const QCommandLineOption& option, QString& error) {
    const auto number = pe::parseTypedInteger(parser.value(option).toStdString());
    if (!number.ok())
        error =
            invalid(nameOf(option), parser.value(option), QString::fromStdString(number.reason));
    return number.ok() ? std::optional<std::int64_t>(number.value) : std::nullopt;
}

std::optional<double> readNumber(const QCommandLineParser& parser, const QCommandLineOption& option,
                                 QString& error) {
    const auto number = pe::parseTypedReal(parser.value(option).toStdString());
    if (!number.ok())
        error =
            invalid(nameOf(option), parser.value(option), QString::fromStdString(number.reason));
    return number.ok() ? std::optional<double>(number.value) : std::nullopt;
}

// The options override what the config (or the defaults) set, one by one.
bool applyOptions(const QCommandLineParser& parser, const RopeOptions& o, RopeRequest& request,
                  QString& error) {
    pe::RopeParams& p = request.params;
    pe::RopeScaling& s = p.scaling;
    if (parser.isSet(o.scaling)) {
        const auto type = pe::ropeScalingFromString(parser.value(o.scaling).toStdString());
        if (!type) {
            error = invalid("scaling", parser.value(o.scaling),
                            "expected none, linear, ntk, dynamic, yarn or llama3");
            return false;
        }
        s.type = *type;
    }
    const std::pair<const QCommandLineOption*, std::int64_t*> wholes[] = {{&o.headDim, &p.headDim}};
    for (const auto& [option, target] : wholes)
        if (parser.isSet(*option)) {
            const auto value = readWhole(parser, *option, error);
            if (!value)
                return false;
            *target = *value;
        }
    const std::pair<const QCommandLineOption*, std::optional<std::int64_t>*> optionalWholes[] = {
        {&o.originalMax, &s.originalMaxPosition}, {&o.seqLen, &p.seqLen}};
    for (const auto& [option, target] : optionalWholes)
        if (parser.isSet(*option)) {
            const auto value = readWhole(parser, *option, error);
            if (!value)
                return false;
            *target = *value;
        }
    const std::pair<const QCommandLineOption*, double*> numbers[] = {
        {&o.partialRotary, &p.partialRotaryFactor},
        {&o.lowFreq, &s.lowFreqFactor},
        {&o.highFreq, &s.highFreqFactor},
        {&o.betaFast, &s.betaFast},
        {&o.betaSlow, &s.betaSlow}};
    for (const auto& [option, target] : numbers)
        if (parser.isSet(*option)) {
            const auto value = readNumber(parser, *option, error);
            if (!value)
                return false;
            *target = *value;
        }
    if (parser.isSet(o.factor)) {
        const auto value = readNumber(parser, o.factor, error);
        if (!value)
            return false;
        s.factor = *value;
    }
    if (parser.isSet(o.noTruncate))
        s.truncate = false;
    if (parser.isSet(o.precision)) {
        const QString precision = parser.value(o.precision);
        if (precision != "double" && precision != "float32") {
            error = invalid("precision", precision, "expected double or float32");
            return false;
        }
        request.precision =
            precision == "float32" ? pe::RopePrecision::Float32 : pe::RopePrecision::Double;
    }
    return true;
}

} // namespace

void RopeOptions::addTo(QCommandLineParser& parser) const {
    for (const QCommandLineOption* option : all())
        parser.addOption(*option);
}

bool readRopeOptions(const QCommandLineParser& parser, const RopeOptions& o,
                     const QCommandLineOption& base, bool ropeDump, RopeRequest& request,
                     QString& error) {
    if (!ropeDump) {
        // Say so rather than ignore it: the option would change nothing.
        for (const QCommandLineOption* option : o.all())
            if (parser.isSet(*option)) {
                error = invalid(nameOf(*option), parser.value(*option),
                                "only dump rope-frequencies and dump rope-attention-factor use it");
                return false;
            }
        return true;
    }
    if (parser.isSet(o.config)) {
        const RopeConfigResult config = readRopeConfigFile(parser.value(o.config));
        if (const auto* message = std::get_if<QString>(&config)) {
            error = "--config " + *message;
            return false;
        }
        request.params = std::get<pe::RopeParams>(config);
    }
    if (parser.isSet(base)) {
        const auto theta = readNumber(parser, base, error);
        if (!theta)
            return false;
        request.params.base = *theta;
    }
    if (!applyOptions(parser, o, request, error))
        return false;
    // The engine's validation decides, and names the option as the command line spells it.
    if (auto problem = pe::checkRopeParams(request.params)) {
        error = "--" + QString::fromStdString(problem->what());
        return false;
    }
    return true;
}
