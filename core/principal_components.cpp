// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/principal_components.h"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <cmath>

namespace pe {

PrincipalComponents principalComponents(const Matrix& table, Eigen::Index k) {
    const Eigen::Index L = table.rows(), D = table.cols();
    k = std::clamp<Eigen::Index>(k, 0, std::min(L, D));
    // Column-major for the products: Eigen's fastest kernels.
    const Eigen::MatrixXd centred = table.rowwise() - table.colwise().mean();
    const double total = centred.squaredNorm();
    PrincipalComponents out;
    out.scores = Matrix::Zero(L, k);
    out.loadings = Matrix::Zero(D, k);
    out.explained.assign(std::size_t(k), 0.0);
    if (k == 0 || total <= 0.0)
        return out;
    // The smaller of the two Gram matrices: D x D (the covariance) for a tall table, L x L
    // for a wide one; both have the same non-zero eigenvalues, the squared singular values.
    Eigen::MatrixXd loadings(D, k);
    Eigen::VectorXd values(k);
    if (D <= L) {
        Eigen::MatrixXd gram = Eigen::MatrixXd::Zero(D, D);
        gram.selfadjointView<Eigen::Lower>().rankUpdate(centred.transpose());
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(gram);
        for (Eigen::Index i = 0; i < k; ++i) { // ascending order: the top ones are last
            values(i) = std::max(0.0, solver.eigenvalues()(D - 1 - i));
            loadings.col(i) = solver.eigenvectors().col(D - 1 - i);
        }
    } else {
        Eigen::MatrixXd gram = Eigen::MatrixXd::Zero(L, L);
        gram.selfadjointView<Eigen::Lower>().rankUpdate(centred);
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(gram);
        for (Eigen::Index i = 0; i < k; ++i) {
            values(i) = std::max(0.0, solver.eigenvalues()(L - 1 - i));
            const Eigen::VectorXd v = centred.transpose() * solver.eigenvectors().col(L - 1 - i);
            const double norm = v.norm();
            loadings.col(i) = norm > 0.0 ? Eigen::VectorXd(v / norm) : Eigen::VectorXd::Zero(D);
        }
    }
    for (Eigen::Index i = 0; i < k; ++i) {
        Eigen::Index largest = 0;
        loadings.col(i).cwiseAbs().maxCoeff(&largest);
        if (loadings(largest, i) < 0.0)
            loadings.col(i) = -loadings.col(i);
        out.explained[std::size_t(i)] = values(i) / total;
    }
    out.loadings = loadings;
    out.scores = centred * loadings;
    return out;
}

} // namespace pe
