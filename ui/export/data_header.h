// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a data subject's CSV says before its rows (core/row_blocks.h: RowBlocks::header): the
// names of its columns, then in words what a row, or a matrix's rows and columns, are.

#include "core/row_blocks.h"
#include "ui/export/data_subject.h"

#include <string>
#include <vector>

// The blocks with a CSV header: the column names, then what a row is (when not plain from them).
pe::RowBlocks named(pe::RowBlocks blocks, const std::vector<std::string>& columns,
                    std::string about = {});
// A matrix's header: a name per column (prefix and index), made only when it is written, and
// its shape and what its rows and columns are.
pe::RowBlocks namedMatrix(pe::RowBlocks blocks, const char* prefix, std::string about);
// Which table a subject read: a model's, the learned one, or the encoding's formula (its base
// and layout).
std::string tableWord(const DataRequest& r);
// "cosine similarity", "dot product", "euclidean distance".
std::string metricWords(pe::Metric metric);
// ", from dimensions 8 .. 15 only", or nothing without a band.
std::string bandWords(const DataRequest& r);
