// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/animation_export.h"

#include "ui/compute/compute.h"
#include "ui/export/atomic_write.h"
#include "ui/export/figure_metadata.h"
#include "ui/export/gif_encoder.h"
#include "ui/export/png_encoder.h"
#include "ui/export/view_export.h"
#include "ui/views/color_maps.h"
#include "ui/views/plot_view.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <qcustomplot.h>

namespace {

// The fixed palette for frames with more than 256 colours (gif_encoder.h says when): the
// view's own colour-map gradient sampled finely, the greys of axes, text and its
// anti-aliasing, and the waveform colours. A view without a colour map gets both gradients.
std::vector<QRgb> figurePalette(ViewKind view) {
    std::vector<QRgb> palette;
    for (int k = 0; k < 8; ++k)
        palette.push_back(waveColor(k).rgb());
    for (int k = 0; k < 40; ++k) // greys, black to white
        palette.push_back(qRgb(k * 255 / 39, k * 255 / 39, k * 255 / 39));
    auto addGradient = [&](QCPColorGradient gradient, int count) {
        gradient.setLevelCount(count);
        for (int k = 0; k < count; ++k) {
            QRgb colour = 0;
            const double value = double(k) / (count - 1);
            gradient.colorize(&value, QCPRange(0, 1), &colour, 1);
            palette.push_back(colour | 0xff000000u);
        }
    };
    switch (viewInfo(view).colors) {
    case ColorScale::Diverging:
        addGradient(divergingGradient(), 208);
        break;
    case ColorScale::Sequential:
        addGradient(sequentialGradient(), 208);
        break;
    case ColorScale::None:
        addGradient(divergingGradient(), 104);
        addGradient(sequentialGradient(), 104);
        break;
    }
    return palette;
}

class GifWriter : public AnimationWriter {
  public:
    explicit GifWriter(const AnimationJob& job)
        : path_(job.output), file_(job.output), width_(job.options.widthPx),
          height_(job.options.heightPx), fps_(job.fps), view_(job.view) {}
    bool open(QString* error) {
        if (!file_.open(error))
            return false;
        encoder_ = std::make_unique<GifEncoder>(file_.device(), width_, height_, fps_,
                                                figurePalette(view_));
        return true;
    }
    bool addFrame(const QImage& image, QString* error) override {
        if (encoder_->addFrame(image))
            return true;
        fail(error);
        return false;
    }
    bool finish(QString* error) override {
        if (!encoder_->finish()) {
            fail(error);
            return false;
        }
        encoder_.reset();
        return file_.commit(error);
    }
    void discard() override {
        encoder_.reset();
        file_.discard();
    }

  private:
    void fail(QString* error) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2")
                         .arg(QDir::toNativeSeparators(QFileInfo(path_).absoluteFilePath()),
                              encoder_->errorString());
        discard();
    }

    QString path_;
    AtomicFile file_;
    int width_, height_, fps_;
    ViewKind view_;
    std::unique_ptr<GifEncoder> encoder_;
};

class PngFolderWriter : public AnimationWriter {
  public:
    explicit PngFolderWriter(const AnimationJob& job) : job_(job) {}
    ~PngFolderWriter() override {
        if (!finished_)
            discard();
    }
    // The folder: made if only its last level is missing, as `export all` does.
    bool open(QString* error) {
        const QFileInfo info(job_.output);
        if (info.isDir())
            return true;
        auto fail = [&](const QString& why) {
            if (error)
                *error = why;
            return false;
        };
        if (info.exists())
            return fail(QStringLiteral("cannot write into %1: it is a file, not a folder")
                            .arg(QDir::toNativeSeparators(info.absoluteFilePath())));
        if (!QDir().mkdir(job_.output))
            return fail(QStringLiteral("cannot create the folder %1 (does its parent exist and "
                                       "is it writable?)")
                            .arg(QDir::toNativeSeparators(info.absoluteFilePath())));
        created_ = true;
        return true;
    }
    bool addFrame(const QImage& image, QString* error) override {
        const QString path =
            QDir(job_.output)
                .filePath(animationFrameName(std::int64_t(written_.size()), job_.frames));
        // Each frame records the parameters it was made from, as every PNG figure does.
        const ExploreRequest request = animationFrameRequest(job_, std::int64_t(written_.size()));
        const QByteArray metadata =
            figureMetadataJson(figureMetadataFor(job_.view, request, job_.options));
        const bool ok = writeAtomically(
            path,
            [&](QIODevice& device) {
                return writeFigurePng(image, device, kFigureMetadataKey, metadata);
            },
            error);
        if (!ok) {
            discard();
            return false;
        }
        written_ << path;
        return true;
    }
    bool finish(QString*) override {
        finished_ = true;
        return true;
    }
    void discard() override {
        for (const QString& path : std::as_const(written_))
            QFile::remove(path);
        written_.clear();
        if (created_)
            QDir().rmdir(job_.output); // only if empty: never what was there before
        created_ = false;
    }

