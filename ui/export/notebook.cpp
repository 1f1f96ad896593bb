// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/notebook.h"

#include "core/matrix_io.h"
#include "ui/export/atomic_write.h"
#include "ui/export/view_export.h"
#include "ui/views/python_code.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <ostream>

namespace {

bool refused(const QString& refusal, QString* error) {
    if (refusal.isEmpty())
        return false;
    if (error)
        *error = refusal;
    return true;
}

// The encoding's cell: the parameters and the formula, as the explorer computes it. For a
// model's table, the table read from `tableFile` as `pe`, and the sinusoidal encoding of the
// same shape as `sinusoidal` (its frequencies are what the spectrum compares with).
QString encodingPython(const ExploreRequest& request, const QString& tableFile) {
    const pe::EncodingParams& p = request.params;
    const QString table = request.table
                              ? QStringLiteral("# %1, as PE Explorer read it: row i is position i\n"
                                               "table = np.load(%2)\n"
                                               "\n")
                                    .arg(request.tableName, pythonString(tableFile))
                              : QString();
    const QString result =
        request.table
            ? QStringLiteral("sinusoidal = np.where(col_sin, np.sin(angles), np.cos(angles))  "
                             "# the encoding of the same L x D, for comparison\n"
                             "pe = table  # what the views show: the model's table\n")
            : QStringLiteral("pe = np.where(col_sin, np.sin(angles), np.cos(angles))  # L x D\n");
    return QStringLiteral(
               "import numpy as np\n"
               "import matplotlib.pyplot as plt\n"
               "\n"
               "%5"
               "L = %1  # positions 0 .. L-1\n"
               "D = %2  # dimensions\n"
               "base = %3\n"
               "layout = \"%4\"  # interleaved: pair i in columns 2i (sin) and 2i+1 (cos); "
               "concatenated: the sin columns, then the cos columns\n"
               "\n"
               "pairs = (D + 1) // 2  # odd D: the last pair has its sin column alone\n"
               "divisor = base ** (2.0 * np.arange(pairs) / D)  # base^(2i/D)\n"
               "omega = 1.0 / divisor  # pair i turns omega[i] radians per position\n"
               "columns = np.arange(D)\n"
               "if layout == \"interleaved\":\n"
               "    col_pair, col_sin = columns // 2, columns % 2 == 0\n"
               "else:\n"
               "    col_pair = np.where(columns < pairs, columns, columns - pairs)\n"
               "    col_sin = columns < pairs\n"
               "angles = np.arange(L)[:, None] / divisor[col_pair]\n"
               "%6")
        .arg(pythonInt(p.length), pythonInt(p.dim), pythonNumber(p.base),
             QString::fromStdString(pe::toString(p.layout)), table, result);
}

// The figure's caption; a view of two positions names p and q as well.
QString notebookCaption(ViewKind view, const ExploreRequest& request) {
    QString caption = parameterCaption(request, view);
    const QString separator = QCoreApplication::translate("FigureCaption", ", ");
    if (viewInfo(view).uses.q && !viewInfo(view).uses.p)
        caption += separator + QStringLiteral("p = %1").arg(request.p);
    if (viewInfo(view).uses.q)
        caption += separator + QStringLiteral("q = %1").arg(request.q);
    return caption;
}

// Chinese vertical axis names as the figure sets them (upright_labels.h): upright in a row
// above their plot, flush with their axis, the titles raised by that row.
const char* const kUprightLabels = R"PY(
# Chinese axis names stand upright in a row above their plot, flush with their axis, as the
# figure sets them: turned on its side, Chinese is a column of characters lying down.
upright = False
for axes in fig.axes:
    label = axes.yaxis.label
    if axes.name != "3d" and any(ord(c) >= 0x2E80 for c in label.get_text()):
        right = axes.yaxis.get_label_position() == "right"
        label.set_rotation(0)
        label.set_verticalalignment("bottom")
        label.set_horizontalalignment("right" if right else "left")
        axes.yaxis.set_label_coords(1.0 if right else 0.0, 1.02)
        upright = True
if upright:
    for axes in fig.axes:
        if axes.get_title():
            axes.set_title(axes.get_title(), pad=plt.rcParams["axes.titlepad"] + 24)
)PY";

// The view's cell: its numbers and figure, titled and captioned as the exported figure.
QString viewCellPython(ViewKind view, const ExploreRequest& request, const QString& title) {
    const QString caption = notebookCaption(view, request);
    const QString code = viewInfo(view).python(request); // may hold the window's translated words
    QString fonts, upright;
    for (const QChar c : title + caption + code)
        if (c.unicode() >= 0x2e80) { // CJK: matplotlib falls back glyph by glyph (3.6 and later)
            fonts = QStringLiteral(
                "from matplotlib import font_manager\n"
                "\n"
                "# Chinese text: the glyphs DejaVu Sans lacks come from a CJK font installed here\n"
                "installed = {font.name for font in font_manager.fontManager.ttflist}\n"
                "cjk = [name for name in [\"Noto Sans CJK SC\", \"Noto Sans CJK JP\", "
                "\"Microsoft YaHei\", \"PingFang SC\"] if name in installed]\n"
                "plt.rcParams[\"font.family\"] = [\"DejaVu Sans\"] + cjk\n\n");
            upright = QString::fromUtf8(kUprightLabels);
            break;
        }
    return fonts + code + upright +
           QStringLiteral("fig.suptitle(%1)\nfig.tight_layout(rect=(0, 0.05, 1, 1))  # room for "
                          "the caption\nfig.text(0.5, 0.01, %2, ha=\"center\", "
                          "fontsize=\"small\")\nplt.show()\n")
               .arg(pythonString(title), pythonString(caption));
}

