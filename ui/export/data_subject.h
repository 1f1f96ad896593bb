// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The matrices `pe-explorer dump` and File > Export data write, listed once: the name on the
// command line, the title a dialog shows, and how to compute it in double precision at full
// size. Everything that lists data subjects reads this table.

#include "core/column_band.h"
#include "core/encoding_params.h"
#include "core/learned_encoding.h"
#include "core/rope_scaling.h"
#include "core/row_blocks.h"
#include "core/sinusoidal_encoding.h"
#include "core/stop.h"
#include "ui/compute/comparison.h"
#include "ui/views/view_kind.h"

#include <QString>
#include <QStringList>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>

enum class DataSubject {
    Encoding,
    Similarity,
    Frequencies,
    Offsets,
    AlibiSlopes,
    RopeFrequencies,
    RopeAttentionFactor,
    PairDistance,
    PairDistanceMap,
    Pca,
    ExplainedVariance,
    Spectrum
};

// What a subject may depend on; each reads only its own fields.
struct DataRequest {
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    std::int64_t p = 0;                 // offsets, pair distance: the start position
    std::int64_t q = 0;                 // pair distance: the other position
    std::optional<pe::ColumnBand> band; // similarity, offsets: only these dims
    // offsets, pair-distance map: the last offset written (default the last there is), and
    // how many log-spaced offsets up to it (default every one).
    std::optional<std::int64_t> maxOffset;
    std::optional<std::int64_t> logOffsets;
    // similarity: the cells of a view of at most rows x columns cells, each the exact mean over
    // the pairs it covers; pair-distance map: of a view `second` columns wide (first unused).
    std::optional<std::pair<std::int64_t, std::int64_t>> cells;
    bool learned = false;                           // encoding, similarity: the learned table
    std::int64_t maxLength = pe::kDefaultMaxLength; // learned: rows of the table
    std::uint64_t seed = 0;                         // learned: the table's seed
    std::int64_t heads = 8;                         // alibi slopes; 8 is the paper's example
    pe::RopeParams rope;                            // the RoPE subjects
    pe::RopePrecision ropePrecision = pe::RopePrecision::Double;
    // A model's table (--matrix): pe, similarity, offsets and the principal components and
    // spectrum read it instead of the encoding of params; null for the encoding.
    std::shared_ptr<const pe::Matrix> table;
    std::int64_t components = 3; // pca, explained-variance: how many
    // offsets: a pinned setting (Compare with) whose similarity is written as a third column.
    std::optional<PinnedSetting> compare;
    // Asked while a subject computed whole before its first row is written (the principal
    // components, the spectrum) runs; once it says stop, dataRows throws DataStopped.
    pe::Stop stop;
};

// What dataRows throws when DataRequest::stop said stop: nothing was computed to write.
struct DataStopped {};

struct DataSubjectInfo {
    DataSubject subject;
    const char* name;  // command line: "pe"
    const char* title; // untranslated; dataSubjectTitle() translates it
    bool inExplorer;   // offered by File > Export data (depends only on the explorer's state:
                       // its parameters, p and q, the band, a model's table)
    bool readsTable;   // defined for a model's table (--matrix, File > Open position embeddings)
    bool hasLearned;   // defined for the learned table too
    bool isRope;       // reads the RoPE options, not the encoding parameters
    pe::RowBlocks (*compute)(const DataRequest&); // validates; the blocks compute the rest
};

const std::array<DataSubjectInfo, 12>& dataSubjectTable();
const DataSubjectInfo& dataSubjectInfo(DataSubject subject);
QString dataSubjectTitle(DataSubject subject);
std::optional<DataSubject> dataSubjectFromName(const QString& name);
QStringList dataSubjectNames();

// The subject's rows, computed a block at a time as they are written; throws
// pe::ParameterError (parameters) before any row is computed.
pe::RowBlocks dataRows(DataSubject subject, const DataRequest& request);
// The data a view draws: the subject of its name, the PE matrix for the heatmap and the
// waveforms, the pair distances for the springs.
DataSubject dataSubjectOfView(ViewKind view);
// The subject's matrix whole; throws pe::ParameterError (budget, parameters).
pe::Matrix computeData(DataSubject subject, const DataRequest& request);
