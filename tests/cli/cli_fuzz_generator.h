// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command-line fuzzer's generator (test_cli_fuzz.cpp): structured vectors of a subcommand,
// a target and its options with valid or mutated values, the window's command line, and noise.

#include "tests/cli/cli_fuzz_words.h"
#include "ui/compute/comparison.h"
#include "ui/compute/steps/pair_distance_step.h"
#include "ui/export/animation_export.h"
#include "ui/views/scene_table.h"

#include <QFileInfo>
#include <cmath>
#include <random>

namespace fuzz {

// Files the options that read one are given: a model's table, a session, a figure to be like.
struct InputFiles {
    QString table, session, figure;
};

struct Generator {
    std::mt19937_64 rng;
    QString folder;            // where exports may write
    std::mt19937_64 animation; // the animation options' own stream (kAnimationNoise says why)
    std::mt19937_64 suffixes;  // the output suffix's own stream, for the same reason
    InputFiles inputs;
    std::mt19937_64 learned; // the later options' own stream, for the same reason

    bool learnedChance(double p) {
        return std::uniform_real_distribution<double>(0, 1)(learned) < p;
    }
    int learnedUniform(int lo, int hi) {
        return std::uniform_int_distribution<int>(lo, hi)(learned);
    }
    QString learnedPick(const QStringList& list) {
        return list.at(learnedUniform(0, int(list.size()) - 1));
    }

    // A valid value for an option added after the first runs of a seed, mostly; a mutated one
    // otherwise. Their own stream keeps the vectors of the earlier options those of old runs.
    QString learnedValue(const QString& option, const QString& target, int serial) {
        if (learnedChance(0.06))
            return learnedPick(kMutations);
        if (option == "compare") {
            switch (learnedUniform(0, 3)) {
            case 0:
                return QString("base=%1").arg(learnedUniform(2, 100000));
            case 1:
                return QString("dim=%1").arg(learnedUniform(1, 64));
            case 2:
                return learnedPick({"layout=concatenated", "layout=interleaved"});
            default:
                return QString("band=%1:%2").arg(learnedUniform(0, 4)).arg(learnedUniform(4, 20));
            }
        }
        if (option == "max-offset")
            return QString::number(learnedUniform(0, 400));
        if (option == "log-offsets")
            return QString::number(learnedUniform(1, 80));
        if (option == "cells")
            return target == "similarity"
                       ? QString("%1x%2").arg(learnedUniform(1, 90)).arg(learnedUniform(1, 90))
                       : QString::number(learnedUniform(1, 120));
        if (option == "matrix")
            return learnedChance(0.9) ? inputs.table : inputs.table + ":wpe.weight";
        if (option == "first-row")
            return QString::number(learnedUniform(0, 6));
        if (option == "components")
            return QString::number(learnedUniform(1, 10));
        if (option == "notebook")
            return folder + "/notebook" + QString::number(serial) +
                   (learnedChance(0.9) ? ".ipynb" : ".png");
        if (option == "language")
            return learnedPick({"en", "zh_CN"});
        if (option == "like")
            return learnedChance(0.9) ? inputs.figure : folder + "/missing.png";
        if (option == "session")
            return learnedChance(0.9) ? inputs.session : folder + "/missing.json";
        return learnedPick(kMutations);
    }

