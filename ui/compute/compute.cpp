#include "ui/compute/compute.h"

#include "core/binned_encoding.h"
#include "core/fast_encoding.h"
#include "core/pair_distance.h"
#include "core/parameter_validation.h"
#include "core/similarity_window.h"
#include "core/sinusoidal_encoding.h"
#include "core/vector_state.h"
#include "core/wave_range.h"

#include <QElapsedTimer>
#include <algorithm>
#include <cmath>

namespace {

// Rows are computed in chunks so a cancelled request stops within a few milliseconds.
constexpr std::int64_t kRowsPerChunk = 256;

// The heatmap block: every row in full, then the sampled columns picked out of it. A row
// that stands for one position is the engine's float fast path (within 3e-8 of the exact
// values: far below a colour step); one that stands for a run of positions is the exact mean
// of the run centred on it (binned_encoding.h), so dimensions faster than a row fade
// instead of aliasing, and pairs turning more than a quarter cycle a row are 0. Likewise a column
// that stands for several is the mean of the columns of its own kind around it
// (pe::columnRunAround), never sin blended with cos, and 0 where those columns have drifted
// apart by more than a quarter cycle (pe::columnDriftStart). One thread: the GUI thread keeps the
// other core.
bool fillHeatmap(const ExploreRequest& request, DisplayGrid& grid,
                 const std::function<bool()>& cancelled) {
    const pe::EncodingParams& p = request.params;
    grid.rows = sampleWindow(request.heatPositions, p.length);
    grid.cols = sampleDimensions(request.heatDims, p.dim);
    grid.values.resize(std::size_t(grid.rows.count * grid.cols.count));
    // Whole rows of D floats: under the budget like every matrix that grows with D (and never
    // a size that overflows for D near 2^63).
    pe::requireMatrixFits(double(kRowsPerChunk), double(p.dim), int(sizeof(float)),
                          p.memoryBudgetBytes, "the heatmap's rows");
    std::vector<float> chunk(std::size_t(kRowsPerChunk * p.dim));
    std::vector<pe::ColumnRun> columnRuns;
    std::vector<double> driftStarts;
    for (std::int64_t c = 0; c < grid.cols.count; ++c) {
        columnRuns.push_back(pe::columnRunAround(grid.cols.at(c), grid.cols.step, p.dim, p.layout));
        driftStarts.push_back(pe::columnDriftStart(p, grid.rows.step, columnRuns.back()));
    }
    for (std::int64_t r0 = 0; r0 < grid.rows.count; r0 += kRowsPerChunk) {
        if (cancelled())
            return false;
        const std::int64_t n = std::min(kRowsPerChunk, grid.rows.count - r0);
        if (grid.rows.step == 1)
            pe::fastFillEncodingRows(p, grid.rows.at(r0), 1, n, chunk.data(), 1);
        else
            pe::fillBinMeanRows(p, grid.rows.at(r0), grid.rows.step, n, chunk.data());
        for (std::int64_t r = 0; r < n; ++r) {
            const float* row = chunk.data() + r * p.dim;
            const double lastPosition =
                double(pe::runAround(grid.rows.at(r0 + r), grid.rows.step, p.length).last);
            for (std::int64_t c = 0; c < grid.cols.count; ++c) {
                const std::size_t k = std::size_t(c);
                grid.values[std::size_t((r0 + r) * grid.cols.count + c)] =
                    grid.cols.step == 1 ? row[grid.cols.at(c)]
                    : lastPosition > driftStarts[k]
                        ? 0.0f
                        : float(pe::columnRunMean(row, columnRuns[k], p.dim, p.layout));
            }
        }
    }
    return true;
}

// The similarity block; rows and columns share the coarser of their two steps.
void fillSimilarity(const ExploreRequest& request, ExploreResult& result) {
    const std::int64_t L = request.params.length;
    const std::int64_t step =
        std::max(sampleWindow(request.simRows, L).step, sampleWindow(request.simCols, L).step);
    DisplayGrid& grid = result.similarity;
    grid.rows = sampleWindowWithStep(request.simRows, L, step);
    grid.cols = sampleWindowWithStep(request.simCols, L, step);
    const pe::Matrix block =
        pe::similarityBlock(request.params, request.metric, grid.rows.first, grid.cols.first, step,
                            grid.rows.count, grid.cols.count, request.band);
    grid.values.assign(block.data(), block.data() + block.size());
    const auto [lo, hi] = std::minmax_element(grid.values.begin(), grid.values.end());
    result.similarityMin = *lo;
    result.similarityMax = *hi;
}

void fillOffsets(const ExploreRequest& request, ExploreResult& result) {
    const std::int64_t L = request.params.length;
    result.from = std::clamp<std::int64_t>(request.from, 0, L - 1);
    result.offsets = sampleWindow(request.offsets, L - result.from);
    result.offsetValues = pe::sampledSimilarityByOffset(request.params, request.metric, result.from,
                                                        result.offsets.first, result.offsets.step,
                                                        result.offsets.count, request.band);
    // Each overlaid start over the same window of k, as far as its own L - start reaches.
    result.offsetCurves.clear();
    for (const std::int64_t start : request.scene.offsetStarts) {
        if (start < 0 || start >= L)
            continue;
        OffsetCurve curve;
        curve.from = start;
        curve.offsets = sampleWindow(request.offsets, L - start);
        curve.values = pe::sampledSimilarityByOffset(request.params, request.metric, start,
                                                     curve.offsets.first, curve.offsets.step,
                                                     curve.offsets.count, request.band);
        result.offsetCurves.push_back(std::move(curve));
    }
}

// p is the offset profile's start (the selected position); q is clamped to 0 .. L-1 like it.
void fillSprings(const ExploreRequest& request, ExploreResult& result) {
    PairSprings& s = result.springs;
    s.p = result.from;
    s.q = std::clamp<std::int64_t>(request.partner, 0, request.params.length - 1);
    const std::vector<double> shares = pe::pairDistance(request.params, s.p, s.q);
    s.pairs = std::int64_t(shares.size());
    s.bins = springBins(request.params.dim, request.springsPixels);
    s.barValues.assign(std::size_t(s.bins.count), 0.0);
    for (std::int64_t b = 0; b < s.bins.count; ++b) {
        const std::int64_t first = s.bins.at(b), end = std::min(first + s.bins.step, s.pairs);
        double sum = 0.0;
        for (std::int64_t i = first; i < end; ++i)
            sum += shares[std::size_t(i)];
        s.barValues[std::size_t(b)] = sum / double(end - first);
    }
    s.total = 0.0;
    for (double share : shares)
        s.total += share;
    s.halfTurn = pe::halfTurnPair(request.params, s.q - s.p);
}

// Two samples per pixel keep the curve smooth while a wavelength spans a few pixels.
void sampleCurve(Waveform& w, double divisor, double lo, double hi, int pixels) {
    const int samples = 2 * pixels + 1;
    for (int s = 0; s < samples && hi >= lo; ++s) {
        const double x = lo + (hi - lo) * s / (samples - 1);
        w.curveX.push_back(x);
        w.curveY.push_back(w.isSin ? std::sin(x / divisor) : std::cos(x / divisor));
    }
}

// Faster than that, samples would alias into a false slow wave: each pixel shows the range
// the curve sweeps, low and high in turn, so the line fills it (wave_range.h). The range
// reaches half a pixel into each neighbour (within first .. last, where the curve exists):
// the columns are drawn at the pixels' centres, so each must cover the curve up to the
// midpoint towards the next one, or the envelope shows gaps that beat with the wavelength.
void rangeCurve(Waveform& w, double divisor, double lo, double hi, int pixels, double first,
                double last) {
    const double width = (hi - lo) / pixels;
    for (int j = 0; j < pixels; ++j) {
        const double x0 = lo + width * j;
        const pe::ValueRange range = pe::waveRange(
            divisor, w.isSin, std::max(first, x0 - 0.5 * width), std::min(last, x0 + 1.5 * width));
        const bool up = j % 2 == 0;
        w.curveX.insert(w.curveX.end(), 2, x0 + 0.5 * width);
        w.curveY.push_back(up ? range.low : range.high);
        w.curveY.push_back(up ? range.high : range.low);
    }
}

Waveform waveformOf(const pe::EncodingParams& p, std::int64_t dim, const ViewWindow& window) {
    Waveform w;
    w.dim = dim;
    const pe::ColumnInfo info = pe::columnInfo(dim, p.dim, p.layout);
    w.pair = info.pair;
    w.isSin = info.isSin;
    w.omega = pe::pairOmega(info.pair, p.dim, p.base);
    w.wavelength = pe::pairWavelength(info.pair, p.dim, p.base);
    const double divisor = pe::pairDivisor(info.pair, p.dim, p.base);
    const double lo = std::max(0.0, window.lower),
                 hi = std::min(double(p.length - 1), window.upper);
    const int pixels = std::max(1, window.pixels);
    w.isBand = w.wavelength < 4 * (hi - lo) / pixels;
    if (w.isBand)
        rangeCurve(w, divisor, lo, hi, pixels, 0.0, double(p.length - 1));
    else
        sampleCurve(w, divisor, lo, hi, pixels);
    // Dots only while each gets a few pixels: otherwise they merge into a bar.
    const Sampling dots = sampleWindow(window, p.length);
    if (dots.step == 1 && dots.count * 4 <= window.pixels)
        for (std::int64_t pos = dots.first; pos <= dots.last(); ++pos) {
            w.dotX.push_back(double(pos));
            w.dotY.push_back(pe::encodingValue(pos, dim, p));
        }
    return w;
}

void fillBands(const pe::EncodingParams& p, ExploreResult& result) {
    const pe::Matrix table = pe::frequencyTable(p);
    result.wavelengths.resize(std::size_t(p.dim));
    for (std::int64_t d = 0; d < p.dim; ++d)
        result.wavelengths[std::size_t(d)] = table(d, 3);
    const auto [lo, hi] = std::minmax_element(result.wavelengths.begin(), result.wavelengths.end());
    result.wavelengthMin = *lo;
    result.wavelengthMax = *hi;
}

} // namespace

