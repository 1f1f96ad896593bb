#pragma once
// What the RoPE dumps print: one row per pair (pair, inv_freq, wavelength), or the
// attention factor alone, as matrices for the shared CSV / NPY writers.

#include "matrix_io.h"
#include "rope_options.h"

pe::Matrix ropeFrequencyMatrix(const RopeRequest& request);
pe::Matrix ropeAttentionFactorMatrix(const RopeRequest& request);
