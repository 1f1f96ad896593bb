// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/animation_dialog.h"

#include "ui/export/view_export.h"
#include "ui/views/compact_spin_box.h"
#include "ui/views/number_field.h"
#include "ui/views/whole_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <algorithm>
#include <cmath>

AnimationDialog::AnimationDialog(const AnimationJob& defaults, QWidget* parent)
    : QDialog(parent), defaults_(defaults) {
    setWindowTitle(tr("Export animation"));
    view_ = new QComboBox;
    view_->setObjectName(QStringLiteral("view"));
    for (const ViewInfo& info : viewTable())
        view_->addItem(viewTitle(info.kind), int(info.kind));
    view_->setCurrentIndex(view_->findData(int(defaults.view)));
    parameter_ = new QComboBox;
    parameter_->setObjectName(QStringLiteral("parameter"));
    parameter_->addItem(tr("Length L"), int(AnimatedParameter::Length));
    parameter_->addItem(tr("Dimension D"), int(AnimatedParameter::Dim));
    parameter_->addItem(tr("Base (log-spaced)"), int(AnimatedParameter::Base));
    parameter_->addItem(tr("Selected position"), int(AnimatedParameter::Position));
    parameter_->addItem(tr("Position q (what tells p and q apart)"),
                        int(AnimatedParameter::Partner));
    parameter_->addItem(tr("Turn in 3-D (azimuth, degrees)"), int(AnimatedParameter::Azimuth));
    from_ = new CompactSpinBox;
    from_->setObjectName(QStringLiteral("from"));
    to_ = new CompactSpinBox;
    to_->setObjectName(QStringLiteral("to"));
    frames_ = new WholeSpinBox;
    frames_->setObjectName(QStringLiteral("frames"));
    frames_->setLimits(2, int(kMaxAnimationFrames));
    frames_->setValue(int(std::clamp<std::int64_t>(defaults.frames, 2, kMaxAnimationFrames)));
    fps_ = new WholeSpinBox;
    fps_->setObjectName(QStringLiteral("fps"));
    fps_->setSuffix(tr(" frames/s"));
    fps_->setLimits(1, kMaxAnimationFps);
    fps_->setValue(std::clamp(defaults.fps, 1, kMaxAnimationFps));
    format_ = new QComboBox;
    format_->setObjectName(QStringLiteral("format"));
    format_->addItem(tr("Animated GIF"), int(AnimationFormat::Gif));
    format_->addItem(tr("Folder of numbered PNG frames"), int(AnimationFormat::PngFrames));
    format_->setCurrentIndex(format_->findData(int(defaults.format)));
    width_ = new WholeSpinBox;
    width_->setObjectName(QStringLiteral("width"));
    height_ = new WholeSpinBox;
    height_->setObjectName(QStringLiteral("height"));
    for (WholeSpinBox* size : {width_, height_}) {
        size->setSuffix(tr(" px"));
        size->setLimits(64, 4000);
    }
    width_->setValue(defaults.options.widthPx);
    height_->setValue(defaults.options.heightPx);
    caption_ = new QCheckBox(tr("Caption with each frame's parameters"));
    caption_->setChecked(!defaults.options.caption.isEmpty());
    marks_ = new QCheckBox(tr("Selection marks (needed to see the position move in the heatmap, "
                              "waveforms and similarity)"));
    marks_->setObjectName(QStringLiteral("marks"));
    marks_->setChecked(defaults.options.marks);
    path_ = new QLineEdit(defaults.output);
    path_->setObjectName(QStringLiteral("path"));
    auto* browse = new QPushButton(tr("Browse..."));
    connect(browse, &QPushButton::clicked, this, &AnimationDialog::browse);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(path_, 1);
    pathRow->addWidget(browse);
    error_ = number_field::refusalLine();

    auto* form = new QFormLayout;
    form->addRow(tr("View:"), view_);
    form->addRow(tr("Sweep:"), parameter_);
    form->addRow(tr("From:"), from_);
    form->addRow(tr("To:"), to_);
    form->addRow(tr("Frames:"), frames_);
    form->addRow(tr("Speed:"), fps_);
    form->addRow(tr("Format:"), format_);
    form->addRow(tr("Width:"), width_);
    form->addRow(tr("Height:"), height_);
    form->addRow(caption_);
    form->addRow(marks_);
    form->addRow(tr("Save to:"), pathRow);
    form->addRow(error_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &AnimationDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &AnimationDialog::reject);
    form->addRow(buttons);
    setLayout(form);

    // A refused typed value is named in the error line (the field keeps its last valid one)
    // until the next accepted value.
    const auto refused = [this](const QString& message) {
        error_->setText(message);
        error_->show();
        refused_ = showsRefusal_ = true;
    };
    const auto accepted = [this] {
        if (showsRefusal_)
            error_->hide();
        refused_ = showsRefusal_ = false;
    };
    for (CompactSpinBox* end : {from_, to_}) {
        connect(end, &CompactSpinBox::rejected, this, refused);
        connect(end, &CompactSpinBox::valueChanged, this, accepted);
    }
    for (WholeSpinBox* box : {frames_, fps_, width_, height_}) {
        connect(box, &WholeSpinBox::rejected, this, refused);
        connect(box, &WholeSpinBox::valueChanged, this, accepted);
    }
    connect(parameter_, &QComboBox::currentIndexChanged, this, &AnimationDialog::parameterChanged);
    connect(format_, &QComboBox::currentIndexChanged, this, &AnimationDialog::formatChanged);
    connect(frames_, &WholeSpinBox::valueChanged, this, &AnimationDialog::framesChanged);
    parameterChanged();
}

