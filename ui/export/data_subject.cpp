// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/data_subject.h"

#include "core/alibi.h"
#include "core/column_spectrum.h"
#include "core/pair_distance.h"
#include "core/parameter_validation.h"
#include "core/principal_components.h"
#include "core/similarity.h"

#include <QCoreApplication>

namespace {

pe::Matrix encoding(const DataRequest& r) {
    if (r.table)
        return *r.table;
    if (r.learned)
        return pe::learnedEncoding(r.params, r.maxLength, r.seed);
    return pe::sinusoidalEncoding(r.params);
}

pe::Matrix similarity(const DataRequest& r) {
    if (r.learned || r.table) {
        pe::requireValidBand(r.params, r.band);
        const pe::Matrix table =
            r.table ? *r.table : pe::learnedEncoding(r.params, r.maxLength, r.seed);
        if (!r.band)
            return pe::similarityOf(table, r.metric, r.params.memoryBudgetBytes);
        return pe::similarityOf(table.middleCols(r.band->first, r.band->last - r.band->first + 1),
                                r.metric, r.params.memoryBudgetBytes);
    }
    return pe::similarity(r.params, r.metric, r.band);
}

pe::Matrix frequencies(const DataRequest& r) {
    return pe::frequencyTable(r.params);
}

// k, sim(from, from + k) as an N x 2 matrix, so it shares the CSV/NPY writers.
pe::Matrix offsets(const DataRequest& r) {
    std::vector<double> values;
    if (r.table) {
        // The general path, one pair of rows at a time: the same metric as the matrix's.
        pe::requireValidBand(r.params, r.band);
        if (r.from < 0 || r.from >= r.table->rows())
            throw pe::invalidParameter("from", std::to_string(r.from),
                                       "the table's positions are 0 .. " +
                                           std::to_string(r.table->rows() - 1));
        const Eigen::Index first = r.band ? r.band->first : 0;
        const Eigen::Index cols = r.band ? r.band->last - r.band->first + 1 : r.table->cols();
        pe::Matrix pair(2, cols);
        pair.row(0) = r.table->row(r.from).segment(first, cols);
        for (Eigen::Index to = r.from; to < r.table->rows(); ++to) {
            pair.row(1) = r.table->row(to).segment(first, cols);
            values.push_back(pe::similarityOf(pair, r.metric)(0, 1));
        }
    } else {
        values = pe::similarityByOffset(r.params, r.metric, r.from, r.band);
    }
    pe::Matrix matrix(static_cast<Eigen::Index>(values.size()), 2);
    for (std::size_t k = 0; k < values.size(); ++k)
        matrix.row(static_cast<Eigen::Index>(k)) << static_cast<double>(k), values[k];
    return matrix;
}

// One slope per row, so CSV prints one a line.
pe::Matrix alibiSlopes(const DataRequest& r) {
    const std::vector<double> slopes = pe::alibiSlopes(r.heads, r.params.memoryBudgetBytes);
    return Eigen::Map<const pe::Matrix>(slopes.data(), static_cast<Eigen::Index>(slopes.size()), 1);
}

// One row per pair: pair, inv_freq, wavelength.
pe::Matrix ropeFrequencies(const DataRequest& r) {
    const pe::RopeFrequencies f = pe::ropeFrequencies(r.rope, r.ropePrecision);
    pe::Matrix matrix(static_cast<Eigen::Index>(f.invFreq.size()), 3);
    for (std::size_t i = 0; i < f.invFreq.size(); ++i)
        matrix.row(static_cast<Eigen::Index>(i)) << static_cast<double>(i), f.invFreq[i],
            f.wavelength[i];
    return matrix;
}

pe::Matrix ropeAttentionFactor(const DataRequest& r) {
    pe::Matrix matrix(1, 1);
    matrix(0, 0) = pe::ropeFrequencies(r.rope, r.ropePrecision).attentionFactor;
    return matrix;
}

// pair, contribution: each frequency pair's share of ||PE(from) - PE(to)||^2.
pe::Matrix pairDistance(const DataRequest& r) {
    const std::vector<double> shares = pe::pairDistance(r.params, r.from, r.to);
    pe::Matrix matrix(static_cast<Eigen::Index>(shares.size()), 2);
    for (std::size_t i = 0; i < shares.size(); ++i)
        matrix.row(static_cast<Eigen::Index>(i)) << static_cast<double>(i), shares[i];
    return matrix;
}

// pair, offset, contribution, half_turns: each pair's share of ||PE(from) - PE(from + k)||^2
// for every offset k = 0 .. L-1, and how many half turns w_i k / pi it has turned (past 1 the
// pair has wrapped).
pe::Matrix pairDistanceMap(const DataRequest& r) {
    pe::requireValidParams(r.params);
    pe::requirePairPosition("from", r.from);
    const std::int64_t pairs = pe::pairCount(r.params.dim), offsets = r.params.length;
    pe::requireMatrixFits(static_cast<double>(pairs) * static_cast<double>(offsets), 4.0,
                          sizeof(double), r.params.memoryBudgetBytes, "the pair x distance map");
    pe::Matrix matrix(static_cast<Eigen::Index>(pairs * offsets), 4);
    Eigen::Index row = 0;
    for (std::int64_t i = 0; i < pairs; ++i)
        for (std::int64_t k = 0; k < offsets; ++k, ++row)
            matrix.row(row) << static_cast<double>(i), static_cast<double>(k),
                pe::pairShare(r.params, i, r.from, k), pe::pairHalfTurns(r.params, i, k);
    return matrix;
}

pe::Matrix tableOrEncoding(const DataRequest& r) {
    return r.table ? *r.table : pe::sinusoidalEncoding(r.params);
}

// position, pc1 .. pcK: the centred rows on the top K components.
pe::Matrix pca(const DataRequest& r) {
    const pe::Matrix table = tableOrEncoding(r);
    const pe::PrincipalComponents components = pe::principalComponents(table, r.components);
    pe::Matrix matrix(table.rows(), components.scores.cols() + 1);
    for (Eigen::Index t = 0; t < table.rows(); ++t) {
        matrix(t, 0) = double(t);
        matrix.row(t).tail(components.scores.cols()) = components.scores.row(t);
    }
    return matrix;
}

// component, ratio for the top K.
pe::Matrix explainedVariance(const DataRequest& r) {
    const pe::PrincipalComponents components =
        pe::principalComponents(tableOrEncoding(r), r.components);
    pe::Matrix matrix(Eigen::Index(components.explained.size()), 2);
    for (std::size_t i = 0; i < components.explained.size(); ++i)
        matrix.row(Eigen::Index(i)) << double(i + 1), components.explained[i];
    return matrix;
}

// dim, cycles_per_position, wavelength, power_share for every dimension.
pe::Matrix spectrum(const DataRequest& r) {
    const std::vector<pe::DimensionFrequency> dims = pe::columnSpectrum(tableOrEncoding(r));
    pe::Matrix matrix(Eigen::Index(dims.size()), 4);
    for (std::size_t d = 0; d < dims.size(); ++d)
        matrix.row(Eigen::Index(d)) << double(dims[d].dim), dims[d].cyclesPerPosition,
            dims[d].wavelength, dims[d].powerShare;
    return matrix;
}

} // namespace

