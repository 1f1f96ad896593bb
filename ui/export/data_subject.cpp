// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/data_subject.h"

#include "ui/export/data_header.h"
#include "ui/export/data_offsets.h"

#include "core/alibi.h"
#include "core/block_means.h"
#include "core/column_spectrum.h"
#include "core/pair_distance.h"
#include "core/parameter_validation.h"
#include "core/principal_components.h"
#include "core/similarity.h"
#include "core/similarity_window.h"

#include "ui/compute/steps/pair_distance_step.h"

#include <QCoreApplication>
#include <algorithm>

namespace {

pe::RowBlocks encodingOf(const DataRequest& r) {
    if (r.table)
        return pe::rowBlocksOf(r.table);
    if (r.learned)
        return pe::rowBlocksOf(pe::learnedEncoding(r.params, r.maxLength, r.seed));
    return pe::encodingRows(r.params);
}

pe::RowBlocks encoding(const DataRequest& r) {
    return namedMatrix(encodingOf(r), "dim_",
                       tableWord(r) + ": row t is position t, column d is dimension d");
}

// The rows of a table (or the learned one) the band keeps, shared with the blocks.
std::shared_ptr<const pe::Matrix> bandOfTable(const DataRequest& r) {
    pe::requireValidBand(r.params, r.band);
    std::shared_ptr<const pe::Matrix> table =
        r.table ? r.table
                : std::make_shared<const pe::Matrix>(
                      pe::learnedEncoding(r.params, r.maxLength, r.seed));
    if (!r.band)
        return table;
    return std::make_shared<const pe::Matrix>(
        table->middleCols(r.band->first, r.band->last - r.band->first + 1));
}

// The runs of one step a view of at most `cells` cells along an axis of `extent` indices
// draws (its step is the same ceil(extent / cells) a view's sampling takes).
std::int64_t cellStep(std::int64_t extent, std::int64_t cells) {
    // Rounded up without extent + cells, which a count near 2^63 would overflow.
    return std::max<std::int64_t>(1, extent / cells + (extent % cells != 0 ? 1 : 0));
}

// p_first, p_last, q_first, q_last, value: each cell of a view of at most R x C cells, rows
// and columns sharing one step as the view's do.
pe::RowBlocks similarityCells(const DataRequest& r) {
    std::shared_ptr<const pe::Matrix> table;
    if (r.learned || r.table)
        table = bandOfTable(r);
    else
        pe::requireValidParams(r.params);
    const std::int64_t L = table ? table->rows() : r.params.length;
    const std::int64_t step = std::max(cellStep(L, r.cells->first), cellStep(L, r.cells->second));
    // The run count is rounded up the same overflow-free way as the step.
    const std::vector<pe::IndexRun> runs = pe::indexRuns(0, step, cellStep(L, step), L - 1);
    const auto n = static_cast<Eigen::Index>(runs.size());
    pe::requireMatrixFits(double(n) * double(n), 5.0, sizeof(double), r.params.memoryBudgetBytes,
                          "the similarity cells");
    const pe::Matrix values = table
                                  ? pe::similarityCellMeansOf(*table, r.metric, runs, runs)
                                  : pe::similarityCellMeans(r.params, r.metric, runs, runs, r.band);
    pe::Matrix cells(n * n, 5);
    for (Eigen::Index a = 0; a < n; ++a)
        for (Eigen::Index b = 0; b < n; ++b)
            cells.row(a * n + b) << double(runs[std::size_t(a)].first),
                double(runs[std::size_t(a)].last), double(runs[std::size_t(b)].first),
                double(runs[std::size_t(b)].last), values(a, b);
    return named(pe::rowBlocksOf(cells), {"p_first", "p_last", "q_first", "q_last", "value"},
                 "a cell a line: the " + metricWords(r.metric) +
                     (r.metric == pe::Metric::Euclidean ? "'s root mean square" : "'s mean") +
                     " over positions p_first .. p_last and q_first .. q_last of the " +
                     tableWord(r) + bandWords(r));
}

pe::RowBlocks similarity(const DataRequest& r) {
    if (r.cells)
        return similarityCells(r);
    pe::RowBlocks rows = r.learned || r.table ? pe::similarityRowsOf(bandOfTable(r), r.metric)
                                              : pe::similarityRows(r.params, r.metric, r.band);
    return namedMatrix(std::move(rows), "q_",
                       metricWords(r.metric) + " of positions p (row p) and q (column q) of the " +
                           tableWord(r) + bandWords(r));
}

pe::RowBlocks frequencies(const DataRequest& r) {
    return named(pe::rowBlocksOf(pe::frequencyTable(r.params)),
                 {"dim", "pair", "omega", "wavelength"});
}

// One slope per row, so CSV prints one a line.
pe::RowBlocks alibiSlopes(const DataRequest& r) {
    const std::vector<double> slopes = pe::alibiSlopes(r.heads, r.params.memoryBudgetBytes);
    return named(pe::rowBlocksOf(Eigen::Map<const pe::Matrix>(
                     slopes.data(), static_cast<Eigen::Index>(slopes.size()), 1)),
                 {"slope"}, "one head a line, head 1 first");
}

// One row per pair: pair, inv_freq, wavelength.
pe::RowBlocks ropeFrequencies(const DataRequest& r) {
    const pe::RopeFrequencies f = pe::ropeFrequencies(r.rope, r.ropePrecision);
    pe::Matrix matrix(static_cast<Eigen::Index>(f.invFreq.size()), 3);
    for (std::size_t i = 0; i < f.invFreq.size(); ++i)
        matrix.row(static_cast<Eigen::Index>(i)) << static_cast<double>(i), f.invFreq[i],
            f.wavelength[i];
    return named(pe::rowBlocksOf(std::move(matrix)), {"pair", "inv_freq", "wavelength"});
}

pe::RowBlocks ropeAttentionFactor(const DataRequest& r) {
    pe::Matrix matrix(1, 1);
    matrix(0, 0) = pe::ropeFrequencies(r.rope, r.ropePrecision).attentionFactor;
    return named(pe::rowBlocksOf(std::move(matrix)), {"attention_factor"});
}

// pair, contribution: each frequency pair's share of ||PE(from) - PE(to)||^2.
pe::RowBlocks pairDistance(const DataRequest& r) {
    const std::vector<double> shares = pe::pairDistance(r.params, r.p, r.q);
    pe::Matrix matrix(static_cast<Eigen::Index>(shares.size()), 2);
    for (std::size_t i = 0; i < shares.size(); ++i)
        matrix.row(static_cast<Eigen::Index>(i)) << static_cast<double>(i), shares[i];
    return named(pe::rowBlocksOf(std::move(matrix)), {"pair", "contribution"},
                 "each pair's share of ||PE(p) - PE(q)||^2, p = " + std::to_string(r.p) +
                     ", q = " + std::to_string(r.q));
}

// pair, offset, contribution, half_turns: each pair's share of ||PE(from) - PE(from + k)||^2
// for every offset k = 0 .. L-1, and how many half turns w_i k / pi it has turned (past 1 the
// pair has wrapped).
// The map's last offset, checked: one past it is still a count an int64 holds. The option
// that set it is the one named.
std::int64_t mapLastOffset(const DataRequest& r) {
    pe::requireValidParams(r.params);
    pe::requirePairPosition("from", r.p);
    const std::int64_t last = r.maxOffset.value_or(r.params.length - 1);
    if (!r.maxOffset && last > pe::kMaxPairPosition)
        throw pe::invalidParameter("length", std::to_string(r.params.length),
                                   "the map's offsets 0 .. L-1 go past 2^53, the last position "
                                   "computed exactly (give --max-offset K)");
    pe::requirePairPosition("max-offset", last);
    return last;
}

// pair, first_offset, last_offset, contribution: the columns of a map N wide, each pair's
// exact mean share over the offsets a column covers (q = p + k), log-spaced with --log-offsets.
pe::RowBlocks pairDistanceCells(const DataRequest& r) {
    const std::int64_t last = mapLastOffset(r);
    // No more columns than offsets (more would only repeat them), and under the budget before
    // any is made.
    const std::int64_t columns = last < r.cells->second ? last + 1 : r.cells->second;
    const std::int64_t pairs = pe::pairCount(r.params.dim);
    pe::requireMatrixFits(double(pairs) * double(columns), 4.0, sizeof(double),
                          r.params.memoryBudgetBytes, "the pair x distance cells");
    std::vector<pe::IndexRun> runs;
    if (r.logOffsets) {
        // The log axis's cells, each offset once: a cell narrower than one offset repeats the
        // offset another cell already holds.
        const pe::LogOffsetAxis axis = pe::logOffsetAxis(last, std::min(*r.logOffsets, columns));
        for (std::size_t c = 0; c < axis.first.size(); ++c)
            if (runs.empty() || axis.first[c] > runs.back().last)
                runs.push_back({axis.first[c], axis.last[c]});
            else if (axis.last[c] > runs.back().last) // a run that grows the last one
                runs.back().last = axis.last[c];
    } else {
        std::vector<std::int64_t> starts;
        const std::int64_t step = cellStep(last + 1, columns);
        for (std::int64_t k = 0; k <= last; k += step)
            starts.push_back(k);
        runs = offsetRuns(starts, step, last);
    }
    pe::Matrix cells(pairs * Eigen::Index(runs.size()), 4);
    Eigen::Index row = 0;
    for (std::int64_t i = 0; i < pairs; ++i)
        for (const pe::IndexRun& run : runs)
            cells.row(row++) << double(i), double(run.first), double(run.last),
                pe::pairShareMean(r.params, i, r.p, run, 1);
    return named(pe::rowBlocksOf(std::move(cells)),
                 {"pair", "first_offset", "last_offset", "contribution"},
                 "each pair's mean share of ||PE(p) - PE(p + k)||^2 over offsets first_offset .. "
                 "last_offset, p = " +
                     std::to_string(r.p));
}

pe::RowBlocks pairDistanceMap(const DataRequest& r) {
    if (r.cells)
        return pairDistanceCells(r);
    const std::int64_t pairs = pe::pairCount(r.params.dim);
    // The map's offsets are not bounded by L (a pair's share is defined at any offset); as
    // many as asked for, computed as they are written.
    const std::int64_t last = mapLastOffset(r);
    const auto ks = r.logOffsets ? std::make_shared<const std::vector<std::int64_t>>(
                                       chosenOffsets(r, r.params.length - 1, false).listed)
                                 : nullptr;
    const std::int64_t offsets = ks ? static_cast<std::int64_t>(ks->size()) : last + 1;
    // Rows past what an int64 counts are past any budget too: the budget's message says so.
    if (static_cast<double>(pairs) * static_cast<double>(offsets) > 0x1p62)
        pe::requireMatrixFits(static_cast<double>(pairs) * static_cast<double>(offsets), 4.0,
                              sizeof(double), r.params.memoryBudgetBytes,
                              "the pair x distance map");
    pe::RowBlocks blocks;
    blocks.rows = pairs * offsets;
    blocks.cols = 4;
    blocks.fill = [r, offsets, ks](std::int64_t first, std::int64_t count, double* out) {
        for (std::int64_t row = first; row < first + count; ++row, out += 4) {
            const std::int64_t i = row / offsets,
                               k = ks ? (*ks)[static_cast<std::size_t>(row % offsets)]
                                      : row % offsets;
            out[0] = static_cast<double>(i);
            out[1] = static_cast<double>(k);
            out[2] = pe::pairShare(r.params, i, r.p, k);
            out[3] = pe::pairHalfTurns(r.params, i, k);
        }
    };
    return named(std::move(blocks), {"pair", "offset", "contribution", "half_turns"},
                 "each pair's share of ||PE(p) - PE(p + offset)||^2, p = " + std::to_string(r.p) +
                     ", and the half turns it has turned");
}

pe::Matrix tableOrEncoding(const DataRequest& r) {
    return r.table ? *r.table : pe::sinusoidalEncoding(r.params);
}

pe::PrincipalComponents componentsOf(const pe::Matrix& table, const DataRequest& r) {
    std::optional<pe::PrincipalComponents> found =
        pe::principalComponents(table, r.components, 0, r.stop);
    if (!found)
        throw DataStopped{};
    return std::move(*found);
}

// position, pc1 .. pcK: the centred rows on the top K components.
pe::RowBlocks pca(const DataRequest& r) {
    const pe::Matrix table = tableOrEncoding(r);
    const pe::PrincipalComponents components = componentsOf(table, r);
    pe::Matrix matrix(table.rows(), components.scores.cols() + 1);
    for (Eigen::Index t = 0; t < table.rows(); ++t) {
        matrix(t, 0) = double(t);
        matrix.row(t).tail(components.scores.cols()) = components.scores.row(t);
    }
    std::vector<std::string> names{"position"};
    for (Eigen::Index c = 1; c <= components.scores.cols(); ++c)
        names.push_back("pc" + std::to_string(c));
    return named(pe::rowBlocksOf(std::move(matrix)), names,
                 "the mean-centred rows of the " + tableWord(r) + " on its principal components");
}

// component, ratio for the top K.
pe::RowBlocks explainedVariance(const DataRequest& r) {
    const pe::PrincipalComponents components = componentsOf(tableOrEncoding(r), r);
    pe::Matrix matrix(Eigen::Index(components.explained.size()), 2);
    for (std::size_t i = 0; i < components.explained.size(); ++i)
        matrix.row(Eigen::Index(i)) << double(i + 1), components.explained[i];
    return named(pe::rowBlocksOf(std::move(matrix)), {"component", "ratio"},
                 "each principal component's share of the variance, 0 .. 1");
}

// dim, cycles_per_position, wavelength, power_share for every dimension.
pe::RowBlocks spectrum(const DataRequest& r) {
    std::optional<std::vector<pe::DimensionFrequency>> found =
        pe::columnSpectrum(tableOrEncoding(r), 0, r.stop);
    if (!found)
        throw DataStopped{};
    const std::vector<pe::DimensionFrequency>& dims = *found;
    pe::Matrix matrix(Eigen::Index(dims.size()), 4);
    for (std::size_t d = 0; d < dims.size(); ++d)
        matrix.row(Eigen::Index(d)) << double(dims[d].dim), dims[d].cyclesPerPosition,
            dims[d].wavelength, dims[d].powerShare;
    return named(pe::rowBlocksOf(std::move(matrix)),
                 {"dim", "cycles_per_position", "wavelength", "power_share"},
                 "each dimension of the " + tableWord(r) +
                     ": the dominant frequency over the positions, its wavelength and its share "
                     "of the column's power");
}

} // namespace

