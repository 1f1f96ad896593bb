# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the checks here: reads "pe-explorer --help" and fills the lists the man page and
# the completion must cover, so an option added to --help needs no change to the tests.
#   help_options      every --option named anywhere in the help
#   help_subcommands  the words after "pe-explorer " in the usage lines (dump, export ...)
#   help_targets SUB  the a|b|c list after "pe-explorer SUB"
#   help_values       lines "--option v1 v2 ...", for every "--option v1|v2" in the help
#   help_exit_codes   the numbers of the "Exit status:" sentence

help_read() {
    help_text=$("$1" --help) || {
        echo "FAIL: $1 --help exited with $?"
        return 1
    }
    [ -n "$help_text" ] || {
        echo "FAIL: $1 --help printed nothing"
        return 1
    }
    mapfile -t help_options < <(grep -oE -- '--[a-z][a-z0-9-]*' <<<"$help_text" | sort -u)
    mapfile -t help_subcommands < <(grep -oE '^[[:space:]]*pe-explorer [a-z][a-z0-9-]*' \
        <<<"$help_text" | awk '{print $2}' | sort -u)
    local value='[A-Za-z0-9][A-Za-z0-9_.-]*'
    mapfile -t help_values < <(grep -oE -- "--[a-z][a-z0-9-]* $value(\\|$value)+" \
        <<<"$help_text" | tr '|' ' ' | sort -u)
    mapfile -t help_exit_codes < <(grep -i -A3 'exit status' <<<"$help_text" |
        grep -oE '(^|[ :,])[0-9]+ ' | tr -dc '0-9\n' | sort -u)
    [ ${#help_options[@]} -gt 0 ] && [ ${#help_subcommands[@]} -gt 0 ] || {
        echo "FAIL: found no options or no subcommands in --help:"
        echo "$help_text"
        return 1
    }
}

help_targets() {
    grep -oE "pe-explorer $1 [a-z0-9_|-]+" <<<"$help_text" | awk '{print $3}' | tr '|' '\n' |
        sort -u
}
