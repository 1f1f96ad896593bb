// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the explorer remembers between runs (QSettings): parameters and chosen dimensions (the
// window layout, kept per screen size, is window_geometry.h's). Every value read back is checked; a
// corrupt or out-of-range one falls back to its default, so a bad settings file can never stop the
// window from opening.

#include "core/encoding_params.h"
#include "ui/compute/selection.h"

#include <QSettings>
#include <QStringList>

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
QString outOfRangeReason(const pe::EncodingParams& params);
