// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Generation numbers for requests: each request gets the next one, and a result is worth
// showing only if it answers the latest request and is newer than what is on screen.

#include <QtGlobal>

class GenerationGate {
  public:
    quint64 issue() { return ++latest_; }
    quint64 latest() const { return latest_; }
    bool isCurrent(quint64 generation) const { return generation == latest_; }
    // Accepts `generation` for display (and remembers it) if it is current and newer than
    // the one shown; anything else is stale.
    bool accept(quint64 generation) {
        if (!isCurrent(generation) || generation <= shown_)
            return false;
        shown_ = generation;
        return true;
    }
    // The same for a refined result (ExploreDelivery::refined): it may also follow the first
    // result of its own generation.
    bool acceptRefined(quint64 generation) {
        if (!isCurrent(generation) || generation < shown_)
            return false;
        shown_ = generation;
        return true;
    }
    quint64 shown() const { return shown_; }

  private:
    quint64 latest_ = 0;
    quint64 shown_ = 0;
};
