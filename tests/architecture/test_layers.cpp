// SPDX-License-Identifier: GPL-3.0-or-later
// The layers of docs/ARCHITECTURE.md, checked on the sources: each folder includes only its
// own layer and the layers below it, the compute layer includes neither widgets nor the
// plotting library, the project's CMake targets form no cycle, and the command line
// (pe_cli) links and includes nothing above the export layer.

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>
#include <map>
#include <set>

namespace {

// A layer and the include prefixes it may use (its own first).
struct Layer {
    QString folder;
    QStringList allowed;
};

const QList<Layer>& layers() {
    static const QList<Layer> list = {
        {"core/", {"core/"}},
        {"ui/compute/", {"ui/compute/", "core/"}},
        {"ui/views/plotkit/", {"ui/views/plotkit/", "ui/compute/", "core/"}},
        {"ui/views/", {"ui/views/", "ui/compute/", "core/"}},
        {"ui/export/", {"ui/export/", "ui/views/", "ui/compute/", "core/"}},
        {"ui/teaching/", {"ui/teaching/", "ui/export/", "ui/views/", "ui/compute/", "core/"}},
        {"ui/shell/",
         {"ui/shell/", "ui/teaching/", "ui/export/", "ui/views/", "ui/compute/", "core/"}},
        {"app/", {"app/", "ui/", "core/"}},
    };
    return list;
}

QStringList sourcesUnder(const QString& folder) {
    QStringList files;
    QDirIterator it(QStringLiteral(PE_SOURCE_DIR "/") + folder, {"*.h", "*.cpp"}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    return files;
}

// The quoted and the angle-bracket includes of one file.
QStringList includesOf(const QString& path, bool quoted) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QRegularExpression pattern(quoted ? "^\\s*#\\s*include\\s+\"([^\"]+)\""
                                            : "^\\s*#\\s*include\\s+<([^>]+)>",
                                     QRegularExpression::MultilineOption);
    QStringList found;
    auto matches = pattern.globalMatch(QString::fromUtf8(file.readAll()));
    while (matches.hasNext())
        found << matches.next().captured(1);
    return found;
}

// Whether a directed graph has a cycle (depth-first search with colours).
bool hasCycle(const std::map<QString, std::set<QString>>& edges, QStringList* cycleAt) {
    std::map<QString, int> colour; // 0 new, 1 on the stack, 2 done
    std::function<bool(const QString&)> visit = [&](const QString& node) {
        colour[node] = 1;
        const auto it = edges.find(node);
        if (it != edges.end())
            for (const QString& next : it->second) {
                if (colour[next] == 1 || (colour[next] == 0 && visit(next))) {
                    cycleAt->prepend(node);
                    return true;
                }
            }
        colour[node] = 2;
        return false;
    };
    for (const auto& [node, targets] : edges)
        if (colour[node] == 0 && visit(node))
            return true;
    return false;
}

// Every target `from` links, directly or through others.
std::set<QString> reachable(const std::map<QString, std::set<QString>>& edges,
                            const QString& from) {
    std::set<QString> seen;
    std::function<void(const QString&)> visit = [&](const QString& node) {
        const auto it = edges.find(node);
        if (it == edges.end())
            return;
        for (const QString& next : it->second)
            if (seen.insert(next).second)
                visit(next);
    };
    visit(from);
    return seen;
}

} // namespace

class TestLayers : public QObject {
    Q_OBJECT
    // The project's targets and what each links directly, from `cmake --graphviz`.
    std::map<QString, std::set<QString>> edges_;

