// SPDX-License-Identifier: GPL-3.0-or-later
// The man page and the bash completion, as pe-docs generates them: every option of the
// option table, every view and every data subject in both; the completion offers them when
// bash drives it; the man page is roff that groff renders without a warning. The expected
// lists come from the tables, the texts are read back as a reader (or bash) reads them.

#include "app/bash_completion.h"
#include "app/command_line.h"
#include "app/man_page.h"
#include "ui/export/data_subject.h"
#include "ui/views/scene_table.h"
#include "ui/views/view_kind.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QString dashed(const QString& name) {
    return (name.size() == 1 ? "-" : "--") + name;
}

// The roff of one section: from its .SH line to the next.
QString section(const QString& page, const QString& name) {
    const qsizetype start = page.indexOf("\n.SH " + name + '\n');
    if (start < 0)
        return {};
    const qsizetype end = page.indexOf(QLatin1String("\n.SH "), start + 1);
    return page.mid(start, end < 0 ? -1 : end - start);
}

// The words of `local NAME="..."` in the completion script.
QStringList scriptList(const QString& script, const QString& name) {
    const QRegularExpression line("local " + name + "=\"([^\"]*)\"");
    const QRegularExpressionMatch match = line.match(script);
    return match.hasMatch()
               ? match.captured(1).split(QRegularExpression("\\s+"), Qt::SkipEmptyParts)
               : QStringList{QStringLiteral("<no list %1>").arg(name)};
}

QStringList sorted(QStringList list) {
    list.sort();
    list.removeDuplicates();
    return list;
}

} // namespace