const std::array<DataSubjectInfo, 12>& dataSubjectTable() {
    static const std::array<DataSubjectInfo, 12> table = {{
        {DataSubject::Encoding, "pe", QT_TRANSLATE_NOOP("DataSubject", "PE matrix"), true, true,
         true, false, &encoding},
        {DataSubject::Similarity, "similarity",
         QT_TRANSLATE_NOOP("DataSubject", "Similarity matrix"), true, true, true, false,
         &similarity},
        {DataSubject::Frequencies, "frequencies",
         QT_TRANSLATE_NOOP("DataSubject", "Frequency table"), true, false, false, false,
         &frequencies},
        {DataSubject::Offsets, "offsets", QT_TRANSLATE_NOOP("DataSubject", "Similarity by offset"),
         true, true, false, false, &offsetData},
        {DataSubject::AlibiSlopes, "alibi-slopes", QT_TRANSLATE_NOOP("DataSubject", "ALiBi slopes"),
         false, false, false, false, &alibiSlopes},
        {DataSubject::RopeFrequencies, "rope-frequencies",
         QT_TRANSLATE_NOOP("DataSubject", "RoPE frequencies"), false, false, false, true,
         &ropeFrequencies},
        {DataSubject::RopeAttentionFactor, "rope-attention-factor",
         QT_TRANSLATE_NOOP("DataSubject", "RoPE attention factor"), false, false, false, true,
         &ropeAttentionFactor},
        {DataSubject::PairDistance, "pair-distance",
         QT_TRANSLATE_NOOP("DataSubject", "What tells p and q apart (pair distances)"), true, false,
         false, false, &pairDistance},
        {DataSubject::PairDistanceMap, "pair-distance-map",
         QT_TRANSLATE_NOOP("DataSubject", "Each pair's share at every offset (pair x distance)"),
         true, false, false, false, &pairDistanceMap},
        {DataSubject::Pca, "pca", QT_TRANSLATE_NOOP("DataSubject", "Principal components"), true,
         true, false, false, &pca},
        {DataSubject::ExplainedVariance, "explained-variance",
         QT_TRANSLATE_NOOP("DataSubject", "Explained variance"), true, true, false, false,
         &explainedVariance},
        {DataSubject::Spectrum, "spectrum",
         QT_TRANSLATE_NOOP("DataSubject", "Dominant frequency of each dimension"), true, true,
         false, false, &spectrum},
    }};
    return table;
}

