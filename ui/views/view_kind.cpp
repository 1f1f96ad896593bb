#include "ui/views/view_kind.h"

#include "ui/views/frequency_band_view.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/offset_profile_view.h"
#include "ui/views/similarity_view.h"
#include "ui/views/springs_view.h"
#include "ui/views/waveform_view.h"

#include <QCoreApplication>

namespace {

template <class View> std::unique_ptr<PlotView> make() {
    return std::make_unique<View>();
}

} // namespace

const std::array<ViewInfo, 6>& viewTable() {
    static const std::array<ViewInfo, 6> table = {{
        {ViewKind::Heatmap, "heatmap", QT_TRANSLATE_NOOP("PlotView", "Encoding PE(pos, dim)"),
         QT_TRANSLATE_NOOP("PlotView",
                           "Every value of the encoding: one row per position, one column per "
                           "dimension, blue below 0 and red above. Click a cell to select it and "
                           "draw its column as a waveform; the arrow keys move the cell; the wheel "
                           "zooms, a drag pans, a double-click shows everything again."),
         &make<HeatmapView>},
        {ViewKind::Waveforms, "waveforms", QT_TRANSLATE_NOOP("PlotView", "Waveforms PE(pos, d)"),
         QT_TRANSLATE_NOOP(
             "PlotView", "The chosen dimensions as curves over the positions: springs of different "
                         "frequencies, fast in the first dimensions and slow in the last. Where a "
                         "curve turns faster than a pixel, its band shows the range it covers."),
         &make<WaveformView>},
        {ViewKind::Similarity, "similarity",
         QT_TRANSLATE_NOOP("PlotView", "Similarity between positions"),
         QT_TRANSLATE_NOOP(
             "PlotView", "How alike the encodings of two positions are (the metric of the control "
                         "panel). Click a cell to compare its two positions in the springs view."),
         &make<SimilarityView>},
        {ViewKind::Offsets, "offsets", QT_TRANSLATE_NOOP("PlotView", "Similarity against offset k"),
         QT_TRANSLATE_NOOP(
             "PlotView", "The similarity from the selected position p to p + k for every offset k: "
                         "the same curve from every p, because it depends on the offset only."),
         &make<OffsetProfileView>},
        {ViewKind::Frequencies, "frequencies",
         QT_TRANSLATE_NOOP("PlotView", "Wavelength per dimension"),
         QT_TRANSLATE_NOOP(
             "PlotView",
             "The wavelength of every dimension, from 2 pi to about 2 pi x base. Drag across "
             "dimensions to choose a band; the similarity can then use that band alone."),
         &make<FrequencyBandView>},
        {ViewKind::Springs, "springs", QT_TRANSLATE_NOOP("PlotView", "What tells p and q apart"),
         QT_TRANSLATE_NOOP("PlotView",
                           "For the positions p and q: each frequency pair's share of the squared "
                           "distance between their encodings. Fast pairs tell neighbours apart; "
                           "slow pairs tell distant positions apart."),
         &make<SpringsView>},
    }};
    return table;
}

const ViewInfo& viewInfo(ViewKind kind) {
    for (const ViewInfo& info : viewTable())
        if (info.kind == kind)
            return info;
    return viewTable().front();
}

QString viewName(ViewKind kind) {
    return QString::fromLatin1(viewInfo(kind).name);
}

QString viewTitle(ViewKind kind) {
    return QCoreApplication::translate("PlotView", viewInfo(kind).title);
}

QString viewDescription(ViewKind kind) {
    return QCoreApplication::translate("PlotView", viewInfo(kind).what);
}

std::optional<ViewKind> viewKindFromName(const QString& name) {
    for (const ViewInfo& info : viewTable())
        if (name == QLatin1String(info.name))
            return info.kind;
    return std::nullopt;
}

QStringList viewNames() {
    QStringList names;
    for (const ViewInfo& info : viewTable())
        names << QString::fromLatin1(info.name);
    return names;
}
