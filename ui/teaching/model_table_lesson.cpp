// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teaching/model_table_lesson.h"
#include "ui/export/last_folder.h"

#include "core/matrix_file.h"
#include "ui/compute/explore_requests.h"
#include "ui/compute/explorer_document.h"
#include "ui/compute/job_runner.h"
#include "ui/compute/worker.h"
#include "ui/export/model_table.h"
#include "ui/teaching/lesson_grid.h"
#include "ui/teaching/teaching_style.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/pca_view.h"
#include "ui/views/plot_data.h"
#include "ui/views/spectrum_view.h"
#include "ui/views/whole_spin_box.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <iterator>
#include <limits>
#include <optional>
#include <qcustomplot.h>

namespace {

// A table made or read on the maker's thread, or why there is none.
struct MadeTable {
    std::shared_ptr<const pe::Matrix> values;
    QString name;
    QString error;
};

// Below this a plot's axis rect is too short to read a curve in, at the normal text size.
constexpr int kPlotLines = 6;

} // namespace

Q_DECLARE_METATYPE(MadeTable)

namespace {

// A table the lesson's views can draw at projector speed, or why not.
QString sizeProblem(const QString& name, std::int64_t rows, std::int64_t cols) {
    if (rows >= 2 && rows <= ModelTableLesson::kMaxLength && cols <= ModelTableLesson::kMaxDim)
        return {};
    return ModelTableLesson::tr("%1 is %2 x %3: this lesson shows 2 to %4 positions and up to "
                                "%5 dimensions; the explorer (File > Open position "
                                "embeddings) shows more.")
        .arg(name)
        .arg(rows)
        .arg(cols)
        .arg(ModelTableLesson::kMaxLength)
        .arg(ModelTableLesson::kMaxDim);
}

} // namespace

ModelTableLesson::ModelTableLesson(QWidget* parent) : QWidget(parent), maker_(new JobRunner(this)) {
    teaching::useProjectorFont(this);
    kind_ = new QComboBox(this);
    kind_->addItem(QString(), int(pe::GeneratedTable::SmoothWaves));
    kind_->addItem(QString(), int(pe::GeneratedTable::LearnedRandom));
    length_ = new WholeSpinBox(this);
    length_->setLimits(2, kMaxLength);
    length_->setValue(1024);
    dim_ = new WholeSpinBox(this);
    dim_->setLimits(2, kMaxDim);
    dim_->setValue(64);
    seed_ = new WholeSpinBox(this);
    seed_->setLimits(0, std::numeric_limits<int>::max());
    seed_->setValue(0);
    open_ = new QPushButton(this);

    auto* controls = new LessonGrid(4, this);
    auto* kindCaption = new QLabel(this);
    auto* lengthCaption = new QLabel(this);
    auto* dimCaption = new QLabel(this);
    auto* seedCaption = new QLabel(this);
    kindCaption->setObjectName(QStringLiteral("kindCaption"));
    lengthCaption->setObjectName(QStringLiteral("lengthCaption"));
    dimCaption->setObjectName(QStringLiteral("dimCaption"));
    seedCaption->setObjectName(QStringLiteral("seedCaption"));
    controls->addControl(kindCaption, kind_, 0, 0, 2);
    controls->addControl(nullptr, open_, 0, 2, 2);
    controls->addControl(lengthCaption, length_, 1, 0);
    controls->addControl(dimCaption, dim_, 1, 1);
    controls->addControl(seedCaption, seed_, 1, 2);

    text_ = new QLabel(this);
    text_->setWordWrap(true);
    error_ = teaching::makeErrorLabel(this);

    // The explorer's own views in pairs, the table's left of the sinusoidal encoding's of its
    // L x D; each under a caption saying which it is, so a narrow lesson, which puts them one
    // above the other, still pairs them.
    auto* columns = new LessonGrid(2, this);
    for (int c = 0; c < 2; ++c) {
        heatmaps_[c] = new HeatmapView(this);
        pcas_[c] = new PcaView(this);
        spectra_[c] = new SpectrumView(this);
        int row = 0;
        for (PlotView* view : column(c)) {
            auto* pane = new QWidget(this);
            auto* stack = new QVBoxLayout(pane);
            stack->setContentsMargins(0, 0, 0, 0);
            auto* caption = new QLabel(pane);
            caption->setWordWrap(true);
            caption->setAlignment(Qt::AlignCenter);
            teaching::useProjectorFont(caption, teaching::kBodyPointSize, true);
            captions_[c] << caption;
            stack->addWidget(caption);
            view->setParent(pane);
            stack->addWidget(view, 1);
            teaching::keepPlotReadable(view->canvas(), kPlotLines);
            // A zoom or another size may need other samples: asked again, if it changes any.
            connect(view, &PlotView::windowChanged, this, &ModelTableLesson::schedule);
            connect(view->plot(), &QCustomPlot::afterLayout, this, &ModelTableLesson::schedule);
            columns->addPane(pane, row++, c);
        }
    }

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(controls);
    layout->addWidget(text_);
    layout->addWidget(error_);
    layout->addWidget(columns, 1);

    for (int c = 0; c < 2; ++c) {
        workers_[c] = new ExploreWorker(this, preparePlotData);
        requests_[c] = new ExploreRequests(
            workers_[c], [this, c] { return columnRequest(c); }, this);
        connect(workers_[c], &ExploreWorker::delivered, this,
                [this, c](std::shared_ptr<ExploreDelivery> delivery) {
                    if (!workers_[c]->acceptForDisplay(*delivery))
                        return;
                    for (PlotView* view : column(c))
                        view->showResult(*delivery);
                    if (!busy())
                        emit shown();
                });
        connect(workers_[c], &ExploreWorker::failed, this, [this](quint64, const QString& why) {
            teaching::showError(error_, why);
            emit shown();
        });
    }
    connect(maker_, &JobRunner::finished, this, [this](quint64, const QVariant& result) {
        const auto made = result.value<MadeTable>();
        if (!made.error.isEmpty()) {
            // The last valid table stays on screen.
            teaching::showError(error_, made.error);
            emit shown();
            return;
        }
        teaching::showError(error_, QString());
        adopt(made.values, made.name);
    });
    connect(kind_, &QComboBox::currentIndexChanged, this, &ModelTableLesson::chooseKind);
    for (WholeSpinBox* field : {length_, dim_, seed_})
        connect(field, &QSpinBox::valueChanged, this, &ModelTableLesson::generate);
    connect(open_, &QPushButton::clicked, this, &ModelTableLesson::chooseFile);
    teaching::reportRefusals(this, error_);
    retranslate();
    generate();
}

