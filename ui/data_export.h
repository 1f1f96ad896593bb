#pragma once
// File > Export data: the PE matrix, the similarity matrix or the frequency table as CSV or
// NPY, in exactly the formats of `pe-explorer dump` (the same engine writers), in double
// precision and at full size (not the display's level of detail).

#include "encoding_params.h"

#include <QString>

enum class DataKind { Encoding, Similarity, Frequencies };

#include "sinusoidal_encoding.h"

// The full matrix in double precision; throws pe::ParameterError (budget, parameters).
pe::Matrix computeDataMatrix(DataKind kind, const pe::EncodingParams& params, pe::Metric metric);

// Computes and writes atomically; `npy` picks the format. False with `error` on failure
// (a size over the memory budget, an unwritable path).
bool exportData(DataKind kind, const pe::EncodingParams& params, pe::Metric metric, bool npy,
                const QString& path, QString* error);
