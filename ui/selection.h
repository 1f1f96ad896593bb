#pragma once
// The linked selection every view shows: a position, a dimension, the dimensions drawn as
// waveforms and an optional band of dimensions chosen in the frequency view.

#include <cstdint>
#include <vector>

struct Selection {
    std::int64_t position = 0;
    std::int64_t dimension = 0;
    std::vector<std::int64_t> waveDims;
    std::int64_t bandFirst = -1; // -1: no band
    std::int64_t bandLast = -1;
    bool hasBand() const { return bandFirst >= 0 && bandLast >= bandFirst; }
};

inline bool operator==(const Selection& a, const Selection& b) {
    return a.position == b.position && a.dimension == b.dimension && a.waveDims == b.waveDims &&
           a.bandFirst == b.bandFirst && a.bandLast == b.bandLast;
}

// A few dimensions spread from the highest frequency to the lowest, pairs' sin first:
// the default waveforms for D dimensions.
std::vector<std::int64_t> spreadDimensions(std::int64_t first, std::int64_t last, int count);
