// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/scene_figure.h"

#include "ui/compute/result.h"
#include "ui/export/atomic_write.h"
#include "ui/export/figure_metadata.h"
#include "ui/export/view_export.h"
#include "ui/views/plot_view.h"
#include "ui/views/plotkit/plot_canvas.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QRect>
#include <algorithm>
#include <cmath>
#include <limits>
#include <qcustomplot.h>

namespace {

// Where each view of the scene stands on the page, in the order of its rows.
struct Placed {
    SceneSlot slot;
    QRect rect;
};

// The page's parts: a margin all round, the title's line, the views, the caption's lines.
struct PageFrame {
    int margin, gap, titlePixels, captionPixels;
    QRect title, views, caption;
};

PageFrame pageFrame(const FigureOptions& options) {
    PageFrame f;
    const int w = options.widthPx, h = options.heightPx;
    f.margin = std::max(8, std::min(w, h) / 40);
    f.gap = f.margin / 2;
    const int base = options.fontPixelSize > 0 ? options.fontPixelSize : defaultFontPixelSize(w, h);
    f.titlePixels = base * 6 / 5;
    f.captionPixels = base * 4 / 5;
    const int titleHeight = f.titlePixels * 2;
    const int captionHeight = f.captionPixels * 3; // room for a second line
    f.title = QRect(f.margin, f.margin, w - 2 * f.margin, titleHeight);
    f.caption = QRect(f.margin, h - f.margin - captionHeight, w - 2 * f.margin, captionHeight);
    f.views = QRect(f.margin, f.title.bottom() + 1 + f.gap, w - 2 * f.margin,
                    f.caption.top() - f.gap - (f.title.bottom() + 1 + f.gap));
    return f;
}

// The slide: the scene's rows at their shares of the height, each row's views side by side.
// A4 portrait: every view a row of its own, the page's full width.
std::vector<Placed> placeViews(const SceneInfo& scene, ScenePage page, const QRect& area, int gap) {
    std::vector<std::vector<SceneSlot>> rows;
    std::vector<int> shares;
    if (page == ScenePage::Slide) {
        rows = scene.rows;
        shares = scene.rowShares;
    } else {
        for (const std::vector<SceneSlot>& row : scene.rows)
            for (const SceneSlot& slot : row)
                rows.push_back({slot});
    }
    if (shares.size() != rows.size())
        shares.assign(rows.size(), 1);
    int total = 0;
    for (const int share : shares)
        total += share;
    std::vector<Placed> placed;
    const int height = area.height() - gap * int(rows.size() - 1);
    int y = area.top(), used = 0;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        used += shares[r];
        const int bottom = area.top() + gap * int(r) + height * used / std::max(1, total);
        const auto n = int(rows[r].size());
        const int width = area.width() - gap * (n - 1);
        for (int c = 0; c < n; ++c) {
            const int left = area.left() + c * gap + width * c / n;
            const int right = area.left() + c * gap + width * (c + 1) / n;
            placed.push_back({rows[r][std::size_t(c)], QRect(left, y, right - left, bottom - y)});
        }
        y = bottom + gap;
    }
    return placed;
}

// A view's part of the figure: its own size, no caption (the page has one), the page's
// text size where it is larger than the view's own.
FigureOptions viewOptions(const FigureOptions& page, const QRect& rect) {
    FigureOptions view = page;
    view.widthPx = rect.width();
    view.heightPx = rect.height();
    view.caption.clear();
    view.metadata.clear();
    view.fontPixelSize = page.fontPixelSize > 0
                             ? page.fontPixelSize * 4 / 5
                             : std::max(defaultFontPixelSize(rect.width(), rect.height()),
                                        std::min(page.widthPx, page.heightPx) / 60);
    return view;
}

// The made view of a slot: the far springs are the springs' own twin, titled for the far q.
std::unique_ptr<PlotView> slotView(const SceneSlot& slot) {
    const ViewInfo& info = viewInfo(slot.kind);
    return slot.farQ && info.makeFarQ ? info.makeFarQ() : info.make();
}

