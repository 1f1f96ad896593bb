// SPDX-License-Identifier: GPL-3.0-or-later
// The control panel's number fields typed into as a person types: Ctrl+A, the text, Enter.
// What is typed is taken exactly (1e6, 5e5, 1,000,000, 1 000 000, the full-width digits and
// comma a Chinese input method commits) or refused: the field turns red, one line names the
// value and the range, and the parameters in force stay as they were, nothing clamped or
// cut short. The tooltips give the ranges.

#include "typing.h"
#include "ui/shell/control_panel.h"
#include "ui/shell/explorer_history.h"
#include "ui/shell/log_slider.h"
#include "ui/views/heatmap_view.h"
#include "window_fixture.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <charconv>
#include <cstring>
#include <qcustomplot.h>

namespace {

using typing::hover;
using typing::isRed;
using typing::typeInto;

const QLabel* errorLine(const ControlPanel* panel) {
    for (const QLabel* label : panel->findChildren<QLabel*>())
        if (label->isVisible() && label->text().contains(QStringLiteral(" must be ")))
            return label;
    return nullptr;
}

QString shownError(const ControlPanel* panel) {
    const QLabel* line = errorLine(panel);
    return line ? line->text() : QString();
}

} // namespace

class TestEntryFields : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> w_;

    ControlPanel* panel() const { return w_->controlPanel(); }
    QAbstractSpinBox* field(const QString& name) const {
        if (name == "L")
            return panel()->lengthField()->spinBox();
        if (name == "D")
            return panel()->dimField()->spinBox();
        if (name == "base")
            return panel()->baseField()->spinBox();
        if (name == "position")
            return panel()->pBox();
        if (name == "dimension")
            return panel()->dimensionBox();
        return panel()->qBox();
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        QFile::remove(dir_.filePath(QStringLiteral("session.ini")));
        w_ = openActiveWindow(dir_.filePath(QStringLiteral("session.ini")));
        QCOMPARE(w_->document()->params().length, 64); // the defaults every row starts from
        QCOMPARE(w_->document()->params().dim, 16);
        QCOMPARE(w_->document()->params().base, 10000.0);
    }
    void cleanup() { w_.reset(); }

    void typedValueIsTakenExactly_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("taken");
        QTest::newRow("L 1e6") << "L"
                               << "1e6" << 1e6;
        QTest::newRow("L 5e5") << "L"
                               << "5e5" << 5e5;
        QTest::newRow("L 1,000,000") << "L"
                                     << "1,000,000" << 1e6;
        QTest::newRow("L 1 000 000") << "L"
                                     << "1 000 000" << 1e6;
        QTest::newRow("L 2000") << "L"
                                << "2000" << 2000.0;
        QTest::newRow("L full-width digits") << "L" << QString::fromUtf8("２０００") << 2000.0;
        QTest::newRow("L full-width comma")
            << "L" << QString::fromUtf8("１，０００，０００") << 1e6;
        QTest::newRow("D 4096") << "D"
                                << "4096" << 4096.0;
        QTest::newRow("D 2,048") << "D"
                                 << "2,048" << 2048.0;
        QTest::newRow("D 1e3") << "D"
                               << "1e3" << 1000.0;
        QTest::newRow("D full-width") << "D" << QString::fromUtf8("５１２") << 512.0;
        QTest::newRow("base 1e6") << "base"
                                  << "1e6" << 1e6;
        QTest::newRow("base 5e5") << "base"
                                  << "5e5" << 5e5;
        QTest::newRow("base 1,000,000") << "base"
                                        << "1,000,000" << 1e6;
        QTest::newRow("base 1 000 000") << "base"
                                        << "1 000 000" << 1e6;
        QTest::newRow("base 1.0001") << "base"
                                     << "1.0001" << 1.0001;
        QTest::newRow("base full-width") << "base" << QString::fromUtf8("５００，０００") << 5e5;
        // Decimals binary cannot hold: the double nearest each, as strtod reads it.
        QTest::newRow("base 1.7") << "base"
                                  << "1.7" << 1.7;
        QTest::newRow("base 2.675") << "base"
                                    << "2.675" << 2.675;
        QTest::newRow("base 1.3") << "base"
                                  << "1.3" << 1.3;
        QTest::newRow("base 123.456e-1") << "base"
                                         << "123.456e-1" << 12.3456;
    }
    void typedValueIsTakenExactly() {
        QFETCH(QString, name);
        QFETCH(QString, typed);
        QFETCH(double, taken);
        QSignalSpy presented(w_.get(), &MainWindow::resultPresented);
        typeInto(field(name), typed);
        QVERIFY(QTest::qWaitFor([&] { return w_->isIdle() && !presented.isEmpty(); }, kHangMs));
        const pe::EncodingParams p = w_->document()->params();
        const double value = name == "L" ? double(p.length) : name == "D" ? double(p.dim) : p.base;
        QCOMPARE(value, taken);
        // To the bit, not within QCOMPARE's tolerance: the correctly rounded double.
        if (typed.contains(QLatin1Char('.'))) {
            const QByteArray ascii = typed.toLatin1();
            double exact = 0.0;
            std::from_chars(ascii.constData(), ascii.constData() + ascii.size(), exact);
            QVERIFY2(std::memcmp(&value, &exact, sizeof exact) == 0,
                     qPrintable(QString::number(value, 'g', 17)));
        }
        QVERIFY(w_->currentResult()->request.params == p); // the views show it
        QVERIFY(shownError(panel()).isEmpty());
        QVERIFY(!isRed(field(name)));
    }

    void selectionFieldsTakeTypedNumbers() {
        typeInto(panel()->lengthField()->spinBox(), "2,000");
        waitIdle(*w_);
        typeInto(panel()->pBox(), "1e3");
        QCOMPARE(w_->document()->selection().p, 1000);
        typeInto(panel()->qBox(), QString::fromUtf8("１，９９９"));
        QCOMPARE(w_->document()->selection().q, 1999);
        typeInto(panel()->dimensionBox(), "1.5e1");
        QCOMPARE(w_->document()->selection().dimension, 15);
        QVERIFY(shownError(panel()).isEmpty());
    }

    void typedValueIsRefusedByName_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("message");
        QTest::newRow("L past the max") << "L"
                                        << "2000000"
                                        << "L must be 1 … 1000000: 2000000";
        QTest::newRow("L 0") << "L"
                             << "0"
                             << "L must be 1 … 1000000: 0";
        QTest::newRow("L abc") << "L"
                               << "abc"
                               << "L must be a whole number 1 … 1000000: abc";
        QTest::newRow("L 1.5") << "L"
                               << "1.5"
                               << "L must be a whole number 1 … 1000000: 1.5";
        QTest::newRow("L 1e300") << "L"
                                 << "1e300"
                                 << "L must be 1 … 1000000: 1e300";
        QTest::newRow("L 1,0") << "L"
                               << "1,0"
                               << "L must be a whole number 1 … 1000000: 1,0";
        QTest::newRow("D 5000") << "D"
                                << "5000"
                                << "D must be 1 … 4096: 5000";
        QTest::newRow("D 0") << "D"
                             << "0"
                             << "D must be 1 … 4096: 0";
        QTest::newRow("D full-width 5000") << "D" << QString::fromUtf8("５０００")
                                           << QString::fromUtf8("D must be 1 … 4096: ５０００");
        QTest::newRow("base 1e9") << "base"
                                  << "1e9"
                                  << "base must be 1.0001 … 10000000: 1e9";
        QTest::newRow("base 1") << "base"
                                << "1"
                                << "base must be 1.0001 … 10000000: 1";
        QTest::newRow("base 0.5") << "base"
                                  << "0.5"
                                  << "base must be 1.0001 … 10000000: 0.5";
        QTest::newRow("base 0") << "base"
                                << "0"
                                << "base must be 1.0001 … 10000000: 0";
        QTest::newRow("base abc") << "base"
                                  << "abc"
                                  << "base must be a number 1.0001 … 10000000: abc";
        QTest::newRow("base 1.00015")
            << "base"
            << "1.00015"
            << "base must be 1.0001 … 10000000, rounded to 0.0001: 1.00015";
        QTest::newRow("position 64") << "position"
                                     << "64"
                                     << "Position must be 0 … 63: 64";
        QTest::newRow("dimension 16") << "dimension"
                                      << "16"
                                      << "Dimension must be 0 … 15: 16";
        QTest::newRow("q 1.5") << "q"
                               << "1.5"
                               << "Compare with q must be a whole number 0 … 63: 1.5";
        QTest::newRow("q -1") << "q"
                              << "-1"
                              << "Compare with q must be 0 … 63: -1";
    }
    void typedValueIsRefusedByName() {
        QFETCH(QString, name);
        QFETCH(QString, typed);
        QFETCH(QString, message);
        const pe::EncodingParams before = w_->document()->params();
        const Selection selectionBefore = w_->document()->selection();
        const auto shownBefore = w_->currentResult();
        QAbstractSpinBox* box = field(name);
        const QString textBefore = box->text();
        typeInto(box, typed);
        // Refused at once, before any request could be scheduled.
        QCOMPARE(shownError(panel()), message);
        QVERIFY(isRed(box));
        QVERIFY(w_->isIdle());
        QVERIFY(w_->document()->params() == before);
        QCOMPARE(w_->document()->selection().p, selectionBefore.p);
        QCOMPARE(w_->document()->selection().dimension, selectionBefore.dimension);
        QCOMPARE(w_->document()->selection().q, selectionBefore.q);
        QVERIFY(w_->currentResult() == shownBefore);
        QCOMPARE(box->text(), textBefore); // the value in force, not a clamped or cut one
        if (auto* slider = qobject_cast<LogSliderField*>(box->parentWidget()))
            QCOMPARE(slider->slider()->value(), slider->positionOf(slider->value()));

        // The next value taken ends the refusal: the line goes, the field is plain again.
        QSignalSpy presented(w_.get(), &MainWindow::resultPresented);
        typeInto(panel()->lengthField()->spinBox(), "100");
        QVERIFY(QTest::qWaitFor([&] { return w_->isIdle() && !presented.isEmpty(); }, kHangMs));
        QCOMPARE(w_->document()->params().length, 100);
        QVERIFY(shownError(panel()).isEmpty());
        QVERIFY(!isRed(box));
    }

    void refusalEndsWhenTheSameFieldTakesAValue() {
        QAbstractSpinBox* position = panel()->pBox();
        typeInto(position, "1e2");
        QCOMPARE(shownError(panel()), QStringLiteral("Position must be 0 … 63: 1e2"));
        typeInto(position, "3e1");
        QCOMPARE(w_->document()->selection().p, 30);
        QVERIFY(shownError(panel()).isEmpty());
        QVERIFY(!isRed(position));
    }

    // One refusal on screen: a second one clears the first field's mark; a selection moved
    // by a click (not typed) ends the refusal too, as a user fixing it that way expects.
    void aRefusalEndsWhenTheSelectionMovesOrAnotherIsRefused() {
        QAbstractSpinBox* dimension = panel()->dimensionBox();
        QAbstractSpinBox* partner = panel()->qBox();
        typeInto(dimension, "20");
        QVERIFY(isRed(dimension));
        typeInto(partner, "-1");
        QCOMPARE(shownError(panel()), QStringLiteral("Compare with q must be 0 … 63: -1"));
        QVERIFY(isRed(partner));
        QVERIFY(!isRed(dimension));
        QCustomPlot* plot = w_->heatmapView()->plot();
        QTest::mouseClick(
            plot, Qt::LeftButton, {},
            QPoint(int(plot->xAxis->coordToPixel(3)), int(plot->yAxis->coordToPixel(10))));
        QTRY_COMPARE_WITH_TIMEOUT(w_->document()->selection().p, 10, kHangMs);
        QCOMPARE(w_->document()->selection().dimension, 3);
        QVERIFY(shownError(panel()).isEmpty());
        QVERIFY(!isRed(partner));
    }

    void tooltipsStateTheRanges() {
        LogSliderField* length = panel()->lengthField();
        QVERIFY2(hover(length->spinBox()).contains("1 … 1000000"),
                 qPrintable(length->spinBox()->toolTip()));
        QVERIFY(hover(length->spinBox()).startsWith("Sequence length L"));
        QVERIFY(length->slider()->toolTip().contains("1 … 1000000"));
        QVERIFY(hover(panel()->dimField()->spinBox()).contains("1 … 4096"));
        QVERIFY(hover(panel()->baseField()->spinBox()).contains("1.0001 … 10000000"));
        QVERIFY(panel()->baseField()->slider()->toolTip().contains("1.0001 … 10000000"));
        QVERIFY(hover(panel()->pBox()).contains("0 … 63"));
        QVERIFY(hover(panel()->pBox()).startsWith("The selected position"));
        QVERIFY(hover(panel()->dimensionBox()).contains("0 … 15"));
        // The selection's range follows L.
        typeInto(length->spinBox(), "1e3");
        waitIdle(*w_);
        QVERIFY2(hover(panel()->qBox()).contains("0 … 999"),
                 qPrintable(panel()->qBox()->toolTip()));
    }

    // The red line stands right under the field it names (the L field's row, the Position
    // row), not below both groups where the eye does not look.
    void theRefusalStandsUnderItsField_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("typed");
        QTest::newRow("L") << "L"
                           << "2000000";
        QTest::newRow("base") << "base"
                              << "0";
        QTest::newRow("position") << "position"
                                  << "64";
        QTest::newRow("q") << "q"
                           << "-1";
    }
    void theRefusalStandsUnderItsField() {
        QFETCH(QString, name);
        QFETCH(QString, typed);
        QAbstractSpinBox* box = field(name);
        // The field's row: the slider field around the L, D and base boxes.
        QWidget* row = qobject_cast<LogSliderField*>(box->parentWidget());
        if (!row)
            row = box;
        typeInto(box, typed);
        const QLabel* line = errorLine(panel());
        QVERIFY(line);
        const auto rectOf = [this](const QWidget* widget) {
            return QRect(widget->mapTo(panel(), QPoint(0, 0)), widget->size());
        };
        // Under the field, a spacing away, across the same width: once laid out (the layout
        // request the line's move posted is delivered).
        const auto adjacent = [&] {
            const QRect f = rectOf(row), l = rectOf(line);
            return l.top() > f.bottom() && l.top() - f.bottom() <= 16 && l.left() < f.right() &&
                   l.right() > f.left();
        };
        const auto where = [&] {
            const QRect f = rectOf(row), l = rectOf(line);
            return QStringLiteral("field from y = %1 to %2, x = %3 to %4; line from y = %5, "
                                  "x = %6 to %7")
                .arg(f.top())
                .arg(f.bottom())
                .arg(f.left())
                .arg(f.right())
                .arg(l.top())
                .arg(l.left())
                .arg(l.right());
        };
        QTRY_VERIFY2_WITH_TIMEOUT(adjacent(), qPrintable(where()), kHangMs);
        // A value taken: the line goes; the next refusal stands under its own field.
        typeInto(panel()->dimensionBox(), "3");
        QTRY_VERIFY_WITH_TIMEOUT(shownError(panel()).isEmpty(), kHangMs);
    }

    // A second refusal in a field further down, the first line still above it: the line moves
    // under the second field, not under the heading of the field after it.
    void aSecondRefusalStandsUnderItsOwnField() {
        typeInto(panel()->lengthField()->spinBox(), "0");
        QCOMPARE(shownError(panel()), QStringLiteral("L must be 1 … 1000000: 0"));
        typeInto(panel()->dimField()->spinBox(), "5000");
        QCOMPARE(shownError(panel()), QStringLiteral("D must be 1 … 4096: 5000"));
        const QLabel* line = errorLine(panel());
        QVERIFY(line);
        const auto rectOf = [this](const QWidget* widget) {
            return QRect(widget->mapTo(panel(), QPoint(0, 0)), widget->size());
        };
        // Between the D field's slider and the base field's heading.
        const QWidget* dRow = panel()->dimField();
        const QWidget* baseBox = panel()->baseField();
        QTRY_VERIFY2_WITH_TIMEOUT(
            rectOf(line).top() > rectOf(dRow).bottom() &&
                rectOf(line).bottom() < rectOf(baseBox).top() - 8,
            qPrintable(QStringLiteral("D field to y = %1, line %2 .. %3, base field "
                                      "from y = %4")
                           .arg(rectOf(dRow).bottom())
                           .arg(rectOf(line).top())
                           .arg(rectOf(line).bottom())
                           .arg(rectOf(baseBox).top())),
            kHangMs);
    }

    // Enter on the value in force, after a refusal, is a value taken: nothing changes, and
    // the red line and the field's red go.
    void enteringTheValueInForceEndsARefusal() {
        QAbstractSpinBox* length = panel()->lengthField()->spinBox();
        typeInto(length, "0");
        QVERIFY(isRed(length));
        QVERIFY(!shownError(panel()).isEmpty());
        typeInto(length, "64");
        QCOMPARE(w_->document()->params().length, 64);
        QVERIFY(shownError(panel()).isEmpty());
        QVERIFY(!isRed(length));
        // Leaving a refused field is no value taken: the line stays.
        QAbstractSpinBox* position = panel()->pBox();
        typeInto(position, "99");
        QVERIFY(!shownError(panel()).isEmpty());
        panel()->dimensionBox()->setFocus();
        QVERIFY(!shownError(panel()).isEmpty());
    }

    // Values given on the command line that the window cannot take: it keeps the saved
    // parameters and names each value it did not apply, in the fields' words and digits.
    void startUpValuesOutOfRangeAreNamed_data() {
        QTest::addColumn<qint64>("length");
        QTest::addColumn<qint64>("dim");
        QTest::addColumn<double>("base");
        QTest::addColumn<bool>("concatenated");
        QTest::addColumn<QString>("message");
        QTest::newRow("L, with a D") << qint64(2000000) << qint64(32) << 0.0 << false
                                     << "L must be 1 … 1000000: 2000000\n"
                                        "Not applied either: D = 32.\n"
                                        "Showing the saved parameters.";
        QTest::newRow("D and base, with a layout") << qint64(0) << qint64(5000) << 2e9 << true
                                                   << "D must be 1 … 4096: 5000\n"
                                                      "base must be 1.0001 … 10000000: 2000000000\n"
                                                      "Not applied either: layout concatenated.\n"
                                                      "Showing the saved parameters.";
        QTest::newRow("base below its range") << qint64(0) << qint64(0) << 0.5 << false
                                              << "base must be 1.0001 … 10000000: 0.5\n"
                                                 "Showing the saved parameters.";
    }
    void startUpValuesOutOfRangeAreNamed() {
        QFETCH(qint64, length);
        QFETCH(qint64, dim);
        QFETCH(double, base);
        QFETCH(bool, concatenated);
        QFETCH(QString, message);
        w_.reset(); // saves L = 64, D = 16, base 10000
        StartOptions options;
        options.settingsFile = dir_.filePath(QStringLiteral("session.ini"));
        if (length)
            options.length = length;
        if (dim)
            options.dim = dim;
        if (base != 0.0)
            options.base = base;
        if (concatenated)
            options.layout = pe::Layout::Concatenated;
        w_ = std::make_unique<MainWindow>(options);
        w_->show();
        waitIdle(*w_);
        QCOMPARE(w_->document()->params().length, 64);
        QCOMPARE(w_->document()->params().dim, 16);
        QCOMPARE(w_->document()->params().base, 10000.0);
        QVERIFY(w_->document()->params().layout == pe::Layout::Interleaved);
        QCOMPARE(shownError(panel()), message);
    }

    void refusalIsNoUndoStep() {
        typeInto(panel()->lengthField()->spinBox(), "128");
        waitIdle(*w_);
        const int steps = w_->history()->stack()->count();
        typeInto(panel()->lengthField()->spinBox(), "2000000");
        typeInto(panel()->dimField()->spinBox(), "abc");
        QCOMPARE(w_->history()->stack()->count(), steps);
        QCOMPARE(w_->document()->params().length, 128);
        // Ctrl+Z where the focus is after a click on a plot: back to L = 64 in one step.
        QTest::keyClick(w_->heatmapView()->plot(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w_->document()->params().length, 64);
    }
};

QTEST_MAIN(TestEntryFields)
#include "test_entry_fields.moc"