std::shared_ptr<ExploreDelivery> computeExplore(const ExploreRequest& request, quint64 generation,
                                                const std::function<bool()>& cancelled,
                                                const PlotDataPreparer& prepare) {
    QElapsedTimer clock;
    clock.start();
    pe::clearUpperVectorState(); // see vector_state.h: a dirty AVX state slows every SSE loop
    pe::requireValidParams(request.params);
    auto delivery = std::make_shared<ExploreDelivery>();
    delivery->generation = generation;
    auto result = std::make_shared<ExploreResult>();
    result->generation = generation;
    result->request = request;
    if (!fillHeatmap(request, result->heatmap, cancelled) || cancelled())
        return nullptr;
    fillSimilarity(request, *result);
    if (cancelled())
        return nullptr;
    fillOffsets(request, *result);
    fillSprings(request, *result);
    // Drawn by dimension, fastest first, whatever order they were clicked in: the rows then
    // read as the springs from fast to slow.
    std::vector<std::int64_t> waveDims = request.waveDims;
    std::sort(waveDims.begin(), waveDims.end());
    for (std::int64_t dim : waveDims)
        if (dim >= 0 && dim < request.params.dim)
            result->waveforms.push_back(waveformOf(request.params, dim, request.wavePositions));
    fillBands(request.params, *result);
    if (cancelled())
        return nullptr;
    if (prepare)
        delivery->plotData = prepare(*result);
    result->computeMs = double(clock.nsecsElapsed()) / 1e6;
    delivery->result = std::move(result);
    return delivery;
}