    // The options a target reads that the first generator did not know, given with their
    // flags as a user would; and now and then any option at all, to be refused or accepted.
    void addLearnedOptions(QStringList& arguments, bool dump, const QString& target, int serial) {
        QStringList options;
        if (dump) {
            if (target == "offsets")
                options << "compare"
                        << "max-offset"
                        << "log-offsets";
            if (target == "pair-distance-map")
                options << "max-offset"
                        << "log-offsets"
                        << "cells";
            if (target == "similarity")
                options << "cells";
            if (target == "pca" || target == "explained-variance")
                options << "components";
            if (const auto subject = dataSubjectFromName(target);
                subject && dataSubjectInfo(*subject).readsTable)
                options << "matrix";
            options << "quiet";
        } else {
            const auto view = viewKindFromName(target);
            if (view && viewInfo(*view).step().drawsPinned)
                options << "compare";
            if (view && &viewInfo(*view).step() == &pairDistanceStep())
                options << "log-offsets";
            if (view && viewInfo(*view).step().readsTable)
                options << "matrix";
            if (view)
                options << "notebook";
            options << "marks"
                    << "language"
                    << "like"
                    << "session";
        }
        if (learnedChance(0.04))
            options << learnedPick(allOptionNames());
        QStringList chosen;
        for (const QString& option : options)
            if (learnedChance(0.25))
                chosen << option;
        // What a user would not combine, as --help says: a table has its own shape and no base
        // to change; a notebook is the output and computes one setting, still.
        if (chosen.contains("matrix") || chosen.contains("notebook")) {
            chosen.removeAll("compare");
            for (const char* animation : {"--animate", "--frames", "--fps"})
                removeOption(arguments, animation);
        }
        if (chosen.contains("matrix")) {
            chosen.removeAll("like");
            chosen.removeAll("session");
            for (const char* shape : {"--length", "--dim", "--encoding"})
                removeOption(arguments, shape);
            if (learnedChance(0.3))
                arguments << "--first-row" << learnedValue("first-row", target, serial);
        }
        if (chosen.contains("notebook")) { // it draws no selection marks
            removeOption(arguments, "--output");
            removeOption(arguments, "--format");
            chosen.removeAll("marks");
        }
        if (chosen.contains("like") && chosen.contains("session"))
            chosen.removeAll(learnedChance(0.5) ? "like" : "session");
        for (const QString& option : chosen) {
            const bool flag = option == "quiet" || option == "marks" || option == "help" ||
                              option == "version" || option == "presentation" ||
                              option == "no-caption" || option == "no-truncate";
            if (flag)
                arguments << "--" + option;
            else
                arguments << "--" + option << learnedValue(option, target, serial);
        }
    }

    // Drops every occurrence of `option`, with its value, from the vector.
    static void removeOption(QStringList& arguments, const QString& option) {
        for (int i = 1; i < arguments.size();) {
            if (arguments[i] == option && i + 1 < arguments.size())
                arguments.remove(i, 2);
            else if (arguments[i].startsWith(option + "="))
                arguments.remove(i);
            else
                ++i;
        }
    }

    bool suffixChance(double p) {
        return std::uniform_real_distribution<double>(0, 1)(suffixes) < p;
    }

    int animationUniform(int lo, int hi) {
        return std::uniform_int_distribution<int>(lo, hi)(animation);
    }
    bool animationChance(double p) {
        return std::uniform_real_distribution<double>(0, 1)(animation) < p;
    }
    QString animationPick(const QStringList& list) {
        return list.at(animationUniform(0, int(list.size()) - 1));
    }

    // --animate, --frames, --fps, a format and a small size for an export of a view.
    QStringList animationOptions() {
        QStringList options;
        if (animationChance(0.9)) {
            QString spec;
            if (animationChance(0.15)) { // an end the engine refuses, or a broken spec
                spec = animationPick({"length=16", "size=1..2", "length=0..8", "base=1..10",
                                      "dim=4..4", "position=-1..3", "base=nan..9", "length=1e3..2",
                                      "dim=2...9", "="});
            } else {
                // Not the azimuth: one view turns, and the exports here are of any view
                // (test_pca_turned sweeps it).
                QStringList names = animatedParameterNames();
                names.removeAll(QStringLiteral("azimuth"));
                const QString parameter = animationPick(names);
                if (parameter == "base") {
                    spec = QString("base=%1..%2")
                               .arg(animationUniform(2, 1000))
                               .arg(animationUniform(1001, 1000000));
                } else {
                    const int from = animationUniform(parameter == "position" ? 0 : 1, 40);
                    spec = QString("%1=%2..%3")
                               .arg(parameter)
                               .arg(from)
                               .arg(from + animationUniform(1, 200));
                }
            }
            options << "--animate" << spec;
        }
        if (animationChance(0.9)) // few frames keep the run fast; 0 and 1 are refused
            options << "--frames" << QString::number(animationUniform(0, 4));
        if (animationChance(0.5))
            options << "--fps" << QString::number(animationUniform(0, 101));
        if (animationChance(0.3))
            options << "--format" << animationPick({"gif", "png", "pdf"});
        if (animationChance(0.5)) // small frames keep the run fast
            options << "--width" << QString::number(animationUniform(64, 320)) << "--height"
                    << QString::number(animationUniform(64, 320));
        return options;
    }

