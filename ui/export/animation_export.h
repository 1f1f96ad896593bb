// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Animations of a view: one parameter swept over N frames (animation_spec.h), written as an
// animated GIF (gif_encoder.h) or as a folder of numbered PNG frames. One frame at a time:
// its numbers are computed, it is rendered, written and dropped before the next, so memory
// stays one frame whatever N is. Shared by `pe-explorer export --animate` and File > Export
// animation (animation_runner.h).

#include "ui/compute/request.h"
#include "ui/export/animation_spec.h"
#include "ui/export/figure_export.h"
#include "ui/views/view_kind.h"

#include <QImage>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

struct ExploreDelivery;
class PlotView;

enum class AnimationFormat { Gif, PngFrames };

struct AnimationJob {
    ViewKind view{}; // the table's first
    AnimationSpec spec;
    std::int64_t frames = 24;
    int fps = 12;
    AnimationFormat format = AnimationFormat::Gif;
    FigureOptions options; // size, caption, marks; frames are always rasters
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    std::int64_t p = 0;                 // the selected position (--from)
    std::vector<std::int64_t> waveDims; // empty: the default ones
    std::optional<std::int64_t> q;      // springs: q (default p + 1), unless `to` sweeps it
    // A view drawn in 3-D: seen from this azimuth and elevation (--view-angle); a swept
    // azimuth replaces the first.
    std::optional<std::pair<double, double>> viewAngle;
    // A model's table (--matrix): its picture turned (a turntable sweeps nothing else).
    std::shared_ptr<const pe::Matrix> table;
    QString tableName;
    QString output; // the GIF, or the folder of frames
};

// A job for `view` from the inputs of `request`: its parameters, metric, positions, waveform
// dimensions, 3-D angle and table. The sweep, frames, options and output are the caller's.
AnimationJob animationJobFrom(ViewKind view, const ExploreRequest& request);

// Whether sweeping `parameter` changes `view`: the position is drawn by the offsets and
// springs views, and by the heatmap, waveforms and similarity views only with their marks;
// q only by the views that compare p with it (the springs).
bool viewAnimates(ViewKind view, AnimatedParameter parameter, bool marks);

// The one line refusing `job` before anything is written (a spec the engine refuses, a
// parameter the view does not draw), or nullopt.
std::optional<QString> checkAnimationJob(const AnimationJob& job);

// The request for frame `frame` (0-based): the swept parameter set, sized to the frame.
ExploreRequest animationFrameRequest(const AnimationJob& job, std::int64_t frame);

// One frame's picture from its computed data (GUI thread: QCustomPlot), job.options' size.
QImage renderAnimationFrame(const AnimationJob& job, ExploreDelivery& delivery);
// One scale for every frame of `job` (the similarity's colours, the offset profile's
// heights): what its metric can reach at the sweep's widest D.
std::pair<double, double> animationValueRange(const AnimationJob& job);
// The frame's view as drawn, its value scale held (renderAnimationFrame draws it).
std::unique_ptr<PlotView> animationFrameView(const AnimationJob& job, ExploreDelivery& delivery);

// The name of frame `frame` in a folder of frames: frame_0001.png ... (1-based, zero-padded
// to the digits of N, at least 4).
QString animationFrameName(std::int64_t frame, std::int64_t frames);

// Where the frames go, written as they come. Nothing is at the target until finish()
// succeeds for a GIF; a folder's frames are each written atomically, and discard() (or
// destroying it unfinished) removes the frames already written and a folder it created.
class AnimationWriter {
  public:
    virtual ~AnimationWriter() = default;
    virtual bool addFrame(const QImage& image, QString* error) = 0;
    virtual bool finish(QString* error) = 0;
    virtual void discard() = 0;

    // Opens the writer `job` asks for; nullptr with `error` when the target cannot be made.
    static std::unique_ptr<AnimationWriter> open(const AnimationJob& job, QString* error);
};

// The whole animation on the calling thread (the command line): compute, render, write each
// frame in turn. `progress(done)` after each frame; returning false from it cancels. On
// failure or cancel nothing is left and `error` says why (empty when cancelled).
bool exportAnimation(const AnimationJob& job, const std::function<bool(std::int64_t)>& progress,
                     QString* error);
