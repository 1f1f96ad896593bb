// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Export data: what to write (one of the data subjects the explorer's state defines)
// and in which format, chosen in a dialog of its own before the file dialog, which then only
// names the file. (A "Files of type" filter that picked the data was easy to miss.)

#include "ui/export/data_subject.h"

#include <QDialog>
#include <optional>

class QComboBox;
class QLabel;

class DataExportDialog : public QDialog {
    Q_OBJECT
  public:
    // `size` describes the explorer's state ("L = 64, D = 16, p = 3, q = 10"), shown under
    // the choices. With `table` (a model's table is open) only the subjects defined for a
    // table are offered. `preferred` is chosen first where it is offered (the data of the
    // view the user worked in last).
    explicit DataExportDialog(const QString& size, bool table = false, QWidget* parent = nullptr,
                              std::optional<DataSubject> preferred = std::nullopt);

    DataSubject subject() const;
    bool npy() const;
    // The file name to offer: the subject's command-line name and the format's suffix.
    QString suggestedFileName() const;

  private:
    QComboBox* subject_;
    QComboBox* format_;
};