const std::array<DataSubjectInfo, 12>& dataSubjectTable() {
    static const std::array<DataSubjectInfo, 12> table = {{
        {DataSubject::Encoding, "pe", QT_TRANSLATE_NOOP("DataSubject", "PE matrix"), true, true,
         false, &encoding},
        {DataSubject::Similarity, "similarity",
         QT_TRANSLATE_NOOP("DataSubject", "Similarity matrix"), true, true, false, &similarity},
        {DataSubject::Frequencies, "frequencies",
         QT_TRANSLATE_NOOP("DataSubject", "Frequency table"), true, false, false, &frequencies},
        {DataSubject::Offsets, "offsets", QT_TRANSLATE_NOOP("DataSubject", "Similarity by offset"),
         false, false, false, &offsets},
        {DataSubject::AlibiSlopes, "alibi-slopes", QT_TRANSLATE_NOOP("DataSubject", "ALiBi slopes"),
         false, false, false, &alibiSlopes},
        {DataSubject::RopeFrequencies, "rope-frequencies",
         QT_TRANSLATE_NOOP("DataSubject", "RoPE frequencies"), false, false, true,
         &ropeFrequencies},
        {DataSubject::RopeAttentionFactor, "rope-attention-factor",
         QT_TRANSLATE_NOOP("DataSubject", "RoPE attention factor"), false, false, true,
         &ropeAttentionFactor},
        {DataSubject::PairDistance, "pair-distance",
         QT_TRANSLATE_NOOP("DataSubject", "What tells p and q apart (pair distances)"), false,
         false, false, &pairDistance},
        {DataSubject::PairDistanceMap, "pair-distance-map",
         QT_TRANSLATE_NOOP("DataSubject", "Each pair's share at every offset (pair x distance)"),
         false, false, false, &pairDistanceMap},
        {DataSubject::Pca, "pca", QT_TRANSLATE_NOOP("DataSubject", "Principal components"), false,
         false, false, &pca},
        {DataSubject::ExplainedVariance, "explained-variance",
         QT_TRANSLATE_NOOP("DataSubject", "Explained variance"), false, false, false,
         &explainedVariance},
        {DataSubject::Spectrum, "spectrum",
         QT_TRANSLATE_NOOP("DataSubject", "Dominant frequency of each dimension"), false, false,
         false, &spectrum},
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

pe::Matrix computeData(DataSubject subject, const DataRequest& request) {
    return dataSubjectInfo(subject).compute(request);
}
