// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The line a long dump keeps up to date on standard error: how far, how fast, how long to
// go, so a user can tell progress from a hang. Only on a terminal (a log or a pipe gets
// nothing), only once the work has run for about a second, and never with --quiet.

#include <QString>
#include <chrono>
#include <cstdint>

class ProgressLine {
  public:
    // `what`: "dump similarity"; `unit`: what is counted ("rows", "frames"). `shown` false:
    // never prints (--quiet).
    ProgressLine(QString what, QString unit, bool shown);
    ~ProgressLine(); // ends the line it drew, if any

    // `done` of `total` are written.
    void update(std::int64_t done, std::int64_t total);

  private:
    using Clock = std::chrono::steady_clock;
    QString what_;
    QString unit_;
    bool shown_;
    bool drawn_ = false;
    Clock::time_point start_ = Clock::now();
    Clock::time_point lastDrawn_;
    std::chrono::milliseconds after_; // how long the work runs before the line appears
};
