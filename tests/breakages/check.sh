#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Applies each deliberate breakage in turn, rebuilds the test meant to catch it and checks
# that it FAILS; then restores the sources. Shows that each test can fail.
#   bash tests/breakages/check.sh [NNN ...]     (default: every record; NNN = its number)
#   bash tests/breakages/check.sh --sample N    (N records chosen from `git rev-parse HEAD`,
#                                               a different few for each commit: what CI runs)
#   bash tests/breakages/check.sh --stale       (the records that no longer apply; builds
#                                               nothing, exits 1 if there are any)
#   bash tests/breakages/check.sh --list        (each record's number, name and test)
# For each record: the catching test function runs first on the sources as they are and must
# pass (a test that fails, is skipped or crashes already proves nothing: the check is void
# and stops here); then with the breakage applied it must report QtTest's "FAIL!" for that
# function. A crash, a hang, a build failure or a non-zero exit without that line is not a
# catch. The changed files are restored after each record, also when the check stops.
# PE_BUILD_DIR: the build tree (default build). Stops at the first breakage that goes
# unnoticed.
#
# A breakage is a record beside this script, NNN-what-the-user-would-see.breakage:
#   test: test_target:testFunction
#   --- find path/from/the/repository/root.cpp
#           const double angle = static_cast<double>(pos) / divisor;
#   --- replace
#           const float angle = static_cast<float>(pos) / divisor;
# `test:` names the test that must fail (a target alone: any of its functions may). Each
# `--- find FILE` line is followed by lines copied verbatim from FILE, `--- replace` by the
# lines put in their place (none: they are deleted); more pairs may follow, in the same
# file or others, each applied to what the ones before it left. Lines starting with # before
# the first pair are comments. The text to find must stand in its file exactly once, as
# whole lines: the text places the change, not a line number, so code moving around it
# does no harm. It holds the lines the breakage changes and only as many around them as
# make it unique, so it goes stale only when those lines change; --stale names such records
# (a text found twice or not at all), and the fix is to copy the lines' new form into the
# record. To add one: break the code by hand, note the lines before and after, restore them,
# write the record under a new number, then run `check.sh NNN` to see it caught. A record
# pins something a user would see go wrong; layout trivia (a few pixels of margin, a label's
# exact room, how ticks are thinned) gets none: such a record goes stale with every tweak
# and proves nothing a user would miss.
# records.py reads the records and does all the applying and restoring.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
records="$here/records.py"
build="${PE_BUILD_DIR:-$root/build}"
jobs="${PE_BUILD_JOBS:-2}"
export QT_QPA_PLATFORM=offscreen
# A -DPE_WERROR=ON tree (CI's) builds a sabotaged file with its warnings allowed: the test
# decides whether a breakage is caught, not an unused variable it leaves.
export PE_ALLOW_WARNINGS=1

cd "$root"
if [ "${1:-}" = --stale ]; then
    exec python3 "$records" stale
fi
# record number -> its file's name, and -> "test target[:test function]" that must fail
declare -A name catcher
listing="$(python3 "$records" list)"
while IFS=$'\t' read -r n what test; do
    [ -n "$n" ] || continue
    name[$n]="$n-$what.breakage"
    catcher[$n]="$test"
done <<<"$listing"
mapfile -t all < <(printf '%s\n' "${!catcher[@]}" | sort)

numbers=()
case "${1:-}" in
--list)
    for n in "${all[@]}"; do
        printf '%s  %s\n' "${name[$n]%.breakage}" "${catcher[$n]}"
    done
    exit 0
    ;;
