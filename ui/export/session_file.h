// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lesson saved as a small JSON file: the parameters, the selection, the view in front and
// a preset's scene.
// File > Save session / Open session write and read it, `pe-explorer lesson.json` opens it,
// `pe-explorer export VIEW --session lesson.json` draws from it. Unlike the settings the
// window restores quietly, a session file is asked for by name: a bad one is refused with
// one line naming the field and value, and nothing changes.

#include "core/encoding_params.h"
#include "ui/compute/scene.h"
#include "ui/compute/selection.h"
#include "ui/views/view_kind.h"

#include <QByteArray>
#include <QString>
#include <optional>

inline constexpr int kSessionFileVersion = 1;

struct FigureMetadata;

struct SessionFile {
    pe::EncodingParams params;
    pe::Metric metric = pe::Metric::Cosine;
    Selection selection;
    ViewKind view{}; // the table's first
    // A preset's words and overlaid starts, so a saved lesson opens as it was shown. Written
    // only when there is one; older files without it read as no scene.
    Scene scene;
};

QByteArray sessionFileJson(const SessionFile& session);
// Checks every field against the explorer's ranges (compute/limits.h) and the selection
// against L and D.
std::optional<SessionFile> parseSessionFile(const QByteArray& json, QString* error);

// On failure `error` is one line naming the path.
std::optional<SessionFile> readSessionFile(const QString& path, QString* error);
bool writeSessionFile(const QString& path, const SessionFile& session, QString* error);

// The scene an exported figure was made from (File > Open figure's parameters): its
// parameters, p, q, the selected dimension, the waveform dimensions and the band, and its
// view in front.
SessionFile sessionFromFigure(const FigureMetadata& figure);
