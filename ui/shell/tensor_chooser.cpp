// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/tensor_chooser.h"

#include "ui/views/number_field.h"
#include "ui/views/whole_spin_box.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

namespace {

enum Column { kName, kShape, kDtype, kNote };

} // namespace

TensorChooser::TensorChooser(const QString& fileName, std::vector<pe::MatrixTableInfo> tables,
                             const QString& why, const QString& current, std::int64_t firstRow,
                             QWidget* parent)
    : QDialog(parent), tables_(std::move(tables)) {
    setWindowTitle(tr("Choose the table of positions in %1").arg(fileName));
    auto* intro = new QLabel(why, this);
    intro->setWordWrap(true);

    list_ = new QTreeWidget(this);
    list_->setRootIsDecorated(false);
    list_->setUniformRowHeights(true);
    list_->setHeaderLabels({tr("Tensor"), tr("Shape"), tr("dtype"), QString()});
    int chosen = -1;
    std::int64_t mostRows = 1;
    for (std::size_t i = 0; i < tables_.size(); ++i) {
        const pe::MatrixTableInfo& t = tables_[i];
        auto* item = new QTreeWidgetItem(list_);
        item->setText(kName, t.tensor.empty() ? fileName : QString::fromStdString(t.tensor));
        item->setText(kShape, tr("%1 x %2").arg(t.rows).arg(t.cols));
        item->setText(kDtype, QString::fromStdString(t.dtype));
        if (t.positionName)
            item->setText(kNote, tr("named as a table of positions"));
        const bool isCurrent = !current.isEmpty() && QString::fromStdString(t.tensor) == current;
        if (isCurrent || (chosen < 0 && current.isEmpty() && t.positionName))
            chosen = int(i);
        mostRows = std::max(mostRows, t.rows);
    }
    for (int c = kName; c <= kNote; ++c)
        list_->resizeColumnToContents(c);
    list_->setCurrentItem(list_->topLevelItem(std::max(chosen, 0)));

    firstRow_ = new WholeSpinBox(this);
    firstRow_->setFieldName(tr("First row"));
    firstRow_->setLimits(
        0, int(std::min<std::int64_t>(mostRows - 1, std::numeric_limits<int>::max())));
    firstRow_->setValue(int(firstRow));
    auto* rowNote = new QLabel(tr("Rows before it are skipped: OPT's table keeps 2 rows before "
                                  "position 0."),
                               this);
    rowNote->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&First row that is a position"), firstRow_);
    form->addRow(QString(), rowNote);

    problem_ = number_field::refusalLine();

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Open"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &TensorChooser::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &TensorChooser::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(list_, 1);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);

    connect(list_, &QTreeWidget::currentItemChanged, this, &TensorChooser::check);
    connect(list_, &QTreeWidget::itemDoubleClicked, this, &TensorChooser::accept);
    connect(firstRow_, &QSpinBox::valueChanged, this, [this] {
        refusal_.clear();
        check();
    });
    connect(firstRow_, &WholeSpinBox::rejected, this, [this](const QString& message) {
        refusal_ = message;
        check();
    });
    check();
    resize(std::max(sizeHint().width(), 560), sizeHint().height());
}

QString TensorChooser::tensor() const {
    const int at = list_->indexOfTopLevelItem(list_->currentItem());
    return at < 0 ? QString() : QString::fromStdString(tables_[std::size_t(at)].tensor);
}

std::int64_t TensorChooser::firstRow() const {
    return firstRow_->value();
}

QString TensorChooser::problem() const {
    if (!refusal_.isEmpty())
        return refusal_;
    const int at = list_->indexOfTopLevelItem(list_->currentItem());
    if (at < 0)
        return tr("Choose a tensor.");
    const pe::MatrixTableInfo& t = tables_[std::size_t(at)];
    if (firstRow() >= t.rows)
        return tr("First row %1 is outside the %2 rows of %3 (0 to %4).")
            .arg(firstRow())
            .arg(t.rows)
            .arg(list_->currentItem()->text(kName))
            .arg(t.rows - 1);
    return {};
}

void TensorChooser::check() {
    const QString text = problem();
    problem_->setText(text);
    problem_->setVisible(!text.isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

void TensorChooser::accept() {
    check();
    // Enter in the first row's field reaches the dialog after the field took or refused it.
    if (problem().isEmpty())
        QDialog::accept();
}
