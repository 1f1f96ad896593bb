#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Quick start 2: install what is missing, build, run the whole test suite: the normal
# build, then the same tests under ASan + UBSan and the threading tests under TSan.
# PE_SANITIZERS=0 skips the sanitizer builds for a quick local run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# Warnings are errors here, as in CI: a new warning fails the run instead of scrolling past.
bash scripts/build.sh -DPE_WERROR=ON
export QT_QPA_PLATFORM=offscreen
# One test per core: many wait on the GUI's events (a double-click's interval, a progress
# dialog's delay) and leave the core to the other; none shares a file with another.
ctest --test-dir build --output-on-failure -j"$(nproc)"
if [ "${PE_SANITIZERS:-1}" != 0 ]; then
    bash scripts/sanitize.sh
fi
