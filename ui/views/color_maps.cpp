// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/color_maps.h"

#include <algorithm>

QCPColorGradient divergingGradient() {
    // ColorBrewer RdBu, reversed so that negative is blue.
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(5, 48, 97));
    gradient.setColorStopAt(0.15, QColor(33, 102, 172));
    gradient.setColorStopAt(0.3, QColor(67, 147, 195));
    gradient.setColorStopAt(0.42, QColor(146, 197, 222));
    gradient.setColorStopAt(0.5, QColor(247, 247, 247));
    gradient.setColorStopAt(0.58, QColor(244, 165, 130));
    gradient.setColorStopAt(0.7, QColor(214, 96, 77));
    gradient.setColorStopAt(0.85, QColor(178, 24, 43));
    gradient.setColorStopAt(1.0, QColor(103, 0, 31));
    gradient.setLevelCount(256);
    return gradient;
}

QCPColorGradient sequentialGradient() {
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(68, 1, 84));
    gradient.setColorStopAt(0.25, QColor(59, 82, 139));
    gradient.setColorStopAt(0.5, QColor(33, 145, 140));
    gradient.setColorStopAt(0.75, QColor(94, 201, 98));
    gradient.setColorStopAt(1.0, QColor(253, 231, 37));
    gradient.setLevelCount(256);
    return gradient;
}

namespace {

// QCPColorMap spreads its key range over cell centres; a lone sample would get zero
// width, so it is drawn as two half cells that together span the sample's step.
struct CellAxis {
    int size;
    QCPRange range;
    bool doubled;
};

// A cell that stands for the run from its sample on is centred on the run, not the sample.
CellAxis cellAxis(const Sampling& s, bool startsRuns) {
    const double shift = startsRuns ? 0.5 * double(s.step - 1) : 0.0;
    if (s.count == 1) {
        const double quarter = 0.25 * double(s.step);
        return {2, QCPRange(double(s.first) + shift - quarter, double(s.first) + shift + quarter),
                true};
    }
    return {int(s.count), QCPRange(double(s.first) + shift, double(s.last()) + shift), false};
}

} // namespace

QCPColorMapData* makeColorMapData(const DisplayGrid& grid) {
    const CellAxis keys = cellAxis(grid.cols, grid.colsStartRuns);
    const CellAxis values = cellAxis(grid.rows, grid.rowsStartRuns);
    auto* data = new QCPColorMapData(keys.size, values.size, keys.range, values.range);
    for (int v = 0; v < values.size; ++v) {
        const std::int64_t r = values.doubled ? 0 : v;
        for (int k = 0; k < keys.size; ++k)
            data->setCell(k, v, double(grid.at(r, keys.doubled ? 0 : k)));
    }
    return data;
}

QColor waveColorOf(const std::vector<std::int64_t>& waveDims, std::int64_t dim, int drawn) {
    const auto at = std::find(waveDims.begin(), waveDims.end(), dim);
    return waveColor(at == waveDims.end() ? drawn : int(at - waveDims.begin()));
}

QColor waveColor(int index) {
    static const QColor colors[] = {
        QColor(0, 114, 178), QColor(213, 94, 0),   QColor(0, 158, 115), QColor(204, 121, 167),
        QColor(230, 159, 0), QColor(86, 180, 233), QColor(0, 0, 0),     QColor(150, 150, 40)};
    return colors[index % 8];
}
