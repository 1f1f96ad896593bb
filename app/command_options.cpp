// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/command_options.h"

#include "core/typed_number.h"

namespace cli {

QString invalid(const QString& option, const QString& value, const QString& why) {
    // An option this command does not read has no bad value: that is what is said.
    if (why.startsWith(QLatin1String("only ")))
        return value.isEmpty()
                   ? QStringLiteral("--%1: this command does not read it; %2").arg(option, why)
                   : QStringLiteral("--%1 %2: this command does not read it; %3")
                         .arg(option, value, why);
    return QStringLiteral("--%1: '%2' is not valid: %3").arg(option, value, why);
}

// Numbers are read as the window's fields read them (core/typed_number.h): "1e6" and
// "1,000,000" are 1000000; "1.5" is no whole number, "1e300" none that fits, "12abc" and ""
// no number at all. Nothing is truncated.
std::optional<std::int64_t> parseInteger(const QString& text) {
    const auto number = pe::parseTypedInteger(text.toStdString());
    return number.ok() ? std::optional<std::int64_t>(number.value) : std::nullopt;
}

// Reads a whole-number option if present, within [min, max]; fills `error` naming the
// option, the value and why it is refused.
bool readInteger(const QCommandLineParser& parser, const QCommandLineOption& option,
                 std::int64_t& target, QString& error, std::int64_t min, std::int64_t max) {
    if (!parser.isSet(option))
        return true;
    const QString text = parser.value(option);
    const auto number = pe::parseTypedInteger(text.toStdString(), min, max);
    if (number.ok()) {
        target = number.value;
        return true;
    }
    error = invalid(option.names().last(), text, QString::fromStdString(number.reason));
    return false;
}

} // namespace cli

using namespace cli;

QStringList exportTargets() {
    return viewNames() << QStringLiteral("all") << QStringLiteral("scene");
}

QStringList subcommandNames() {
    return {QStringLiteral("dump"), QStringLiteral("export")};
}

namespace {

// --help is read in a terminal: lines of at most this many columns, descriptions beside the
// option names from this column on (below them when the names are wider).
constexpr int kHelpWidth = 79;
constexpr int kHelpDescriptionColumn = 30;

// `text` wrapped at spaces into lines of at most kHelpWidth columns, each but the first
// indented to `indent`; the first line starts at column `start`.
QString wrapped(const QString& text, int start, int indent) {
    QString out;
    int column = start;
    for (const QString& word : text.split(' ', Qt::SkipEmptyParts)) {
        if (column > indent && column + 1 + word.size() > kHelpWidth) {
            out += '\n' + QString(indent, ' ');
            column = indent;
        } else if (column > indent) {
            out += ' ';
            ++column;
        }
        out += word;
        column += word.size();
    }
    return out;
}

// "  -o, --output FILE     Output file ..." from the option itself.
QString optionHelp(const QCommandLineOption& option) {
    QStringList names;
    for (const QString& name : option.names())
        names << (name.size() == 1 ? "-" + name : "--" + name);
    QString line = "  " + names.join(", ");
    if (!option.valueName().isEmpty())
        line += ' ' + option.valueName();
    if (line.size() + 2 > kHelpDescriptionColumn)
        line += '\n' + QString(kHelpDescriptionColumn, ' ');
    else
        line += QString(kHelpDescriptionColumn - line.size(), ' ');
    return line + wrapped(option.description(), kHelpDescriptionColumn, kHelpDescriptionColumn) +
           '\n';
}

} // namespace