const DataSubjectInfo& dataSubjectInfo(DataSubject subject) {
    for (const DataSubjectInfo& info : dataSubjectTable())
        if (info.subject == subject)
            return info;
    return dataSubjectTable().front();
}

QString dataSubjectTitle(DataSubject subject) {
    return QCoreApplication::translate("DataSubject", dataSubjectInfo(subject).title);
}

std::optional<DataSubject> dataSubjectFromName(const QString& name) {
    for (const DataSubjectInfo& info : dataSubjectTable())
        if (name == QLatin1String(info.name))
            return info.subject;
    return std::nullopt;
}

QStringList dataSubjectNames() {
    QStringList names;
    for (const DataSubjectInfo& info : dataSubjectTable())
        names << QString::fromLatin1(info.name);
    return names;
}

pe::RowBlocks dataRows(DataSubject subject, const DataRequest& request) {
    return dataSubjectInfo(subject).compute(request);
}

pe::Matrix computeData(DataSubject subject, const DataRequest& request) {
    const std::string what = std::string("the ") + dataSubjectInfo(subject).name + " matrix";
    return pe::collectRows(dataRows(subject, request), request.params.memoryBudgetBytes,
                           what.c_str());
}

DataSubject dataSubjectOfView(ViewKind view) {
    // The views whose data is spelled otherwise than they are; the rest share their name.
    static const std::pair<ViewKind, DataSubject> spelledOtherwise[] = {
        {ViewKind::Heatmap, DataSubject::Encoding},
        {ViewKind::Waveforms, DataSubject::Encoding},
        {ViewKind::Springs, DataSubject::PairDistance},
    };
    for (const auto& [kind, subject] : spelledOtherwise)
        if (kind == view)
            return subject;
    return dataSubjectFromName(viewName(view)).value_or(DataSubject::Encoding);
}
