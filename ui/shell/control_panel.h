// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The side panel: L, D, base, layout and metric, plus the selected position and dimension.
// Every control works from the keyboard and says in one sentence what it does.

#include "core/encoding_params.h"
#include "ui/compute/selection.h"
#include "ui/views/whole_spin_box.h"

#include <QWidget>

#include <initializer_list>

class LogSliderField;
class QAbstractSpinBox;
class QAction;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

class ControlPanel : public QWidget {
    Q_OBJECT
  public:
    explicit ControlPanel(QWidget* parent = nullptr);

    pe::EncodingParams params() const;
    pe::Metric metric() const;
    // Shows these values without emitting parametersEdited.
    void setParameters(const pe::EncodingParams& params, pe::Metric metric);
    // While a model's table is shown, L and D are its shape and base and layout mean
    // nothing: those fields are disabled.
    void setTableShown(bool shown);
    // Shows the selection and limits the selection fields to L and D (no signals).
    void showSelection(const Selection& selection, std::int64_t length, std::int64_t dim);
    // A rejected value: shown in red until the next accepted change. An empty message also
    // takes the red off the fields that refused a typed value.
    void showError(const QString& message);

    LogSliderField* lengthField() const { return length_; }
    LogSliderField* dimField() const { return dim_; }
    LogSliderField* baseField() const { return base_; }
    QComboBox* layoutBox() const { return layout_; }
    QComboBox* metricBox() const { return metric_; }
    QSpinBox* pBox() const { return position_; }
    QSpinBox* dimensionBox() const { return dimension_; }
    QSpinBox* qBox() const { return q_; }
    QCheckBox* bandOnlyBox() const { return bandOnly_; }
    bool bandOnly() const;
    void setBandOnly(bool on);
    // A button under the encoding's fields for `action` (Compare with this setting), which
    // pins what they show.
    void addPinAction(QAction* action);

  signals:
    void parametersEdited();
    void pEdited(std::int64_t position);
    void dimensionEdited(std::int64_t dimension);
    void qEdited(std::int64_t q);
    void addDimensionRequested(std::int64_t dimension);
    void resetDimensionsRequested();
    // "Similarity from the selected band only" was switched.
    void bandOnlyToggled(bool on);

  private:
    QWidget* buildEncodingGroup();
    QWidget* buildSelectionGroup();

    LogSliderField* length_;
    LogSliderField* dim_;
    LogSliderField* base_;
    QComboBox* layout_;
    QComboBox* metric_;
    WholeSpinBox* position_;
    WholeSpinBox* dimension_;
    WholeSpinBox* q_;
    QLabel* waveDims_;
    QCheckBox* bandOnly_;
    QLabel* error_;
    bool showsRefusal_ = false; // the error line names a typed value a field refused
    // Where the error line can stand: under both groups, or under a field's own row.
    QVBoxLayout* panelLayout_;
    QVBoxLayout* encodingLayout_;
    QFormLayout* numbersLayout_;

    void showRefusal(const QString& message);
    void showLine(const QString& message, QWidget* under);
    void placeErrorUnder(QWidget* field);
    void acceptedSelectionEdit();
    void endRefusalsOnEnter(std::initializer_list<QAbstractSpinBox*> boxes);
};
