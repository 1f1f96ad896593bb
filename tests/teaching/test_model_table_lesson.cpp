// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson "What a model learned", as a teacher uses it: opened from the Teach menu, a
// generated table beside the sinusoidal encoding of the same L x D in the explorer's views (the
// size typed, the kind chosen with the keyboard); a file opened with its button and the file
// dialog; a file the reader refuses named, the lesson keeping its table. Values checked against
// the generator, the file the test wrote, and the principal components computed here by SVD.

#include "core/generated_tables.h"
#include "core/matrix_io.h"
#include "file_dialog_answer.h"
#include "shell/menu_clicks.h"
#include "shell/window_fixture.h"
#include "ui/compute/job_runner.h"
#include "ui/compute/steps/pca_step.h"
#include "ui/compute/steps/spectrum_step.h"
#include "ui/shell/main_window.h"
#include "ui/teaching/lesson_window.h"
#include "ui/teaching/model_table_lesson.h"
#include "ui/teaching/teach_menu.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/views/heatmap_view.h"
#include "ui/views/pca_view.h"
#include "ui/views/spectrum_view.h"
#include "ui/views/whole_spin_box.h"

#include <Eigen/Dense>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <fstream>

namespace {

// The shares of the variance of the mean-centred table's first three components.
std::vector<double> leadingShares(const pe::Matrix& table) {
    const pe::Matrix centred = table.rowwise() - table.colwise().mean();
    const Eigen::JacobiSVD<pe::Matrix> svd(centred);
    const Eigen::VectorXd s2 = svd.singularValues().array().square();
    std::vector<double> shares;
    for (int i = 0; i < 3 && i < s2.size(); ++i)
        shares.push_back(s2(i) / s2.sum());
    return shares;
}

bool settled(ModelTableLesson* lesson, const pe::Matrix& expected) {
    if (lesson->busy() || !lesson->table() || *lesson->table() != expected)
        return false;
    for (int c = 0; c < 2; ++c)
        if (!lesson->pca(c)->result() ||
            lesson->pca(c)->result()->request.params.length != expected.rows())
            return false;
    return true;
}

// Both columns show `expected` and the sinusoidal encoding of its shape.
void checkColumns(ModelTableLesson* lesson, const pe::Matrix& expected) {
    const auto table = lesson->heatmap(0)->result();
    const auto sinusoid = lesson->heatmap(1)->result();
    QVERIFY(table && sinusoid);
    QVERIFY(table->request.table && *table->request.table == expected);
    QVERIFY(!sinusoid->request.table);
    QCOMPARE(sinusoid->request.params.length, std::int64_t(expected.rows()));
    QCOMPARE(sinusoid->request.params.dim, std::int64_t(expected.cols()));
    QCOMPARE(lesson->heatmap(0)->title(),
             QCoreApplication::translate("HeatmapView", "Table values (pos, dim)"));
    const std::vector<double> shares = leadingShares(expected);
    const auto& pca = lesson->pca(0)->result()->payload<PcaPayload>();
    QCOMPARE(pca.scores.rows(), expected.rows());
    for (std::size_t i = 0; i < shares.size(); ++i)
        QVERIFY2(std::abs(pca.explained.at(i) - shares[i]) < 1e-9,
                 qPrintable(QStringLiteral("PC%1: %2 against %3")
                                .arg(i + 1)
                                .arg(pca.explained.at(i))
                                .arg(shares[i])));
    const std::vector<double> sinusoidShares =
        leadingShares(pe::sinusoidalEncoding(sinusoid->request.params));
    const auto& sinusoidPca = lesson->pca(1)->result()->payload<PcaPayload>();
    QVERIFY(std::abs(sinusoidPca.explained.at(0) - sinusoidShares[0]) < 1e-9);
    QCOMPARE(lesson->spectrum(0)->result()->payload<SpectrumPayload>().dimensions.size(),
             std::size_t(expected.cols()));
}

} // namespace

