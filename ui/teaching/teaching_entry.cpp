#include "teaching_entry.h"

#include "heatmap_view.h"
#include "teach_menu.h"

#include <QMainWindow>
#include <QMenuBar>

QMenu* makeTeachMenu(TeachingHub* hub, QWidget* parent) {
    return new TeachMenu(hub, parent);
}

TeachingHub* installTeaching(QMainWindow* window, QMenuBar* menuBar, HeatmapView* heatmap,
                             std::function<pe::EncodingParams()> currentParams) {
    auto* hub = new TeachingHub(window, std::move(currentParams));
    if (menuBar)
        menuBar->addMenu(makeTeachMenu(hub, window));
    if (heatmap)
        QObject::connect(heatmap, &HeatmapView::cellClicked, hub, &TeachingHub::inspectCell);
    return hub;
}
