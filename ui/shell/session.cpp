// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/session.h"

#include "ui/compute/limits.h"
#include "ui/compute/number_text.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>

namespace {

// A stored value that is present but unusable is named, so the user learns why the
// window did not come back as they left it.
void warnUnusable(QSettings& s, const QString& key, const QString& fallback,
                  QStringList* warnings) {
    if (warnings && s.contains(key))
        warnings->append(QCoreApplication::translate("ExploreSettings",
                                                     "Setting %1 = '%2' is not usable; using %3.")
                             .arg(key, s.value(key).toString(), fallback));
}

// An integer setting within [lo, hi], or the fallback when missing, not a number or outside.
std::int64_t readInteger(QSettings& s, const QString& key, std::int64_t lo, std::int64_t hi,
                         std::int64_t fallback, QStringList* warnings = nullptr) {
    bool ok = false;
    const qlonglong v = s.value(key).toLongLong(&ok);
    if (ok && v >= lo && v <= hi)
        return std::int64_t(v);
    warnUnusable(s, key, QString::number(fallback), warnings);
    return fallback;
}

double readReal(QSettings& s, const QString& key, double lo, double hi, double fallback,
                QStringList* warnings) {
    bool ok = false;
    const double v = s.value(key).toDouble(&ok);
    if (ok && std::isfinite(v) && v >= lo && v <= hi)
        return v;
    warnUnusable(s, key, QString::number(fallback), warnings);
    return fallback;
}

std::vector<std::int64_t> readDims(QSettings& s, std::int64_t dim,
                                   const std::vector<std::int64_t>& fallback) {
    const QStringList items = s.value(QStringLiteral("selection/waveDims")).toStringList();
    std::vector<std::int64_t> dims;
    for (const QString& item : items) {
        bool ok = false;
        const qlonglong d = item.toLongLong(&ok);
        if (!ok || d < 0 || d >= dim || int(dims.size()) >= explore::kMaxWaveforms)
            return fallback; // one bad entry means the list cannot be trusted
        dims.push_back(std::int64_t(d));
    }
    return dims.empty() ? fallback : dims;
}

} // namespace

ExploreSession defaultSession() {
    ExploreSession session;
    session.selection.waveDims = defaultWaveDimensions(session.params.dim);
    return session;
}

ExploreSession loadSession(QSettings& s) {
    ExploreSession session = defaultSession();
    QStringList* warnings = &session.warnings;
    if (s.status() != QSettings::NoError)
        warnings->append(QCoreApplication::translate("ExploreSettings",
                                                     "The settings file %1 could not be read; "
                                                     "the defaults are used.")
                             .arg(s.fileName()));
    pe::EncodingParams& p = session.params;
    p.length = readInteger(s, QStringLiteral("params/length"), explore::kMinLength,
                           explore::kMaxLength, p.length, warnings);
    p.dim = readInteger(s, QStringLiteral("params/dim"), explore::kMinDim, explore::kMaxDim, p.dim,
                        warnings);
    p.base = readReal(s, QStringLiteral("params/base"), explore::kMinBase, explore::kMaxBase,
                      p.base, warnings);
    p.layout =
        pe::layoutFromString(s.value(QStringLiteral("params/layout")).toString().toStdString())
            .value_or(p.layout);
    session.metric =
        pe::metricFromString(s.value(QStringLiteral("params/metric")).toString().toStdString())
            .value_or(session.metric);
    Selection& sel = session.selection;
    sel.p = readInteger(s, QStringLiteral("selection/position"), 0, p.length - 1, 0);
    sel.dimension = readInteger(s, QStringLiteral("selection/dimension"), 0, p.dim - 1, 0);
    sel.waveDims = readDims(s, p.dim, defaultWaveDimensions(p.dim));
    sel.q = readInteger(s, QStringLiteral("selection/partner"), 0, p.length - 1,
                        std::min<std::int64_t>(1, p.length - 1));
    // A band only as a whole: both ends inside D and in order, or none (a restart, and a
    // change of language, which rebuilds the window, keep the band the class was looking at).
    const std::int64_t first =
        readInteger(s, QStringLiteral("selection/bandFirst"), -1, p.dim - 1, -1);
    const std::int64_t last =
        readInteger(s, QStringLiteral("selection/bandLast"), -1, p.dim - 1, -1);
    if (first >= 0 && last >= first) {
        sel.bandFirst = first;
        sel.bandLast = last;
    }
    session.bandOnly = s.value(QStringLiteral("selection/bandOnly"), false).toBool();
    return session;
}