class TestModelTableLesson : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    ModelTableLesson* openLesson(MainWindow& w) {
        if (!chooseFromMenus(w,
                             {plain(TeachMenu::title()), plain(lessonTitle(Lesson::ModelTable))}))
            return nullptr;
        auto* hub = w.findChild<TeachingHub*>();
        if (!QTest::qWaitFor([&] { return hub->lessonsDock()->isVisible(); }, kHangMs))
            return nullptr;
        if (hub->lessonWindow()->currentIndex() != int(Lesson::ModelTable))
            return nullptr;
        return hub->lessonWindow()->modelTableLesson();
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
    }

    void aGeneratedTableBesideTheSinusoid() {
        auto w = openActiveWindow(dir_.filePath(QStringLiteral("lesson.ini")));
        QVERIFY(w);
        ModelTableLesson* lesson = openLesson(*w);
        QVERIFY(lesson);
        QTRY_VERIFY_WITH_TIMEOUT(
            settled(lesson, pe::generatedTable(pe::GeneratedTable::SmoothWaves, 1024, 64, 0)),
            kHangMs);
        // A smaller table typed, as a teacher types it.
        typeInto(lesson->lengthField(), QStringLiteral("200"));
        typeInto(lesson->dimField(), QStringLiteral("16"));
        typeInto(lesson->seedField(), QStringLiteral("7"));
        const pe::Matrix smooth = pe::generatedTable(pe::GeneratedTable::SmoothWaves, 200, 16, 7);
        QTRY_VERIFY_WITH_TIMEOUT(settled(lesson, smooth), kHangMs);
        checkColumns(lesson, smooth);
        QVERIFY2(lesson->columnTitle(0)->text().contains(QStringLiteral("200 x 16, seed 7")),
                 qPrintable(lesson->columnTitle(0)->text()));
        QVERIFY2(lesson->columnTitle(1)->text().contains(QStringLiteral("200 x 16")),
                 qPrintable(lesson->columnTitle(1)->text()));
        // The other kind, with the keyboard.
        QComboBox* kind = lesson->kindBox();
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_Down);
        const pe::Matrix random = pe::generatedTable(pe::GeneratedTable::LearnedRandom, 200, 16, 7);
        QTRY_VERIFY_WITH_TIMEOUT(settled(lesson, random), kHangMs);
        checkColumns(lesson, random);
        // What the lesson is there to show: in an untrained random table no component stands
        // out (the smooth one's first holds half of its variance).
        QVERIFY(lesson->pca(0)->result()->payload<PcaPayload>().explained.at(0) < 0.2);
    }

    // A newer table asked for while one is being made stops it at its first question
    // (counted cancelled, not completed); the newer one is shown. The maker's hold makes
    // "while one is being made" true on any machine.
    void aNewerTableStopsTheOneBeingMade() {
        auto w = openActiveWindow(dir_.filePath(QStringLiteral("lesson-stop.ini")));
        QVERIFY(w);
        ModelTableLesson* lesson = openLesson(*w);
        QVERIFY(lesson);
        QTRY_VERIFY_WITH_TIMEOUT(!lesson->busy() && lesson->table(), kHangMs);
        JobRunner* maker = lesson->maker();
        const quint64 started = maker->jobsStarted(), cancelled = maker->jobsCancelled();
        maker->hold();
        lesson->lengthField()->setValue(ModelTableLesson::kMaxLength); // the largest table
        QTRY_COMPARE_WITH_TIMEOUT(maker->jobsStarted(), started + 1, kHangMs);
        lesson->dimField()->setValue(8);
        maker->release();
        const pe::Matrix expected =
            pe::generatedTable(pe::GeneratedTable::SmoothWaves, ModelTableLesson::kMaxLength, 8, 0);
        QTRY_VERIFY_WITH_TIMEOUT(settled(lesson, expected), kHangMs);
        QCOMPARE(maker->jobsCancelled(), cancelled + 1);
        QCOMPARE(maker->jobsStarted(), started + 2);
    }

    // The table open in the explorer (File > Open position embeddings) is the one the
    // lesson opens on, and a table opened there later is the one it shows next.
    void theLessonOpensOnTheExplorersTable() {
        pe::Matrix ramp(30, 5);
        for (int p = 0; p < 30; ++p)
            for (int d = 0; d < 5; ++d)
                ramp(p, d) = std::sin(0.1 * (d + 1) * p) + 0.01 * d;
        const QString path = dir_.filePath(QStringLiteral("ramp.npy"));
        {
            std::ofstream out(path.toStdString(), std::ios::binary);
            QVERIFY(pe::writeNpy(out, ramp));
        }
        auto w = openActiveWindow(dir_.filePath(QStringLiteral("lesson-follow.ini")));
        QVERIFY(w);
        const auto openInExplorer = [&](const QString& file) {
            FileDialogAnswer answer(file);
            return chooseFromMenus(*w, {plain(QCoreApplication::translate("FileActions", "&File")),
                                        plain(QCoreApplication::translate(
                                            "TableOpener", "Open position &embeddings..."))}) &&
                   answer.accepted();
        };
        QVERIFY(openInExplorer(path));
        QTRY_VERIFY_WITH_TIMEOUT(w->document()->table() != nullptr, kHangMs);
        ModelTableLesson* lesson = openLesson(*w);
        QVERIFY(lesson);
        QTRY_VERIFY_WITH_TIMEOUT(settled(lesson, ramp), kHangMs);
        checkColumns(lesson, ramp);
        QVERIFY2(lesson->columnTitle(0)->text().contains(QStringLiteral("ramp.npy")),
                 qPrintable(lesson->columnTitle(0)->text()));
        // The table box says so too, and the fields that make a table stand aside.
        QVERIFY2(lesson->kindBox()->currentText().contains(QStringLiteral("ramp.npy")),
                 qPrintable(lesson->kindBox()->currentText()));
        QVERIFY(!lesson->lengthField()->isEnabled() && !lesson->seedField()->isEnabled());
        // A generated kind chosen with the keyboard: a generated table again, its fields back.
        lesson->kindBox()->setFocus();
        QTest::keyClick(lesson->kindBox(), Qt::Key_Home);
        QTRY_VERIFY_WITH_TIMEOUT(
            settled(lesson, pe::generatedTable(pe::GeneratedTable::SmoothWaves, 1024, 64, 0)),
            kHangMs);
        QVERIFY(lesson->lengthField()->isEnabled());
        // And back to the explorer's.
        QTest::keyClick(lesson->kindBox(), Qt::Key_End);
        QTRY_VERIFY_WITH_TIMEOUT(settled(lesson, ramp), kHangMs);

        pe::Matrix line(12, 3);
        for (int p = 0; p < 12; ++p)
            for (int d = 0; d < 3; ++d)
                line(p, d) = (p - 6) * (d + 1) / 4.0;
        const QString second = dir_.filePath(QStringLiteral("second.npy"));
        {
            std::ofstream out(second.toStdString(), std::ios::binary);
            QVERIFY(pe::writeNpy(out, line));
        }
        QVERIFY(openInExplorer(second));
        QTRY_VERIFY_WITH_TIMEOUT(settled(lesson, line), kHangMs);
        checkColumns(lesson, line);
    }

    void aFileOpensAndABadOneIsNamed() {
        pe::Matrix line(40, 6);
        for (int p = 0; p < 40; ++p)
            for (int d = 0; d < 6; ++d)
                line(p, d) = (p - 20) * (d + 1) / 8.0;
        const QString path = dir_.filePath(QStringLiteral("line.npy"));
        {
            std::ofstream out(path.toStdString(), std::ios::binary);
            QVERIFY(pe::writeNpy(out, line));
        }
        auto w = openActiveWindow(dir_.filePath(QStringLiteral("lesson-file.ini")));
        QVERIFY(w);
        ModelTableLesson* lesson = openLesson(*w);
        QVERIFY(lesson);
        QTRY_VERIFY_WITH_TIMEOUT(!lesson->busy() && lesson->table(), kHangMs);
        {
            FileDialogAnswer answer(path);
            QTest::mouseClick(lesson->openButton(), Qt::LeftButton);
            QVERIFY(answer.accepted());
        }
        QTRY_VERIFY_WITH_TIMEOUT(settled(lesson, line), kHangMs);
        checkColumns(lesson, line);
        QVERIFY2(lesson->columnTitle(0)->text().contains(QStringLiteral("line.npy")),
                 qPrintable(lesson->columnTitle(0)->text()));
        // One line through the table's space: the first component holds all of the variance.
        QVERIFY(std::abs(lesson->pca(0)->result()->payload<PcaPayload>().explained.at(0) - 1.0) <
                1e-9);

        // A file cut short: named, and the table stays.
        const QString cut = dir_.filePath(QStringLiteral("cut.npy"));
        {
            std::ifstream in(path.toStdString(), std::ios::binary);
            std::string bytes((std::istreambuf_iterator<char>(in)), {});
            std::ofstream out(cut.toStdString(), std::ios::binary);
            out.write(bytes.data(), std::streamsize(bytes.size() - 64));
        }
        QSignalSpy shown(lesson, &ModelTableLesson::shown);
        {
            FileDialogAnswer answer(cut);
            QTest::mouseClick(lesson->openButton(), Qt::LeftButton);
            QVERIFY(answer.accepted());
        }
        QTRY_VERIFY_WITH_TIMEOUT(!lesson->errorText().isEmpty(), kHangMs);
        QVERIFY2(lesson->errorText().contains(QStringLiteral("cut.npy")) &&
                     lesson->errorText().contains(QStringLiteral("truncated")),
                 qPrintable(lesson->errorText()));
        QVERIFY(*lesson->table() == line);
        QVERIFY(lesson->columnTitle(0)->text().contains(QStringLiteral("line.npy")));
    }
};

QTEST_MAIN(TestModelTableLesson)
#include "test_model_table_lesson.moc"
