// SPDX-License-Identifier: GPL-3.0-or-later
// The context-extension lesson driven as a person would: keys into the preset box and the
// spin boxes, the pointer over a plot. The plotted curves must be the engine's numbers.
#include "core/matrix_io.h"
#include "core/rope_context.h"
#include "fake_shell.h"
#include "file_dialog_answer.h"
#include "hang.h"
#include "ui/compute/job_runner.h"
#include "ui/teaching/context_extension_view.h"
#include "ui/teaching/lesson_window.h"
#include "ui/teaching/lessons.h"
#include "ui/teaching/teaching_hub.h"
#include "ui/teaching/teaching_style.h"
#include "ui/views/display_scale.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QInputMethodEvent>
#include <QLabel>
#include <QMainWindow>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <algorithm>
#include <fstream>
#include <qcustomplot.h>
#include <utility>

namespace {

using Plot = ContextExtensionView::Plot;

bool waitIdle(ContextExtensionView& view) {
    return QTest::qWaitFor([&view] { return !view.busy() && view.result(); }, kHangMs);
}

std::vector<double> graphValues(QCPGraph* graph) {
    std::vector<double> out;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        out.push_back(it->value);
    return out;
}

std::vector<double> graphKeys(QCPGraph* graph) {
    std::vector<double> out;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        out.push_back(it->key);
    return out;
}

// Replaces a spin box's text by typing, as a user does, and commits it with Enter.
void typeInto(QAbstractSpinBox* box, const QString& text) {
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

// The texts written in the plot and the names in its legend.
QStringList itemTexts(QCustomPlot* plot) {
    QStringList out;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
            out << text->text();
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i)))
            out << item->plottable()->name();
    return out;
}

int bandRects(QCustomPlot* plot) {
    int n = 0;
    for (int i = 0; i < plot->itemCount(); ++i)
        n += qobject_cast<QCPItemRect*>(plot->item(i)) ? 1 : 0;
    return n;
}

// Real models' config.json files, as published (the Qwen one with the rope_scaling its model
// card has users add for 128K tokens; note its older "type" key).
const char* kLlama31Config = R"({
  "architectures": ["LlamaForCausalLM"],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "bos_token_id": 128000,
  "eos_token_id": 128001,
  "hidden_act": "silu",
  "hidden_size": 4096,
  "initializer_range": 0.02,
  "intermediate_size": 14336,
  "max_position_embeddings": 131072,
  "mlp_bias": false,
  "model_type": "llama",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 8,
  "pretraining_tp": 1,
  "rms_norm_eps": 1e-05,
  "rope_scaling": {
    "factor": 8.0,
    "low_freq_factor": 1.0,
    "high_freq_factor": 4.0,
    "original_max_position_embeddings": 8192,
    "rope_type": "llama3"
  },
  "rope_theta": 500000.0,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "use_cache": true,
  "vocab_size": 128256
}
)";

const char* kQwen25YarnConfig = R"({
  "architectures": ["Qwen2ForCausalLM"],
  "attention_dropout": 0.0,
  "hidden_act": "silu",
  "hidden_size": 3584,
  "intermediate_size": 18944,
  "max_position_embeddings": 32768,
  "max_window_layers": 28,
  "model_type": "qwen2",
  "num_attention_heads": 28,
  "num_hidden_layers": 28,
  "num_key_value_heads": 4,
  "rms_norm_eps": 1e-06,
  "rope_scaling": {
    "factor": 4.0,
    "original_max_position_embeddings": 32768,
    "type": "yarn"
  },
  "rope_theta": 1000000.0,
  "sliding_window": 131072,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "use_cache": true,
  "use_sliding_window": false,
  "vocab_size": 152064
}
)";

