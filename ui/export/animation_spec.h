// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What `--animate PARAM=FROM..TO` and File > Export animation sweep: one parameter (L, D,
// the base, the selected position p, or the springs' q) from one value to
// another over N frames. Pure: no
// widgets, no files. The ends are checked by the engine's own parameter checks, so an
// animation never asks a frame for what a still figure would refuse.

#include "core/encoding_params.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

// Partner is q, the springs view's other position (`to` on the command line, as --to);
// Azimuth turns a view drawn in 3-D (the principal components) about its vertical axis, in
// degrees: a turntable.
enum class AnimatedParameter { Length, Dim, Base, Position, Partner, Azimuth };

struct AnimationSpec {
    AnimatedParameter parameter = AnimatedParameter::Length;
    double from = 0; // whole numbers for length, dim and the positions
    double to = 0;
};

// The largest number of frames and the frame rates an animation accepts.
constexpr std::int64_t kMaxAnimationFrames = 10000;
constexpr int kMaxAnimationFps = 100;

QString animatedParameterName(AnimatedParameter parameter); // "length"
QStringList animatedParameterNames(); // length, dim, base, position, to, azimuth
std::optional<AnimatedParameter> animatedParameterFromName(const QString& name);

// Reads "length=16..512" (or "base=100..1e6"). nullopt with `error`, one line naming the
// text, when it is not PARAM=FROM..TO with two numbers of the right kind that differ.
std::optional<AnimationSpec> parseAnimationSpec(const QString& text, QString* error);
QString animationSpecText(const AnimationSpec& spec); // the inverse: "length=16..512"

// Both ends against the engine's checks with the other parameters as `params` gives them
// (the positions p and q against 0 .. L-1). The problem, naming the value, or nullopt.
std::optional<QString> checkAnimationSpec(const AnimationSpec& spec,
                                          const pe::EncodingParams& params);

// The swept value of frame `frame` of `frames` (0-based): evenly spaced from FROM to TO,
// rounded to whole numbers for L, D and the position; log-spaced for the base, whose
// effect is on a log scale (each frame multiplies it by the same factor).
double animationValue(const AnimationSpec& spec, std::int64_t frame, std::int64_t frames);

// The parameters and selected positions of one frame: `params` and `p` with the swept one
// replaced; `q` is set only when q is the one swept.
struct AnimationFrame {
    pe::EncodingParams params;
    std::int64_t p = 0;
    std::optional<std::int64_t> q;
    std::optional<double> azimuth; // set only when the azimuth is swept
};
AnimationFrame animationFrame(const AnimationSpec& spec, const pe::EncodingParams& params,
                              std::int64_t position, std::int64_t frame, std::int64_t frames);
