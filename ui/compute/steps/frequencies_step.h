// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The frequency view's data: the wavelength of every dimension.

#include "ui/compute/result.h"

#include <optional>

struct FrequenciesPayload : ViewPayload {
    std::vector<double> wavelengths; // per dimension
    double wavelengthMin = 0.0, wavelengthMax = 0.0;
    // The pinned setting's wavelength per dimension of its own D (Compare with), if pinned.
    std::optional<std::vector<double>> pinnedWavelengths;
};

const ComputeStep& frequenciesStep();
// Every dimension, whatever the view shows: no window.
ViewPart frequenciesPart();
