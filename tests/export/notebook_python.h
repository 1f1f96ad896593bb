// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A notebook's code run as Jupyter runs it, in Debian's own Python (numpy, matplotlib, nothing
// of this program), headless, for the notebook tests: the numbers it leaves in `data` read back.
#include "core/matrix_file.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>

namespace {

// Debian's interpreter, where python3-numpy and python3-matplotlib are installed (a python3
// earlier on PATH may be another one without them).
const QString kPython = QStringLiteral("/usr/bin/python3");

QString codeOf(const QJsonObject& cell) {
    QString code;
    for (const QJsonValue& line : cell.value("source").toArray())
        code += line.toString();
    return code;
}

// The notebook's code cells, as Jupyter runs them one after another.
[[maybe_unused]] QString notebookCode(const QByteArray& json) {
    QString code;
    for (const QJsonValue& cell : QJsonDocument::fromJson(json).object().value("cells").toArray())
        if (cell.toObject().value("cell_type").toString() == "code")
            code += codeOf(cell.toObject()) + '\n';
    return code;
}

// Runs `code` headless and returns what it left in `data` (and `extra`, a second name, when
// given), as 2-D matrices: a vector is one column.
[[maybe_unused]] bool runPython(const QString& code, const QString& folder, pe::Matrix& data,
                                const QString& extra = {}, pe::Matrix* extraData = nullptr) {
    QString script = QStringLiteral("import matplotlib\nmatplotlib.use(\"Agg\")\n") + code;
    script.replace(QStringLiteral("plt.show()"),
                   QStringLiteral("fig.savefig(\"%1/figure.png\")").arg(folder));
    script += QStringLiteral("\nnp.save(\"%1/data.npy\", np.asarray(data, dtype=float).reshape("
                             "len(data), -1))\n")
                  .arg(folder);
    if (!extra.isEmpty())
        script += QStringLiteral("np.save(\"%1/extra.npy\", np.asarray(%2, dtype=float).reshape("
                                 "len(%2), -1))\n")
                      .arg(folder, extra);
    QFile file(folder + "/script.py");
    if (!file.open(QIODevice::WriteOnly) || file.write(script.toUtf8()) < 0)
        return false;
    file.close();
    QProcess python;
    python.setWorkingDirectory(folder); // where a notebook finds the files beside it
    python.start(kPython, {file.fileName()});
    python.waitForFinished(-1); // no clock: a hang is the test's own timeout
    if (python.exitStatus() != QProcess::NormalExit || python.exitCode() != 0) {
        qWarning("%s\n%s", python.readAllStandardError().constData(), qPrintable(script));
        return false;
    }
    data = pe::readMatrixFile((folder + "/data.npy").toStdString()).values;
    if (extraData && !extra.isEmpty())
        *extraData = pe::readMatrixFile((folder + "/extra.npy").toStdString()).values;
    // The figure was drawn too: a PNG file of some size.
    return QFileInfo(folder + "/figure.png").size() > 1000;
}

} // namespace
