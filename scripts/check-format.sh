#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a C++ source differs from what clang-format makes of it (.clang-format).
# `bash scripts/check-format.sh --fix` rewrites them instead.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends clang-format
fi
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [ "${1:-}" = --fix ]; then
    clang-format -i "${files[@]}"
    exit 0
fi
if ! clang-format --dry-run --Werror "${files[@]}" 2>/tmp/pe-format.log; then
    grep -E '^[^ ].*(warning|error):' /tmp/pe-format.log | cut -d: -f1 | sort -u |
        sed 's/^/not clang-formatted: /' >&2
    echo "Run: bash scripts/check-format.sh --fix" >&2
    exit 1
fi
echo "clang-format: ${#files[@]} files as .clang-format wants them"
