// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How long a wait for a state may take before the test calls it a hang. The tests wait for
// states, never for a time; under the sanitizers on a loaded machine a state takes several
// times as long as in a release build, so the bound is far above what any state needs.
// A failed QTRY_* wait then waits twice as long again, to say whether more time would have
// done; three bounds stay under QtTest's watchdog for one test function (300 s), so a broken
// feature fails with its own comparison, not as the watchdog's abort.
inline constexpr int kHangMs = 60000;
