// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/export_dialog.h"

#include "ui/export/figure_preview.h"
#include "ui/views/compact_spin_box.h"
#include "ui/views/whole_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>

namespace {

constexpr double kCmPerInch = 2.54;
constexpr int kMaxPixels = 20000;

int clampPixels(int value, int fallback) {
    return value >= 16 && value <= kMaxPixels ? value : fallback;
}

} // namespace

ExportDialog::ExportDialog(const QString& caption, QWidget* parent, const QString& viewTitle)
    : QDialog(parent), caption_(caption) {
    // Named in the title bar and in the form: the dialog moves the focus, and whoever exports
    // should see which of the five views the file will hold before choosing a path.
    setWindowTitle(viewTitle.isEmpty() ? tr("Export all figures")
                                       : tr("Export figure: %1").arg(viewTitle));
    auto* what = new QLabel(viewTitle.isEmpty() ? tr("Every view, one file each")
                                                : tr("Figure: %1").arg(viewTitle));
    what->setObjectName(QStringLiteral("viewTitle"));
    QFont bold = what->font();
    bold.setBold(true);
    what->setFont(bold);
    format_ = new QComboBox;
    format_->setObjectName(QStringLiteral("format"));
    format_->addItem(tr("PNG image"), int(FigureFormat::Png));
    format_->addItem(tr("PDF (vector, fonts embedded)"), int(FigureFormat::Pdf));
    format_->addItem(tr("SVG (vector)"), int(FigureFormat::Svg));
    unit_ = new QComboBox;
    unit_->addItem(tr("pixels"));
    unit_->addItem(tr("centimetres"));
    width_ = new CompactSpinBox;
    width_->setObjectName(QStringLiteral("width"));
    height_ = new CompactSpinBox;
    height_->setObjectName(QStringLiteral("height"));
    dpi_ = new WholeSpinBox;
    dpi_->setObjectName(QStringLiteral("dpi"));
    dpi_->setToolTip(
        tr("Dots per inch: converts centimetres to pixels and is recorded in the file."));
    dpi_->setLimits(30, 1200);
    theme_ = new QComboBox;
    theme_->setObjectName(QStringLiteral("theme"));
    theme_->addItem(tr("Print: white background, dark text"), int(FigureTheme::Print));
    theme_->addItem(tr("Screen: dark background, light text"), int(FigureTheme::Screen));
    fontSize_ = new WholeSpinBox;
    fontSize_->setObjectName(QStringLiteral("fontSize"));
    fontSize_->setSpecialValueText(tr("automatic (suits slides)"));
    fontSize_->setSuffix(tr(" px"));
    fontSize_->setToolTip(tr("Text size in the figure; 0 is automatic."));
    fontSize_->setLimits(0, 200);
    showCaption_ = new QCheckBox(tr("Caption with the parameters: %1").arg(caption));
    marks_ = new QCheckBox(tr("Selection marks, with a line saying what they mark"));
    marks_->setObjectName(QStringLiteral("marks"));
    marks_->setToolTip(tr("Off: the figure shows the data alone, without the outlines and "
                          "lines of what is selected on screen."));
    summary_ = new QLabel;
    error_ = new QLabel;
    error_->setObjectName(QStringLiteral("error"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #b2182b; font-weight: bold;"));
    error_->hide();

    columns_ = new QHBoxLayout(this);
    auto* form = new QFormLayout;
    columns_->addLayout(form);
    form->addRow(what);
    form->addRow(tr("Format"), format_);
    form->addRow(tr("Unit"), unit_);
    form->addRow(tr("Width"), width_);
    form->addRow(tr("Height"), height_);
    form->addRow(tr("Resolution (DPI)"), dpi_);
    form->addRow(tr("Theme"), theme_);
    form->addRow(tr("Font size"), fontSize_);
    form->addRow(showCaption_);
    form->addRow(marks_);
    form->addRow(summary_);
    form->addRow(error_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(unit_, &QComboBox::currentIndexChanged, this, &ExportDialog::syncSizeFields);
    for (QDoubleSpinBox* box : {width_, height_})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    connect(dpi_, &QSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    // Every choice that changes the figure redraws the preview.
    for (QComboBox* box : {format_, unit_, theme_})
        connect(box, &QComboBox::currentIndexChanged, this, &ExportDialog::optionsChanged);
    for (QDoubleSpinBox* box : {width_, height_})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ExportDialog::optionsChanged);
    for (QSpinBox* box : {dpi_, fontSize_})
        connect(box, &QSpinBox::valueChanged, this, &ExportDialog::optionsChanged);
    for (QCheckBox* box : {showCaption_, marks_})
        connect(box, &QCheckBox::toggled, this, &ExportDialog::optionsChanged);
    for (CompactSpinBox* box : {width_, height_})
        connect(box, &CompactSpinBox::rejected, this, &ExportDialog::showRefusal);
    for (WholeSpinBox* box : {dpi_, fontSize_})
        connect(box, &WholeSpinBox::rejected, this, &ExportDialog::showRefusal);
    setOptions(loadRemembered());
}

FigurePreview* ExportDialog::addPreview(ViewKind view) {
    if (!preview_) {
        preview_ = new FigurePreview(view, this);
        columns_->addWidget(preview_, 1);
        optionsChanged();
    }
    return preview_;
}

void ExportDialog::optionsChanged() {
    // An accepted change ends what a refusal said.
    refused_ = false;
    error_->hide();
    if (preview_)
        preview_->showOptions(options());
}

void ExportDialog::showRefusal(const QString& message) {
    error_->setText(message);
    error_->show();
    refused_ = true;
}

void ExportDialog::accept() {
    if (refused_) {
        refused_ = false; // OK once more exports with the values shown
        return;
    }
    QDialog::accept();
}

FigureOptions ExportDialog::options() const {
    FigureOptions o;
    o.format = FigureFormat(format_->currentData().toInt());
    o.dpi = dpi_->value();
    const double scale = centimetres_ ? o.dpi / kCmPerInch : 1.0;
    o.widthPx = qBound(16, qRound(width_->value() * scale), kMaxPixels);
    o.heightPx = qBound(16, qRound(height_->value() * scale), kMaxPixels);
    o.theme = FigureTheme(theme_->currentData().toInt());
    o.fontPixelSize = fontSize_->value();
    o.caption = showCaption_->isChecked() ? caption_ : QString();
    o.marks = marks_->isChecked();
    return o;
}

void ExportDialog::setOptions(const FigureOptions& o) {
    format_->setCurrentIndex(format_->findData(int(o.format)));
    theme_->setCurrentIndex(theme_->findData(int(o.theme)));
    dpi_->setValue(o.dpi);
    fontSize_->setValue(o.fontPixelSize);
    showCaption_->setChecked(!o.caption.isEmpty());
    marks_->setChecked(o.marks);
    unit_->setCurrentIndex(0);
    centimetres_ = false;
    width_->setDecimals(0);
    height_->setDecimals(0);
    width_->setLimits(16, kMaxPixels);
    height_->setLimits(16, kMaxPixels);
    width_->setValue(o.widthPx);
    height_->setValue(o.heightPx);
    updateSummary();
}

// Switching units converts the numbers in place, so the figure's size stays the same.
void ExportDialog::syncSizeFields() {
    const bool toCm = unit_->currentIndex() == 1;
    if (toCm == centimetres_)
        return;
    const double factor = toCm ? kCmPerInch / dpi_->value() : dpi_->value() / kCmPerInch;
    const double w = width_->value() * factor, h = height_->value() * factor;
    centimetres_ = toCm;
    for (CompactSpinBox* box : {width_, height_}) {
        box->setDecimals(toCm ? 2 : 0);
        box->setSuffix(toCm ? tr(" cm") : tr(" px"));
        box->setLimits(toCm ? 0.1 : 16, toCm ? kMaxPixels * kCmPerInch / 30 : kMaxPixels);
    }
    width_->setValue(w);
    height_->setValue(h);
    updateSummary();
}

void ExportDialog::updateSummary() {
    const FigureOptions o = options();
    summary_->setText(tr("%1 x %2 pixels, %3 x %4 cm at %5 DPI")
                          .arg(o.widthPx)
                          .arg(o.heightPx)
                          .arg(o.widthPx * kCmPerInch / o.dpi, 0, 'f', 1)
                          .arg(o.heightPx * kCmPerInch / o.dpi, 0, 'f', 1)
                          .arg(o.dpi));
}

FigureOptions ExportDialog::loadRemembered() {
    QSettings s;
    FigureOptions o;
    const auto format = figureFormatFromString(s.value("export/format", "png").toString());
    o.format = format.value_or(FigureFormat::Png);
    // A 16:9 slide until a size is chosen: what Copy figure pastes into one, sharp.
    o.widthPx = clampPixels(s.value("export/width", 1920).toInt(), 1920);
    o.heightPx = clampPixels(s.value("export/height", 1080).toInt(), 1080);
    const int dpi = s.value("export/dpi", 150).toInt();
    o.dpi = dpi >= 30 && dpi <= 1200 ? dpi : 150;
    o.theme = s.value("export/theme", "print").toString() == "screen" ? FigureTheme::Screen
                                                                      : FigureTheme::Print;
    const int font = s.value("export/fontPixelSize", 0).toInt();
    o.fontPixelSize = font >= 0 && font <= 200 ? font : 0;
    // Only whether there is a caption is remembered; its text is the current parameters.
    o.caption = s.value("export/caption", true).toBool() ? QStringLiteral("on") : QString();
    o.marks = s.value("export/marks", false).toBool();
    return o;
}

void ExportDialog::remember(const FigureOptions& o) {
    QSettings s;
    s.setValue("export/format", figureFormatSuffix(o.format));
    s.setValue("export/width", o.widthPx);
    s.setValue("export/height", o.heightPx);
    s.setValue("export/dpi", o.dpi);
    s.setValue("export/theme", o.theme == FigureTheme::Screen ? "screen" : "print");
    s.setValue("export/fontPixelSize", o.fontPixelSize);
    s.setValue("export/caption", !o.caption.isEmpty());
    s.setValue("export/marks", o.marks);
}
