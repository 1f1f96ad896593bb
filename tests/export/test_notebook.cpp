// SPDX-License-Identifier: GPL-3.0-or-later
// Notebooks and Copy as Python: each view's code cells run in Debian's own Python (numpy,
// matplotlib, nothing of this program) and the numbers they leave in `data` are the engine's,
// computed here by the core's functions; the notebook is nbformat 4; the command line writes
// one or refuses by name and writes nothing.
#include "cli/cli_run.h"
#include "core/column_spectrum.h"
#include "core/matrix_file.h"
#include "core/matrix_io.h"
#include "core/pair_distance.h"
#include "core/principal_components.h"
#include "core/similarity.h"
#include "core/sinusoidal_encoding.h"
#include "export/notebook_python.h"
#include "ui/export/notebook.h"
#include "ui/export/view_export.h"
#include "ui/views/view_kind.h"

#include <Eigen/Geometry>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <sstream>

namespace {

struct Case {
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    std::int64_t p = 0;
    std::int64_t q = 1;
    std::optional<pe::ColumnBand> band;
    std::vector<std::int64_t> dims;
};

ExploreRequest requestOf(const Case& c) {
    ExploreRequest request = figureRequest(c.params, c.metric, c.p, c.dims);
    request.q = c.q;
    request.band = c.band;
    return request;
}

pe::Matrix columnOf(const std::vector<double>& values) {
    pe::Matrix m(Eigen::Index(values.size()), 1);
    for (std::size_t i = 0; i < values.size(); ++i)
        m(Eigen::Index(i), 0) = values[i];
    return m;
}

// The spectrum's `data`: each dimension's cycles per position and share of the power.
pe::Matrix spectrumOf(const pe::Matrix& rows) {
    const std::vector<pe::DimensionFrequency> spectrum = pe::columnSpectrum(rows);
    pe::Matrix m(rows.cols(), 2);
    for (Eigen::Index d = 0; d < rows.cols(); ++d)
        m.row(d) << spectrum[std::size_t(d)].cyclesPerPosition, spectrum[std::size_t(d)].powerShare;
    return m;
}

// What the view's Python should leave in `data`, from the core's own functions.
pe::Matrix expectedData(const QString& view, const Case& c) {
    const pe::EncodingParams& params = c.params;
    const pe::Matrix encoding = pe::sinusoidalEncoding(params);
    const std::int64_t L = params.length, D = params.dim;
    if (view == "heatmap")
        return encoding;
    if (view == "waveforms") {
        pe::Matrix m(L, Eigen::Index(c.dims.size()));
        for (std::size_t j = 0; j < c.dims.size(); ++j)
            m.col(Eigen::Index(j)) = encoding.col(c.dims[j]);
        return m;
    }
    if (view == "similarity")
        return pe::similarity(params, c.metric, c.band);
    if (view == "offsets")
        return columnOf(pe::similarityByOffset(params, c.metric, c.p, c.band));
    if (view == "frequencies") {
        std::vector<double> wavelengths;
        for (std::int64_t column = 0; column < D; ++column)
            wavelengths.push_back(
                pe::pairWavelength(pe::columnInfo(column, D, params.layout).pair, D, params.base));
        return columnOf(wavelengths);
    }
    if (view == "springs")
        return columnOf(pe::pairDistance(params, c.p, c.q));
    if (view == "pair-distance-map") {
        pe::Matrix m(pe::pairCount(D), L);
        for (std::int64_t i = 0; i < m.rows(); ++i)
            for (std::int64_t k = 0; k < L; ++k)
                m(i, k) = pe::pairShare(params, i, c.p, k);
        return m;
    }
    if (view == "pca")
        return pe::principalComponents(encoding, std::min<std::int64_t>({10, L, D})).scores;
    if (view == "spectrum")
        return spectrumOf(encoding);
    return {};
}

// What the view's Python should leave in `data` for a model's table, from the core's own
// functions on the table (p is the offset profile's start).
pe::Matrix expectedTableData(const QString& view, const pe::Matrix& table, std::int64_t p) {
    const std::int64_t L = table.rows(), D = table.cols();
    if (view == "heatmap")
        return table;
    if (view == "waveforms")
        return table.col(0); // the dimension the request draws
    if (view == "similarity")
        return pe::similarityOf(table, pe::Metric::Cosine);
    if (view == "offsets")
        return pe::similarityOf(table, pe::Metric::Cosine).row(p).tail(L - p).transpose();
    if (view == "pca")
        return pe::principalComponents(table, std::min<std::int64_t>({10, L, D})).scores;
    if (view == "spectrum")
        return spectrumOf(table);
    return {};
}

double largestGap(const pe::Matrix& a, const pe::Matrix& b) {
    return (a - b).cwiseAbs().maxCoeff() / std::max(1.0, b.cwiseAbs().maxCoeff());
}

} // namespace

