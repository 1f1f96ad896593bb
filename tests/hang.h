// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How long a wait for a state may take before the test calls it a hang. The tests wait for
// states, never for a time; under the sanitizers on a loaded machine a state takes several
// times as long as in a release build, so the bound is far above what any state needs.
inline constexpr int kHangMs = 120000;
