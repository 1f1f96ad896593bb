// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the views' Python shares: a view's descriptor gives the numpy and matplotlib code that
// recomputes its data from the formula and draws it (ui/export/notebook.h puts it in a
// notebook). The code a view gives runs after the encoding's own code, which defines
//   L, D, base, layout      the parameters
//   pairs, divisor, omega   ceil(D/2) pairs; pair i turns omega[i] = 1 / divisor[i] per position
//   col_pair, col_sin       each column's pair, and whether it is the pair's sin column
//   pe                      the L x D encoding
// and it leaves its numbers in `data` (what a reader would plot again or save).
#include <QString>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <utility>

struct ExploreRequest;

// `code` with each @name@ replaced: the code is Python, whose braces and % are its own.
QString pythonFilled(QString code, std::initializer_list<std::pair<const char*, QString>> values);
// A double as Python reads it back exactly: the shortest digits, always with a point or an
// exponent ("10000.0", "1e+30").
QString pythonNumber(double value);
QString pythonInt(std::int64_t value);
// `text` as a Python string literal in double quotes.
QString pythonString(const QString& text);
// `x = pe[:, first:last + 1]` for a band, `x = pe` without: the dimensions a view compares.
QString pythonBandRows(const ExploreRequest& request);
// `metric = "cosine"` and similarity(a, b): every row of a against every row of b, as the
// explorer computes it (cosine 0 where a row is 0; euclidean summed directly).
QString pythonSimilarity(const ExploreRequest& request);
