// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/steps/waveforms_step.h"

#include "core/sinusoidal_encoding.h"
#include "core/wave_range.h"

#include <algorithm>
#include <cmath>

namespace {

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

// A table's column has values only at the positions: the polyline through them while each
// gets a pixel, and where more share a pixel, their lowest and highest value in turn (the
// exact range, as for a fast wave: a sample of every k-th value would alias).
Waveform tableColumn(const pe::Matrix& table, std::int64_t dim, const ViewWindow& window) {
    Waveform w;
    w.dim = dim;
    w.fromTable = true;
    const auto column = table.col(Eigen::Index(dim));
    w.scale = column.cwiseAbs().maxCoeff();
    if (!(w.scale > 0.0))
        w.scale = 1.0; // a column of zeros stays on its baseline
    const std::int64_t length = table.rows();
    const auto value = [&](std::int64_t pos) { return column(Eigen::Index(pos)) / w.scale; };
    // Every position in the window, not a sampling's every k-th.
    const auto first = std::max<std::int64_t>(0, std::int64_t(std::ceil(window.lower)));
    const auto last = std::min<std::int64_t>(length - 1, std::int64_t(std::floor(window.upper)));
    const int pixels = std::max(1, window.pixels);
    if (last - first + 1 <= pixels) {
        for (std::int64_t pos = first; pos <= last; ++pos) {
            w.curveX.push_back(double(pos));
            w.curveY.push_back(value(pos));
        }
        if ((last - first + 1) * 4 <= pixels) {
            w.dotX = w.curveX;
            w.dotY = w.curveY;
        }
        return w;
    }
    w.isBand = true;
    const double width = double(last - first + 1) / pixels;
    for (int j = 0; j < pixels; ++j) {
        const auto from = first + std::int64_t(std::floor(j * width));
        const auto to = std::min(last, first + std::int64_t(std::ceil((j + 1) * width)) - 1);
        double low = value(from), high = low;
        for (std::int64_t pos = from + 1; pos <= to; ++pos) {
            low = std::min(low, value(pos));
            high = std::max(high, value(pos));
        }
        const double x = 0.5 * double(from + to);
        const bool up = j % 2 == 0;
        w.curveX.insert(w.curveX.end(), 2, x);
        w.curveY.push_back(up ? low : high);
        w.curveY.push_back(up ? high : low);
    }
    return w;
}

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart& part,
                                       const Cancelled&) {
    auto payload = std::make_shared<WaveformsPayload>();
    // Drawn by dimension, fastest first, whatever order they were clicked in: the rows then
    // read as the springs from fast to slow.
    std::vector<std::int64_t> waveDims = request.waveDims;
    std::sort(waveDims.begin(), waveDims.end());
    for (std::int64_t dim : waveDims)
        if (dim >= 0 && dim < request.params.dim)
            payload->waveforms.push_back(request.table
                                             ? tableColumn(*request.table, dim, part.windows.at(0))
                                             : waveformOf(request.params, dim, part.windows.at(0)));
    return payload;
}

bool sameWork(const ExploreRequest&, const ViewPart& pa, const ExploreRequest&,
              const ViewPart& pb) {
    return sameCurveWindow(pa.windows.at(0), pb.windows.at(0));
}

} // namespace

const ComputeStep& waveformsStep() {
    static const ComputeStep step{&run, &sameWork, /*curve=*/true, /*readsTable=*/true};
    return step;
}

ViewPart waveformsPart(const ViewWindow& positions) {
    return {&waveformsStep(), {positions}};
}
