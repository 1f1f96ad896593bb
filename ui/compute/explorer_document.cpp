// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/explorer_document.h"

ExplorerDocument::ExplorerDocument(QObject* parent)
    : QObject(parent), selection_(new SelectionModel(this)) {
    connect(selection_, &SelectionModel::changed, this, &ExplorerDocument::announce);
}

ExplorerState ExplorerDocument::state() const {
    return {params_, metric_, selection(), scene_, table_, tableName_};
}

std::optional<pe::ColumnBand> ExplorerDocument::similarityBand() const {
    // Without a band the box has nothing to restrict to: the whole similarity stays.
    if (bandOnly_ && selection().hasBand())
        return pe::ColumnBand{selection().bandFirst, selection().bandLast};
    return std::nullopt;
}

void ExplorerDocument::setState(const ExplorerState& state) {
    params_ = state.params;
    metric_ = state.metric;
    scene_ = state.scene;
    table_ = state.table;
    tableName_ = state.tableName;
    // The selection model tells of its own change; otherwise the rest changed alone.
    if (!selection_->setEncodingAndSelection(params_.length, params_.dim, state.selection))
        announce();
}

void ExplorerDocument::setParameters(const pe::EncodingParams& params, pe::Metric metric) {
    params_ = params;
    metric_ = metric;
    if (!selection_->setEncoding(params_.length, params_.dim))
        announce();
}

void ExplorerDocument::setBandOnly(bool on) {
    if (on == bandOnly_)
        return;
    bandOnly_ = on;
    announce();
}

void ExplorerDocument::announce() {
    scene_ = keptScene(scene_, params_.length, selection().p);
    emit changed();
}