    int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; }
    QString pick(const QStringList& list) { return list.at(uniform(0, int(list.size()) - 1)); }

    // A valid value for `option` most of the time, a mutated one otherwise.
    QString value(const QString& option, bool dump, const QString& target, int serial) {
        if (chance(0.06)) // a mutated file name still lands in the test's folder
            return option == "--output" ? folder + "/" + pick(kMutations) : pick(kMutations);
        if (option == "--length")
            return QString::number(chance(0.8) ? uniform(1, 300) : uniform(1, 1'000'000));
        if (option == "--dim")
            return QString::number(chance(0.8) ? uniform(1, 64) : uniform(1, 4096));
        if (option == "--base")
            return QString::number(std::exp(std::uniform_real_distribution<double>(
                                       std::log(1.0001), std::log(1e7))(rng)),
                                   'g', 17);
        if (option == "--layout")
            return pick({"interleaved", "concatenated"});
        if (option == "--view-angle") // mostly an angle there is
            return chance(0.8) ? QString("%1,%2").arg(uniform(-720, 720)).arg(uniform(-90, 90))
                               : pick({"10,-91", "nan,3", "5", "1,2,3", ""});
        if (option == "--page") // mostly a page there is
            return chance(0.8) ? pick({"slide", "a4"}) : pick({"A4", "a5", ""});
        if (option == "--metric")
            return pick({"cosine", "dot", "euclidean"});
        if (option == "--format")
            return dump ? pick({"csv", "npy"}) : pick({"png", "pdf", "svg"});
        if (option == "--from")
            return QString::number(uniform(0, 100));
        if (option == "--memory-budget")
            return QString::number(uniform(1, 64));
        if (option == "--encoding")
            return pick({"sinusoidal", "learned"});
        if (option == "--max-length")
            return QString::number(uniform(1, 600));
        if (option == "--seed" || option == "--heads")
            return QString::number(uniform(1, 64));
        if (option == "--width" || option == "--height")
            return QString::number(uniform(64, 320)); // small figures keep the run fast
        if (option == "--dpi")
            return QString::number(uniform(50, 300));
        if (option == "--head-dim")
            return QString::number(2 * uniform(1, 128));
        if (option == "--partial-rotary-factor")
            return pick({"0.25", "0.5", "1"});
        if (option == "--scaling")
            return pick({"none", "linear", "ntk", "dynamic", "yarn", "llama3"});
        if (option == "--factor")
            return pick({"1", "2", "4", "8", "32"});
        if (option == "--original-max-position" || option == "--seq-len")
            return QString::number(uniform(16, 200000));
        if (option == "--low-freq-factor")
            return pick({"1", "2"});
        if (option == "--high-freq-factor")
            return pick({"4", "8"});
        if (option == "--beta-fast")
            return pick({"32", "16"});
        if (option == "--beta-slow")
            return pick({"1", "2"});
        if (option == "--precision")
            return pick({"double", "float32"});
        if (option == "--to")
            return QString::number(uniform(0, 1000));
        if (option == "--far-to")
            return QString::number(uniform(-2, 200));
        if (option == "--band") {
            const int first = uniform(0, 40);
            return QString("%1:%2").arg(first).arg(first + uniform(0, 30));
        }
        if (option == "--output") {
            if (!dump && chance(0.05)) // a folder that does not exist: must fail cleanly
                return folder + "/missing/x" + QString::number(serial) + ".png";
            return folder + "/out" + QString::number(serial) +
                   (target == "all" ? QString()
                                    : pick({".png", ".pdf", ".svg", ".gif", ".jpg", ""}));
        }
        return pick(kMutations);
    }

