#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a temporary DESTDIR under /usr, as a package would, and checks the
# tree: the program, desktop entry, icons, AppStream metainfo, man page, completion and
# Debian documentation, all under one application id; validates the desktop entry and the
# metainfo; runs the installed program.
# Usage: check_install.sh BUILD_DIR VERSION APP_ID
set -uo pipefail
build=$1 version=$2 id=$3
destdir=$(mktemp -d)
trap 'rm -rf "$destdir"' EXIT
failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

if ! DESTDIR=$destdir cmake --install "$build" --prefix /usr >"$destdir.log" 2>&1; then
    cat "$destdir.log"
    rm -f "$destdir.log"
    echo "FAIL: cmake --install failed"
    exit 1
fi
rm -f "$destdir.log"
usr=$destdir/usr

outside=$(cd "$destdir" && find . -mindepth 1 -maxdepth 1 ! -name usr)
[ -z "$outside" ] || fail "installed outside /usr: $outside"
expected=(
    bin/pe-explorer
    share/applications/$id.desktop
    share/metainfo/$id.metainfo.xml
    share/icons/hicolor/scalable/apps/$id.svg
    share/man/man1/pe-explorer.1.gz
    share/bash-completion/completions/pe-explorer
    share/doc/pe-explorer/copyright
    share/doc/pe-explorer/changelog.gz
)
for size in 16 24 32 48 64 128 256; do
    expected+=("share/icons/hicolor/${size}x${size}/apps/$id.png")
done
for file in "${expected[@]}"; do
    [ -f "$usr/$file" ] || fail "not installed: /usr/$file"
done
# Nothing else: no headers, static libraries or test programs.
unexpected=$(cd "$usr" && find . -type f | sed 's|^\./||' | sort |
    comm -23 - <(printf '%s\n' "${expected[@]}" | sort) |
    grep -vE '^share/icons/hicolor/[0-9]+x[0-9]+/apps/'"$id"'\.png$')
[ -z "$unexpected" ] || fail "installed but not expected: $unexpected"
[ -x "$usr/bin/pe-explorer" ] || fail "/usr/bin/pe-explorer is not executable"

# PNG icons: real PNGs of the size their folder names (width and height from the IHDR).
for png in "$usr"/share/icons/hicolor/*x*/apps/"$id".png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    read -r w h < <(od -An -tu1 -j16 -N8 "$png" |
        awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
    magic=$(od -An -c -j1 -N3 "$png" | tr -d ' ')
    [ "$magic" = PNG ] && [ "${w}x${h}" = "$size" ] || fail "$png is not a ${size} PNG (${w}x${h})"
done

# The desktop entry and the metainfo, validated by the tools desktops and software
# centres use, and tied together by the id.
desktop=$usr/share/applications/$id.desktop
metainfo=$usr/share/metainfo/$id.metainfo.xml
desktop-file-validate "$desktop" || fail "desktop-file-validate rejects $id.desktop"
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate rejects the metainfo"
grep -qx "Icon=$id" "$desktop" || fail "the desktop entry's icon is not $id"
grep -qx "Exec=pe-explorer" "$desktop" || fail "the desktop entry does not run pe-explorer"
grep -q "<id>$id</id>" "$metainfo" || fail "the metainfo's id is not $id"
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo" ||
    fail "the metainfo does not launch $id.desktop"
grep -q "<release version=\"$version\"" "$metainfo" || fail "the metainfo has no release $version"
for tag in summary description screenshot content_rating "category>Education" "category>Science"; do
    grep -q "<$tag" "$metainfo" || fail "the metainfo has no <$tag>"
done

# The licence, said the same way everywhere: GPL-3.0-or-later (QCustomPlot, which the
# program links, is GPL-3.0). Debian's copyright names it GPL-3+ and points to the text.
grep -q "<project_license>GPL-3.0-or-later</project_license>" "$metainfo" ||
    fail "the metainfo's project_license is not GPL-3.0-or-later"
copyright=$usr/share/doc/pe-explorer/copyright
grep -qx "License: GPL-3+" "$copyright" && ! grep -qi undecided "$copyright" &&
    grep -q /usr/share/common-licenses/GPL-3 "$copyright" ||
    fail "the copyright file does not grant GPL-3+: $(grep License: "$copyright")"

# The man page: compressed, for this version, and formatted without groff warnings.
man_head=$(gzip -dc "$usr/share/man/man1/pe-explorer.1.gz" | grep -m1 '^\.TH')
grep -q "pe-explorer $version" <<<"$man_head" || fail "the man page is not for $version: $man_head"
warnings=$(gzip -dc "$usr/share/man/man1/pe-explorer.1.gz" | groff -man -Tutf8 -ww -z 2>&1)
[ -z "$warnings" ] || fail "groff warns about the man page: $warnings"
bash -c 'source "$1" && complete -p pe-explorer' _ "$usr/share/bash-completion/completions/pe-explorer" \
    >/dev/null || fail "the installed completion does not register pe-explorer"

# The installed program: no path into the build tree, the project's version, one dump.
runpath=$(readelf -d "$usr/bin/pe-explorer" 2>/dev/null | grep -E 'R(UN)?PATH' || true)
[ -z "$runpath" ] || fail "the installed program keeps a run path: $runpath"
export QT_QPA_PLATFORM=offscreen
got=$("$usr/bin/pe-explorer" --version)
[ "$got" = "pe-explorer $version" ] || fail "--version printed '$got', expected 'pe-explorer $version'"
dump=$("$usr/bin/pe-explorer" dump pe --length 3 --dim 4)
status=$?
rows=$(grep -vc '^#' <<<"$dump")
names=$(head -1 <<<"$dump")
first=$(grep -v '^#' <<<"$dump" | head -1)
[ $status -eq 0 ] && [ "$rows" -eq 3 ] && [ "$names" = "# dim_0,dim_1,dim_2,dim_3" ] &&
    [ "$first" = "0,1,0,1" ] && grep -v '^#' <<<"$dump" | awk -F, 'NF != 4 { exit 1 }' ||
    fail "dump pe --length 3 --dim 4 gave status $status and: $dump"

if [ $failures -gt 0 ]; then
    echo "$failures problem(s) in the installed tree"
    exit 1
fi
echo "OK: $(cd "$usr" && find . -type f | wc -l) files installed under /usr, validated, pe-explorer $version runs"
