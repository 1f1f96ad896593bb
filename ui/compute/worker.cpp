// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compute/worker.h"

#include "ui/compute/compute.h"

ExploreWorker::ExploreWorker(QObject* parent, PlotDataPreparer prepare)
    : QObject(parent), prepare_(std::move(prepare)), runner_(new JobRunner(this)) {
    connect(runner_, &JobRunner::finished, this,
            [this](quint64, const QVariant& result) { hand(result); });
    connect(runner_, &JobRunner::busyChanged, this, &ExploreWorker::busyChanged);
}

// A rejected parameter set comes back as a delivery with an error, so the GUI thread can
// name the value; a cancelled job as no result at all.
quint64 ExploreWorker::submit(const ExploreRequest& request) {
    return runner_->submit([request, prepare = prepare_, runner = runner_](
                               quint64 generation, const JobRunner::Cancelled& cancelled) {
        // The picture goes on screen while its refinements run (compute.h).
        const EarlyDelivery early = [runner, generation](std::shared_ptr<ExploreDelivery> first) {
            runner->handOverEarly(generation, QVariant::fromValue(std::move(first)));
        };
        std::shared_ptr<ExploreDelivery> delivery;
        try {
            delivery = computeExplore(request, generation, cancelled, prepare, early);
        } catch (const std::exception& error) {
            delivery = std::make_shared<ExploreDelivery>();
            delivery->generation = generation;
            delivery->error = QString::fromStdString(error.what());
        }
        return delivery ? QVariant::fromValue(delivery) : QVariant();
    });
}

void ExploreWorker::hand(const QVariant& result) {
    const auto delivery = result.value<std::shared_ptr<ExploreDelivery>>();
    if (!delivery)
        return;
    if (delivery->error.isEmpty())
        emit delivered(delivery);
    else
        emit failed(delivery->generation, delivery->error);
}
