// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Export animation: the view, the parameter to sweep and its range, the number of
// frames, the frame rate, GIF or a folder of PNG frames, the size and the target path. OK
// checks the choices as the command line does and stays open with the reason when refused.

#include "ui/export/animation_export.h"

#include <QDialog>
#include <limits>

class CompactSpinBox;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class WholeSpinBox;

class AnimationDialog : public QDialog {
    Q_OBJECT
  public:
    // `defaults`: the window's parameters, metric, selection, view and a suggested output.
    explicit AnimationDialog(const AnimationJob& defaults, QWidget* parent = nullptr);

    // The job the fields describe (valid once the dialog is accepted).
    AnimationJob job() const;

    void accept() override;

  private:
    void parameterChanged();
    void formatChanged();
    void framesChanged();
    void browse();

    AnimationJob defaults_;
    QComboBox* view_;
    QComboBox* parameter_;
    CompactSpinBox* from_;
    CompactSpinBox* to_;
    WholeSpinBox* frames_;
    WholeSpinBox* fps_;
    QComboBox* format_;
    WholeSpinBox* width_;
    WholeSpinBox* height_;
    QCheckBox* caption_;
    QCheckBox* marks_;
    QLineEdit* path_;
    QLabel* error_;
    // The last frame of a whole turn, one step short of the first (a GIF loops without a
    // repeated frame), while To still holds it; NaN once To is the user's own.
    double turnEnd_ = std::numeric_limits<double>::quiet_NaN();
    bool refused_ = false;      // a field refused typed text: OK waits for one more press
    bool showsRefusal_ = false; // the error line names it (until a value is taken)
};
