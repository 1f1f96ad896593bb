// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window's number fields (CompactSpinBox for reals, WholeSpinBox for whole numbers)
// share: the text a person typed read through core/typed_number.h, the one line that
// refuses it ("L must be 1 … 1000000: 2000000"), the red mark on the field, and the range
// in its tooltip.

#include "core/typed_number.h"

#include <QString>

class QAbstractSpinBox;
class QLabel;

namespace number_field {

// The typed number of `box`'s text, without its prefix, suffix and surrounding spaces.
QString typedPart(const QAbstractSpinBox* box, const QString& text);
// The same as UTF-8 for the parser, the locale's decimal point read as ".".
std::string parserText(const QAbstractSpinBox* box, const QString& text);

// The name a refusal gives the field: setName's, else its label's text (the QLabel whose
// buddy it is, without the mnemonic and a closing colon).
void setName(QAbstractSpinBox* box, const QString& name);
QString name(const QAbstractSpinBox* box);

// "L must be 1 … 1000000: 2000000"; `whole` says the field takes whole numbers only.
QString refusal(const QAbstractSpinBox* box, pe::NumberFault fault, const QString& typed,
                const QString& minimum, const QString& maximum, bool whole, int decimals);

// The red field (and its "rejected" property) while its last typed text stands refused.
void markRejected(QAbstractSpinBox* box, bool rejected);
bool isRejected(const QAbstractSpinBox* box);

// The tooltip: the field's own (setToolTip), then its range on a line of its own.
void showRange(QAbstractSpinBox* box, const QString& minimum, const QString& maximum);

// The red line under a dialog's fields that names what it refuses, hidden until then.
QLabel* refusalLine();

} // namespace number_field
