// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A whole-number field that takes exactly the number typed or refuses it by name
// (ui/views/typed_spin_box.h). CompactSpinBox is its counterpart for reals.

#include "ui/views/typed_spin_box.h"

class WholeSpinBox : public TypedSpinBox<QSpinBox> {
    Q_OBJECT
  public:
    explicit WholeSpinBox(QWidget* parent = nullptr) : TypedSpinBox(parent) {}

  signals:
    // Typed text the field refused, in one line: "Position must be 0 … 63: 64".
    void rejected(const QString& message);

  protected:
    void emitRejected(const QString& message) override { emit rejected(message); }
};