// The twins of a page (the springs near and far) are read against each other, bar against
// bar: side by side on a slide their plot areas stand at one top and one bottom, stacked on A4
// at one left and one right and at one height, so that a bar of 4 is as tall in both. Each
// grows its axis rect's margins by what its own words beside the plot left it, so the room a
// shorter note (or the far springs' missing axis name) leaves stays outside its axis rather
// than stretching its bars.
void alignTwins(const std::vector<Placed>& placed, std::vector<std::unique_ptr<PlotView>>& views) {
    for (const bool across : {true, false}) {
        std::vector<bool> grouped(views.size(), false);
        for (std::size_t i = 0; i < views.size(); ++i) {
            if (grouped[i])
                continue;
            const QRect& at = placed[i].rect;
            std::vector<std::size_t> twins;
            for (std::size_t j = i; j < views.size(); ++j) {
                const QRect& other = placed[j].rect;
                const bool line = across ? other.top() == at.top() && other.height() == at.height()
                                         : other.left() == at.left() && other.width() == at.width();
                if (line && views[j]->kind() == views[i]->kind()) {
                    twins.push_back(j);
                    grouped[j] = true;
                }
            }
            if (twins.size() < 2)
                continue;
            std::vector<QRect> areas;
            int first = 0, last = std::numeric_limits<int>::max();
            int height = std::numeric_limits<int>::max();
            for (const std::size_t t : twins) {
                layOutAt(*views[t]->plot(), placed[t].rect.size());
                const QRect area = views[t]->plot()->axisRect()->rect();
                areas.push_back(area);
                first = std::max(first, across ? area.top() : area.left());
                last = std::min(last, across ? area.bottom() : area.right());
                height = std::min(height, area.height());
            }
            for (std::size_t k = 0; k < twins.size(); ++k) {
                QCPAxisRect* area = views[twins[k]]->plot()->axisRect();
                QMargins margins = area->margins();
                if (across) {
                    margins.setTop(margins.top() + first - areas[k].top());
                    margins.setBottom(margins.bottom() + areas[k].bottom() - last);
                } else {
                    margins.setLeft(margins.left() + first - areas[k].left());
                    margins.setRight(margins.right() + areas[k].right() - last);
                    margins.setBottom(margins.bottom() + areas[k].height() - height);
                }
                area->setMinimumMargins(margins);
            }
        }
    }
}

} // namespace

std::optional<ScenePage> scenePageFromString(const QString& text) {
    if (text == QLatin1String("slide"))
        return ScenePage::Slide;
    if (text.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0)
        return ScenePage::A4;
    return std::nullopt;
}

QSize scenePageSize(ScenePage page, int widthPx, int heightPx, int dpi) {
    // A4 is 210 x 297 mm; a slide 16:9.
    const double tall = page == ScenePage::A4 ? 297.0 / 210.0 : 9.0 / 16.0;
    if (widthPx > 0 && heightPx > 0)
        return QSize(widthPx, heightPx);
    if (widthPx > 0)
        return QSize(widthPx, int(std::lround(widthPx * tall)));
    if (heightPx > 0)
        return QSize(int(std::lround(heightPx / tall)), heightPx);
    if (page == ScenePage::A4)
        return QSize(int(std::lround(210.0 / 25.4 * dpi)), int(std::lround(297.0 / 25.4 * dpi)));
    return QSize(1920, 1080);
}

ExploreRequest sceneRequest(const ExplorerState& state) {
    const Selection& s = state.selection;
    ExploreRequest request = figureRequest(state.params, state.metric, s.p, s.waveDims);
    request.q = std::clamp<std::int64_t>(s.q, 0, state.params.length - 1);
    request.farQ = std::clamp<std::int64_t>(s.farQ, 0, state.params.length - 1);
    request.scene = state.scene;
    request.table = state.table;
    request.tableName = state.tableName;
    return request;
}

ScenePositions scenePositions(const SceneInfo& scene) {
    ScenePositions drawn;
    for (const std::vector<SceneSlot>& row : scene.rows)
        for (const SceneSlot& slot : row) {
            const ViewInfo& info = viewInfo(slot.kind);
            drawn.p = drawn.p || info.uses.p || info.uses.q || info.position == PositionUse::Always;
            drawn.q = drawn.q || info.uses.q;
        }
    drawn.farQ = drawn.q && showsFarQ(scene);
    return drawn;
}

QString sceneCaption(const SceneInfo& scene, const ExploreRequest& request) {
    // The positions the scene's views draw; a scene of none (a model's table) names none.
    const ScenePositions drawn = scenePositions(scene);
    const bool p = drawn.p, q = drawn.q;
    QString positions;
    if (drawn.farQ)
        positions = QCoreApplication::translate("FigureCaption", "p = %1, q = %2, far q = %3")
                        .arg(request.p)
                        .arg(request.q)
                        .arg(request.farQ);
    else if (q)
        positions = QCoreApplication::translate("FigureCaption", "p = %1, q = %2")
                        .arg(request.p)
                        .arg(request.q);
    else if (p)
        positions = QCoreApplication::translate("FigureCaption", "p = %1").arg(request.p);
    return positions.isEmpty() ? parameterCaption(request)
                               : parameterCaption(request) +
                                     QCoreApplication::translate("FigureCaption", "; ") + positions;
}

