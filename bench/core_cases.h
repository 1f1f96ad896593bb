// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The engine's benchmark cases (no Qt): the PE matrix, the display's sampled rows and the
// cosine similarity.

namespace bench {

void runCoreCases();

} // namespace bench
