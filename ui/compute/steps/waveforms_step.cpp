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

std::shared_ptr<const ViewPayload> run(const ExploreRequest& request, const ViewPart& part,
                                       const Cancelled&) {
    auto payload = std::make_shared<WaveformsPayload>();
    // Drawn by dimension, fastest first, whatever order they were clicked in: the rows then
    // read as the springs from fast to slow.
    std::vector<std::int64_t> waveDims = request.waveDims;
    std::sort(waveDims.begin(), waveDims.end());
    for (std::int64_t dim : waveDims)
        if (dim >= 0 && dim < request.params.dim)
            payload->waveforms.push_back(waveformOf(request.params, dim, part.windows.at(0)));
    return payload;
}

bool sameWork(const ExploreRequest&, const ViewPart& pa, const ExploreRequest&,
              const ViewPart& pb) {
    return sameCurveWindow(pa.windows.at(0), pb.windows.at(0));
}

} // namespace

const ComputeStep& waveformsStep() {
    static const ComputeStep step{&run, &sameWork, /*curve=*/true};
    return step;
}

ViewPart waveformsPart(const ViewWindow& positions) {
    return {&waveformsStep(), {positions}};
}