QJsonArray sourceLines(const QString& text) {
    QJsonArray lines;
    const QStringList parts = text.split('\n');
    for (int i = 0; i < parts.size(); ++i) {
        if (i + 1 == parts.size() && parts[i].isEmpty())
            break;
        lines.append(i + 1 < parts.size() ? parts[i] + '\n' : parts[i]);
    }
    return lines;
}

QJsonObject markdownCell(const QString& text) {
    return QJsonObject{
        {"cell_type", "markdown"}, {"metadata", QJsonObject()}, {"source", sourceLines(text)}};
}

QJsonObject codeCell(const QString& text) {
    return QJsonObject{{"cell_type", "code"},
                       {"execution_count", QJsonValue::Null},
                       {"metadata", QJsonObject()},
                       {"outputs", QJsonArray()},
                       {"source", sourceLines(text)}};
}

} // namespace

QString notebookTableFile(const QString& notebookPath) {
    const QFileInfo notebook(notebookPath);
    return notebook.dir().filePath(notebook.completeBaseName() + QStringLiteral(".table.npy"));
}

QString notebookRefusal(ViewKind view, const ExploreRequest& request) {
    if (request.table && !viewInfo(view).step().readsTable)
        return notForTables(view);
    return {};
}

QString viewPython(ViewKind view, const ExploreRequest& request, QString* error) {
    if (refused(notebookRefusal(view, request), error))
        return {};
    if (request.table && refused(QCoreApplication::translate(
                                     "Notebook", "a model's table is values, not code: Export "
                                                 "as notebook writes them beside the notebook, "
                                                 "in a .npy file its code loads"),
                                 error))
        return {};
    return QStringLiteral("# PE Explorer: %1 (%2)\n# %3\n\n")
               .arg(viewTitle(view), notebookCaption(view, request),
                    QCoreApplication::translate(
                        "Notebook",
                        "numpy recomputes the numbers from the formula; matplotlib draws them.")) +
           encodingPython(request, {}) + '\n' + viewCellPython(view, request, viewTitle(view));
}

QByteArray viewNotebook(ViewKind view, const ExploreRequest& request, QString* error,
                        const QString& title, const QString& tableFile) {
    if (refused(notebookRefusal(view, request), error))
        return {};
    Q_ASSERT(!request.table || !tableFile.isEmpty());
    const QString shownTitle = title.isEmpty() ? viewTitle(view) : title;
    const QString firstCell =
        request.table
            ? QCoreApplication::translate(
                  "Notebook",
                  "The first code cell loads the model's table, the values the view shows, from "
                  "%1 beside this notebook, and computes the sinusoidal encoding of the same "
                  "shape for comparison; the second computes what the view shows from the table "
                  "(left in `data`) and draws it.")
                  .arg(QLatin1Char('`') + tableFile + QLatin1Char('`'))
            : QCoreApplication::translate(
                  "Notebook",
                  "The first code cell computes the sinusoidal encoding from its formula, "
                  "PE(p, 2i) = sin(p / base^(2i/D)) and PE(p, 2i+1) = cos(p / base^(2i/D)); "
                  "the second computes what the view shows from it (left in `data`) and "
                  "draws it. Change a parameter and run both again.");
    const QString about =
        QStringLiteral("# %1\n\n%2\n\n%3\n\n%4")
            .arg(shownTitle, notebookCaption(view, request), firstCell,
                 QCoreApplication::translate(
                     "Notebook", "Exported by PE Explorer; it needs only numpy and matplotlib."));
    const QJsonObject notebook{
        {"cells", QJsonArray{markdownCell(about), codeCell(encodingPython(request, tableFile)),
                             codeCell(viewCellPython(view, request, shownTitle))}},
        {"metadata", QJsonObject{{"kernelspec", QJsonObject{{"display_name", "Python 3"},
                                                            {"language", "python"},
                                                            {"name", "python3"}}},
                                 {"language_info", QJsonObject{{"name", "python"}}}}},
        {"nbformat", 4},
        {"nbformat_minor", 4}};
    return QJsonDocument(notebook).toJson(QJsonDocument::Indented);
}

bool writeViewNotebook(ViewKind view, const ExploreRequest& request, const QString& path,
                       QString* error, const QString& title) {
    const QString tableFile = notebookTableFile(path);
    const QByteArray json =
        viewNotebook(view, request, error, title, QFileInfo(tableFile).fileName());
    if (json.isEmpty())
        return false;
    // The table goes beside the notebook under a name of its own; a file there that is not an
    // earlier export of this notebook (no notebook beside it) is someone's, and stays.
    if (request.table && QFileInfo::exists(tableFile) && !QFileInfo::exists(path)) {
        refused(QCoreApplication::translate("Notebook",
                                            "%1 exists: the notebook's table would replace it; "
                                            "choose another name for the notebook")
                    .arg(QDir::toNativeSeparators(tableFile)),
                error);
        return false;
    }
    if (request.table &&
        !writeStreamAtomically(
            tableFile, [&request](std::ostream& out) { return pe::writeNpy(out, *request.table); },
            error))
        return false;
    if (writeAtomically(
            path, [&json](QIODevice& out) { return out.write(json) == json.size(); }, error))
        return true;
    if (request.table) // both or neither: the table alone would be a file nobody asked for
        QFile::remove(tableFile);
    return false;
}
