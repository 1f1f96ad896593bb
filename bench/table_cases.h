// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace bench {
// A model's table: principal components and the column spectrum against numpy's SVD and
// scikit-learn's PCA (in child processes of the same run), and the position table read from
// a large safetensors file (time, and peak memory in a fresh process).
void runTableCases();
// The fresh process of the last case (`pe-bench --read-table FILE OUT`): reads the table and
// writes its time and peak memory above the process's own to OUT.
int readTableChild(const std::string& path, const std::string& output);
} // namespace bench
