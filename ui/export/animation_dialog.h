#pragma once
// File > Export animation: the view, the parameter to sweep and its range, the number of
// frames, the frame rate, GIF or a folder of PNG frames, the size and the target path. OK
// checks the choices as the command line does and stays open with the reason when refused.

#include "ui/export/animation_export.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

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
    void browse();

    AnimationJob defaults_;
    QComboBox* view_;
    QComboBox* parameter_;
    QDoubleSpinBox* from_;
    QDoubleSpinBox* to_;
    QSpinBox* frames_;
    QSpinBox* fps_;
    QComboBox* format_;
    QSpinBox* width_;
    QSpinBox* height_;
    QCheckBox* caption_;
    QCheckBox* marks_;
    QLineEdit* path_;
    QLabel* error_;
};
