// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A number field that shows 10000 rather than 10000.0000 and 1.0001 rather than 1.00: as many
// decimals as the value has, up to the field's precision. No group separators, in any
// language: the captions, the inspector, the status bar and the command line write 10000 and
// 1000000 as the paper and code do, and one number must not be spelled two ways on one
// screen. The explorer's parameter fields and the lessons' share it.
//
// It takes exactly the number typed or refuses it by name (ui/views/typed_spin_box.h).
// WholeSpinBox is its counterpart for whole numbers.

#include "ui/views/typed_spin_box.h"

class CompactSpinBox : public TypedSpinBox<QDoubleSpinBox> {
    Q_OBJECT
  public:
    explicit CompactSpinBox(QWidget* parent = nullptr) : TypedSpinBox(parent) {}

    QString textFromValue(double value) const override;

  signals:
    // Typed text the field refused, in one line: "L must be 1 … 1000000: 2000000".
    void rejected(const QString& message);

  protected:
    void emitRejected(const QString& message) override { emit rejected(message); }
};