  private:
    AnimationJob job_;
    QStringList written_;
    bool created_ = false;
    bool finished_ = false;
};

} // namespace

namespace {

// "heatmap, waveforms and similarity": the views that draw the position so.
QString viewNamesDrawingPosition(PositionUse use) {
    QStringList names;
    for (const ViewInfo& info : viewTable())
        if (info.position == use)
            names << QString::fromLatin1(info.name);
    const QString last = names.isEmpty() ? QString() : names.takeLast();
    return names.isEmpty() ? last : names.join(QStringLiteral(", ")) + " and " + last;
}

} // namespace

AnimationJob animationJobFrom(ViewKind view, const ExploreRequest& request) {
    AnimationJob job;
    job.view = view;
    job.params = request.params;
    job.metric = request.metric;
    job.p = request.p;
    job.waveDims = request.waveDims;
    job.q = request.q;
    job.viewAngle = request.viewAngle;
    job.table = request.table;
    job.tableName = request.tableName;
    return job;
}

bool viewAnimates(ViewKind view, AnimatedParameter parameter, bool marks) {
    if (parameter == AnimatedParameter::Partner)
        return viewInfo(view).uses.q;
    if (parameter == AnimatedParameter::Azimuth)
        return viewInfo(view).turns;
    if (parameter != AnimatedParameter::Position)
        return true;
    switch (viewInfo(view).position) {
    case PositionUse::Always:
        return true;
    case PositionUse::WithMarks:
        return marks;
    case PositionUse::Never:
        return false;
    }
    return false;
}

std::optional<QString> checkAnimationJob(const AnimationJob& job) {
    if (auto problem = checkAnimationSpec(job.spec, job.params))
        return problem;
    if (job.spec.parameter == AnimatedParameter::Partner &&
        !viewAnimates(job.view, job.spec.parameter, job.options.marks))
        return QStringLiteral("--animate: '%1' is not valid: the %2 view has no position q "
                              "(%3 compares p with q)")
            .arg(animationSpecText(job.spec), viewName(job.view),
                 viewNamesUsing(&ViewInputs::q).join(QStringLiteral(", ")));
    if (job.spec.parameter == AnimatedParameter::Azimuth &&
        !viewAnimates(job.view, job.spec.parameter, job.options.marks))
        return QStringLiteral("--animate: '%1' is not valid: the %2 view is not drawn in 3-D "
                              "(%3 is)")
            .arg(animationSpecText(job.spec), viewName(job.view),
                 viewNamesWhere([](const ViewInfo& info) {
                     return info.turns;
                 }).join(QStringLiteral(", ")));
    if (!viewAnimates(job.view, job.spec.parameter, job.options.marks))
        return QStringLiteral("--animate: '%1' is not valid: the %2 view does not draw the "
                              "position (%3 do; %4 with --marks)")
            .arg(animationSpecText(job.spec), viewName(job.view),
                 viewNamesDrawingPosition(PositionUse::Always),
                 viewNamesDrawingPosition(PositionUse::WithMarks));
    if (job.frames < 2 || job.frames > kMaxAnimationFrames)
        return QStringLiteral("--frames: '%1' is not valid: expected a whole number from 2 to %2")
            .arg(job.frames)
            .arg(kMaxAnimationFrames);
    if (job.fps < 1 || job.fps > kMaxAnimationFps)
        return QStringLiteral("--fps: '%1' is not valid: expected a whole number from 1 to %2")
            .arg(job.fps)
            .arg(kMaxAnimationFps);
    return std::nullopt;
}

