// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/python_code.h"

#include "ui/compute/request.h"

#include <QLocale>

QString pythonFilled(QString code, std::initializer_list<std::pair<const char*, QString>> values) {
    for (const auto& [name, value] : values)
        code.replace(QLatin1Char('@') + QLatin1String(name) + QLatin1Char('@'), value);
    return code;
}

QString pythonNumber(double value) {
    QString text = QString::number(value, 'g', QLocale::FloatingPointShortest);
    if (!text.contains('.') && !text.contains('e') && !text.contains("inf") &&
        !text.contains("nan"))
        text += QStringLiteral(".0");
    return text;
}

QString pythonInt(std::int64_t value) {
    return QString::number(qint64(value));
}

QString pythonString(const QString& text) {
    QString out = text;
    out.replace('\\', QStringLiteral("\\\\")).replace('"', QStringLiteral("\\\""));
    out.replace('\n', QStringLiteral("\\n"));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

QString pythonBandRows(const ExploreRequest& request) {
    if (!request.band)
        return QStringLiteral("x = pe  # every dimension\n");
    return QStringLiteral("x = pe[:, %1:%2]  # only dimensions %1 .. %3 (the band)\n")
        .arg(pythonInt(request.band->first), pythonInt(request.band->last + 1),
             pythonInt(request.band->last));
}

QString pythonSimilarity(const ExploreRequest& request) {
    return QStringLiteral(
               "metric = \"%1\"\n"
               "\n"
               "\n"
               "def similarity(a, b):\n"
               "    \"\"\"Every row of a against every row of b.\"\"\"\n"
               "    if metric == \"euclidean\":\n"
               "        return np.array([np.sqrt(((b - row) ** 2).sum(axis=1)) for row in a])\n"
               "    dots = a @ b.T\n"
               "    if metric == \"dot\":\n"
               "        return dots\n"
               "    norms = np.outer(np.linalg.norm(a, axis=1), np.linalg.norm(b, axis=1))\n"
               "    # a row of zeros has cosine 0 with every row, as torch's cosine_similarity\n"
               "    return np.divide(dots, norms, out=np.zeros_like(dots), where=norms > 0)\n"
               "\n"
               "\n")
        .arg(QString::fromStdString(pe::toString(request.metric)));
}
