// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The words the command-line fuzzer (test_cli_fuzz.cpp) makes its argument vectors of: noise
// tokens, mutated values, and the targets and options the program's own tables list.

#include "app/command_line.h"
#include "ui/export/animation_spec.h"
#include "ui/export/data_subject.h"
#include "ui/views/view_kind.h"

#include <QStringList>

namespace fuzz {

inline const QStringList kNoise = {"dump",
                                   "export",
                                   "pe",
                                   "similarity",
                                   "frequencies",
                                   "offsets",
                                   "heatmap",
                                   "waveforms",
                                   "all",
                                   "--length",
                                   "--dim",
                                   "--base",
                                   "--layout",
                                   "--metric",
                                   "--format",
                                   "--output",
                                   "-o",
                                   "--from",
                                   "--memory-budget",
                                   "--width",
                                   "--height",
                                   "--dpi",
                                   "--no-caption",
                                   "--help",
                                   "--version",
                                   "interleaved",
                                   "concatenated",
                                   "cosine",
                                   "dot",
                                   "euclidean",
                                   "csv",
                                   "npy",
                                   "png",
                                   "pdf",
                                   "svg",
                                   "0",
                                   "1",
                                   "2",
                                   "3",
                                   "-1",
                                   "16",
                                   "64",
                                   "513",
                                   "4096",
                                   "1e3",
                                   "10000",
                                   "1.0001",
                                   "1",
                                   "nan",
                                   "-nan",
                                   "inf",
                                   "-inf",
                                   "1e309",
                                   "99999999999999999999",
                                   "9223372036854775807",
                                   "-9223372036854775808",
                                   "",
                                   "-",
                                   "--",
                                   "=",
                                   "abc",
                                   "我",
                                   "\xef\xbf\xbd",
                                   " 7",
                                   "0x10",
                                   "--length=",
                                   "--dim=3",
                                   "--base=2",
                                   "--length=1000000000000",
                                   "/tmp",
                                   "plot",
                                   "rope-frequencies",
                                   "rope-attention-factor",
                                   "--head-dim",
                                   "--scaling",
                                   "--factor",
                                   "--original-max-position",
                                   "--config",
                                   "--precision",
                                   "yarn",
                                   "llama3",
                                   "--marks",
                                   "--language",
                                   "zh_CN",
                                   "--like",
                                   "--session",
                                   "lesson.json"};

// Animation tokens, drawn from a random stream of their own (Generator::animation) so the
// vectors the main stream makes stay those of earlier runs of a seed.
inline const QStringList kAnimationNoise = {
    "--animate", "--frames", "--fps", "length=16..64", "base=100..1e6",      "position=0..9",
    "dim=0..8",  "length=1", "=..",   "gif",           "--animate=dim=2..9", "--frames=3"};

// Values that are wrong for most options, or right at an edge.
inline const QStringList kMutations = {
    "0",   "-1",   "nan",   "inf",  "-inf", "1e309",
    "abc", "",     " 7",    "0x10", "1.5",  "99999999999999999999",
    "1e6", "4097", "20001", "我",   "--",   "9223372036854775807"};

// The targets come from the tables the program itself reads, so a new one is fuzzed too.
inline const QStringList kDumpTargets = dataSubjectNames();
inline const QStringList kExportTargets = viewNames() << "all"
                                                      << "scene";
inline const QStringList kRopeOptions = {"--head-dim",
                                         "--partial-rotary-factor",
                                         "--scaling",
                                         "--factor",
                                         "--original-max-position",
                                         "--low-freq-factor",
                                         "--high-freq-factor",
                                         "--beta-fast",
                                         "--beta-slow",
                                         "--no-truncate",
                                         "--seq-len",
                                         "--precision"};

inline bool isRopeTarget(const QString& target) {
    const auto subject = dataSubjectFromName(target);
    return subject && dataSubjectInfo(*subject).isRope;
}

// Every long option name the program knows (its --help, man page and completion table).
inline QStringList allOptionNames() {
    QStringList names;
    for (const OptionGroup& group : optionTable())
        for (const QCommandLineOption& option : group.options)
            names << option.names().last();
    return names;
}

} // namespace fuzz
