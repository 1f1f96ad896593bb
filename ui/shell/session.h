// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the explorer remembers between runs (QSettings): parameters and chosen dimensions (the
// window layout, kept per screen size, is window_geometry.h's). Every value read back is checked; a
// corrupt or out-of-range one falls back to its default, so a bad settings file can never stop the
// window from opening.

#include "core/encoding_params.h"
#include "ui/compute/selection.h"

#include <QSettings>
#include <QString>
#include <QStringList>
#include <optional>

struct ExploreSession {
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    Selection selection;
    bool bandOnly = false; // similarity from the selected band only
    QStringList warnings;  // stored values that could not be used, one line each
};

// The session a first start shows: L = 64, D = 16, base 10000, cosine.
ExploreSession defaultSession();
ExploreSession loadSession(QSettings& settings);
void saveSession(QSettings& settings, const ExploreSession& session);

// Why the explorer cannot show `params`: one line naming the value outside its ranges (the
// command line's choices over a saved session); empty when it can.
// The message for start values (the command line's --length, --dim, --base, --layout) of which
// at least one is out of range: each value out of range named as a field refuses it ("L must be
// 1 … 1000000: 2000000"), each one given with it that goes unused too, and that the saved
// parameters stay.
QString startValuesRefused(std::optional<std::int64_t> length, std::optional<std::int64_t> dim,
                           std::optional<double> base, std::optional<pe::Layout> layout);

// The window's start: the saved parameters with the command line's values over them. Values
// outside the explorer's ranges are applied not at all (none of them, so nothing is half
// applied): the saved parameters stay and `refused` says so (startValuesRefused).
struct StartParameters {
    pe::EncodingParams params;
    QString refused;
};
StartParameters startParameters(const pe::EncodingParams& saved, std::optional<std::int64_t> length,
                                std::optional<std::int64_t> dim, std::optional<double> base,
                                std::optional<pe::Layout> layout);

// A model's table larger than the explorer shows: one line naming its size and the limits.
QString tableTooLarge(const QString& name, std::int64_t rows, std::int64_t cols);
