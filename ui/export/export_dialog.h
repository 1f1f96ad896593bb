// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File > Export figure: format, size in pixels or in centimetres at a DPI, theme, font
// size and caption. The last choices are remembered (QSettings) for the next export.

#include "ui/export/figure_export.h"
#include "ui/views/view_kind.h"

#include <QDialog>

class QComboBox;
class CompactSpinBox;
class WholeSpinBox;
class QCheckBox;
class QLabel;
class QHBoxLayout;
class FigurePreview;

class ExportDialog : public QDialog {
    Q_OBJECT
  public:
    // `caption` is the parameter line offered for the figure; `viewTitle` names the view it
    // will write (empty: every view, into a folder).
    explicit ExportDialog(const QString& caption, QWidget* parent = nullptr,
                          const QString& viewTitle = QString());

    // A live preview of `view`'s figure beside the options; its data is handed to it later
    // (FigurePreview::setData), once computed.
    FigurePreview* addPreview(ViewKind view);
    FigurePreview* preview() const { return preview_; }

    FigureOptions options() const;
    void setOptions(const FigureOptions& options);

    // Remembered choices; out-of-range stored values fall back to the defaults.
    static FigureOptions loadRemembered();
    static void remember(const FigureOptions& options);

    // Stays open once after a field refused typed text (Enter there also presses OK), so
    // the red line naming it is seen; the fields keep their last valid values.
    void accept() override;

  private:
    void syncSizeFields();
    void updateSummary();
    void optionsChanged();
    void showRefusal(const QString& message);

    QString caption_;
    QComboBox* format_;
    QComboBox* unit_;
    CompactSpinBox* width_;
    CompactSpinBox* height_;
    WholeSpinBox* dpi_;
    QComboBox* theme_;
    WholeSpinBox* fontSize_;
    QCheckBox* showCaption_;
    QCheckBox* marks_;
    QLabel* summary_;
    QLabel* error_;
    bool refused_ = false; // a field refused typed text since the last accepted change
    QHBoxLayout* columns_;
    FigurePreview* preview_ = nullptr;
    bool centimetres_ = false;
};
