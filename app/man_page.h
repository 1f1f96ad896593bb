// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The man page, generated from the tables the program itself reads: the option table
// (command_line.h) writes OPTIONS, the view and data subject tables the targets of the
// synopsis and of `export`. The prose around them (description, exit status, examples) is
// the template resources/pe-explorer.1.in; lines of the form `.\" [generated NAME]` in it mark
// where the generated parts go.

#include <QString>

// `manTemplate` with every marker replaced; a marker the generator does not know is left as
// it is (a roff comment, so the page stays valid).
QString manPage(const QString& manTemplate);

// `text` as roff prints it literally: backslashes and hyphens escaped, a leading dot or
// quote made harmless.
QString roffEscaped(const QString& text);