--sample)
    # N distinct records picked by successive 8-digit slices of the commit hash: the same
    # commit always checks the same ones, the next commit others.
    count="${2:?--sample needs a count}"
    hash="$(git rev-parse HEAD)"
    hash="$hash$hash"
    for ((i = 0; i < count && i < ${#all[@]}; i++)); do
        index=$((16#${hash:i*8:8} % ${#all[@]}))
        while [[ " ${numbers[*]} " == *" ${all[index]} "* ]]; do
            index=$(((index + 1) % ${#all[@]}))
        done
        numbers+=("${all[index]}")
    done
    ;;
*)
    # 7, 07 and 007 all name record 007.
    for arg in "$@"; do
        if ! [[ "$arg" =~ ^[0-9]+$ ]]; then
            echo "$arg: not a breakage number (see --list)" >&2
            exit 1
        fi
        n="$(printf '%03d' "$((10#$arg))")"
        if [ -z "${catcher[$n]:-}" ]; then
            echo "$arg: no such breakage (see --list)" >&2
            exit 1
        fi
        numbers+=("$n")
    done
    ;;
esac
((${#numbers[@]})) || numbers=("${all[@]}")

logs="$(mktemp -d /tmp/pe-breakages.XXXXXX)"
# The originals of the files the applied record changed, kept until they are back.
saved="$logs/saved"
applied=""
touched=(pe-explorer)
# Fails when a file was edited while broken: the next record must not save over its original.
restore() {
    [ -n "$applied" ] || return 0
    local what="$applied"
    applied=""
    if ! python3 "$records" restore "$saved"; then
        echo "could not restore what $what changed: the originals are in $saved" >&2
        return 1
    fi
}
trap restore EXIT
trap 'exit 130' INT TERM

# Runs the target's function; its output in $2. The exit status is the test's.
run_test() {
    local target="$1" function="$2" log="$3"
    timeout 900 "$build/bin/$target" ${function:+"$function"} >"$log" 2>&1
}
# QtTest's "FAIL!  : TestClass::function(data tag) ..." for the function (any function when
# the record names none).
failed_line() {
    local function="$1" log="$2"
    grep -a -m1 -E "^FAIL!  : [A-Za-z0-9_]+::${function:-[A-Za-z0-9_]+}\(" "$log"
}

for n in $(printf '%s\n' "${numbers[@]}" | sort -u); do
    record="$here/${name[$n]}"
    IFS=: read -r target function <<<"${catcher[$n]}"
    log="$logs/$n"
    # A stale record is named before anything is built for it.
    if ! python3 "$records" stale "$record" >"$log.apply"; then
        reason="$(cat "$log.apply")"
        echo "$n ${name[$n]}: does not apply: ${reason#*: }" >&2
        exit 1
    fi
    # The sources as they are: the test must pass, and not by skipping.
    if ! cmake --build "$build" --target "$target" pe-explorer -j"$jobs" >"$log.build" 2>&1; then
        echo "$n ${name[$n]}: $target does not build without the breakage (see $log.build)" >&2
        exit 1
    fi
    if ! run_test "$target" "$function" "$log.before" || failed_line "$function" "$log.before" >/dev/null; then
        echo "$n ${name[$n]}: VOID, $target ${function:-} fails without the breakage (see $log.before)" >&2
        exit 1
    fi
    if grep -a -q -E "^SKIP   : [A-Za-z0-9_]+::${function:-[A-Za-z0-9_]+}\(" "$log.before"; then
        echo "$n ${name[$n]}: VOID, $target ${function:-} is skipped here (see $log.before)" >&2
        exit 1
    fi
    applied="${name[$n]}"
    if ! python3 "$records" apply "$record" "$saved" 2>"$log.apply"; then
        reason="$(cat "$log.apply")"
        echo "$n ${name[$n]}: does not apply: ${reason#*: }" >&2
        exit 1
    fi
    touched+=("$target")
    if ! cmake --build "$build" --target "$target" pe-explorer -j"$jobs" >"$log.build" 2>&1; then
        echo "$n ${name[$n]}: NOT caught, the broken sources do not build (see $log.build)" >&2
        exit 1
    fi
    status=0
    run_test "$target" "$function" "$log.after" || status=$?
    if ! line="$(failed_line "$function" "$log.after")"; then
        echo "$n ${name[$n]}: NOT caught by $target ${function:-} (exit $status, no FAIL! line; see $log.after)" >&2
        exit 1
    fi
    echo "$n ${name[$n]}: caught by $target ${function:-} (${line:0:150})"
    restore
done
# Leave the build matching the sources again: what was linked with a breakage, rebuilt without.
mapfile -t touched < <(printf '%s\n' "${touched[@]}" | sort -u)
cmake --build "$build" -j"$jobs" --target "${touched[@]}" >/dev/null
rm -rf "$logs"