QString writeFile(const QString& path, const QByteArray& text) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// Picks the Model box's last entry, "Open config.json...", with two clicks as a user does
// (the box, then the entry in its list), and answers the file dialog with `path`.
bool openThroughTheModelBox(ContextExtensionView& view, const QString& path) {
    auto* model = view.findChild<QComboBox*>(QStringLiteral("model"));
    FileDialogAnswer answer(path);
    QTest::mouseClick(model, Qt::LeftButton);
    if (!QTest::qWaitFor([model] { return model->view()->isVisible(); }, kHangMs))
        return false;
    QAbstractItemView* list = model->view();
    const QRect entry = list->visualRect(list->model()->index(model->count() - 1, 0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, entry.center());
    // A list that took the click for the end of the press that opened it is still open: the
    // entry chosen with the keys then, as a user does next.
    if (!answer.seen() && list->isVisible()) {
        QTest::keyClick(list, Qt::Key_End);
        QTest::keyClick(list, Qt::Key_Return);
    }
    return answer.seen();
}

// The fields' texts and the Model box's: what the user sees of the parameters.
QStringList shownState(ContextExtensionView& view) {
    QStringList out;
    out << view.findChild<QComboBox*>(QStringLiteral("model"))->currentText();
    for (QAbstractSpinBox* box : view.findChildren<QAbstractSpinBox*>())
        out << box->text();
    out << view.findChild<QComboBox*>(QStringLiteral("scaling"))->currentText();
    return out;
}

// A number written with an exponent ("5e+05", "1e-05", "1.2E+07").
const QRegularExpression kExponent(QStringLiteral("\\d[eE][+-]?\\d"));

} // namespace

class TestContextExtension : public QObject {
    Q_OBJECT
  private slots:
    void isALessonWithItsOwnTab() {
        const auto& table = lessonTable();
        QVERIFY(std::any_of(table.begin(), table.end(), [](const auto& info) {
            return info.lesson == Lesson::ContextExtension;
        }));
        LessonWindow window;
        QVERIFY(window.contextExtensionView());
        QCOMPARE(window.tabText(int(Lesson::ContextExtension)),
                 QStringLiteral("Context extension"));
    }

