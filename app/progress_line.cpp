// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/progress_line.h"

#include <QTextStream>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

namespace {

// "12 s", "3 min 05 s", "2 h 10 min": time left as a person reads it.
QString duration(double seconds) {
    const auto s = static_cast<long long>(seconds + 0.5);
    if (s < 60)
        return QStringLiteral("%1 s").arg(s);
    if (s < 3600)
        return QStringLiteral("%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1 h %2 min").arg(s / 3600).arg(s / 60 % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

ProgressLine::ProgressLine(QString what, QString unit, bool shown)
    : what_(std::move(what)), unit_(std::move(unit)), shown_(shown && isatty(STDERR_FILENO) == 1),
      after_(std::chrono::milliseconds(1000)) {
    // The delay can be set for a test that drives the line through a terminal of its own.
    if (const char* after = std::getenv("PE_PROGRESS_AFTER_MS"))
        after_ = std::chrono::milliseconds(std::atoll(after));
}

ProgressLine::~ProgressLine() {
    if (drawn_)
        QTextStream(stderr) << '\n';
}

void ProgressLine::update(std::int64_t done, std::int64_t total) {
    if (!shown_ || total <= 0)
        return;
    const Clock::time_point now = Clock::now();
    const bool last = done >= total;
    // Four updates a second at most: more would only flicker, and cost the writer time.
    if (now - start_ < after_ ||
        (!last && drawn_ && now - lastDrawn_ < std::chrono::milliseconds(250)))
        return;
    const double seconds = std::chrono::duration<double>(now - start_).count();
    const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0.0;
    const double left = rate > 0 ? static_cast<double>(total - done) / rate : 0.0;
    QString line =
        QStringLiteral("%1: %2% (%3 of %4 %6), %5 %6/s")
            .arg(what_)
            .arg(100.0 * static_cast<double>(done) / static_cast<double>(total), 0, 'f', 0)
            .arg(done)
            .arg(total)
            .arg(rate, 0, 'f', rate < 10 ? 1 : 0)
            .arg(unit_);
    line += last ? QStringLiteral(", done in %1").arg(duration(seconds))
                 : QStringLiteral(", %1 left").arg(duration(left));
    // \r and erase-to-end: the line redraws in place however its length changes.
    QTextStream(stderr) << '\r' << line << "\x1b[K";
    std::fflush(stderr);
    drawn_ = true;
    lastDrawn_ = now;
}