// A range that shows the parameter's effect, starting from the window's value.
void AnimationDialog::parameterChanged() {
    const pe::EncodingParams& p = defaults_.params;
    const auto parameter = AnimatedParameter(parameter_->currentData().toInt());
    // q is drawn by the springs alone, a turn by the 3-D view alone: choosing either shows
    // the view that draws it rather than a refusal on OK.
    const auto draws = [parameter](const ViewInfo& info) {
        return parameter == AnimatedParameter::Partner ? info.uses.q : info.turns;
    };
    if ((parameter == AnimatedParameter::Partner || parameter == AnimatedParameter::Azimuth) &&
        !draws(viewInfo(ViewKind(view_->currentData().toInt()))))
        for (const ViewInfo& info : viewTable())
            if (draws(info)) {
                view_->setCurrentIndex(view_->findData(int(info.kind)));
                break;
            }
    double from = 0, to = 0;
    int decimals = 0;
    double low = 0, high = 1e9;
    switch (parameter) {
    case AnimatedParameter::Length:
        from = std::min<double>(16, double(p.length));
        to = std::max<double>(double(p.length), 4 * from);
        low = 1;
        break;
    case AnimatedParameter::Dim:
        from = 2;
        to = std::max<double>(double(p.dim), 4);
        low = 1;
        break;
    case AnimatedParameter::Base:
        from = 100;
        to = std::max(p.base, 1e5);
        decimals = 4;
        low = 1.0001;
        high = 1e12;
        break;
    case AnimatedParameter::Position:
        from = 0;
        to = double(std::max<std::int64_t>(p.length - 1, 1));
        break;
    case AnimatedParameter::Partner: {
        // q moving away from p, from where it is now to the far end, as Sweep q plays it.
        const std::int64_t last = std::max<std::int64_t>(p.length - 1, 1);
        from = double(std::clamp<std::int64_t>(defaults_.q.value_or(defaults_.p + 1), 0, last));
        to = from == double(last) ? 0.0 : double(last);
        break;
    }
    case AnimatedParameter::Azimuth:
        // One whole turn from where the view is seen now.
        from = defaults_.viewAngle ? defaults_.viewAngle->first : kStartAzimuth;
        to = from + 360 - 360.0 / frames_->value();
        decimals = 1;
        low = -3600;
        high = 3600;
        break;
    }
    for (CompactSpinBox* end : {from_, to_}) {
        end->setDecimals(decimals);
        end->setLimits(low, high);
    }
    from_->setValue(from);
    to_->setValue(to);
    turnEnd_ = parameter == AnimatedParameter::Azimuth ? to_->value()
                                                       : std::numeric_limits<double>::quiet_NaN();
}

// A whole turn suggested keeps its last frame one step short of the first at any count.
void AnimationDialog::framesChanged() {
    if (std::isnan(turnEnd_) || to_->value() != turnEnd_) {
        turnEnd_ = std::numeric_limits<double>::quiet_NaN();
        return;
    }
    to_->setValue(from_->value() + 360 - 360.0 / frames_->value());
    turnEnd_ = to_->value();
}

// A GIF is a file, frames go into a folder: the suggested path follows the choice.
void AnimationDialog::formatChanged() {
    const QString path = path_->text();
    const QFileInfo info(path);
    const bool gif = AnimationFormat(format_->currentData().toInt()) == AnimationFormat::Gif;
    if (gif && info.suffix().isEmpty() && !path.isEmpty())
        path_->setText(path + QStringLiteral(".gif"));
    else if (!gif && info.suffix().compare(QLatin1String("gif"), Qt::CaseInsensitive) == 0)
        path_->setText(path.left(path.size() - 4));
}

void AnimationDialog::browse() {
    const bool gif = AnimationFormat(format_->currentData().toInt()) == AnimationFormat::Gif;
    const QString chosen =
        gif ? QFileDialog::getSaveFileName(this, tr("Export animation"), path_->text(),
                                           tr("GIF files (*.gif)"))
            : QFileDialog::getExistingDirectory(this, tr("Export the frames into"),
                                                QFileInfo(path_->text()).absolutePath());
    if (!chosen.isEmpty())
        path_->setText(chosen);
}

AnimationJob AnimationDialog::job() const {
    AnimationJob job = defaults_;
    job.view = ViewKind(view_->currentData().toInt());
    job.spec.parameter = AnimatedParameter(parameter_->currentData().toInt());
    if (job.spec.parameter != AnimatedParameter::Azimuth) // the loaded table only turns
        job.table.reset();
    job.spec.from = from_->value();
    job.spec.to = to_->value();
    job.frames = frames_->value();
    job.fps = fps_->value();
    job.format = AnimationFormat(format_->currentData().toInt());
    job.options.widthPx = width_->value();
    job.options.heightPx = height_->value();
    job.options.marks = marks_->isChecked();
    // Any non-empty caption asks for one: each frame gets its own parameter line.
    job.options.caption = caption_->isChecked() ? QStringLiteral("parameters") : QString();
    job.output = path_->text().trimmed();
    return job;
}

void AnimationDialog::accept() {
    if (refused_) { // Enter in the field that refused its text: let the line be read first
        refused_ = false;
        return;
    }
    const AnimationJob chosen = job();
    std::optional<QString> problem;
    if (chosen.spec.from == chosen.spec.to)
        problem = tr("From and To are the same: nothing would move.");
    else if (chosen.output.isEmpty())
        problem = tr("Choose where to save the animation.");
    else
        problem = checkAnimationJob(chosen);
    if (problem) {
        error_->setText(*problem);
        error_->show();
        showsRefusal_ = false;
        return;
    }
    QDialog::accept();
}
