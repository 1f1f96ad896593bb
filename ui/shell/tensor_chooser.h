// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which table of a file to show, and from which row: the 2-D tensors of a .safetensors file
// (name, shape, dtype, read from its header alone) when none or more than one is named as a
// table of positions, and the first row that is a position (OPT keeps 2 rows before position
// 0). A first row outside the chosen tensor's rows is named, and OK waits for a valid one.

#include "core/matrix_file.h"

#include <QDialog>
#include <cstdint>
#include <vector>

class QDialogButtonBox;
class QLabel;
class QTreeWidget;
class WholeSpinBox;

class TensorChooser : public QDialog {
    Q_OBJECT
  public:
    // `why` says why the user is asked; `current` (a tensor's name) and `firstRow` are what
    // is preselected; without `current`, the tensor named as a position table, else the first.
    TensorChooser(const QString& fileName, std::vector<pe::MatrixTableInfo> tables,
                  const QString& why, const QString& current, std::int64_t firstRow,
                  QWidget* parent = nullptr);

    // The tensor chosen (empty for a .npy file's one array) and the first row.
    QString tensor() const;
    std::int64_t firstRow() const;

    QTreeWidget* tensorList() const { return list_; }
    WholeSpinBox* firstRowField() const { return firstRow_; }
    QDialogButtonBox* buttons() const { return buttons_; }
    // What is wrong with the choice, or empty.
    QString problem() const;

    void accept() override;

  private:
    // The message and OK follow the chosen tensor and first row.
    void check();

    std::vector<pe::MatrixTableInfo> tables_;
    QTreeWidget* list_;
    WholeSpinBox* firstRow_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
    QString refusal_; // the field's last refused text, until a value is taken
};
