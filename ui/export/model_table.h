// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A model's position-embedding table read from a file (core/matrix_file.h) with the name its
// captions, the window's title and the undo history give it: "gpt2.safetensors: wpe.weight".
// The command line's --matrix and the window's File > Open position embeddings read it here.

#include "core/sinusoidal_encoding.h"
#include "core/stop.h"

#include <QString>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

struct ModelTable {
    std::shared_ptr<const pe::Matrix> values; // L x D, rows firstRow .. of the file's table
    QString name;
};

// Reads `argument` (FILE or FILE:TENSOR) from row `firstRow` on. Throws pe::MatrixFileError
// naming the file and what is wrong.
ModelTable readModelTable(const QString& argument, std::int64_t firstRow = 0);
// The same, asking `stop` between blocks of the file: nothing once it says stop.
std::optional<ModelTable> readModelTable(const QString& argument, std::int64_t firstRow,
                                         const pe::Stop& stop);

// Runs `work` (reading or making the table `what`, off the GUI thread) and turns whatever it
// throws into one line naming the table and the fault; empty when it succeeded. The window's
// File menu and the lesson report a bad table the same way, and none escapes a worker.
QString tableProblem(const QString& what, const std::function<void()>& work);
