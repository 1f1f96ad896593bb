#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Quick start 1: install what is missing, build, start the app. Arguments go to the app.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
exec build/bin/pe-explorer "$@"
