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
         &make<HeatmapView>},
        {ViewKind::Waveforms, "waveforms", QT_TRANSLATE_NOOP("PlotView", "Waveforms PE(pos, d)"),
         &make<WaveformView>},
        {ViewKind::Similarity, "similarity",
         QT_TRANSLATE_NOOP("PlotView", "Similarity between positions"), &make<SimilarityView>},
        {ViewKind::Offsets, "offsets", QT_TRANSLATE_NOOP("PlotView", "Similarity against offset k"),
         &make<OffsetProfileView>},
        {ViewKind::Frequencies, "frequencies",
         QT_TRANSLATE_NOOP("PlotView", "Wavelength per dimension"), &make<FrequencyBandView>},
        {ViewKind::Springs, "springs", QT_TRANSLATE_NOOP("PlotView", "What tells p and q apart"),
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
