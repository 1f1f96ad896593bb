#pragma once
// The explorer's views, listed once: the name the command line and file names use, the
// title a figure shows, and how to make one. Everything that lists views reads this table,
// so adding a view is one row here plus its class.

#include <QString>
#include <QStringList>
#include <array>
#include <memory>
#include <optional>

class PlotView;

enum class ViewKind { Heatmap, Waveforms, Similarity, Offsets, Frequencies, Springs };

struct ViewInfo {
    ViewKind kind;
    const char* name;  // command line and file name: "heatmap"
    const char* title; // untranslated; viewTitle() translates it
    const char* what;  // what it shows and how to use it, for Help > Guide; untranslated
    std::unique_ptr<PlotView> (*make)();
};

// Every view, in the order the window lays them out and `export all` writes them.
const std::array<ViewInfo, 6>& viewTable();
const ViewInfo& viewInfo(ViewKind kind);
QString viewName(ViewKind kind);
QString viewTitle(ViewKind kind);
QString viewDescription(ViewKind kind);
std::optional<ViewKind> viewKindFromName(const QString& name);
QStringList viewNames();
