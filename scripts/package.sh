#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package build/pe-explorer_<version>_<arch>.deb: installs what is
# missing, builds the program (not the test suite) and packs it with CPack, its
# dependencies found by dpkg-shlibdeps. Extra arguments go to CMake's configure step.
# Then: sudo apt-get install ./build/pe-explorer_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build "$@"
cmake --build build -j"$(nproc)" --target pe-explorer
cd build
cpack -G DEB -B "$PWD"
echo "Built: $(ls "$PWD"/pe-explorer_*.deb)"
