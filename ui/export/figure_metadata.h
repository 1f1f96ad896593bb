// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The parameters a figure was made from, carried inside the figure as one small JSON object
// ({"pe-explorer-figure":1,"view":"heatmap","length":64,...}): a PNG's tEXt chunk, the XMP
// metadata of a PDF, a <metadata> element of an SVG. `pe-explorer export --like` reads it
// back to make the same figure again, in any format and size.

#include "core/column_band.h"
#include "core/encoding_params.h"
#include "ui/compute/comparison.h"
#include "ui/export/figure_export.h"
#include "ui/views/view_kind.h"

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

struct ExploreRequest;

// The one version this build writes and reads.
inline constexpr int kFigureMetadataVersion = 1;
// The key under which every format stores the object (PNG keyword, SVG element id).
inline constexpr char kFigureMetadataKey[] = "pe-explorer-figure";

struct FigureMetadata {
    ViewKind view{}; // the table's first
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    std::int64_t p = 0;
    std::vector<std::int64_t> waveDims;
    // q (the springs view compares it with p; every view records it with the selection); the
    // band of dimensions the similarity and the offset profile were restricted to (recorded
    // for those two, when there is one).
    std::optional<std::int64_t> q;
    std::optional<pe::ColumnBand> band;
    // The rest of the selection on screen when the figure was made, so that File > Open
    // figure's parameters brings it back: the selected dimension, the band chosen (restricted
    // to or not), and whether the similarity was to be restricted to it. Absent in figures
    // made before they were recorded, and where the maker did not know them.
    std::optional<std::int64_t> dimension;
    std::optional<pe::ColumnBand> selectedBand;
    std::optional<bool> bandOnly;
    int widthPx = 1600, heightPx = 1000, dpi = 150;
    FigureTheme theme = FigureTheme::Print;
    bool marks = false;
    bool caption = true;
    // The interface language the figure's text is in: "en" or "zh_CN"; empty in figures made
    // before it was recorded. --like remakes a figure in it unless --language says otherwise.
    QString language;
    // Compare with: the setting the figure draws beside its own (its D, base, layout and band),
    // for the views that draw one; absent when nothing was pinned.
    std::optional<PinnedSetting> pinned;
    // A scene's figure (File > Export scene, `export scene`): the scene's name, whose views it
    // draws (`view` is its first), and the far q its far springs compare p with. Empty and
    // unset in one view's figure.
    QString scene;
    std::optional<std::int64_t> farQ;
    // The principal components drawn in 3-D: the azimuth and elevation they were seen from.
    std::optional<std::pair<double, double>> viewAngle;
    // A model's table (--matrix): its file and tensor, as captions name it. The values are not
    // in the figure: --like asks for the table again.
    QString table;

    bool operator==(const FigureMetadata& other) const;
};

FigureMetadata figureMetadataFor(ViewKind view, const ExploreRequest& request,
                                 const FigureOptions& options);

// Compact JSON, keys in a fixed order.
QByteArray figureMetadataJson(const FigureMetadata& metadata);

// Every field checked: a missing or unknown version, a wrong type or a value out of range
// gives nullopt and one line in `error` naming the field and the value.
std::optional<FigureMetadata> parseFigureMetadata(const QByteArray& json, QString* error);

// The JSON text a PNG, PDF or SVG file carries (not yet validated); nullopt with `error` when
// the file cannot be read, is none of the three, or carries none.
std::optional<QByteArray> extractFigureMetadata(const QByteArray& file, QString* error);

// Both steps for a file on disk; `error` names no path (the caller does).
std::optional<FigureMetadata> readFigureMetadata(const QString& path, QString* error);
