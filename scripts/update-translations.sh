#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Refreshes resources/translations/*.ts from the tr() strings in ui/ and app/, keeping
# the translations already made. Translate with Qt Linguist, then rebuild: CMake compiles
# the .ts files into the binary (app/CMakeLists.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=$(command -v lupdate6 || echo /usr/lib/qt6/bin/lupdate)
"$lupdate" -no-obsolete -locations none -I . ui app -ts resources/translations/pe-explorer_zh_CN.ts
