// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/comparison.h"

#include "ui/compute/number_text.h"

#include <QCoreApplication>
#include <QStringList>

bool operator==(const PinnedSetting& a, const PinnedSetting& b) {
    return a.params == b.params && a.band == b.band;
}

pe::EncodingParams pinnedParams(const PinnedSetting& pinned, const pe::EncodingParams& current) {
    pe::EncodingParams params = pinned.params;
    params.length = current.length;
    params.memoryBudgetBytes = current.memoryBudgetBytes;
    return params;
}

namespace {

QString bandText(const std::optional<pe::ColumnBand>& band) {
    return band ? QCoreApplication::translate("PinnedSetting", "dims %1..%2")
                      .arg(band->first)
                      .arg(band->last)
                : QCoreApplication::translate("PinnedSetting", "all dims");
}

QString layoutText(pe::Layout layout) {
    return layout == pe::Layout::Interleaved
               ? QCoreApplication::translate("PinnedSetting", "interleaved")
               : QCoreApplication::translate("PinnedSetting", "concatenated");
}

} // namespace

PinnedLabels pinnedLabels(const PinnedSetting& pinned, const pe::EncodingParams& current,
                          const std::optional<pe::ColumnBand>& currentBand, bool usesBand) {
    QStringList a, b;
    const pe::EncodingParams& p = pinned.params;
    if (p.dim != current.dim) {
        a << QCoreApplication::translate("PinnedSetting", "D %1").arg(p.dim);
        b << QCoreApplication::translate("PinnedSetting", "D %1").arg(current.dim);
    }
    if (p.base != current.base) {
        a << QCoreApplication::translate("PinnedSetting", "base %1").arg(numberText(p.base));
        b << QCoreApplication::translate("PinnedSetting", "base %1").arg(numberText(current.base));
    }
    if (p.layout != current.layout) {
        a << layoutText(p.layout);
        b << layoutText(current.layout);
    }
    if (usesBand && pinned.band != currentBand) {
        a << bandText(pinned.band);
        b << bandText(currentBand);
    }
    if (a.isEmpty())
        return {QCoreApplication::translate("PinnedSetting", "pinned (the same here)"),
                QCoreApplication::translate("PinnedSetting", "now (the same here)"), QString()};
    const QString separator = QStringLiteral(", ");
    return {QCoreApplication::translate("PinnedSetting", "pinned: %1").arg(a.join(separator)),
            QCoreApplication::translate("PinnedSetting", "now: %1").arg(b.join(separator)),
            a.join(separator)};
}
