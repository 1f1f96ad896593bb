// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/control_panel.h"

#include "ui/compute/limits.h"
#include "ui/shell/log_slider.h"
#include "ui/teaching/lesson_grid.h"
#include "ui/views/compact_spin_box.h"
#include "ui/views/whole_spin_box.h"
#include "ui/views/wrapped_check_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStyleOptionToolButton>
#include <QStylePainter>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

// A button as wide as the panel gives it, whatever its text says: the pin's text grows with
// what is pinned ("Unpin (compared with D 16, base 10000, interleaved)"), and a button as wide
// as that widened the panel past its dock. What does not fit ends in "…"; View > Pin says all.
class PanelWideButton : public QToolButton {
  public:
    // QToolButton's least size is its size hint: both are its height and the least width.
    QSize sizeHint() const override {
        return {fontMetrics().horizontalAdvance(QStringLiteral("……")) + 2 * kTextPadding,
                QToolButton::sizeHint().height()};
    }
    QSize minimumSizeHint() const override { return sizeHint(); }

  protected:
    void paintEvent(QPaintEvent*) override {
        QStylePainter painter(this);
        QStyleOptionToolButton option;
        initStyleOption(&option);
        option.text = fontMetrics().elidedText(option.text, Qt::ElideRight,
                                               std::max(0, width() - 2 * kTextPadding));
        painter.drawComplexControl(QStyle::CC_ToolButton, option);
    }

  private:
    static constexpr int kTextPadding = 8;
};

// A bold caption above a field, with a mnemonic so Alt+letter reaches the field.
QLabel* caption(const QString& text, QWidget* buddy) {
    auto* label = new QLabel(text);
    label->setBuddy(buddy);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    return label;
}

} // namespace

ControlPanel::ControlPanel(QWidget* parent) : QWidget(parent) {
    panelLayout_ = new QVBoxLayout(this);
    panelLayout_->addWidget(buildEncodingGroup());
    panelLayout_->addWidget(buildSelectionGroup());
    error_ = new QLabel(this);
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #b2182b; font-weight: bold;"));
    error_->hide();
    panelLayout_->addWidget(error_);
    panelLayout_->addStretch(1);
}

QWidget* ControlPanel::buildEncodingGroup() {
    auto* group = new QGroupBox(tr("Encoding"));
    auto* form = new QVBoxLayout(group);
    encodingLayout_ = form;
    length_ = new LogSliderField(double(explore::kMinLength), double(explore::kMaxLength), 0);
    length_->setToolTips(tr("Sequence length L: how many positions (0 to L-1) are encoded."));
    dim_ = new LogSliderField(double(explore::kMinDim), double(explore::kMaxDim), 0);
    dim_->setToolTips(tr("Model dimension D: the length of each position's vector; odd values "
                         "end with a lone sin column."));
    base_ = new LogSliderField(explore::kMinBase, explore::kMaxBase, 4);
    base_->setToolTips(tr("Base of the frequencies w_i = base^(-2i/D): 10000 in the paper, "
                          "500000 for LLaMA 3's RoPE."));
    base_->addMark(10000.0, tr("paper"), Qt::AlignLeft);
    base_->addMark(500000.0, tr("LLaMA 3"), Qt::AlignRight);
    layout_ = new QComboBox;
    layout_->addItem(tr("interleaved (sin, cos, sin, cos ...)"), int(pe::Layout::Interleaved));
    layout_->addItem(tr("concatenated (all sin, then all cos)"), int(pe::Layout::Concatenated));
    layout_->setToolTip(tr("Column order: the paper interleaves sin and cos, tensor2tensor puts "
                           "all sin columns first."));
    metric_ = new QComboBox;
    metric_->addItem(tr("cosine"), int(pe::Metric::Cosine));
    metric_->addItem(tr("dot product"), int(pe::Metric::Dot));
    metric_->addItem(tr("euclidean distance"), int(pe::Metric::Euclidean));
    metric_->setToolTip(tr("How the similarity views compare two positions' vectors."));
    form->addWidget(caption(tr("Seq&uence length L"), length_->spinBox()));
    form->addWidget(length_);
    form->addWidget(caption(tr("Model &dimension D"), dim_->spinBox()));
    form->addWidget(dim_);
    form->addWidget(caption(tr("&Base"), base_->spinBox()));
    form->addWidget(base_);
    form->addWidget(caption(tr("La&yout"), layout_));
    form->addWidget(layout_);
    form->addWidget(caption(tr("Similarity &metric"), metric_));
    form->addWidget(metric_);
    for (LogSliderField* field : {length_, dim_, base_})
        connect(field, &LogSliderField::valueEdited, this, &ControlPanel::parametersEdited);
    const std::pair<LogSliderField*, QString> names[] = {
        {length_, tr("L")}, {dim_, tr("D")}, {base_, tr("base")}};
    for (const auto& [field, name] : names) {
        field->setFieldName(name);
        connect(field, &LogSliderField::valueRejected, this, &ControlPanel::showRefusal);
    }
    endRefusalsOnEnter({length_->spinBox(), dim_->spinBox(), base_->spinBox()});
    connect(layout_, &QComboBox::currentIndexChanged, this, &ControlPanel::parametersEdited);
    connect(metric_, &QComboBox::currentIndexChanged, this, &ControlPanel::parametersEdited);
    return group;
}

