// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/selection_model.h"

SelectionModel::SelectionModel(QObject* parent) : QObject(parent) {}

bool SelectionModel::set(const Selection& selection) {
    const Selection fitted = clampedSelection(selection, length_, dim_);
    if (fitted == selection_)
        return false;
    selection_ = fitted;
    emit changed(selection_);
    return true;
}

bool SelectionModel::setEncoding(std::int64_t length, std::int64_t dim) {
    Selection s = selection_;
    s.waveDims = followDimensionChange(s.waveDims, dim_, dim);
    return setEncodingAndSelection(length, dim, s);
}

bool SelectionModel::setEncodingAndSelection(std::int64_t length, std::int64_t dim,
                                             const Selection& selection) {
    length_ = length;
    dim_ = dim;
    return set(selection);
}