  private slots:
    void initTestCase() {
        QTemporaryDir dir;
        QProcess cmake;
        cmake.start(QStringLiteral(PE_CMAKE_COMMAND),
                    {"-S", PE_SOURCE_DIR, "-B", dir.filePath("build"),
                     "--graphviz=" + dir.filePath("targets.dot")});
        QVERIFY(cmake.waitForFinished(120000));
        QVERIFY2(cmake.exitCode() == 0, cmake.readAllStandardError().constData());
        QFile dot(dir.filePath("targets.dot"));
        QVERIFY(dot.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(dot.readAll());
        // Nodes: "node3" [ label = "pe_core" ... ]; edges: "node5" -> "node3".
        std::map<QString, QString> label;
        auto nodes = QRegularExpression("\"(node\\d+)\"\\s*\\[\\s*label\\s*=\\s*\"([^\"]+)\"")
                         .globalMatch(text);
        while (nodes.hasNext()) {
            const auto m = nodes.next();
            label[m.captured(1)] = m.captured(2);
        }
        auto arrows =
            QRegularExpression("\"(node\\d+)\"\\s*->\\s*\"(node\\d+)\"").globalMatch(text);
        int projectEdges = 0;
        while (arrows.hasNext()) {
            const auto m = arrows.next();
            const QString from = label[m.captured(1)], to = label[m.captured(2)];
            if (from.startsWith("pe_") && to.startsWith("pe_")) {
                edges_[from].insert(to);
                ++projectEdges;
            }
        }
        QVERIFY2(projectEdges >= 6, qPrintable(text.left(400))); // the graph was read
    }
    void eachLayerIncludesOnlyItselfAndBelow() {
        int checked = 0;
        for (const Layer& layer : layers()) {
            for (const QString& file : sourcesUnder(layer.folder)) {
                for (const QString& include : includesOf(file, true)) {
                    if (include.endsWith(".moc"))
                        continue;
                    bool ok = false;
                    for (const QString& prefix : layer.allowed)
                        ok = ok || include.startsWith(prefix);
                    QVERIFY2(ok, qPrintable(file + " includes \"" + include +
                                            "\", above its layer " + layer.folder));
                    ++checked;
                }
            }
        }
        QVERIFY2(checked > 200, qPrintable(QString::number(checked))); // the scan saw the tree
    }
    void computeAndCoreUseNoWidgetsAndNoPlotting() {
        const QRegularExpression banned(
            "^(qcustomplot\\.h|QtWidgets|QWidget|QCustomPlot|QPainter|QImage|QtGui|QColor)");
        for (const QString& folder : {QStringLiteral("ui/compute/"), QStringLiteral("core/")})
            for (const QString& file : sourcesUnder(folder))
                for (const QString& include : includesOf(file, false))
                    QVERIFY2(!banned.match(include).hasMatch(),
                             qPrintable(file + " includes <" + include + ">"));
        // core/ is std + Eigen: no Qt header at all.
        for (const QString& file : sourcesUnder("core/"))
            for (const QString& include : includesOf(file, false))
                QVERIFY2(!include.startsWith('Q'),
                         qPrintable(file + " includes <" + include + ">"));
    }
    void theTargetsFormNoCycle() {
        QVERIFY(edges_["pe_shell"].count("pe_teaching"));
        QStringList cycle;
        QVERIFY2(!hasCycle(edges_, &cycle), qPrintable("cycle through " + cycle.join(" -> ")));
        QVERIFY2(!edges_["pe_compute"].count("pe_views"), "compute links views");
    }
    // The command line needs no window: dump and export run where there is no display and
    // link only what draws and writes figures and data.
    void theCommandLineLinksNothingAboveExport() {
        const std::set<QString> linked = reachable(edges_, "pe_cli");
        QVERIFY2(linked.count("pe_export") && linked.count("pe_core"), "pe_cli's links were read");
        for (const QString& above : {QStringLiteral("pe_shell"), QStringLiteral("pe_teaching")})
            QVERIFY2(!linked.count(above), qPrintable("pe_cli links " + above));
        // Its sources (all of app/ but main.cpp, which opens the window) include nothing
        // above export either.
        int checked = 0;
        for (const QString& file : sourcesUnder("app/")) {
            if (file.endsWith("/main.cpp"))
                continue;
            for (const QString& include : includesOf(file, true)) {
                QVERIFY2(!include.startsWith("ui/shell/") && !include.startsWith("ui/teaching/"),
                         qPrintable(file + " includes \"" + include + "\""));
                ++checked;
            }
        }
        QVERIFY(checked > 10);
    }
    // A view is declared once: its id (the name the command line and files use) and its
    // ViewKind enumerator appear only in its own files (ui/views/<view>_view.*, its compute
    // step ui/compute/steps/*_step.*) and in the table (view_kind.*). Anything else (the
    // benchmarks too) reads the table, so a new view cannot be forgotten in a list somewhere.
    void viewIdsAppearOnlyInTheirDescriptorsAndTheTable() {
        QFile table(QStringLiteral(PE_SOURCE_DIR "/ui/views/view_kind.h"));
        QVERIFY(table.open(QIODevice::ReadOnly));
        const auto enumMatch = QRegularExpression("enum class ViewKind\\s*\\{([^}]*)\\}")
                                   .match(QString::fromUtf8(table.readAll()));
        QVERIFY(enumMatch.hasMatch());
        QStringList enumerators;
        for (const QString& e : enumMatch.captured(1).split(',', Qt::SkipEmptyParts))
            enumerators << e.trimmed();
        // The ids and classes, from the descriptors: "v.kind = ViewKind::Heatmap; v.name =
        // "heatmap";" in "const ViewInfo& HeatmapView::descriptor()".
        QStringList ids, classes;
        for (const QString& file : sourcesUnder("ui/views/")) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString code = QString::fromUtf8(f.readAll());
            auto rows =
                QRegularExpression("v\\.kind = ViewKind::(\\w+);\\s*v\\.name = \"([a-z-]+)\"")
                    .globalMatch(code);
            while (rows.hasNext())
                ids << rows.next().captured(2);
            auto owners =
                QRegularExpression("const ViewInfo& (\\w+)::descriptor\\(\\)").globalMatch(code);
            while (owners.hasNext())
                classes << owners.next().captured(1);
        }
        QCOMPARE(ids.size(), enumerators.size());
        QCOMPARE(classes.size(), enumerators.size());
        QVERIFY2(enumerators.size() >= 6, qPrintable(enumerators.join(',')));
        // A view's own files (NAME_view.cpp and NAME_view_PART.cpp), the table, the table of
        // scenes (arrangements of the table's views, with names of their own: the springs
        // scene), and the table of dump subjects (which has ids of its own, some spelled like
        // views': "similarity" is also a data file, and a column of the offsets' data).
        const QRegularExpression allowed(
            "/(ui/views/\\w+_view(_\\w+)?\\.(h|cpp)|ui/compute/steps/\\w+_step\\.(h|cpp)|"
            "ui/views/(view_kind|scene_table)\\.(h|cpp)|ui/export/data_(subject|offsets)\\.cpp)$");
        QStringList patterns;
        for (const QString& e : enumerators)
            patterns << "ViewKind::" + e + "\\b";
        for (const QString& id : ids)
            patterns << "\"" + id + "\"";
        const QRegularExpression banned(patterns.join('|'));
        const QRegularExpression comment("//[^\\n]*");
        int scanned = 0;
        for (const QString& folder :
             {QStringLiteral("ui/"), QStringLiteral("app/"), QStringLiteral("bench/")})
            for (const QString& file : sourcesUnder(folder)) {
                if (allowed.match(file).hasMatch())
                    continue;
                QFile f(file);
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QString code = QString::fromUtf8(f.readAll()).remove(comment);
                const auto hit = banned.match(code);
                QVERIFY2(!hit.hasMatch(),
                         qPrintable(file + " names the view " + hit.captured(0) +
                                    ": read the table of views (ui/views/view_kind.h) instead"));
                ++scanned;
            }
        QVERIFY(scanned > 100);
        // Nor does the shell, the export layer, the command line or a benchmark name a view's
        // class: what a view does when a table opens, a pair is chosen or its cell is clicked
        // is in its descriptor, and the window wires every view alike. The window itself
        // names two: the heatmap the inspector's note describes (shell_access.h) and the
        // scene's far springs, a second view of one class; the scenes keep the offset
        // profile's log box as the user left it.
        const QRegularExpression classAllowed("/ui/shell/(main_window|explorer_scenes)\\.(h|cpp)$");
        const QRegularExpression className("\\b(" + classes.join('|') + ")\\b");
        int classScanned = 0;
        for (const QString& folder : {QStringLiteral("ui/shell/"), QStringLiteral("ui/export/"),
                                      QStringLiteral("app/"), QStringLiteral("bench/")})
            for (const QString& file : sourcesUnder(folder)) {
                if (classAllowed.match(file).hasMatch())
                    continue;
                QFile f(file);
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QString code = QString::fromUtf8(f.readAll()).remove(comment);
                const auto hit = className.match(code);
                QVERIFY2(!hit.hasMatch(),
                         qPrintable(file + " names the view class " + hit.captured(0) +
                                    ": say it in the view's descriptor (view_kind.h) instead"));
                ++classScanned;
            }
        QVERIFY(classScanned > 50);
    }
};

QTEST_APPLESS_MAIN(TestLayers)
#include "test_layers.moc"