// The usage lines and what the options do not say are written here; every option is listed
// from its own description, so an option cannot be added without its help.
QString helpText() {
    QString text =
        QStringLiteral(
            "Usage:\n"
            "  pe-explorer dump %1\n"
            "              [--length L] [--dim D] [--base B]\n"
            "              [--layout interleaved|concatenated]\n"
            "              [--metric cosine|dot|euclidean] [--from P]\n"
            "              [--format csv|npy] [--output FILE] [--memory-budget MiB]\n"
            "  pe-explorer dump similarity|offsets --band FIRST:LAST [...]\n"
            "  pe-explorer dump pe|similarity --encoding learned [--max-length M] [--seed S] ...\n"
            "  pe-explorer dump pair-distance --from P --to Q [--dim D] [--base B] [--layout ...]\n"
            "  pe-explorer dump alibi-slopes [--heads H]\n"
            "  pe-explorer dump rope-frequencies|rope-attention-factor [--base B] [RoPE options]\n"
            "  pe-explorer export %2 --output PATH\n"
            "              [--format png|pdf|svg] [--width PX] [--height PX] [--dpi N]\n"
            "              [--no-caption] [--marks] [--language en|zh_CN]\n"
            "              [--like FIGURE | --session FILE]\n"
            "              [the parameter options of dump]\n"
            "  pe-explorer export scene %4 --output FILE\n"
            "              [--page slide|a4] [the figure and parameter options]\n"
            "  pe-explorer export %3 --animate PARAM=FROM..TO --frames N [--fps F]\n"
            "              --output sweep.gif | --format png --output FOLDER\n"
            "  pe-explorer [--length L] [--dim D] [--base B]      opens the GUI\n"
            "              [--presentation]                       full screen, larger text\n"
            "              [--scene NAME]                         a scene, its views large\n"
            "              [Qt's options: -platform offscreen, -style fusion ...]\n"
            "  pe-explorer SESSION.json                          opens a saved session\n"
            "  pe-explorer --matrix FILE[:TENSOR] [--first-row N] opens a model's table\n"
            "  pe-explorer --help | --version\n"
            "\n"
            "The sinusoidal positional encoding of Vaswani et al. (2017):\n"
            "  PE(pos, 2i) = sin(pos / base^(2i/D)),  PE(pos, 2i+1) = cos(pos / base^(2i/D))\n"
            "pos counts from 0; i is the pair index.\n"
            "\n"
            "CSV begins with the column names after \"# \" (numpy.loadtxt skips the line,\n"
            "numpy.genfromtxt(names=True) reads it), pe and similarity with a second such\n"
            "line giving their shape and what rows and columns are; then each value in the\n"
            "shortest form that reads back to the same double (C++ std::to_chars), whole\n"
            "numbers below 2^53 in all their\n"
            "digits (1000000, not 1e+06). Dumps are computed block by block as\n"
            "they are written, so memory does not grow with L; a file dump must fit the\n"
            "free space of its disk. frequencies rows are\n"
            "dim,pair,omega,wavelength; offsets rows are k,similarity. pair-distance rows\n"
            "are pair,contribution: each frequency pair's share 2 - 2 cos(w_i (Q - P)) of\n"
            "||PE(P) - PE(Q)||^2 (odd D: the lone sin column's (sin w P - sin w Q)^2 is the\n"
            "last row); the rows sum to the squared distance. pair-distance-map rows are\n"
            "pair,offset,contribution,half_turns for every pair and offset k = 0 .. L-1 from\n"
            "P: the share 2 - 2 cos(w_i k) and w_i k / pi (above 1 the pair has wrapped).\n"
            "rope-frequencies rows are\n"
            "pair,inv_freq,wavelength; rope-attention-factor prints YaRN's factor (1 for the\n"
            "other scalings).\n")
            .arg(dataSubjectNames().join('|'), (viewNames() << "all").join('|'),
                 viewNames().join('|'), sceneNames().join('|'));
    for (const OptionGroup& group : optionTable()) {
        text += '\n' + group.title + ":\n";
        for (const QCommandLineOption& option : group.options)
            text += optionHelp(option);
    }
    return text + "\nExit status: 0 success, 1 the output could not be written, 2 invalid input.\n";
}

QList<OptionGroup> optionTable() {
    const Options options;
    QList<OptionGroup> table;
    for (const Options::Section& section : options.sections()) {
        OptionGroup group{section.title, {}};
        for (const QCommandLineOption* option : section.options)
            group.options << *option;
        table << group;
    }
    return table;
}

QString versionText() {
    return QStringLiteral("pe-explorer " PE_EXPLORER_VERSION "\n");
}