void saveSession(QSettings& s, const ExploreSession& session) {
    s.setValue(QStringLiteral("params/length"), qlonglong(session.params.length));
    s.setValue(QStringLiteral("params/dim"), qlonglong(session.params.dim));
    s.setValue(QStringLiteral("params/base"), session.params.base);
    s.setValue(QStringLiteral("params/layout"),
               QString::fromStdString(pe::toString(session.params.layout)));
    s.setValue(QStringLiteral("params/metric"),
               QString::fromStdString(pe::toString(session.metric)));
    s.setValue(QStringLiteral("selection/position"), qlonglong(session.selection.p));
    s.setValue(QStringLiteral("selection/dimension"), qlonglong(session.selection.dimension));
    s.setValue(QStringLiteral("selection/partner"), qlonglong(session.selection.q));
    s.setValue(QStringLiteral("selection/bandFirst"), qlonglong(session.selection.bandFirst));
    s.setValue(QStringLiteral("selection/bandLast"), qlonglong(session.selection.bandLast));
    s.setValue(QStringLiteral("selection/bandOnly"), session.bandOnly);
    QStringList dims;
    for (std::int64_t d : session.selection.waveDims)
        dims << QString::number(d);
    s.setValue(QStringLiteral("selection/waveDims"), dims);
}

QString startValuesRefused(std::optional<std::int64_t> length, std::optional<std::int64_t> dim,
                           std::optional<double> base, std::optional<pe::Layout> layout) {
    // In the window's words (its translation context): the message is the window's.
    const auto tr = [](const char* text) {
        return QCoreApplication::translate("MainWindow", text);
    };
    QStringList refused, unused;
    const auto given = [&](const QString& name, bool inRange, const QString& value,
                           const QString& minimum, const QString& maximum) {
        if (inRange)
            unused << QStringLiteral("%1 = %2").arg(name, value);
        else // the words of a field that refuses a typed value (ui/views/number_field.cpp)
            refused << QCoreApplication::translate("NumberField", "%1 must be %2 … %3: %4")
                           .arg(name, minimum, maximum, value);
    };
    if (length)
        given(tr(QT_TRANSLATE_NOOP("MainWindow", "L")),
              *length >= explore::kMinLength && *length <= explore::kMaxLength,
              QString::number(*length), QString::number(explore::kMinLength),
              QString::number(explore::kMaxLength));
    if (dim)
        given(tr(QT_TRANSLATE_NOOP("MainWindow", "D")),
              *dim >= explore::kMinDim && *dim <= explore::kMaxDim, QString::number(*dim),
              QString::number(explore::kMinDim), QString::number(explore::kMaxDim));
    if (base)
        given(tr(QT_TRANSLATE_NOOP("MainWindow", "base")),
              *base >= explore::kMinBase && *base <= explore::kMaxBase, numberText(*base),
              numberText(explore::kMinBase), numberText(explore::kMaxBase));
    if (layout)
        unused << (*layout == pe::Layout::Interleaved
                       ? tr(QT_TRANSLATE_NOOP("MainWindow", "layout interleaved"))
                       : tr(QT_TRANSLATE_NOOP("MainWindow", "layout concatenated")));
    QString message = refused.join(QLatin1Char('\n'));
    if (!unused.isEmpty())
        message +=
            QLatin1Char('\n') + tr(QT_TRANSLATE_NOOP("MainWindow", "Not applied either: %1."))
                                    .arg(unused.join(QStringLiteral(", ")));
    return message + QLatin1Char('\n') +
           tr(QT_TRANSLATE_NOOP("MainWindow", "Showing the saved parameters."));
}

StartParameters startParameters(const pe::EncodingParams& saved, std::optional<std::int64_t> length,
                                std::optional<std::int64_t> dim, std::optional<double> base,
                                std::optional<pe::Layout> layout) {
    pe::EncodingParams wanted = saved;
    wanted.length = length.value_or(wanted.length);
    wanted.dim = dim.value_or(wanted.dim);
    wanted.base = base.value_or(wanted.base);
    wanted.layout = layout.value_or(wanted.layout);
    if (paramsInRange(wanted))
        return {wanted, {}};
    return {saved, startValuesRefused(length, dim, base, layout)};
}

QString tableTooLarge(const QString& name, std::int64_t rows, std::int64_t cols) {
    return QCoreApplication::translate(
               "MainWindow",
               "%1 is %2 x %3: the explorer shows up to %4 positions and %5 dimensions.")
        .arg(name)
        .arg(rows)
        .arg(cols)
        .arg(explore::kMaxLength)
        .arg(explore::kMaxDim);
}
