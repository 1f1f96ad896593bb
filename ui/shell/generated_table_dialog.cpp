// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/generated_table_dialog.h"

#include "core/encoding_params.h"
#include "core/parameter_validation.h"
#include "ui/compute/limits.h"
#include "ui/views/number_field.h"
#include "ui/views/whole_spin_box.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <limits>

GeneratedTableDialog::GeneratedTableDialog(pe::GeneratedTable kind, std::int64_t length,
                                           std::int64_t dim, QWidget* parent)
    : QDialog(parent), kind_(kind) {
    setWindowTitle(tr("Open a generated table: %1").arg(kindTitle(kind)));
    auto* intro = new QLabel(
        kind == pe::GeneratedTable::LearnedRandom
            ? tr("Every value drawn from N(0, 0.02\u00b2), as GPT-2 initialises its table of "
                 "positions: what a model starts from before training, with no order among the "
                 "positions.")
            : tr("Each column a mix of a few slow waves plus a little noise: neighbouring "
                 "positions get neighbouring rows, so the principal components trace a curve, "
                 "as a trained table's do."),
        this);
    intro->setWordWrap(true);
    length_ = new WholeSpinBox(this);
    length_->setFieldName(tr("L"));
    length_->setLimits(int(explore::kMinLength), int(explore::kMaxLength));
    length_->setValue(int(length));
    dim_ = new WholeSpinBox(this);
    dim_->setFieldName(tr("D"));
    dim_->setLimits(int(explore::kMinDim), int(explore::kMaxDim));
    dim_->setValue(int(dim));
    seed_ = new WholeSpinBox(this);
    seed_->setFieldName(tr("Seed"));
    seed_->setLimits(0, std::numeric_limits<int>::max());
    seed_->setValue(0);
    auto* form = new QFormLayout;
    form->addRow(tr("Positions &L"), length_);
    form->addRow(tr("Dimensions &D"), dim_);
    form->addRow(tr("&Seed"), seed_);

    problem_ = number_field::refusalLine();
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Open"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &GeneratedTableDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &GeneratedTableDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    for (WholeSpinBox* field : {length_, dim_, seed_}) {
        connect(field, &QSpinBox::valueChanged, this, [this] {
            refusal_.clear();
            check();
        });
        connect(field, &WholeSpinBox::rejected, this, [this](const QString& message) {
            refusal_ = message;
            check();
        });
    }
    check();
    resize(std::max(sizeHint().width(), 460), sizeHint().height());
}

std::int64_t GeneratedTableDialog::length() const {
    return length_->value();
}
std::int64_t GeneratedTableDialog::dim() const {
    return dim_->value();
}
std::uint64_t GeneratedTableDialog::seed() const {
    return std::uint64_t(seed_->value());
}

QString GeneratedTableDialog::kindTitle(pe::GeneratedTable kind) {
    return kind == pe::GeneratedTable::LearnedRandom ? tr("learned-style random")
                                                     : tr("smooth waves");
}

QString GeneratedTableDialog::tableName(pe::GeneratedTable kind, std::int64_t length,
                                        std::int64_t dim, std::uint64_t seed) {
    return tr("generated %1, %2 x %3, seed %4").arg(kindTitle(kind)).arg(length).arg(dim).arg(seed);
}

QString GeneratedTableDialog::problem() const {
    if (!refusal_.isEmpty())
        return refusal_;
    // Refused here, before any work: a table the memory budget has no room for.
    try {
        pe::requireMatrixFits(double(length()), double(dim()), int(sizeof(double)),
                              pe::kDefaultMemoryBudgetBytes, "the generated table");
    } catch (const pe::ParameterError& e) {
        return tr("%1 x %2: %3").arg(length()).arg(dim()).arg(QString::fromStdString(e.what()));
    }
    return {};
}

void GeneratedTableDialog::check() {
    const QString text = problem();
    problem_->setText(text);
    problem_->setVisible(!text.isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

void GeneratedTableDialog::accept() {
    check();
    if (problem().isEmpty())
        QDialog::accept();
}