QList<PlotView*> ModelTableLesson::column(int c) const {
    return {heatmaps_[c], pcas_[c], spectra_[c]};
}

QString ModelTableLesson::errorText() const {
    return error_->isHidden() ? QString() : error_->text();
}

bool ModelTableLesson::busy() const {
    return maker_->isBusy() ||
           std::any_of(std::begin(workers_), std::end(workers_),
                       [](const ExploreWorker* w) { return w->isBusy(); }) ||
           std::any_of(std::begin(requests_), std::end(requests_),
                       [](const ExploreRequests* r) { return r->waiting(); });
}

void ModelTableLesson::chooseKind() {
    const bool explorers = kind_->currentData().toInt() == kExplorersTable;
    // The explorer's table has its own shape: the fields that make one stand aside.
    for (WholeSpinBox* field : {length_, dim_, seed_})
        field->setEnabled(!explorers);
    if (explorers)
        showTable(followed_, followedName_);
    else
        generate();
}

void ModelTableLesson::generate() {
    // A field set while the explorer's table is chosen asks for a generated table again.
    if (kind_->currentData().toInt() == kExplorersTable) {
        kind_->setCurrentIndex(0); // chooseKind generates it
        return;
    }
    const auto kind = pe::GeneratedTable(kind_->currentData().toInt());
    const std::int64_t L = length_->value(), D = dim_->value();
    const auto seed = std::uint64_t(seed_->value());
    const QString name =
        tr("%1, %2 x %3, seed %4").arg(kind_->currentText()).arg(L).arg(D).arg(seed);
    maker_->submit([=](quint64, const JobRunner::Cancelled& cancelled) {
        MadeTable made;
        bool stopped = false;
        made.error = tableProblem(name, [&] {
            std::optional<pe::Matrix> table = pe::generatedTable(kind, L, D, seed, cancelled);
            stopped = !table;
            if (table)
                made.values = std::make_shared<const pe::Matrix>(std::move(*table));
            made.name = name;
        });
        return stopped ? QVariant() : QVariant::fromValue(made);
    });
}

void ModelTableLesson::chooseFile() {
    QFileDialog dialog(this, tr("Open a table of positions"));
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setDirectory(lastFolder());
    dialog.setNameFilters({tr("Position embeddings (*.npy *.safetensors)"), tr("All files (*)")});
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    rememberFolderOf(dialog.selectedFiles().constFirst());
    openFile(dialog.selectedFiles().constFirst());
}

