#pragma once
// A number field that shows 10000 rather than 10000.0000 and 1.0001 rather than 1.00: as many
// decimals as the value has, up to the field's precision. No group separators, in any
// language: the captions, the inspector, the status bar and the command line write 10000 and
// 1000000 as the paper and code do, and one number must not be spelled two ways on one
// screen. The explorer's parameter fields and the lessons' share it.

#include <QDoubleSpinBox>
#include <functional>

class CompactSpinBox : public QDoubleSpinBox {
    Q_OBJECT
  public:
    using QDoubleSpinBox::QDoubleSpinBox;
    // Called with text Qt could not accept when editing finished (it then keeps the last
    // valid value); the field reports it so the user learns why nothing changed.
    std::function<void(const QString&)> onRejected;
    void fixup(QString& input) const override;
    QString textFromValue(double value) const override;
};