class TestDocs : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString page_, script_;

    // The candidates bash offers for the last of `words`, as on TAB after "pe-explorer".
    QStringList complete(const QStringList& words) {
        const QString path = dir_.filePath(QStringLiteral("pe-explorer"));
        QProcess bash;
        bash.start(QStringLiteral("bash"),
                   QStringList{QStringLiteral("-c"),
                               QStringLiteral("source \"$1\"; shift; COMP_WORDS=(\"$@\"); "
                                              "COMP_CWORD=$(($# - 1)); COMPREPLY=(); "
                                              "_pe_explorer; printf '%s\\n' \"${COMPREPLY[@]}\""),
                               QStringLiteral("_"), path, QStringLiteral("pe-explorer")} +
                       words);
        if (!bash.waitForFinished(60000))
            return {QStringLiteral("<bash did not finish>")};
        return sorted(
            QString::fromUtf8(bash.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts));
    }

  private slots:
    void initTestCase() {
        QFile in(QStringLiteral(PE_MAN_TEMPLATE));
        QVERIFY2(in.open(QIODevice::ReadOnly), PE_MAN_TEMPLATE);
        page_ = manPage(QString::fromUtf8(in.readAll()));
        script_ = bashCompletion();
        QFile out(dir_.filePath(QStringLiteral("pe-explorer")));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(script_.toUtf8());
    }

    // Every name of every option, and its description, in OPTIONS; each group a subsection.
    void everyOptionIsInTheManPage() {
        const QString options = section(page_, QStringLiteral("OPTIONS"));
        QVERIFY(!options.isEmpty());
        int count = 0;
        for (const OptionGroup& group : optionTable()) {
            QVERIFY2(options.contains(".SS " + roffEscaped(group.title) + '\n'),
                     qPrintable(group.title));
            for (const QCommandLineOption& option : group.options) {
                for (const QString& name : option.names())
                    QVERIFY2(options.contains(roffEscaped(dashed(name))), qPrintable(name));
                QVERIFY2(options.contains(roffEscaped(option.description())),
                         qPrintable(option.names().last()));
                ++count;
            }
        }
        // One tagged paragraph an option, and the one about Qt's options.
        QCOMPARE(options.count(QLatin1String("\n.TP\n")), count + 1);
        QVERIFY(!page_.contains(QLatin1String("\n.\\\" [generated ")));
    }

    // The synopsis names every data subject and every view; SUBCOMMANDS describes each view.
    void everyViewAndSubjectIsInTheManPage() {
        const QString synopsis = section(page_, QStringLiteral("SYNOPSIS"));
        // The alternatives after each ".B pe-explorer SUB" line, one list a line.
        const auto targets = [&synopsis](const QString& sub) {
            QList<QStringList> lists;
            const QStringList lines = synopsis.split('\n');
            for (int i = 0; i + 1 < lines.size(); ++i)
                if (lines[i] == ".B pe-explorer " + sub && lines[i + 1].startsWith("\\fB"))
                    lists << QString(lines[i + 1])
                                 .remove(QStringLiteral("\\fB"))
                                 .remove(QStringLiteral("\\fR"))
                                 .remove(QStringLiteral("\\"))
                                 .split(" | ");
            return lists;
        };
        const QList<QStringList> dump = targets(QStringLiteral("dump"));
        QCOMPARE(dump.size(), 2); // the encoding's subjects, then RoPE's
        QCOMPARE(sorted(dump[0] + dump[1]), sorted(dataSubjectNames()));
        const QList<QStringList> exports = targets(QStringLiteral("export"));
        QCOMPARE(exports.size(), 2); // figures, then animations
        QCOMPARE(exports[0], viewNames() << QStringLiteral("all"));
        QCOMPARE(exports[1], viewNames());
        const QString subcommands = section(page_, QStringLiteral("SUBCOMMANDS"));
        for (const QString& view : viewNames())
            QVERIFY2(subcommands.contains(".B " + roffEscaped(view) + '\n'), qPrintable(view));
    }

    // The completion's lists are what --help lists: every option (and which take no value,
    // read from their help lines), the subcommands' targets from the tables.
    void theCompletionListsWhatHelpLists() {
        QStringList options, flags;
        static const QRegularExpression line(
            QStringLiteral("^  ((?:-[a-z], )?--[a-z][a-z0-9-]*)( [^ ]+)?( {2,}|$)"));
        for (const QString& text : helpText().split('\n')) {
            const QRegularExpressionMatch match = line.match(text);
            if (!match.hasMatch())
                continue;
            const QStringList names = match.captured(1).split(QStringLiteral(", "));
            options << names;
            if (match.captured(2).isEmpty())
                flags << names;
        }
        QVERIFY(options.size() > 40);
        QVERIFY(flags.contains(QStringLiteral("--no-caption")));
        QCOMPARE(sorted(scriptList(script_, QStringLiteral("options"))), sorted(options));
        QCOMPARE(sorted(scriptList(script_, QStringLiteral("flags"))), sorted(flags));
        QCOMPARE(sorted(scriptList(script_, QStringLiteral("export_targets"))),
                 sorted(viewNames() << QStringLiteral("all") << QStringLiteral("scene")));
        QCOMPARE(sorted(scriptList(script_, QStringLiteral("dump_targets"))),
                 sorted(dataSubjectNames()));
    }

    // Driven as bash drives it on TAB.
    void bashOffersTheViewsSubjectsAndValues() {
        QCOMPARE(complete({""}), sorted(subcommandNames()));
        QCOMPARE(complete({"export", ""}),
                 sorted(viewNames() << QStringLiteral("all") << QStringLiteral("scene")));
        QCOMPARE(complete({"export", "scene", ""}), sorted(sceneNames()));
        QCOMPARE(complete({"export", "scene", "springs", "--page", ""}), sorted({"slide", "a4"}));
        QCOMPARE(complete({"dump", ""}), sorted(dataSubjectNames()));
        QCOMPARE(complete({"export", "heatmap", "--layout", ""}),
                 sorted({"interleaved", "concatenated"}));
        QCOMPARE(complete({"dump", "rope-frequencies", "--scaling", "ll"}), QStringList{"llama3"});
        QCOMPARE(complete({"export", "heatmap", "--animate", "po"}), QStringList{"position="});
        QCOMPARE(complete({"export", "heatmap", "--no-cap"}), QStringList{"--no-caption"});
        QCOMPARE(complete({"export", "heatmap", "--width", ""}), QStringList{});
    }

    // Valid roff: groff, as man and lintian run it, warns of nothing.
    void theManPageRendersWithoutWarnings() {
        const QString groff = QStandardPaths::findExecutable(QStringLiteral("groff"));
        if (groff.isEmpty())
            QSKIP("groff is not installed");
        const QString path = dir_.filePath(QStringLiteral("pe-explorer.1"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(page_.toUtf8());
        file.close();
        QProcess process;
        process.start(groff,
                      {QStringLiteral("-man"), QStringLiteral("-ww"), QStringLiteral("-z"), path});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()), QString());
    }
};

QTEST_GUILESS_MAIN(TestDocs)
#include "test_docs.moc"
