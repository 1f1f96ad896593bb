// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The bash completion script, generated from the tables the program itself reads: the
// subcommands, the data subjects `dump` takes, the views `export` takes, every option of the
// option table (command_line.h), which of them take no value, and the values of those whose
// value is a list (--layout interleaved|concatenated).

#include <QString>

QString bashCompletion();
