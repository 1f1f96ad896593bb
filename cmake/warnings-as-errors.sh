#!/bin/sh
# Compiler launcher of a -DPE_WERROR=ON build: runs the compile with -Werror appended, unless
# PE_ALLOW_WARNINGS=1. The deliberate breakages (tests/breakages/check.sh) rebuild single
# files with it set: a sabotage that leaves a variable unused must still build and be judged
# by its test, and a flag in the build files could not be lifted without rebuilding the tree.
if [ "${PE_ALLOW_WARNINGS:-0}" = 1 ]; then
    exec "$@"
fi
exec "$@" -Werror