void ModelTableLesson::openFile(const QString& path) {
    maker_->submit([path](quint64, const JobRunner::Cancelled& cancelled) {
        MadeTable made;
        QString tooLarge;
        bool stopped = false;
        made.error = tableProblem(path, [&] {
            std::optional<ModelTable> table = readModelTable(path, 0, cancelled);
            if (!table) {
                stopped = true;
                return;
            }
            const ModelTable& read = *table;
            tooLarge = sizeProblem(read.name, read.values->rows(), read.values->cols());
            if (tooLarge.isEmpty()) {
                made.values = read.values;
                made.name = read.name;
            }
        });
        if (stopped)
            return QVariant(); // a newer table was asked for, or the lesson closes
        if (made.error.isEmpty())
            made.error = tooLarge;
        return QVariant::fromValue(made);
    });
}

void ModelTableLesson::follow(ExplorerDocument* document) {
    const auto showOpen = [this, document] {
        // Each table once, as the explorer opened it: the lesson's own choices after it stay.
        if (!document->table() || document->table() == followed_)
            return;
        followed_ = document->table();
        followedName_ = document->tableName();
        // Named in the table box, beside the generated kinds, and chosen there.
        if (kind_->findData(kExplorersTable) < 0)
            kind_->addItem(QString(), kExplorersTable);
        retranslate();
        const int index = kind_->findData(kExplorersTable);
        if (kind_->currentIndex() == index)
            chooseKind();
        else
            kind_->setCurrentIndex(index);
    };
    connect(document, &ExplorerDocument::changed, this, showOpen);
    showOpen();
}

void ModelTableLesson::showTable(std::shared_ptr<const pe::Matrix> table, const QString& name) {
    // On the maker too, though already made: it stops a table still being made for the
    // fields, which would otherwise arrive after it and take its place.
    maker_->submit([table = std::move(table), name](quint64, const JobRunner::Cancelled&) {
        MadeTable made;
        made.error = sizeProblem(name, table->rows(), table->cols());
        if (made.error.isEmpty()) {
            made.values = table;
            made.name = name;
        }
        return QVariant::fromValue(made);
    });
}

void ModelTableLesson::adopt(std::shared_ptr<const pe::Matrix> table, const QString& name) {
    table_ = std::move(table);
    tableName_ = name;
    retranslate();
    schedule();
}

void ModelTableLesson::schedule() {
    if (!table_)
        return;
    for (ExploreRequests* requests : requests_)
        requests->schedule();
}

ExploreRequest ModelTableLesson::columnRequest(int c) const {
    ExploreRequest r;
    r.params.length = table_->rows();
    r.params.dim = table_->cols();
    if (c == 0) {
        r.table = table_;
        r.tableName = tableName_;
    }
    for (PlotView* view : column(c))
        r.views.push_back(view->requestPart(r));
    return r;
}

void ModelTableLesson::retranslate() {
    kind_->setItemText(0, tr("smooth waves (generated)"));
    kind_->setItemText(1, tr("learned-style random (generated)"));
    if (const int explorers = kind_->findData(kExplorersTable); explorers >= 0)
        kind_->setItemText(explorers, tr("open in the explorer: %1").arg(followedName_));
    open_->setText(tr("Open a file..."));
    findChild<QLabel*>(QStringLiteral("kindCaption"))->setText(tr("table"));
    findChild<QLabel*>(QStringLiteral("lengthCaption"))->setText(tr("L"));
    findChild<QLabel*>(QStringLiteral("dimCaption"))->setText(tr("D"));
    findChild<QLabel*>(QStringLiteral("seedCaption"))->setText(tr("seed"));
    text_->setText(
        tr("Each view twice: for a table of positions as a model could learn it (\"The "
           "table\"), and for the sinusoidal encoding of the same L x D. Heatmap: the sinusoidal "
           "columns are clean waves, fast to "
           "slow. Principal components: a smooth curve (a helix in GPT-2) means neighbouring "
           "positions have neighbouring rows; an untrained random table is a tangle. Spectrum: "
           "the sinusoidal encoding spreads its dimensions over a geometric range of "
           "frequencies, a learned table often keeps to a few slow ones."));
    // In full over the heatmaps; short over the views under them.
    captions_[0].first()->setText(table_ ? tr("The table: %1").arg(tableName_) : tr("The table"));
    captions_[1].first()->setText(
        table_ ? tr("Sinusoidal encoding, the same %1 x %2").arg(table_->rows()).arg(table_->cols())
               : tr("Sinusoidal encoding, the same L x D"));
    for (int row = 1; row < captions_[0].size(); ++row) {
        captions_[0][row]->setText(tr("The table"));
        captions_[1][row]->setText(tr("Sinusoidal encoding"));
    }
}

void ModelTableLesson::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
