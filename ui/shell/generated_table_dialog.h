// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Open a generated table: the size and seed of a table made without a file
// (core/generated_tables.h), so a class without a model at hand has one to open. A size the
// explorer cannot show is named in the dialog, and OK waits for a valid one.

#include "core/generated_tables.h"

#include <QDialog>
#include <cstdint>

class QDialogButtonBox;
class QLabel;
class WholeSpinBox;

class GeneratedTableDialog : public QDialog {
    Q_OBJECT
  public:
    // Opens on `length` x `dim`, seed 0.
    GeneratedTableDialog(pe::GeneratedTable kind, std::int64_t length, std::int64_t dim,
                         QWidget* parent = nullptr);

    pe::GeneratedTable kind() const { return kind_; }
    std::int64_t length() const;
    std::int64_t dim() const;
    std::uint64_t seed() const;
    WholeSpinBox* lengthField() const { return length_; }
    WholeSpinBox* dimField() const { return dim_; }
    WholeSpinBox* seedField() const { return seed_; }
    QDialogButtonBox* buttons() const { return buttons_; }
    QString problem() const;

    // The menu's and the dialog's name of a kind, and the caption's name of one table.
    static QString kindTitle(pe::GeneratedTable kind);
    static QString tableName(pe::GeneratedTable kind, std::int64_t length, std::int64_t dim,
                             std::uint64_t seed);

    void accept() override;

  private:
    void check();

    pe::GeneratedTable kind_;
    WholeSpinBox* length_;
    WholeSpinBox* dim_;
    WholeSpinBox* seed_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
    QString refusal_;
};