std::optional<SceneFigureData> computeSceneData(const SceneInfo& scene, ScenePage page,
                                                const ExploreRequest& request,
                                                const FigureOptions& options, QString* error,
                                                const pe::Stop& stop) {
    const PageFrame frame = pageFrame(options);
    SceneFigureData data;
    for (const Placed& placed : placeViews(scene, page, frame.views, frame.gap)) {
        ExploreRequest r = request;
        fitRequestToFigure(r, viewOptions(options, placed.rect));
        if (scene.logOffsets) // as the scene shows them in the window
            for (ViewPart& part : r.views)
                if (const ViewInfo* of = viewOfStep(part.step); of && of->logOffsetsPart)
                    part = of->logOffsetsPart(part);
        const ViewInfo& info = viewInfo(placed.slot.kind);
        const bool far = placed.slot.farQ && info.makeFarQ;
        std::shared_ptr<ExploreDelivery> delivery;
        if (far) {
            delivery = computeFarQFigureData(placed.slot.kind, r, error, stop);
        } else if (options.marks && showsFarQ(scene)) {
            // Marked, a view beside the far springs marks the far q too (the map's dotted
            // column), as it does in the window: its request carries their part.
            ExploreRequest marked = r;
            marked.views.clear();
            for (const ViewPart& part : r.views)
                if (part.step == &info.step())
                    marked.views.push_back(part);
            for (const ViewInfo& twin : viewTable())
                if (twin.farQPart)
                    for (const ViewPart& part : r.views)
                        if (part.step == &twin.step())
                            marked.views.push_back(twin.farQPart(part));
            delivery = computeFigureData(std::nullopt, marked, error, stop);
        } else {
            delivery = computeFigureData(placed.slot.kind, r, error, stop);
        }
        if (!delivery)
            return std::nullopt;
        data.push_back(std::move(delivery));
    }
    return data;
}

bool writeSceneFigure(const SceneInfo& scene, ScenePage page, SceneFigureData& data,
                      const FigureOptions& options, const QString& path, QString* error) {
    const PageFrame frame = pageFrame(options);
    const std::vector<Placed> placed = placeViews(scene, page, frame.views, frame.gap);
    std::vector<std::unique_ptr<PlotView>> views;
    for (std::size_t i = 0; i < placed.size() && i < data.size(); ++i) {
        std::unique_ptr<PlotView> view = slotView(placed[i].slot);
        view->setFigureMode(true);
        view->setInScene(true);
        views.push_back(
            renderedView(std::move(view), *data[i], viewOptions(options, placed[i].rect)));
    }
    alignTwins(placed, views);
    const QString title = sceneTitle(scene);
    const QString caption = options.caption; // sceneCaption(), as the CLI and the dialog give it
    // What it was made from, as a view's figure records it, with the scene and its far q:
    // `export scene NAME --like FIGURE` and File > Open figure's parameters read it back.
    FigureOptions recorded = options;
    if (!data.empty() && !placed.empty()) {
        const ExploreRequest& request = data.front()->result->request;
        FigureMetadata metadata = figureMetadataFor(placed.front().slot.kind, request, options);
        metadata.scene = QString::fromLatin1(scene.name);
        if (showsFarQ(scene))
            metadata.farQ = request.farQ;
        recorded.metadata = figureMetadataJson(metadata);
    }
    const FigureDrawing draw = [&](QCPPainter& painter) {
        painter.fillRect(QRect(0, 0, options.widthPx, options.heightPx),
                         figurePaper(options.theme));
        for (std::size_t i = 0; i < views.size(); ++i) {
            painter.save();
            painter.translate(placed[i].rect.topLeft());
            views[i]->plot()->toPainter(&painter, placed[i].rect.width(), placed[i].rect.height());
            painter.restore();
        }
        painter.setPen(figureInk(options.theme));
        QFont font = views.empty() ? QFont() : views.front()->plot()->font();
        font.setPixelSize(frame.titlePixels);
        font.setBold(true);
        painter.setFont(font);
        painter.drawText(frame.title, Qt::AlignCenter | Qt::TextWordWrap, title);
        font.setPixelSize(frame.captionPixels);
        font.setBold(false);
        painter.setFont(font);
        painter.drawText(frame.caption, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                         caption);
    };
    return writeAtomically(
        path, [&](QIODevice& device) { return writeDrawing(draw, recorded, device); }, error);
}

bool exportScene(const SceneInfo& scene, ScenePage page, const ExploreRequest& request,
                 const FigureOptions& options, const QString& path, QString* error) {
    std::optional<SceneFigureData> data = computeSceneData(scene, page, request, options, error);
    return data && writeSceneFigure(scene, page, *data, options, path, error);
}