    // The context lines' labels stay readable where the curves cross them: no pixel inside a
    // label has a curve's own colour (Llama 3.1 8B: both wavelength curves run through "target
    // context 131072", the noisy scores through "original context").
    void contextLabelsReadOverTheCurves() {
        // As presenting at 1920 x 1080 shows it: docked beside the views, text at 150 %.
        DisplayScale::instance().setZoom(1.5);
        ContextExtensionView view;
        view.resize(1100, 1000);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view, kHangMs));
        QVERIFY(waitIdle(view));
        for (const Plot which : {Plot::Wavelength, Plot::OnesScore, Plot::RandomScore}) {
            QCustomPlot* plot = view.plot(which);
            plot->replot(QCustomPlot::rpImmediateRefresh);
            const QImage image = plot->toPixmap(plot->width(), plot->height(), 1.0).toImage();
            QList<QColor> curves;
            for (int g = 0; g < plot->graphCount(); ++g)
                if (plot->graph(g)->pen().style() == Qt::SolidLine)
                    curves << plot->graph(g)->pen().color();
            QVERIFY(!curves.isEmpty());
            int labels = 0;
            for (int i = 0; i < plot->itemCount(); ++i) {
                auto* text = qobject_cast<QCPItemText*>(plot->item(i));
                if (!text || !text->text().contains(QStringLiteral("context")))
                    continue;
                ++labels;
                const QRect rect =
                    QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition())
                        .toAlignedRect()
                        .adjusted(1, 1, -1, -1)
                        .intersected(image.rect());
                int curvePixels = 0;
                for (int y = rect.top(); y <= rect.bottom(); ++y)
                    for (int x = rect.left(); x <= rect.right(); ++x) {
                        const QColor c = image.pixelColor(x, y);
                        for (const QColor& curve : curves)
                            if (std::abs(c.red() - curve.red()) +
                                    std::abs(c.green() - curve.green()) +
                                    std::abs(c.blue() - curve.blue()) <
                                40)
                                ++curvePixels;
                    }
                QVERIFY2(curvePixels == 0, qPrintable(QStringLiteral("%1 curve pixels in \"%2\"")
                                                          .arg(curvePixels)
                                                          .arg(text->text())));
            }
            QVERIFY(labels > 0);
        }
        DisplayScale::instance().setZoom(1.0);
    }

    void llama31ShowsThreeBandsAndTheEnginesCurves() {
        ContextExtensionView view;
        view.resize(1600, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view, kHangMs));
        QVERIFY(waitIdle(view));
        auto* model = view.findChild<QComboBox*>(QStringLiteral("model"));
        QVERIFY(model);
        // Up to Llama 2 7B (plain RoPE: one band), then down again to Llama 3.1 8B.
        model->setFocus();
        QTest::keyClick(model, Qt::Key_Up);
        QVERIFY(waitIdle(view));
        QCOMPARE(view.result()->bands.unchanged, std::int64_t(64));
        QCOMPARE(bandRects(view.plot(Plot::Wavelength)), 1);
        QTest::keyClick(model, Qt::Key_Down);
        QCOMPARE(model->currentText(), QStringLiteral("Llama 3.1 8B"));
        QVERIFY(waitIdle(view));

        const pe::RopeContextResult& r = *view.result();
        // From tests/data/rope_context_expected.py.
        QCOMPARE(r.bands.unchanged, std::int64_t(29));
        QCOMPARE(r.bands.blended, std::int64_t(6));
        QCOMPARE(r.bands.interpolated, std::int64_t(29));
        QCOMPARE(r.bands.completeTurns, std::int64_t(35));
        QVERIFY2(view.summaryText().contains(QStringLiteral("35 of 64 pairs")),
                 qPrintable(view.summaryText()));
        QCustomPlot* w = view.plot(Plot::Wavelength);
        QCOMPARE(bandRects(w), 3);
        const QStringList labels = itemTexts(w);
        for (const char* band :
             {"unchanged (high frequencies)", "blended", "interpolated (low frequencies)",
              "original context 8192", "target context 131072"})
            QVERIFY2(labels.contains(QString::fromUtf8(band)), qPrintable(labels.join('|')));

        // The curves are the engine's numbers, bit for bit.
        const pe::RopeModelPreset& preset = *pe::findRopeModelPreset("llama-3.1-8b");
        pe::RopeParams plain = preset.params;
        plain.scaling = pe::RopeScaling{};
        const pe::RopeFrequencies original = pe::ropeFrequencies(plain);
        const pe::RopeFrequencies scaled = pe::ropeFrequencies(preset.params);
        QVERIFY(graphValues(w->graph(0)) == original.wavelength);
        QVERIFY(graphValues(w->graph(1)) == scaled.wavelength);
        QCOMPARE(w->graph(2)->valueAxis(), w->yAxis2);
        const std::vector<double> scale = graphValues(w->graph(2));
        for (std::size_t i = 0; i < scale.size(); ++i)
            QCOMPARE(scale[i], scaled.invFreq[i] / original.invFreq[i]);
        QCOMPARE(w->yAxis->scaleType(), QCPAxis::stLogarithmic);

        QCustomPlot* ones = view.plot(Plot::OnesScore);
        const std::vector<double> keys = graphKeys(ones->graph(0));
        QCOMPARE(keys.back(), 131072.0);
        QVERIFY(std::int64_t(keys.size()) <= ones->axisRect()->width()); // not past the pixels
        std::vector<std::int64_t> distances(keys.begin(), keys.end());
        const Eigen::VectorXd one = Eigen::VectorXd::Ones(128);
        QVERIFY(graphValues(ones->graph(0)) ==
                pe::ropeScoreCurve(one, one, original.invFreq, 1.0, distances));
        QVERIFY(graphValues(ones->graph(1)) ==
                pe::ropeScoreCurve(one, one, scaled.invFreq, 1.0, distances));
        QCOMPARE(r.onesBefore.front(), 128.0); // D at distance 0 (not on the log axis)
        QCOMPARE(keys.front(), 1.0);
        QCOMPARE(ones->xAxis->scaleType(), QCPAxis::stLogarithmic);
    }

    void yarnAppliesTheAttentionFactorSquared() {
        ContextExtensionView view;
        view.resize(1400, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view, kHangMs));
        QVERIFY(view.choosePreset(QStringLiteral("qwen2.5-7b-yarn")));
        QVERIFY(waitIdle(view));
        const pe::RopeContextResult& r = *view.result();
        const double a = 0.1 * std::log(4.0) + 1.0;
        QVERIFY(std::abs(r.scaled.attentionFactor - a) < 1e-15);
        // At distance 0 every pair contributes q.k: the all-ones score is D times a^2.
        QVERIFY(std::abs(r.onesAfter.front() - 128.0 * a * a) < 1e-9);
        QCOMPARE(r.onesBefore.front(), 128.0);
        // The plot leaves out distance 0, which a log axis cannot show.
        QVERIFY(graphValues(view.plot(Plot::OnesScore)->graph(1)) ==
                std::vector<double>(r.onesAfter.begin() + 1, r.onesAfter.end()));
        // The sentence rounds to six digits (hover gives them all): 1.13863 and its square.
        QVERIFY2(view.summaryText().contains("Attention factor 1.13863") &&
                     view.summaryText().contains("its square, 1.29648"),
                 qPrintable(view.summaryText()));
    }

    void typedParametersRecomputeAndBadOnesAreNamed() {
        ContextExtensionView view;
        view.resize(1400, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view, kHangMs));
        QVERIFY(waitIdle(view));
        auto* headDim = view.findChild<QSpinBox*>(QStringLiteral("headDim"));
        auto* target = view.findChild<QSpinBox*>(QStringLiteral("targetContext"));
        auto* model = view.findChild<QComboBox*>(QStringLiteral("model"));
        typeInto(headDim, QStringLiteral("64"));
        typeInto(target, QStringLiteral("300"));
        QVERIFY(waitIdle(view));
        QCOMPARE(model->currentData().toString(), QStringLiteral("hand"));
        QCOMPARE(view.result()->scaled.rotaryDim, std::int64_t(64));
        QCOMPARE(view.result()->distances.back(), std::int64_t(300));
        QVERIFY(view.errorText().isEmpty());

        typeInto(headDim, QStringLiteral("63"));
        QTRY_VERIFY_WITH_TIMEOUT(!view.busy(), kHangMs);
        QVERIFY2(view.errorText().contains(QStringLiteral("63")), qPrintable(view.errorText()));
        QCOMPARE(view.result()->scaled.rotaryDim, std::int64_t(64)); // last valid state kept
        typeInto(headDim, QStringLiteral("32"));
        QVERIFY(waitIdle(view));
        QVERIFY(view.errorText().isEmpty());
        QCOMPARE(view.result()->scaled.rotaryDim, std::int64_t(32));
    }

    // What a person types is taken exactly (1e6, 131,072, the full-width digits a Chinese
    // input method commits) or refused by name in the error line, the field red and the
    // plots as they were.
    void typedNumbersAreTakenExactlyOrRefusedByName() {
        ContextExtensionView view;
        view.resize(1400, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view, kHangMs));
        QVERIFY(waitIdle(view));
        auto* headDim = view.findChild<QSpinBox*>(QStringLiteral("headDim"));
        auto* original = view.findChild<QSpinBox*>(QStringLiteral("originalContext"));
        auto* target = view.findChild<QSpinBox*>(QStringLiteral("targetContext"));
        auto* seed = view.findChild<QSpinBox*>(QStringLiteral("seed"));
        auto* base = view.findChild<QDoubleSpinBox*>(QStringLiteral("base"));
        auto* factor = view.findChild<QDoubleSpinBox*>(QStringLiteral("factor"));
        typeInto(headDim, QStringLiteral("6.4e1"));
        typeInto(base, QStringLiteral("5e5"));
        typeInto(target, QStringLiteral("16,384"));
        // A Chinese input method commits its full-width text in one event.
        original->setFocus();
        QTest::keyClick(original, Qt::Key_A, Qt::ControlModifier);
        QInputMethodEvent commit;
        commit.setCommitString(QString::fromUtf8("４，０９６"));
        QApplication::sendEvent(original, &commit);
        QTest::keyClick(original, Qt::Key_Return);
        QVERIFY(waitIdle(view));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        QCOMPARE(original->value(), 4096);
        QCOMPARE(view.result()->scaled.rotaryDim, std::int64_t(64));
        QCOMPARE(view.result()->distances.back(), std::int64_t(16384));
        // Pair 1 of the unscaled model: 500000^(-2/64).
        QCOMPARE(view.result()->original.invFreq.at(1), std::pow(500000.0, -2.0 / 64.0));

        const auto shown = view.result();
        struct Refusal {
            QAbstractSpinBox* box;
            QString typed;
            QString message;
        };
        const Refusal refusals[] = {
            {target, "1e300", "target context must be 1 … 1073741824: 1e300"},
            {target, "0", "target context must be 1 … 1073741824: 0"},
            {headDim, "1.5", "head dim must be a whole number 1 … 16384: 1.5"},
            {headDim, "20000", "head dim must be 1 … 16384: 20000"},
            {factor, "0", "factor must be 0.001 … 1000000: 0"},
            {factor, "2.0005", "factor must be 0.001 … 1000000, rounded to 0.001: 2.0005"},
            {seed, "1,5", "random q, k seed must be a whole number 0 … 1000000: 1,5"},
            {original, QString::fromUtf8("０"),
             QString::fromUtf8("original context must be 1 … 1073741824: ０")},
        };
        for (const Refusal& r : refusals) {
            const QString before = r.box->text();
            if (r.typed.at(0).unicode() < 128) {
                typeInto(r.box, r.typed);
            } else {
                r.box->setFocus();
                QTest::keyClick(r.box, Qt::Key_A, Qt::ControlModifier);
                QInputMethodEvent typed;
                typed.setCommitString(r.typed);
                QApplication::sendEvent(r.box, &typed);
                QTest::keyClick(r.box, Qt::Key_Return);
            }
            QCOMPARE(view.errorText(), r.message);
            QVERIFY(r.box->property("rejected").toBool()); // the field is red
            QCOMPARE(r.box->text(), before);               // and shows the value in force
            QVERIFY(!view.busy());                         // nothing recomputed
            QVERIFY(view.result() == shown);
        }
        typeInto(base, QStringLiteral("abc"));
        QVERIFY2(view.errorText().startsWith(QString::fromUtf8("base θ must be a number ")) &&
                     view.errorText().endsWith(QStringLiteral(": abc")),
                 qPrintable(view.errorText()));
        QCOMPARE(base->value(), 500000.0);
        // A value taken afterwards ends it all: the line and every red field.
        typeInto(seed, QStringLiteral("1e1"));
        QVERIFY(waitIdle(view));
        QCOMPARE(seed->value(), 10);
        QVERIFY(view.errorText().isEmpty());
        for (const Refusal& r : refusals)
            QVERIFY(!r.box->property("rejected").toBool());
        QVERIFY(!base->property("rejected").toBool());
        // The tooltips give the ranges.
        QVERIFY2(target->toolTip().contains(QString::fromUtf8("1 … 1073741824")),
                 qPrintable(target->toolTip()));
        QVERIFY(factor->toolTip().contains(QString::fromUtf8("0.001 … 1000000")));
    }

    void manyEditsCoalesceIntoTheLastOne() {
        ContextExtensionView view;
        view.resize(1400, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view, kHangMs));
        QVERIFY(waitIdle(view));
        auto* target = view.findChild<QSpinBox*>(QStringLiteral("targetContext"));
        typeInto(view.findChild<QSpinBox*>(QStringLiteral("headDim")), QStringLiteral("8192"));
        QVERIFY(waitIdle(view));
        int shown = 0;
        connect(&view, &ContextExtensionView::resultShown, this, [&shown] { ++shown; });
        // The lab computes on its job runner. Held, the runner takes the first key's job up
        // and keeps it from running until the test lets it go, so every later key comes
        // while a job is out, whatever the machine's speed.
        auto* runner = view.findChild<JobRunner*>();
        QVERIFY(runner);
        const quint64 startedBefore = runner->jobsStarted();
        const quint64 cancelledBefore = runner->jobsCancelled();
        runner->hold();
        const auto restore = qScopeGuard([runner] { runner->release(); });
        target->setFocus();
        QTest::keyClick(target, Qt::Key_Up); // +1024 each
        QTRY_COMPARE_WITH_TIMEOUT(runner->jobsStarted(), startedBefore + 1,
                                  kHangMs); // the first value's job is out
        for (int i = 1; i < 20; ++i) {
            QTest::keyClick(target, Qt::Key_Up);
            QCoreApplication::processEvents(); // the key's request handed over, while it is out
        }
        QCOMPARE(runner->jobsStarted(), startedBefore + 1); // the later keys only waited
        // The last key's request made and handed to the runner before the first job goes on:
        // every posted event delivered once the lab's recompute timer has fired.
        auto* soon = view.findChild<QTimer*>(QStringLiteral("recomputeSoon"));
        QVERIFY(soon);
        QTRY_VERIFY_WITH_TIMEOUT(!soon->isActive(), kHangMs);
        bool delivered = false;
        QObject marker;
        QMetaObject::invokeMethod(
            &marker, [&delivered] { delivered = true; }, Qt::QueuedConnection);
        QTRY_VERIFY_WITH_TIMEOUT(delivered, kHangMs);
        runner->release();
        QVERIFY(waitIdle(view));
        QCOMPARE(view.result()->distances.back(), std::int64_t(131072 + 20 * 1024));
        QCOMPARE(view.result()->scaled.rotaryDim, std::int64_t(8192));
        // Two jobs for twenty keys: the first, superseded and stopped before it computed, and
        // the last; only the last is shown.
        QCOMPARE(runner->jobsStarted(), startedBefore + 2);
        QCOMPARE(runner->jobsCancelled(), cancelledBefore + 1);
        QCOMPARE(shown, 1);
    }

    void hoverShowsExactNumbers() {
        ContextExtensionView view;
        view.resize(1600, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view, kHangMs));
        QVERIFY(waitIdle(view));
        const pe::RopeContextResult& r = *view.result();
        QCustomPlot* w = view.plot(Plot::Wavelength);
        const int x = int(w->xAxis->coordToPixel(40.0));
        const int y = w->axisRect()->center().y();
        QTest::mouseMove(w, QPoint(x, y));
        QTRY_VERIFY_WITH_TIMEOUT(view.hoverText().startsWith(QStringLiteral("pair 40 ")), kHangMs);
        QVERIFY2(view.hoverText().contains(teaching::exact(r.scaled.invFreq[40])),
                 qPrintable(view.hoverText()));
        QVERIFY(view.hoverText().contains(teaching::exact(r.original.wavelength[40])));
        QVERIFY(view.hoverText().contains(QStringLiteral("scale 0.125")));

        QCustomPlot* s = view.plot(Plot::RandomScore);
        const std::size_t j = r.distances.size() / 3;
        QTest::mouseMove(s, QPoint(int(s->xAxis->coordToPixel(double(r.distances[j]))),
                                   s->axisRect()->center().y()));
        QTRY_VERIFY_WITH_TIMEOUT(view.hoverText().startsWith(QStringLiteral("distance ")), kHangMs);
        QVERIFY2(view.hoverText().contains(teaching::exact(r.randomAfter[j])) ||
                     view.hoverText().contains(teaching::exact(r.randomAfter[j + 1])) ||
                     view.hoverText().contains(teaching::exact(r.randomAfter[j - 1])),
                 qPrintable(view.hoverText()));
    }

    void exportsFiguresAndData() {
        ContextExtensionView view;
        view.resize(1400, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view, kHangMs));
        QVERIFY(waitIdle(view));
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("pairs.csv"));
        QString error;
        QVERIFY2(view.exportDataTo(Plot::Wavelength, csv, &error), qPrintable(error));
        std::ifstream in(csv.toStdString());
        std::string names;
        std::getline(in, names); // its columns named, as every CSV the program writes
        QCOMPARE(names, std::string("# pair,inv_freq_original,inv_freq_scaled,wavelength_original,"
                                    "wavelength_scaled,scale"));
        const auto m = pe::readCsv(in);
        QVERIFY(m);
        QCOMPARE(m->rows(), Eigen::Index(64));
        QCOMPARE(m->cols(), Eigen::Index(6));
        QVERIFY(*m == view.exportMatrix(Plot::Wavelength));
        QCOMPARE((*m)(40, 5), view.result()->bands.scale[40]);
        const QString npy = dir.filePath(QStringLiteral("score.npy"));
        QVERIFY2(view.exportDataTo(Plot::OnesScore, npy, &error), qPrintable(error));
        std::ifstream npyIn(npy.toStdString(), std::ios::binary);
        const auto s = pe::readNpy(npyIn);
        QVERIFY(s && s->cols() == 3 && s->rows() == Eigen::Index(view.result()->distances.size()));
        for (const char* name : {"w.png", "w.pdf", "w.svg"}) {
            const QString path = dir.filePath(QString::fromUtf8(name));
            QVERIFY2(view.exportFigureTo(Plot::Wavelength, path, &error), qPrintable(error));
            QVERIFY(QFileInfo(path).size() > 1000);
        }
        QVERIFY(!view.exportFigureTo(Plot::Wavelength, dir.filePath("w.bmp"), &error));
        QVERIFY(!QFile::exists(dir.filePath("w.bmp")));
    }

    void configErrorsNameTheField() {
        ContextExtensionView view;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"rope_theta": 500000, "head_dim": 128,
                      "rope_scaling": {"rope_type": "yarn", "factor": 0,
                                       "original_max_position_embeddings": 8192}})");
        file.close();
        QVERIFY(!view.openConfig(path));
        QVERIFY2(view.errorText().contains(QStringLiteral("rope_scaling.factor")),
                 qPrintable(view.errorText()));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(R"({"rope_theta": 1000000, "hidden_size": 3584, "num_attention_heads": 28,
                      "max_position_embeddings": 32768,
                      "rope_scaling": {"type": "yarn", "factor": 4,
                                       "original_max_position_embeddings": 32768}})");
        file.close();
        QVERIFY(view.openConfig(path));
        QVERIFY(view.errorText().isEmpty());
        QVERIFY(waitIdle(view));
        QCOMPARE(view.result()->bands.unchanged, std::int64_t(24)); // as the Qwen preset
        QCOMPARE(view.result()->distances.back(), std::int64_t(131072));
    }

    // Llama 3.1 8B's and Qwen2.5's own config.json, opened through the Model box and the file
    // dialog: the contexts as Hugging Face transformers reads them (target from
    // max_position_embeddings, original from rope_scaling.original_max_position_embeddings),
    // the pairs' bands of the models' public numbers, the file named in the Model box, and a
    // note where the config disagrees with itself.
    void realConfigsOpenThroughTheModelBox_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("named");
        QTest::addColumn<QString>("scaling");
        QTest::addColumn<int>("original");
        QTest::addColumn<int>("target");
        QTest::addColumn<QList<int>>("bands"); // unchanged, blended, interpolated
        QTest::addColumn<double>("attention");
        QTest::addColumn<QStringList>("noted");
        // factor 8 x 8192 = 65536, yet the model's context is 131072 (transformers warns).
        QTest::newRow("Llama 3.1 8B")
            << QByteArray(kLlama31Config) << "Meta-Llama-3.1-8B/config.json"
            << "Meta-Llama-3.1-8B/config.json"
            << "Llama 3" << 8192 << 131072 << QList<int>{29, 6, 29} << 1.0
            << QStringList{"65536", "131072"};
        // max_position_embeddings left at 32768: the target is factor 4 x 32768.
        QTest::newRow("Qwen2.5 7B YaRN")
            << QByteArray(kQwen25YarnConfig) << "qwen2.5-7b-instruct-yarn.json"
            << "qwen2.5-7b-instruct-yarn.json"
            << "YaRN" << 32768 << 131072 << QList<int>{24, 16, 24} << 0.1 * std::log(4.0) + 1.0
            << QStringList{"32768", "131072"};
    }
    void realConfigsOpenThroughTheModelBox() {
        QFETCH(QByteArray, json);
        QFETCH(QString, file);
        QFETCH(QString, named);
        QFETCH(QString, scaling);
        QFETCH(int, original);
        QFETCH(int, target);
        QFETCH(QList<int>, bands);
        QFETCH(double, attention);
        QFETCH(QStringList, noted);
        QTemporaryDir dir;
        const QString path = writeFile(dir.filePath(file), json);
        ContextExtensionView view;
        view.resize(1400, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view, kHangMs));
        QSignalSpy shown(&view, &ContextExtensionView::resultShown);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && !view.busy(), 60000);
        // A hand-set start: the file, not the preset, must give every number.
        typeInto(view.findChild<QSpinBox*>(QStringLiteral("targetContext")),
                 QStringLiteral("5000"));
        QTRY_VERIFY_WITH_TIMEOUT(!view.busy(), 60000);
        shown.clear();

        QVERIFY(openThroughTheModelBox(view, path));
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && !view.busy(), 60000);
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        auto* model = view.findChild<QComboBox*>(QStringLiteral("model"));
        QCOMPARE(model->currentText(), named);
        QCOMPARE(view.findChild<QSpinBox*>(QStringLiteral("originalContext"))->value(), original);
        QCOMPARE(view.findChild<QSpinBox*>(QStringLiteral("targetContext"))->value(), target);
        QCOMPARE(view.findChild<QComboBox*>(QStringLiteral("scaling"))->currentText(), scaling);
        QCOMPARE(view.findChild<QSpinBox*>(QStringLiteral("headDim"))->text(),
                 QStringLiteral("128"));
        const pe::RopeContextResult& r = *view.result();
        QCOMPARE(r.original.invFreq.size(), std::size_t(64));
        QCOMPARE(r.distances.back(), std::int64_t(target));
        QCOMPARE(
            QList<int>({int(r.bands.unchanged), int(r.bands.blended), int(r.bands.interpolated)}),
            bands);
        QVERIFY(std::abs(r.scaled.attentionFactor - attention) < 1e-15);
        for (const QString& number : noted)
            QVERIFY2(view.noteText().contains(number), qPrintable(view.noteText()));
        QVERIFY(view.noteText().contains(QStringLiteral("max_position_embeddings")));
        // Every number in digits: no "5e+05", no "1e+06".
        QVERIFY2(!kExponent.match(view.summaryText()).hasMatch(), qPrintable(view.summaryText()));
        QVERIFY(!kExponent.match(view.noteText()).hasMatch());

        // Changed by hand, the parameters are no longer the file's.
        typeInto(view.findChild<QSpinBox*>(QStringLiteral("headDim")), QStringLiteral("64"));
        QTRY_VERIFY_WITH_TIMEOUT(!view.busy(), 60000);
        QCOMPARE(model->currentData().toString(), QStringLiteral("hand"));
        QVERIFY(view.noteText().isEmpty());
    }

    // A config the command line refuses is refused here too, with the same message, in red
    // above the plots; the Model box, the fields and the plots keep what they showed.
    void faultyConfigsAreNamedInRedAndChangeNothing_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("mentions");
        QTest::newRow("trailing comma") << QByteArray("{\n  \"rope_theta\": 500000.0,\n"
                                                      "  \"head_dim\": 128,\n}\n")
                                        << QStringList{"malformed JSON at line"};
        QTest::newRow("longrope") << QByteArray(R"({"hidden_size": 3072, "num_attention_heads": 32,
  "max_position_embeddings": 131072, "rope_theta": 10000.0,
  "rope_scaling": {"rope_type": "longrope", "long_factor": [1.0, 1.2],
                   "short_factor": [1.0, 1.0], "original_max_position_embeddings": 4096}})")
                                  << QStringList{"rope_scaling.rope_type", "\"longrope\""};
        QTest::newRow("factor 0") << QByteArray(R"({"rope_theta": 500000, "head_dim": 128,
  "rope_scaling": {"rope_type": "yarn", "factor": 0, "original_max_position_embeddings": 8192}})")
                                  << QStringList{"rope_scaling.factor 0"};
        // The command line takes it; the lesson's field cannot show it, and says so.
        QTest::newRow("head_dim beyond the field")
            << QByteArray(R"({"rope_theta": 10000, "head_dim": 32768})")
            << QStringList{"head_dim 32768", "16384"};
        QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringList{"JSON object"};
    }
    void faultyConfigsAreNamedInRedAndChangeNothing() {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, mentions);
        QTemporaryDir dir;
        const QString path = writeFile(dir.filePath(QStringLiteral("config.json")), json);
        ContextExtensionView view;
        view.resize(1400, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view, kHangMs));
        QSignalSpy shown(&view, &ContextExtensionView::resultShown);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && !view.busy(), 60000);
        const QStringList before = shownState(view);
        QCOMPARE(before.first(), QStringLiteral("Llama 3.1 8B"));
        const pe::RopeContextResult* result = view.result();
        shown.clear();

        QVERIFY(openThroughTheModelBox(view, path));
        QVERIFY(!view.busy()); // nothing to compute: nothing changed
        const QString error = view.errorText();
        QVERIFY2(error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
        for (const QString& part : mentions)
            QVERIFY2(error.contains(part), qPrintable(error));
        // Shown in red, in the panel.
        QLabel* line = nullptr;
        for (QLabel* label : view.findChildren<QLabel*>())
            if (label->isVisible() && label->text() == error)
                line = label;
        QVERIFY(line);
        QVERIFY2(line->styleSheet().contains(QStringLiteral("color: #b2182b")),
                 qPrintable(line->styleSheet()));
        QCOMPARE(shownState(view), before);
        QCOMPARE(view.result(), result);
        QVERIFY(shown.isEmpty());
    }

    void theExplorersBaseAndDOpenTheLesson() {
        QMainWindow window;
        pe::EncodingParams params;
        params.dim = 33;
        params.base = 2000.0;
        FakeShell shell(params);
        TeachingHub hub(&window, &shell);
        hub.showContextExtensionForExplorer();
        ContextExtensionView* view = hub.lessonWindow()->contextExtensionView();
        QCOMPARE(hub.lessonWindow()->currentWidget(), static_cast<QWidget*>(view));
        QVERIFY(waitIdle(*view));
        QCOMPARE(view->result()->scaled.rotaryDim, std::int64_t(32));
        QCOMPARE(view->result()->scaled.invFreq[1], std::pow(2000.0, -2.0 / 32.0));
        QCOMPARE(view->result()->bands.unchanged, std::int64_t(16));
    }
};

QTEST_MAIN(TestContextExtension)
#include "test_context_extension.moc"
