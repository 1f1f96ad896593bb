// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/man_page.h"

#include "app/command_line.h"
#include "ui/export/data_subject.h"
#include "ui/views/scene_table.h"
#include "ui/views/view_kind.h"

#include <QStringList>

QString roffEscaped(const QString& text) {
    QString out = text;
    out.replace('\\', QLatin1String("\\e")).replace('-', QLatin1String("\\-"));
    if (out.startsWith('.') || out.startsWith('\''))
        out.prepend(QLatin1String("\\&"));
    // troff reads bytes: a character beyond ASCII ("×" in a view's title) as its named glyph.
    QString ascii;
    for (const QChar c : out)
        ascii += c.unicode() < 128
                     ? QString(c)
                     : QStringLiteral("\\[u%1]").arg(
                           QString::number(c.unicode(), 16).toUpper().rightJustified(4, '0'));
    return ascii;
}

namespace {

// "\fBa\fR | \fBb\fR | \fBc\fR": bold names between roman bars, as a synopsis lists
// alternatives. A text line rather than ".BR", whose arguments join without spaces into one
// word that troff cannot break once the list outgrows the line.
QString alternatives(const QStringList& names) {
    QStringList bold;
    for (const QString& name : names)
        bold << QStringLiteral("\\fB") + roffEscaped(name) + QStringLiteral("\\fR");
    return bold.join(QLatin1String(" | "));
}

QStringList dumpTargets(bool rope) {
    QStringList names;
    for (const DataSubjectInfo& info : dataSubjectTable())
        if (info.isRope == rope)
            names << QString::fromLatin1(info.name);
    return names;
}

// One tagged paragraph per option: its names in bold, its value in italics, its description.
QString optionEntry(const QCommandLineOption& option) {
    QStringList names;
    for (const QString& name : option.names())
        names << roffEscaped(name.size() == 1 ? "-" + name : "--" + name);
    const QString joined = names.join(QLatin1String(", "));
    QString entry = QStringLiteral(".TP\n");
    if (option.valueName().isEmpty())
        entry += ".B \"" + joined + "\"\n";
    else
        entry += ".BI \"" + joined + "\" \" " + roffEscaped(option.valueName()) + "\"\n";
    return entry + roffEscaped(option.description()) + '\n';
}

QString optionsSection() {
    QString text;
    for (const OptionGroup& group : optionTable()) {
        text += ".SS " + roffEscaped(group.title) + '\n';
        for (const QCommandLineOption& option : group.options)
            text += optionEntry(option);
    }
    return text;
}

// The views `export` draws, each with its title and what it shows.
QString viewList() {
    QString text = QStringLiteral(".RS\n");
    for (const ViewInfo& info : viewTable())
        text += ".TP\n.B " + roffEscaped(QString::fromLatin1(info.name)) + '\n' +
                roffEscaped(QString::fromUtf8(info.title)) + ": " +
                roffEscaped(QString::fromUtf8(info.what)) + '\n';
    return text + QStringLiteral(".RE\n");
}

QString generated(const QString& marker) {
    if (marker == QLatin1String("dump-targets"))
        return alternatives(dumpTargets(false)) + '\n';
    if (marker == QLatin1String("rope-targets"))
        return alternatives(dumpTargets(true)) + '\n';
    if (marker == QLatin1String("export-targets"))
        return alternatives(viewNames() << QStringLiteral("all")) + '\n';
    if (marker == QLatin1String("scenes"))
        return alternatives(sceneNames()) + '\n';
    if (marker == QLatin1String("views"))
        return alternatives(viewNames()) + '\n';
    if (marker == QLatin1String("view-list"))
        return viewList();
    if (marker == QLatin1String("options"))
        return optionsSection();
    return {};
}

} // namespace

QString manPage(const QString& manTemplate) {
    const QString prefix = QStringLiteral(".\\\" [generated ");
    QString page;
    for (const QString& line : manTemplate.split('\n')) {
        if (line.startsWith(prefix) && line.endsWith(']')) {
            const QString text =
                generated(line.mid(prefix.size(), line.size() - prefix.size() - 1));
            if (!text.isEmpty()) {
                page += text;
                continue;
            }
        }
        page += line + '\n';
    }
    page.chop(1); // the split gave one line more than the template's newlines
    return page;
}
