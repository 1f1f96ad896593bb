#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages PE Explorer builds with, only those that are missing.
set -euo pipefail

packages=(
    cmake g++ make pkg-config
    qt6-base-dev qt6-svg-dev libqcustomplot-dev libeigen3-dev libgl-dev libpng-dev
    libgif-dev # animations: GIF through giflib
    libopenblas-dev # the general similarity (a model's table): OpenBLAS's dsyrk and dgemm
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n # Qt's own dialogs in Chinese
    fonts-noto-cjk # Chinese labels in the app and in exported figures
    poppler-utils  # pdftoppm: the export tests look at PDFs as a viewer shows them
    librsvg2-bin   # rsvg-convert: the PNG icon sizes, rendered from the SVG at build time
    bash-completion                   # where completions install (its pkg-config file)
    desktop-file-utils appstream      # the install test validates the entry and metainfo
    dpkg-dev lintian                  # scripts/package.sh: dpkg-shlibdeps; the package test
    python3-numpy python3-matplotlib  # the notebook tests run the exported Python (not the program)
    stress-ng                         # the suite is run under load (stress-ng --cpu 2) too
)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
        missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
