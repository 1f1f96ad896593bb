#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Keeps the man page and the bash completion in step with "pe-explorer --help": every
# option, subcommand, target, option value and exit status the help names must be in the
# man page, and the completion must offer exactly the help's subcommands, targets and
# options. Adding an option without documenting it fails here.
# Usage: check_docs.sh BINARY MAN_PAGE(.1) COMPLETION_SCRIPT
set -uo pipefail
binary=$1 manpage=$2 completion=$3
source "$(dirname "$0")/help_lists.sh"
export QT_QPA_PLATFORM=offscreen
help_read "$binary" || exit 1
failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

# --- the man page is valid roff: groff warns of nothing at all (-ww), as lintian would.
warnings=$(groff -man -ww -z "$manpage" 2>&1)
[ -z "$warnings" ] || fail "groff warns about $manpage: $warnings"

# --- the man page, as a reader sees it: rendered to plain text on very long lines, so
# that no option name is broken across lines.
man_text=$(groff -man -Tascii -rLL=2000n -P-cbou "$manpage" 2>&1) || {
    echo "FAIL: groff could not render $manpage"
    exit 1
}
section() { # the text of one man page section, up to the next heading
    awk -v name="$1" '/^[A-Z][A-Z ]+$/ { on = ($0 == name); next } on' <<<"$man_text"
}
has_word() { # has_word TEXT WORD: WORD not inside a longer option or word
    grep -qE -- "(^|[^A-Za-z0-9_-])$(sed 's/[.]/\\./g' <<<"$2")([^A-Za-z0-9_-]|$)" <<<"$1"
}
for heading in NAME SYNOPSIS DESCRIPTION OPTIONS "EXIT STATUS" EXAMPLES; do
    grep -qx "$heading" <<<"$man_text" || fail "the man page has no $heading section"
done
options_text=$(section OPTIONS)
for option in "${help_options[@]}"; do
    has_word "$options_text" "$option" ||
        fail "the man page's OPTIONS section does not describe $option (named by --help)"
done
synopsis=$(section SYNOPSIS)
subcommands_text=$(section SUBCOMMANDS)
examples=$(section EXAMPLES)
for sub in "${help_subcommands[@]}"; do
    has_word "$synopsis" "pe-explorer $sub" || fail "the man page's SYNOPSIS lacks 'pe-explorer $sub'"
    grep -q "pe-explorer $sub " <<<"$examples" || fail "the man page has no example of 'pe-explorer $sub'"
    for target in $(help_targets "$sub"); do
        grep -E "pe-explorer $sub " <<<"$synopsis" | grep -qE "[ |]$target([ |]|$)" ||
            fail "the man page's SYNOPSIS lacks '$sub $target'"
        has_word "$subcommands_text" "$target" ||
            fail "the man page's SUBCOMMANDS section does not describe '$sub $target'"
    done
done
for line in "${help_values[@]}"; do
    read -r option values <<<"$line"
    for value in $values; do
        has_word "$options_text" "$value" || fail "the man page does not name '$option $value'"
    done
done
exit_text=$(section "EXIT STATUS")
for code in "${help_exit_codes[@]}"; do
    grep -qE "^ +$code( |$)" <<<"$exit_text" || fail "the man page's EXIT STATUS lacks $code"
done
[ ${#help_exit_codes[@]} -gt 0 ] || fail "found no exit status in --help"

# --- the completion, driven as bash drives it on TAB.
complete_words() { # prints the candidates for the last word of "$@"
    bash -c 'source "$1"; shift
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=()
        fn=$(complete -p pe-explorer | sed -E "s/.*-F ([^ ]+).*/\1/")
        "$fn" pe-explorer "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        printf "%s\n" "${COMPREPLY[@]}"' _ "$completion" pe-explorer "$@" | sort -u
}
same_set() { # same_set WHAT EXPECTED ACTUAL
    local missing extra
    missing=$(comm -23 <(sort -u <<<"$2") <(sort -u <<<"$3") | xargs)
    extra=$(comm -13 <(sort -u <<<"$2") <(sort -u <<<"$3") | xargs)
    [ -z "$missing" ] || fail "the completion of $1 lacks: $missing"
    [ -z "$extra" ] || fail "the completion of $1 offers what --help does not name: $extra"
}
bash -c 'source "$1" && complete -p pe-explorer' _ "$completion" >/dev/null ||
    fail "$completion does not register a completion for pe-explorer"
same_set "subcommands" "$(printf '%s\n' "${help_subcommands[@]}")" "$(complete_words "")"
for sub in "${help_subcommands[@]}"; do
    same_set "'$sub' targets" "$(help_targets "$sub")" "$(complete_words "$sub" "")"
done
same_set "options" "$(printf '%s\n' "${help_options[@]}")" "$(complete_words -- | grep -- '^--')"
for line in "${help_values[@]}"; do
    read -r option values <<<"$line"
    offered=$(complete_words "$option" "")
    for value in $values; do
        grep -qx -- "$value" <<<"$offered" || fail "the completion of '$option' does not offer '$value'"
    done
done

if [ $failures -gt 0 ]; then
    echo "$failures problem(s): the man page and the completion are generated (app/man_page.cpp, app/bash_completion.cpp) from the option table: describe a new subcommand or target in resources/pe-explorer.1.in"
    exit 1
fi
echo "OK: man page and completion cover ${#help_options[@]} options, ${#help_subcommands[@]} subcommands, their targets, values and ${#help_exit_codes[@]} exit statuses"
