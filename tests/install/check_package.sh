#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package from the existing build with cpack into a temporary folder and
# checks its name, control fields and contents (dpkg-deb), then lintian: no errors.
# Usage: check_package.sh BUILD_DIR VERSION APP_ID
set -uo pipefail
build=$(cd "$1" && pwd) version=$2 id=$3
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

for tool in cpack dpkg-deb dpkg-shlibdeps; do
    command -v "$tool" >/dev/null || {
        echo "FAIL: $tool is missing (Debian: cmake, dpkg, dpkg-dev)"
        exit 1
    }
done
if ! (cd "$build" && cpack -G DEB -B "$out") >"$out/cpack.log" 2>&1; then
    cat "$out/cpack.log"
    echo "FAIL: cpack -G DEB failed"
    exit 1
fi
arch=$(dpkg --print-architecture)
deb=$out/pe-explorer_${version}_${arch}.deb
[ -f "$deb" ] || {
    ls "$out"
    echo "FAIL: cpack did not write pe-explorer_${version}_${arch}.deb"
    exit 1
}

# Control fields.
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = pe-explorer ] || fail "Package: $(field Package)"
[ "$(field Version)" = "$version" ] || fail "Version: $(field Version), expected $version"
[ "$(field Architecture)" = "$arch" ] || fail "Architecture: $(field Architecture)"
grep -qxE 'science|education' <<<"$(field Section)" || fail "Section: $(field Section)"
grep -qE '^https?://' <<<"$(field Homepage)" || fail "Homepage: $(field Homepage)"
grep -qE '^.+ <[^@ ]+@[^@ ]+>$' <<<"$(field Maintainer)" || fail "Maintainer: $(field Maintainer)"
description=$(field Description)
[ "$(wc -l <<<"$description")" -ge 3 ] || fail "Description has no extended text: $description"
depends=$(field Depends)
# dpkg-shlibdeps found the libraries: Qt's, QCustomPlot's, libpng's, with versions; and
# OpenBLAS (the general similarity), whose shlibs file names libopenblas0 without one.
for lib in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 \
    libqcustomplot2.1-qt6 libpng16-16 libopenblas0; do
    grep -qE "(^|, )$(sed 's/[+.]/\\&/g' <<<"$lib")( |,|$)" <<<"$depends" ||
        fail "Depends lacks $lib: $depends"
done
grep -qE '\(>= ' <<<"$depends" || fail "Depends has no versions, so not from dpkg-shlibdeps: $depends"
! grep -qE -- '-dev( |,|$)' <<<"$depends" || fail "Depends names a -dev package: $depends"
grep -q fonts-noto-cjk <<<"$(field Recommends)" || fail "Recommends lacks fonts-noto-cjk"

# Contents: everything under /usr, the expected files, nothing of the build tree.
contents=$(dpkg-deb -c "$deb" | awk '{print $6}')
for file in usr/bin/pe-explorer "usr/share/applications/$id.desktop" \
    "usr/share/metainfo/$id.metainfo.xml" "usr/share/icons/hicolor/scalable/apps/$id.svg" \
    "usr/share/icons/hicolor/48x48/apps/$id.png" usr/share/man/man1/pe-explorer.1.gz \
    usr/share/bash-completion/completions/pe-explorer usr/share/doc/pe-explorer/copyright \
    usr/share/doc/pe-explorer/changelog.gz; do
    grep -qx "\./$file" <<<"$contents" || fail "the package lacks /$file"
done
outside=$(grep -vE '^\./(usr(/.*)?)?$' <<<"$contents")
[ -z "$outside" ] || fail "the package installs outside /usr: $outside"
builds=$(grep -E 'CMakeFiles|_CPack|\.o$|\.a$|/include/|/tests?/|cmake_install|build/' <<<"$contents")
[ -z "$builds" ] || fail "the package holds files of the build tree: $builds"
mkdir "$out/root"
dpkg-deb -x "$deb" "$out/root"
# The stripped program and the data must not name the build or source folder.
leaks=$(grep -rlF -e "$build" -e "$(cd "$build/.." && pwd)/app" "$out/root" || true)
[ -z "$leaks" ] || fail "files naming the build tree: $leaks"
elf_magic=$(od -An -c -j1 -N3 "$out/root/usr/bin/pe-explorer" | tr -d ' ')
[ "$elf_magic" = ELF ] || fail "/usr/bin/pe-explorer in the package is not a program"
got=$(QT_QPA_PLATFORM=offscreen "$out/root/usr/bin/pe-explorer" --version)
[ "$got" = "pe-explorer $version" ] || fail "the packaged program says '$got'"

# lintian: errors fail the test, warnings are listed. lintian advises against running as
# root, so as root it runs as nobody on a copy of the package that nobody can read.
if command -v lintian >/dev/null; then
    runner=()
    if [ "$(id -u)" -eq 0 ] && command -v runuser >/dev/null && id nobody >/dev/null 2>&1; then
        chmod 755 "$out"
        chmod 644 "$deb"
        runner=(runuser -u nobody -- env HOME=/tmp)
    fi
    report=$(cd / && "${runner[@]}" lintian --tag-display-limit 0 "$deb" 2>&1)
    status=$?
    [ -z "$report" ] || echo "lintian:"$'\n'"$report"
    errors=$(grep -E '^E: ' <<<"$report")
    [ -z "$errors" ] || fail "lintian reports errors"
    # lintian exits 1 only for errors (and 2 when it cannot run at all).
    [ $status -le 1 ] || fail "lintian could not run (status $status)"
else
    echo "SKIP: lintian is not installed; the package was not linted"
fi

if [ $failures -gt 0 ]; then
    echo "$failures problem(s) in $(basename "$deb")"
    exit 1
fi
echo "OK: $(basename "$deb"), $(du -k "$deb" | cut -f1) KiB, $(wc -l <<<"$contents") entries; Depends: $depends"
