// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/animation_spec.h"

#include "core/parameter_validation.h"
#include "core/typed_number.h"
#include "ui/compute/number_text.h"

#include <cmath>

namespace {

constexpr const char* kNames[] = {"length", "dim", "base", "position", "to", "azimuth"};

QString invalidSpec(const QString& text, const QString& why) {
    return QStringLiteral("--animate: '%1' is not valid: %2").arg(text, why);
}

bool isWhole(AnimatedParameter parameter) {
    return parameter != AnimatedParameter::Base && parameter != AnimatedParameter::Azimuth;
}

// Read as every number of the command line and the window (core/typed_number.h).
std::optional<double> readNumber(const QString& text, bool whole) {
    if (whole) {
        // Whole numbers up to 2^53 keep their exact value as doubles.
        constexpr std::int64_t kExact = std::int64_t(1) << 53;
        const auto number = pe::parseTypedInteger(text.toStdString(), -kExact, kExact);
        return number.ok() ? std::optional<double>(double(number.value)) : std::nullopt;
    }
    const auto number = pe::parseTypedReal(text.toStdString());
    return number.ok() ? std::optional<double>(number.value) : std::nullopt;
}

} // namespace

QString animatedParameterName(AnimatedParameter parameter) {
    return QString::fromLatin1(kNames[int(parameter)]);
}

QStringList animatedParameterNames() {
    QStringList names;
    for (const char* name : kNames)
        names << QString::fromLatin1(name);
    return names;
}

std::optional<AnimatedParameter> animatedParameterFromName(const QString& name) {
    const int index = int(animatedParameterNames().indexOf(name));
    return index < 0 ? std::nullopt : std::optional(AnimatedParameter(index));
}

std::optional<AnimationSpec> parseAnimationSpec(const QString& text, QString* error) {
    auto fail = [&](const QString& why) {
        if (error)
            *error = invalidSpec(text, why);
        return std::nullopt;
    };
    const int equals = int(text.indexOf('='));
    if (equals < 0)
        return fail(QStringLiteral("expected PARAM=FROM..TO, PARAM one of ") +
                    animatedParameterNames().join(QStringLiteral(", ")));
    const auto parameter = animatedParameterFromName(text.left(equals));
    if (!parameter)
        return fail(QStringLiteral("expected PARAM=FROM..TO, PARAM one of ") +
                    animatedParameterNames().join(QStringLiteral(", ")));
    const QStringList ends = text.mid(equals + 1).split(QStringLiteral(".."));
    const bool whole = isWhole(*parameter);
    const QString kind =
        whole ? QStringLiteral("two whole numbers") : QStringLiteral("two numbers");
    if (ends.size() != 2)
        return fail("expected FROM..TO, " + kind);
    const auto from = readNumber(ends.at(0), whole);
    const auto to = readNumber(ends.at(1), whole);
    if (!from || !to)
        return fail("expected FROM..TO, " + kind);
    if (*from == *to)
        return fail(QStringLiteral("FROM and TO are the same: nothing would move"));
    return AnimationSpec{*parameter, *from, *to};
}

QString animationSpecText(const AnimationSpec& spec) {
    return QStringLiteral("%1=%2..%3")
        .arg(animatedParameterName(spec.parameter), numberText(spec.from), numberText(spec.to));
}

std::optional<QString> checkAnimationSpec(const AnimationSpec& spec,
                                          const pe::EncodingParams& params) {
    for (const double end : {spec.from, spec.to}) {
        pe::EncodingParams p = params;
        switch (spec.parameter) {
        case AnimatedParameter::Length:
            p.length = std::int64_t(end);
            break;
        case AnimatedParameter::Dim:
            p.dim = std::int64_t(end);
            break;
        case AnimatedParameter::Base:
            p.base = end;
            break;
        case AnimatedParameter::Azimuth: // any angle: the picture turns round and round
            break;
        case AnimatedParameter::Position:
        case AnimatedParameter::Partner:
            if (end < 0 || end >= double(params.length))
                return invalidSpec(animationSpecText(spec),
                                   QStringLiteral("the position %1 is outside 0 .. L-1 = %2")
                                       .arg(std::int64_t(end))
                                       .arg(params.length - 1));
            break;
        }
        // The engine's one validation place: an end it refuses is refused here, by name.
        if (auto problem = pe::checkParams(p))
            return invalidSpec(animationSpecText(spec), QString::fromStdString(problem->what()));
    }
    return std::nullopt;
}

double animationValue(const AnimationSpec& spec, std::int64_t frame, std::int64_t frames) {
    const double t = frames > 1 ? double(frame) / double(frames - 1) : 0.0;
    if (spec.parameter == AnimatedParameter::Base)
        return frame == frames - 1 && frames > 1
                   ? spec.to // exactly TO, not FROM * (TO / FROM) rounded
                   // FROM * ratio^t rather than exp of the logs: a frame that falls on a round
                   // base (the middle of 100 .. 1e6) is that base exactly, as its caption says.
                   : spec.from * std::pow(spec.to / spec.from, t);
    if (spec.parameter == AnimatedParameter::Azimuth) // evenly turned, to the fraction
        return spec.from + t * (spec.to - spec.from);
    return std::round(spec.from + t * (spec.to - spec.from));
}

AnimationFrame animationFrame(const AnimationSpec& spec, const pe::EncodingParams& params,
                              std::int64_t position, std::int64_t frame, std::int64_t frames) {
    AnimationFrame result{params, position, std::nullopt, std::nullopt};
    const double value = animationValue(spec, frame, frames);
    switch (spec.parameter) {
    case AnimatedParameter::Length:
        result.params.length = std::int64_t(value);
        break;
    case AnimatedParameter::Dim:
        result.params.dim = std::int64_t(value);
        break;
    case AnimatedParameter::Base:
        result.params.base = value;
        break;
    case AnimatedParameter::Position:
        result.p = std::int64_t(value);
        break;
    case AnimatedParameter::Partner:
        result.q = std::int64_t(value);
        break;
    case AnimatedParameter::Azimuth:
        result.azimuth = value;
        break;
    }
    return result;
}