    QStringList structured(int serial) {
        const bool dump = chance(0.5);
        const QString target = pick(dump ? kDumpTargets : kExportTargets);
        QStringList arguments{"pe-explorer", dump ? "dump" : "export", target};
        // export scene NAME: mostly a scene there is, now and then one there is not.
        if (!dump && target == "scene")
            arguments << (chance(0.9) ? pick(sceneNames()) : pick(kMutations));
        QStringList options = {"--length", "--dim",    "--base", "--layout",
                               "--metric", "--format", "--from", "--memory-budget"};
        if (dump && isRopeTarget(target)) {
            options = kRopeOptions + QStringList{"--base", "--format"};
        } else if (dump) {
            options << "--encoding"
                    << "--max-length"
                    << "--seed"
                    << "--heads";
            if (target == "similarity" || target == "offsets")
                options << "--band";
            if (target == "pair-distance") // --to is required there
                arguments << "--to" << value("--to", dump, target, serial);
        } else {
            options << "--width"
                    << "--height"
                    << "--dpi"
                    << "--no-caption"
                    << "--output";
            if (target == "scene")
                options << "--page";
            // The far q mostly where a scene draws it, now and then where none does.
            if (target == "scene" && (chance(0.1) || (findScene(arguments.at(3)) &&
                                                      showsFarQ(*findScene(arguments.at(3))))))
                options << "--far-to";
            if (target == "pca")
                options << "--view-angle";
        }
        std::shuffle(options.begin(), options.end(), rng);
        for (const QString& option : options) {
            // Export needs --output: mostly given, so most exports get past the parser.
            if (!chance(option == "--output" ? 0.95 : 0.5))
                continue;
            if (option == "--no-caption" || option == "--no-truncate")
                arguments << option;
            else if (chance(0.5))
                arguments << option << value(option, dump, target, serial);
            else
                arguments << option + "=" + value(option, dump, target, serial);
        }
        // An animation of the view: options after the others, so --format here wins.
        if (!dump && target != "scene" && animationChance(0.3)) // a scene is a still
            arguments << animationOptions();
        addLearnedOptions(arguments, dump, target, serial);
        if (!dump && target != "all" && suffixChance(0.8))
            fitOutputSuffix(arguments);
        return arguments;
    }

    // Most exports name their output as a user would, with the suffix of what is written,
    // so that enough of them get past the suffix check to write something.
    static void fitOutputSuffix(QStringList& arguments) {
        const auto valueOf = [&](const QString& option) -> std::pair<int, QString> {
            int at = -1;
            QString value;
            for (int i = 0; i < arguments.size(); ++i) {
                if (arguments[i] == option && i + 1 < arguments.size()) {
                    at = i + 1;
                    value = arguments[i + 1];
                } else if (arguments[i].startsWith(option + "=")) {
                    at = i;
                    value = arguments[i].mid(option.size() + 1);
                }
            }
            return {at, value};
        };
        const auto [outputAt, output] = valueOf("--output");
        if (outputAt < 0)
            return;
        const QString format = valueOf("--format").second;
        const bool animated = valueOf("--animate").first >= 0;
        QString suffix = animated ? (format == "png" ? QString() : QStringLiteral(".gif"))
                                  : (format.isEmpty() ? QStringLiteral(".png") : "." + format);
        QString fitted = output;
        const QFileInfo info(output);
        if (!info.suffix().isEmpty())
            fitted.chop(info.suffix().size() + 1);
        fitted += suffix;
        if (arguments[outputAt] == output)
            arguments[outputAt] = fitted;
        else
            arguments[outputAt] = "--output=" + fitted;
    }

    // The window's command line: its parameters, a table or a session by name, full screen,
    // a scene by name (or a name that is none).
    QStringList window() {
        QStringList arguments{"pe-explorer"};
        if (learnedChance(0.5))
            arguments << "--presentation";
        if (learnedChance(0.3))
            arguments << "--scene"
                      << (learnedChance(0.8) ? learnedPick(sceneNames()) : learnedPick(kMutations));
        if (learnedChance(0.3))
            arguments << "--matrix" << learnedValue("matrix", {}, 0);
        else if (learnedChance(0.3))
            arguments << inputs.session;
        else
            arguments << "--length" << QString::number(learnedUniform(1, 5000));
        return arguments;
    }

    QStringList noise() {
        if (learnedChance(0.05))
            return window();
        QStringList arguments{"pe-explorer"};
        const int count = uniform(1, 9);
        for (int i = 0; i < count; ++i)
            arguments << pick(kNoise);
        if (animationChance(0.3))
            arguments.insert(animationUniform(1, int(arguments.size())),
                             animationPick(kAnimationNoise));
        return arguments;
    }
};

} // namespace fuzz
