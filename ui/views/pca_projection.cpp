// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/views/pca_projection.h"

#include <algorithm>
#include <cmath>

namespace {

constexpr double kDegree = 3.14159265358979323846 / 180.0;

// The rows of the rotation that give the picture's across and up: the rotation by the
// azimuth about PC3, then by the elevation about the picture's across axis.
std::array<std::array<double, 3>, 2> pictureRows(double azimuth, double elevation) {
    const double ca = std::cos(azimuth * kDegree), sa = std::sin(azimuth * kDegree);
    const double ce = std::cos(elevation * kDegree), se = std::sin(elevation * kDegree);
    // Across: (cos a, -sin a, 0); depth: (sin a, cos a, 0); up: sin e * depth + cos e * PC3.
    return {{{ca, -sa, 0.0}, {se * sa, se * ca, ce}}};
}

} // namespace

Eigen::Matrix<double, Eigen::Dynamic, 2>
projectedScores(const pe::Matrix& scores, double azimuthDegrees, double elevationDegrees) {
    const auto rows = pictureRows(azimuthDegrees, elevationDegrees);
    Eigen::Matrix<double, Eigen::Dynamic, 2> picture(scores.rows(), 2);
    for (Eigen::Index t = 0; t < scores.rows(); ++t)
        for (int a = 0; a < 2; ++a) {
            double sum = 0.0;
            for (Eigen::Index c = 0; c < std::min<Eigen::Index>(3, scores.cols()); ++c)
                sum += rows[std::size_t(a)][std::size_t(c)] * scores(t, c);
            picture(t, a) = sum;
        }
    return picture;
}

std::array<std::array<double, 2>, 3> projectedAxes(double azimuthDegrees, double elevationDegrees) {
    const auto rows = pictureRows(azimuthDegrees, elevationDegrees);
    std::array<std::array<double, 2>, 3> axes{};
    for (std::size_t c = 0; c < 3; ++c)
        axes[c] = {rows[0][c], rows[1][c]};
    return axes;
}

double clampedElevation(double degrees) {
    return std::clamp(degrees, -90.0, 90.0);
}

std::vector<QSharedPointer<QCPCurveDataContainer>>
positionRuns(Eigen::Index L, const std::function<std::pair<double, double>(Eigen::Index)>& at) {
    std::vector<QSharedPointer<QCPCurveDataContainer>> out;
    const Eigen::Index runs =
        std::min<Eigen::Index>(kPositionRuns, std::max<Eigen::Index>(L - 1, 1));
    for (Eigen::Index r = 0; r < runs; ++r) {
        const Eigen::Index first = r * (L - 1) / runs,
                           last = std::max(first, (r + 1) * (L - 1) / runs);
        QVector<QCPCurveData> points;
        for (Eigen::Index t = first; t <= last && t < L; ++t) {
            const auto [x, y] = at(t);
            points.append(QCPCurveData(double(t), x, y));
        }
        auto container = QSharedPointer<QCPCurveDataContainer>::create();
        container->set(points, true);
        out.push_back(container);
    }
    return out;
}
