// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/data_export_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

DataExportDialog::DataExportDialog(const QString& size, bool table, QWidget* parent,
                                   std::optional<DataSubject> preferred)
    : QDialog(parent), subject_(new QComboBox), format_(new QComboBox) {
    setWindowTitle(tr("Export data"));
    subject_->setObjectName(QStringLiteral("subject"));
    format_->setObjectName(QStringLiteral("format"));
    for (const DataSubjectInfo& info : dataSubjectTable())
        if (info.inExplorer && (info.readsTable || !table))
            subject_->addItem(dataSubjectTitle(info.subject), int(info.subject));
    if (preferred)
        if (const int at = subject_->findData(int(*preferred)); at >= 0)
            subject_->setCurrentIndex(at);
    format_->addItem(
        tr("CSV: text, the column names on a first line after \"# \", then one row per line, "
           "every double exactly (the shortest digits that read back to it)"),
        false);
    format_->addItem(tr("NumPy .npy: binary float64, for numpy.load"), true);
    auto* form = new QFormLayout;
    form->addRow(tr("Data"), subject_);
    form->addRow(tr("Format"), format_);
    auto* note = new QLabel(tr("Computed in double precision at full size: %1").arg(size));
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

DataSubject DataExportDialog::subject() const {
    return DataSubject(subject_->currentData().toInt());
}

bool DataExportDialog::npy() const {
    return format_->currentData().toBool();
}

QString DataExportDialog::suggestedFileName() const {
    return QLatin1String(dataSubjectInfo(subject()).name) +
           (npy() ? QStringLiteral(".npy") : QStringLiteral(".csv"));
}
