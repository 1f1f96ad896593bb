// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// pe::CoursePreset as a Qt meta type, so it can travel in signals (also queued ones).
// Every header that declares such a signal includes this one first.

#include "core/course_presets.h"

#include <QMetaType>

Q_DECLARE_METATYPE(pe::CoursePreset)