QWidget* ControlPanel::buildSelectionGroup() {
    auto* group = new QGroupBox(tr("Selection"));
    auto* form = new QVBoxLayout(group);
    position_ = new WholeSpinBox;
    position_->setKeyboardTracking(false);
    position_->setToolTip(tr("The selected position, marked in every view and the start of the "
                             "offset profile."));
    dimension_ = new WholeSpinBox;
    dimension_->setKeyboardTracking(false);
    dimension_->setToolTip(tr("The selected dimension, marked in the heatmap and the "
                              "wavelength plot."));
    q_ = new WholeSpinBox;
    q_->setKeyboardTracking(false);
    q_->setToolTip(tr("The position q the springs view compares with the selected "
                      "position p (a click on a similarity cell sets both)."));
    auto* add = new QPushButton(tr("&Add to waveforms"));
    add->setToolTip(tr("Draws the selected dimension's waveform too."));
    auto* reset = new QPushButton(tr("&Reset waveforms"));
    reset->setToolTip(tr("Goes back to a few dimensions spread from high to low frequency."));
    waveDims_ = new QLabel;
    waveDims_->setWordWrap(true);
    // Caption beside box: a number of a few digits needs no row of its own, and the three
    // rows saved keep the panel within a 1366 x 768 screen in Chinese too.
    auto* numbers = new QFormLayout;
    numbersLayout_ = numbers;
    numbers->setContentsMargins(0, 0, 0, 0);
    numbers->setRowWrapPolicy(QFormLayout::DontWrapRows);
    numbers->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    numbers->addRow(caption(tr("&Position"), position_), position_);
    numbers->addRow(caption(tr("Dimensio&n"), dimension_), dimension_);
    numbers->addRow(caption(tr("Compare with &q"), q_), q_);
    form->addLayout(numbers);
    // Side by side where they fit, one above the other at a projector's text size.
    auto* buttons = new LessonGrid(2);
    buttons->addControl(nullptr, add, 0, 0);
    buttons->addControl(nullptr, reset, 0, 1);
    form->addWidget(buttons);
    form->addWidget(waveDims_);
    bandOnly_ = new QCheckBox;
    bandOnly_->setToolTip(tr("Computes the similarity matrix and the offset profile from the "
                             "dimensions of the band dragged on the wavelength plot only: which "
                             "positions those frequencies tell apart."));
    form->addWidget(withWrappedText(bandOnly_, tr("Similarity from the selected band &only")));
    connect(bandOnly_, &QCheckBox::toggled, this, &ControlPanel::bandOnlyToggled);
    for (WholeSpinBox* box : {position_, dimension_, q_})
        connect(box, &WholeSpinBox::rejected, this, &ControlPanel::showRefusal);
    endRefusalsOnEnter({position_, dimension_, q_});
    connect(position_, &QSpinBox::valueChanged, this, [this](int v) {
        acceptedSelectionEdit();
        emit pEdited(std::int64_t(v));
    });
    connect(dimension_, &QSpinBox::valueChanged, this, [this](int v) {
        acceptedSelectionEdit();
        emit dimensionEdited(std::int64_t(v));
    });
    connect(q_, &QSpinBox::valueChanged, this, [this](int v) {
        acceptedSelectionEdit();
        emit qEdited(std::int64_t(v));
    });
    connect(add, &QPushButton::clicked, this,
            [this] { emit addDimensionRequested(std::int64_t(dimension_->value())); });
    connect(reset, &QPushButton::clicked, this, &ControlPanel::resetDimensionsRequested);
    return group;
}

pe::EncodingParams ControlPanel::params() const {
    pe::EncodingParams p;
    p.length = std::int64_t(length_->value());
    p.dim = std::int64_t(dim_->value());
    p.base = base_->value();
    p.layout = pe::Layout(layout_->currentData().toInt());
    return p;
}

pe::Metric ControlPanel::metric() const {
    return pe::Metric(metric_->currentData().toInt());
}

void ControlPanel::setParameters(const pe::EncodingParams& params, pe::Metric metric) {
    length_->setValue(double(params.length));
    dim_->setValue(double(params.dim));
    base_->setValue(params.base);
    const QSignalBlocker blockLayout(layout_);
    const QSignalBlocker blockMetric(metric_);
    layout_->setCurrentIndex(layout_->findData(int(params.layout)));
    metric_->setCurrentIndex(metric_->findData(int(metric)));
}

// Enter on a value a field takes ends a refusal, also when that value is the one in force
// (64 typed again after 0 was refused): nothing changes then, so no other signal says so.
// A refused value emits no editingFinished, and leaving the field (focus gone) ends nothing.
void ControlPanel::endRefusalsOnEnter(std::initializer_list<QAbstractSpinBox*> boxes) {
    for (QAbstractSpinBox* box : boxes)
        connect(box, &QAbstractSpinBox::editingFinished, this, [this, box] {
            if (showsRefusal_ && box->hasFocus())
                showError(QString());
        });
}