Q_DECLARE_METATYPE(Case)

class TestNotebook : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QVERIFY2(QFileInfo::exists(kPython), "scripts/install-deps.sh installs python3");
    }

    void everyViewsNotebookRecomputesItsNumbers_data() {
        QTest::addColumn<QString>("view");
        QTest::addColumn<Case>("c");
        // Odd D and concatenated columns: the lone sin column and the layout's order are where
        // a formula copied by hand goes wrong. p and q far enough apart for pairs to wrap.
        Case odd;
        odd.params.length = 40;
        odd.params.dim = 7;
        odd.params.base = 100.0;
        odd.params.layout = pe::Layout::Concatenated;
        odd.p = 3;
        odd.q = 31;
        odd.dims = {0, 3, 6};
        Case even = odd;
        even.params.dim = 12;
        even.params.base = 10000.0;
        even.params.layout = pe::Layout::Interleaved;
        even.metric = pe::Metric::Euclidean;
        even.band = pe::ColumnBand{3, 8}; // cuts pairs 1 and 4 in two
        even.dims = {1, 11};
        Case dot = even;
        dot.metric = pe::Metric::Dot;
        dot.band.reset();
        for (const ViewInfo& info : viewTable()) {
            const QString name = QLatin1String(info.name);
            QTest::addRow("%s, D = 7 concatenated", info.name) << name << odd;
            QTest::addRow("%s, D = 12 interleaved", info.name) << name << even;
            if (info.uses.metric)
                QTest::addRow("%s, dot", info.name) << name << dot;
        }
    }
    void everyViewsNotebookRecomputesItsNumbers() {
        QFETCH(QString, view);
        QFETCH(Case, c);
        const ViewKind kind = *viewKindFromName(view);
        const ExploreRequest request = requestOf(c);
        QString error;
        const QByteArray json = viewNotebook(kind, request, &error);
        QVERIFY2(!json.isEmpty(), qPrintable(error));
        QTemporaryDir dir;
        pe::Matrix data, explained;
        QVERIFY(runPython(notebookCode(json), dir.path(), data,
                          view == "pca" ? QStringLiteral("explained") : QString(), &explained));
        const pe::Matrix expected = expectedData(view, c);
        QCOMPARE(data.rows(), expected.rows());
        QCOMPARE(data.cols(), expected.cols());
        // numpy and Eigen sum in other orders (and LAPACK's SVD is not Eigen's): the last bits.
        QVERIFY2(largestGap(data, expected) < 1e-9,
                 qPrintable(QString::number(largestGap(data, expected))));
        if (view == "pca") {
            const auto components = pe::principalComponents(pe::sinusoidalEncoding(c.params), 10);
            QCOMPARE(explained.rows(), Eigen::Index(components.explained.size()));
            for (std::size_t i = 0; i < components.explained.size(); ++i)
                QVERIFY(std::abs(explained(Eigen::Index(i), 0) - components.explained[i]) < 1e-9);
        }
        // Copy as Python is the same code as one script.
        const QString script = viewPython(kind, request, &error);
        for (const QString& line : notebookCode(json).split('\n'))
            QVERIFY2(script.contains(line), qPrintable(line));
    }

    void theNotebookIsNbformat4AndSaysWhatItShows() {
        Case c;
        c.params.length = 24;
        c.params.dim = 8;
        c.p = 2;
        c.q = 9;
        const QByteArray json = viewNotebook(*viewKindFromName("springs"), requestOf(c));
        QJsonParseError parseError;
        const QJsonObject notebook = QJsonDocument::fromJson(json, &parseError).object();
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QCOMPARE(notebook.value("nbformat").toInt(), 4);
        QCOMPARE(notebook.value("metadata")["kernelspec"]["name"].toString(), "python3");
        const QJsonArray cells = notebook.value("cells").toArray();
        QCOMPARE(cells.size(), 3);
        QCOMPARE(cells[0]["cell_type"].toString(), "markdown");
        const QString about = codeOf(cells[0].toObject());
        QVERIFY2(about.contains("What tells p and q apart") && about.contains("L = 24") &&
                     about.contains("p = 2") && about.contains("q = 9"),
                 qPrintable(about));
        for (int i : {1, 2}) {
            QCOMPARE(cells[i]["cell_type"].toString(), "code");
            QVERIFY(cells[i]["outputs"].toArray().isEmpty());
            QVERIFY(cells[i]["execution_count"].isNull());
        }
        QVERIFY(codeOf(cells[1].toObject()).contains("L = 24  #"));
        QVERIFY(codeOf(cells[2].toObject()).contains("p, q = 2, 9"));
    }

    // A model's table has no formula: its notebook loads the values from a .npy file written
    // beside it, and each view that shows a table recomputes its numbers from them.
    void aModelsTableTravelsBesideItsNotebook_data() {
        QTest::addColumn<QString>("view");
        for (const ViewInfo& info : viewTable())
            QTest::addRow("%s", info.name) << QString::fromLatin1(info.name);
    }
    void aModelsTableTravelsBesideItsNotebook() {
        QFETCH(QString, view);
        const ViewKind kind = *viewKindFromName(view);
        // Values outside -1 .. 1, not from any formula, one row of zeros (cosine 0 there).
        pe::Matrix table = pe::Matrix::Random(30, 6) * 3.0;
        table.row(4).setZero();
        Case c;
        c.params.length = table.rows();
        c.params.dim = table.cols();
        c.p = 5;
        c.dims = {0};
        ExploreRequest request = requestOf(c);
        request.table = std::make_shared<pe::Matrix>(table);
        request.tableName = QStringLiteral("model.safetensors: wpe.weight");
        QTemporaryDir dir;
        const QString path = dir.filePath("figure one.ipynb");
        QString error;
        if (!viewInfo(kind).step().readsTable) {
            // A view drawn from the formula: refused before anything is written.
            QVERIFY(!notebookRefusal(kind, request).isEmpty());
            QVERIFY(!writeViewNotebook(kind, request, path, &error));
            QVERIFY2(error.contains(viewTitle(kind)), qPrintable(error));
            QVERIFY(QDir(dir.path()).isEmpty());
            return;
        }
        QVERIFY(notebookRefusal(kind, request).isEmpty());
        QVERIFY2(writeViewNotebook(kind, request, path, &error, QStringLiteral("Given title")),
                 qPrintable(error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 (QStringList{"figure one.ipynb", "figure one.table.npy"}));
        QCOMPARE(pe::readMatrixFile(dir.filePath("figure one.table.npy").toStdString()).values,
                 table);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray json = file.readAll();
        const QJsonArray cells = QJsonDocument::fromJson(json).object().value("cells").toArray();
        const QString about = codeOf(cells[0].toObject());
        QVERIFY2(about.contains("# Given title") &&
                     about.contains("model.safetensors: wpe.weight") &&
                     about.contains("`figure one.table.npy`"),
                 qPrintable(about));
        QVERIFY(codeOf(cells[1].toObject()).contains("np.load(\"figure one.table.npy\")"));
        pe::Matrix data, limit;
        // The heatmap's colours span the table's own range, symmetric about 0, as the view's.
        QVERIFY(runPython(notebookCode(json), dir.path(), data,
                          view == "heatmap" ? QStringLiteral("[limit]") : QString(), &limit));
        if (view == "heatmap")
            QCOMPARE(limit(0, 0), table.cwiseAbs().maxCoeff());
        const pe::Matrix expected = expectedTableData(view, table, c.p);
        QCOMPARE(data.rows(), expected.rows());
        QCOMPARE(data.cols(), expected.cols());
        QVERIFY2(largestGap(data, expected) < 1e-9,
                 qPrintable(QString::number(largestGap(data, expected))));
        // Copy as Python has no file to load from: it says where the values go instead.
        QVERIFY(viewPython(kind, request, &error).isEmpty());
        QVERIFY2(error.contains("Export as notebook"), qPrintable(error));
    }

    // The command line writes the table beside the notebook, titled as the view titles it.
    void theCommandLineWritesATablesNotebook() {
        QTemporaryDir dir;
        pe::Matrix table = pe::Matrix::Random(12, 4);
        QFile npy(dir.filePath("table.npy"));
        QVERIFY(npy.open(QIODevice::WriteOnly));
        {
            std::ostringstream out;
            QVERIFY(pe::writeNpy(out, table));
            npy.write(QByteArray::fromStdString(out.str()));
        }
        npy.close();
        const QString path = dir.filePath("heat.ipynb");
        const Run run =
            runCli({"export", "heatmap", "--matrix", npy.fileName(), "--notebook", path});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(pe::readMatrixFile(dir.filePath("heat.table.npy").toStdString()).values, table);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray json = file.readAll();
        QVERIFY2(notebookCode(json).contains("fig.suptitle(\"Table values (pos, dim)\")"),
                 qPrintable(notebookCode(json)));
        pe::Matrix data;
        QVERIFY(runPython(notebookCode(json), dir.path(), data));
        QVERIFY(largestGap(data, table) < 1e-12);
        // Exported again over itself: both files replaced, as the user asked.
        QCOMPARE(
            runCli({"export", "heatmap", "--matrix", npy.fileName(), "--notebook", path}).exitCode,
            0);
        // A .table.npy of someone else's (no notebook beside it) is not replaced: exit 2, the
        // file as it was, no notebook.
        QFile theirs(dir.filePath("mine.table.npy"));
        QVERIFY(theirs.open(QIODevice::WriteOnly) && theirs.write("not a table") > 0);
        theirs.close();
        const Run refused = runCli({"export", "heatmap", "--matrix", npy.fileName(), "--notebook",
                                    dir.filePath("mine.ipynb")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("mine.table.npy exists"), refused.err.constData());
        QVERIFY(theirs.open(QIODevice::ReadOnly));
        QCOMPARE(theirs.readAll(), QByteArray("not a table"));
        QVERIFY(!QFileInfo::exists(dir.filePath("mine.ipynb")));
    }

    // The springs notebook draws the figure's marks: the half-turn line where omega_i |k| = pi,
    // the wrapped pairs hatched and marked ▲ on the axis, and the sum of the bars in its
    // subtitle. At p = 0, q = 40
    // (D = 128, base 10000) 18 of 64 pairs have wrapped, as the springs scene shows.
    void theSpringsNotebookCarriesTheFiguresMarks() {
        Case c;
        c.params.length = 128;
        c.params.dim = 128;
        c.p = 0;
        c.q = 40;
        const QByteArray json = viewNotebook(*viewKindFromName("springs"), requestOf(c));
        QTemporaryDir dir;
        pe::Matrix data, marks;
        QVERIFY(runPython(notebookCode(json), dir.path(), data,
                          "[half_turn, sum(1 for b in bars if b.get_hatch()), total, "
                          "len([l for l in ax.lines if l.get_linestyle() == \"--\"]), "
                          "float(ax.get_title().split(\"= \")[-1].split(\" \")[0]), "
                          "sum(len(l.get_xdata()) for l in ax.lines if l.get_marker() == \"^\")]",
                          &marks));
        QCOMPARE(marks.rows(), Eigen::Index(6));
        // omega_i 40 = pi at i = 64 ln(40 / pi) / ln(10000), from the formula.
        QVERIFY(std::abs(marks(0, 0) - 64.0 * std::log(40.0 / M_PI) / std::log(10000.0)) < 1e-9);
        int wrapped = 0;
        double total = 0;
        for (int i = 0; i < 64; ++i) {
            const double omega = std::pow(10000.0, -2.0 * i / 128.0);
            wrapped += omega * 40 > M_PI;
            total += 2.0 - 2.0 * std::cos(omega * 40);
        }
        QCOMPARE(wrapped, 18);
        QCOMPARE(int(marks(1, 0)), wrapped);
        QVERIFY(std::abs(marks(2, 0) - total) < 1e-9);
        QCOMPARE(int(marks(3, 0)), 1);                 // one dashed line
        QVERIFY(std::abs(marks(4, 0) - total) < 5e-7); // the subtitle's digits
        QCOMPARE(int(marks(5, 0)), wrapped);           // a ▲ under each wrapped pair
    }

    // The principal components turned in 3-D (azimuth 30, elevation 25): the notebook draws
    // them in matplotlib's orthographic 3-D axes, and where matplotlib projects each position
    // is where an independent rotation of its (PC1, PC2, PC3) puts it (about PC3 by the
    // azimuth, then about the across axis by the elevation; across and up), up to the one
    // scale and offset of the axes.
    void theTurnedNotebookSeesWhatTheFigureSees() {
        Case c;
        c.params.length = 64;
        c.params.dim = 8;
        ExploreRequest request = requestOf(c);
        request.viewAngle = std::make_pair(30.0, 25.0);
        QString error;
        const QByteArray json = viewNotebook(*viewKindFromName("pca"), request, &error);
        QVERIFY2(!json.isEmpty(), qPrintable(error));
        QTemporaryDir dir;
        pe::Matrix data, seen;
        QVERIFY(runPython(notebookCode(json), dir.path(), data,
                          "np.column_stack(__import__(\"mpl_toolkits.mplot3d.proj3d\", "
                          "fromlist=[\"proj3d\"]).proj_transform(xyz[:, 0], xyz[:, 1], xyz[:, 2], "
                          "curve.get_proj())[:2])",
                          &seen));
        QCOMPARE(seen.rows(), Eigen::Index(64));
        const double degree = M_PI / 180.0;
        const Eigen::Matrix3d turn = (Eigen::AngleAxisd(25.0 * degree, Eigen::Vector3d::UnitX()) *
                                      Eigen::AngleAxisd(30.0 * degree, Eigen::Vector3d::UnitZ()))
                                         .toRotationMatrix();
        // The rotated across and up of every position, and the least-squares fit of
        // matplotlib's x and y to them: x = a across + b, y = c up + d.
        Eigen::MatrixXd across(64, 2), up(64, 2);
        for (Eigen::Index t = 0; t < 64; ++t) {
            const Eigen::Vector3d v = turn * Eigen::Vector3d(data(t, 0), data(t, 1), data(t, 2));
            across.row(t) << v.x(), 1.0;
            up.row(t) << v.z(), 1.0;
        }
        const Eigen::Vector2d fx = across.colPivHouseholderQr().solve(seen.col(0));
        const Eigen::Vector2d fy = up.colPivHouseholderQr().solve(seen.col(1));
        const double spread = std::max(seen.col(0).maxCoeff() - seen.col(0).minCoeff(),
                                       seen.col(1).maxCoeff() - seen.col(1).minCoeff());
        QVERIFY(spread > 0);
        QVERIFY2((across * fx - seen.col(0)).cwiseAbs().maxCoeff() < 1e-6 * spread,
                 qPrintable(QString::number((across * fx - seen.col(0)).cwiseAbs().maxCoeff())));
        QVERIFY2((up * fy - seen.col(1)).cwiseAbs().maxCoeff() < 1e-6 * spread,
                 qPrintable(QString::number((up * fy - seen.col(1)).cwiseAbs().maxCoeff())));
        // One scale across and up, and neither mirrored.
        QVERIFY2(fx(0) > 0 && std::abs(fx(0) - fy(0)) < 0.01 * fx(0),
                 qPrintable(QString("%1 %2").arg(fx(0)).arg(fy(0))));
        QVERIFY(
            notebookCode(json).contains(QString::fromUtf8("seen from azimuth %1°, elevation %2°")));
    }

    void theCommandLineWritesANotebookOrNothing() {
        QTemporaryDir dir;
        const QString path = dir.filePath("springs.ipynb");
        Run run = runCli({"export", "springs", "--notebook", path, "--length", "20", "--dim", "8",
                          "--from", "2", "--to", "9"});
        QCOMPARE(run.exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray json = file.readAll();
        QVERIFY(notebookCode(json).contains("p, q = 2, 9"));
        QVERIFY(notebookCode(json).contains("L = 20  #"));
        pe::Matrix data;
        QVERIFY(runPython(notebookCode(json), dir.path(), data));
        Case c;
        c.params.length = 20;
        c.params.dim = 8;
        c.p = 2;
        c.q = 9;
        QVERIFY(largestGap(data, expectedData("springs", c)) < 1e-9);
        // Refusals name the option and write nothing.
        const QString other = dir.filePath("other.ipynb");
        const QList<QStringList> refused{
            {"export", "all", "--notebook", other},
            {"export", "heatmap", "--notebook", dir.filePath("heatmap.png")},
            {"export", "heatmap", "--notebook", other, "-o", dir.filePath("h.png")},
            {"export", "heatmap", "--notebook", other, "--format", "svg"},
            {"export", "heatmap", "--notebook", other, "--marks"},
            {"export", "heatmap", "--notebook", other, "--animate", "length=10..20", "--frames",
             "3"},
            {"dump", "pe", "--notebook", other}};
        for (const QStringList& arguments : refused) {
            run = runCli(arguments);
            QVERIFY2(run.exitCode == 2, qPrintable(arguments.join(' ')));
            QVERIFY2(run.err.contains("--notebook"), run.err.constData());
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot),
                 (QStringList{"data.npy", "figure.png", "script.py", "springs.ipynb"}));
    }
};

QTEST_MAIN(TestNotebook)
#include "test_notebook.moc"
