// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/compact_spin_box.h"

#include <QLocale>

QString CompactSpinBox::textFromValue(double value) const {
    QLocale shown = locale();
    shown.setNumberOptions(shown.numberOptions() | QLocale::OmitGroupSeparator);
    QString text = shown.toString(value, 'f', decimals());
    if (decimals() > 0 && text.contains(locale().decimalPoint())) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(locale().decimalPoint()))
            text.chop(1);
    }
    return text;
}