void ControlPanel::setTableShown(bool shown) {
    // A model's table has its own L and D, and no base or layout: the fields show its shape.
    const QString why = shown ? tr("The open table's shape: File > Back to the sinusoidal "
                                   "encoding makes it adjustable again")
                              : QString();
    for (QWidget* field : std::initializer_list<QWidget*>{length_, dim_, layout_}) {
        field->setEnabled(!shown);
        field->setStatusTip(why);
    }
    // The base stays: it sets the sinusoidal encoding the spectrum holds beside the table.
    base_->setStatusTip(shown ? tr("The base of the sinusoidal encoding the spectrum compares "
                                   "the table with")
                              : QString());
}

void ControlPanel::showSelection(const Selection& selection, std::int64_t length,
                                 std::int64_t dim) {
    // A selection moved by other means (a click, the arrows, undo) ends what a refusal said,
    // as a value typed into the field does.
    if (showsRefusal_ && (selection.p != position_->value() ||
                          selection.dimension != dimension_->value() || selection.q != q_->value()))
        showError(QString());
    const QSignalBlocker blockP(position_);
    const QSignalBlocker blockDimension(dimension_);
    const QSignalBlocker blockQ(q_);
    q_->setLimits(0, int(length - 1));
    q_->setValue(int(selection.q));
    position_->setLimits(0, int(length - 1));
    position_->setValue(int(selection.p));
    dimension_->setLimits(0, int(dim - 1));
    dimension_->setValue(int(selection.dimension));
    QStringList dims;
    for (std::int64_t d : selection.waveDims)
        dims << QString::number(d);
    QString text = tr("Waveforms: dims %1").arg(dims.join(QStringLiteral(", ")));
    if (selection.hasBand())
        text += QLatin1Char('\n') +
                tr("Band: dims %1 to %2").arg(selection.bandFirst).arg(selection.bandLast);
    waveDims_->setText(text);
}

void ControlPanel::addPinAction(QAction* action) {
    auto* button = new PanelWideButton;
    button->setObjectName(QStringLiteral("pinButton"));
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    encodingLayout_->addWidget(button);
}

bool ControlPanel::bandOnly() const {
    return bandOnly_->isChecked();
}

void ControlPanel::setBandOnly(bool on) {
    const QSignalBlocker block(bandOnly_);
    bandOnly_->setChecked(on);
}

void ControlPanel::showError(const QString& message) {
    showLine(message, nullptr);
}

void ControlPanel::showLine(const QString& message, QWidget* under) {
    // Placed before it is shown: a widget moved to another parent is hidden by the move.
    if (!message.isEmpty())
        placeErrorUnder(under);
    error_->setText(message);
    error_->setVisible(!message.isEmpty());
    showsRefusal_ = false;
    if (message.isEmpty()) {
        for (LogSliderField* field : {length_, dim_, base_})
            static_cast<CompactSpinBox*>(field->spinBox())->clearRejection();
        for (WholeSpinBox* box : {position_, dimension_, q_})
            box->clearRejection();
    }
}

// The field that refused the text has turned red itself; the parameters in force stay.
// One refusal on screen at a time: a field refused before it loses its red mark.
void ControlPanel::showRefusal(const QString& message) {
    QObject* refusing = sender();
    for (LogSliderField* field : {length_, dim_, base_})
        if (field != refusing)
            static_cast<CompactSpinBox*>(field->spinBox())->clearRejection();
    for (WholeSpinBox* box : {position_, dimension_, q_})
        if (box != refusing)
            box->clearRejection();
    showLine(message, qobject_cast<QWidget*>(refusing));
    showsRefusal_ = true;
}

// A refusal stands right under the field it names, where the eye is: under the L field, not
// below the selection group. Other messages (a session, the command line) stand under both
// groups.
void ControlPanel::placeErrorUnder(QWidget* field) {
    QFormLayout::ItemRole role;
    // Out of wherever it stands now (a row taken from the form leaves no gap), before the
    // field's place is read: standing above the field, the line moved it down by one.
    int errorRow = -1;
    numbersLayout_->getWidgetPosition(error_, &errorRow, &role);
    if (errorRow >= 0) {
        const QFormLayout::TakeRowResult taken = numbersLayout_->takeRow(errorRow);
        delete taken.labelItem;
        delete taken.fieldItem;
    } else {
        panelLayout_->removeWidget(error_);
        encodingLayout_->removeWidget(error_);
    }
    int row = -1;
    if (field)
        numbersLayout_->getWidgetPosition(field, &row, &role);
    const int index = field ? encodingLayout_->indexOf(field) : -1;
    if (index >= 0)
        encodingLayout_->insertWidget(index + 1, error_);
    else if (row >= 0)
        numbersLayout_->insertRow(row + 1, error_);
    else
        panelLayout_->insertWidget(2, error_);
}

// A value the selection fields took ends what a refusal said (the L, D and base fields
// end it through the window, which clears the line on every accepted parameter).
void ControlPanel::acceptedSelectionEdit() {
    if (showsRefusal_)
        showError(QString());
}
