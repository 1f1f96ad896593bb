// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/export_cases.h"

#include "bench/bench_report.h"
#include "ui/compute/memory_reuse.h"
#include "ui/export/view_export.h"
#include "ui/views/plot_view.h"
#include "ui/views/view_kind.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <cstdio>
#include <memory>
#include <string>

namespace bench {

void runExportCases() {
    // The first view of the table, the encoding itself: one cell per value, the largest
    // figure there is (export_heatmap_... in docs/PERFORMANCE.md).
    const ViewInfo& figure = viewTable().front();
    const std::string name = std::string("export_") + figure.name + "_2048x512_png_pdf";
    if (!selected(name))
        return;
    // The program's own allocator policy (app/main.cpp): export after export reuses the
    // same large buffers. Set here, after the engine cases, which race fresh allocations
    // against torch's.
    explore::keepFreedBuffersForReuse();
    std::unique_ptr<QApplication> app;
    if (!QCoreApplication::instance()) {
        static int argc = 1;
        static char name[] = "pe-bench";
        static char* argv[] = {name, nullptr};
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    }
    pe::EncodingParams params;
    params.length = 2048;
    params.dim = 512;
    const ExploreRequest request = figureRequest(params, pe::Metric::Cosine, 0, {});
    QTemporaryDir dir;
    if (!dir.isValid())
        fail(name, "no temporary folder");
    FigureOptions options; // 1600 x 1000 at 150 DPI, like matplotlib's figure in the baseline
    options.caption = parameterCaption(request);
    // Compute and lay out the figure once, then write each format from it. Each stage's
    // seconds are kept too, so the line says where the time goes.
    std::vector<double> stages[4];
    QElapsedTimer clock;
    auto lap = [&](int stage) {
        stages[stage].push_back(clock.nsecsElapsed() * 1e-9);
        clock.restart();
    };
    const double seconds = median(timeCase([&] {
        clock.start();
        QString error;
        const auto delivery = computeFigureData(figure.kind, request, &error);
        if (!delivery)
            fail(name, error.toStdString());
        lap(0);
        const auto view = renderedView(figure.kind, *delivery, options);
        lap(1);
        for (FigureFormat format : {FigureFormat::Png, FigureFormat::Pdf}) {
            options.format = format;
            const QString path =
                dir.filePath(QString::fromLatin1(figure.name) + '.' + figureFormatSuffix(format));
            QFile::remove(path); // so the size check below sees this run's file
            if (!exportFigure(*view->plot(), options, path, &error))
                fail(name, error.toStdString());
            lap(format == FigureFormat::Png ? 2 : 3);
            if (QFileInfo(path).size() < 1000) // a figure of 800k cells is never this small
                fail(name, path.toStdString() + " is nearly empty");
        }
    }));
    char text[128];
    std::snprintf(text, sizeof text, "compute=%.4fs layout=%.4fs png=%.4fs pdf=%.4fs",
                  median(stages[0]), median(stages[1]), median(stages[2]), median(stages[3]));
    report(name, seconds, text);
}

} // namespace bench