ExploreRequest animationFrameRequest(const AnimationJob& job, std::int64_t frame) {
    const AnimationFrame f = animationFrame(job.spec, job.params, job.p, frame, job.frames);
    std::vector<std::int64_t> waveDims;
    for (const std::int64_t d : job.waveDims)
        if (d < f.params.dim)
            waveDims.push_back(d);
    ExploreRequest request = figureRequest(f.params, job.metric, f.p, waveDims);
    if (f.q)
        request.q = *f.q;
    else if (job.q)
        request.q = std::min(*job.q, f.params.length - 1);
    request.table = job.table;
    request.tableName = job.tableName;
    request.viewAngle = job.viewAngle;
    if (f.azimuth)
        request.viewAngle =
            std::make_pair(*f.azimuth, job.viewAngle ? job.viewAngle->second : kStartElevation);
    FigureOptions raster = job.options;
    raster.format = FigureFormat::Png;
    fitRequestToFigure(request, raster);
    return request;
}

std::pair<double, double> animationValueRange(const AnimationJob& job) {
    // The widest D of the sweep: a dot product or a distance grows with it.
    std::int64_t dim = job.params.dim;
    if (job.spec.parameter == AnimatedParameter::Dim)
        dim = std::max<std::int64_t>(std::llround(job.spec.from), std::llround(job.spec.to));
    // ||PE(p)||^2 is floor(D/2) plus at most 1 for the lone sin of odd D.
    const double norm2 = double((dim + 1) / 2);
    switch (job.metric) {
    case pe::Metric::Cosine:
        return {-1.0, 1.0};
    case pe::Metric::Dot:
        return {-norm2, norm2};
    case pe::Metric::Euclidean:
        return {0.0, 2.0 * std::sqrt(norm2)};
    }
    return {-1.0, 1.0};
}

std::unique_ptr<PlotView> animationFrameView(const AnimationJob& job, ExploreDelivery& delivery) {
    FigureOptions raster = job.options;
    raster.format = FigureFormat::Png;
    return renderedView(job.view, delivery, raster, animationValueRange(job));
}

QImage renderAnimationFrame(const AnimationJob& job, ExploreDelivery& delivery) {
    FigureOptions raster = job.options;
    raster.format = FigureFormat::Png;
    const std::unique_ptr<PlotView> view = animationFrameView(job, delivery);
    return renderFigureImage(*view->plot(), raster);
}

QString animationFrameName(std::int64_t frame, std::int64_t frames) {
    const int digits = std::max(4, int(QString::number(frames).size()));
    return QStringLiteral("frame_%1.png").arg(frame + 1, digits, 10, QLatin1Char('0'));
}

std::unique_ptr<AnimationWriter> AnimationWriter::open(const AnimationJob& job, QString* error) {
    if (job.format == AnimationFormat::PngFrames) {
        auto writer = std::make_unique<PngFolderWriter>(job);
        return writer->open(error) ? std::move(writer) : nullptr;
    }
    auto writer = std::make_unique<GifWriter>(job);
    return writer->open(error) ? std::move(writer) : nullptr;
}

bool exportAnimation(const AnimationJob& job, const std::function<bool(std::int64_t)>& progress,
                     QString* error) {
    std::unique_ptr<AnimationWriter> writer = AnimationWriter::open(job, error);
    if (!writer)
        return false;
    for (std::int64_t frame = 0; frame < job.frames; ++frame) {
        const auto delivery = computeFigureData(job.view, animationFrameRequest(job, frame), error);
        if (!delivery) {
            writer->discard();
            return false;
        }
        if (!writer->addFrame(renderAnimationFrame(job, *delivery), error))
            return false;
        if (progress && !progress(frame + 1)) {
            writer->discard();
            if (error)
                error->clear();
            return false;
        }
    }
    if (!writer->finish(error)) {
        writer->discard();
        return false;
    }
    return true;
}
