// SPDX-License-Identifier: GPL-3.0-or-later
// The context-extension lesson's numbers against values computed independently:
// tests/data/rope_context_expected.py evaluates the llama3 and YaRN formulas and rotates q
// and k pair by pair in Python double with the math module only; its printed literals are
// pasted here.

#include "core/rope.h"
#include "core/rope_context.h"

#include <QtTest>
#include <cmath>

namespace {

pe::RopeParams unscaled(pe::RopeParams p) {
    p.scaling = pe::RopeScaling{};
    return p;
}

pe::RopeContextBands bandsOf(const pe::RopeModelPreset& preset) {
    const pe::RopeFrequencies scaled = pe::ropeFrequencies(preset.params);
    const pe::RopeFrequencies original = pe::ropeFrequencies(unscaled(preset.params));
    return pe::ropeContextBands(original, scaled, preset.params.scaling.factor.value_or(1.0),
                                preset.originalContext);
}

bool close(double actual, double expected) {
    return std::abs(actual - expected) <= 1e-12 * std::max(1.0, std::abs(expected));
}

Eigen::VectorXd vec(std::initializer_list<double> values) {
    Eigen::VectorXd v(Eigen::Index(values.size()));
    Eigen::Index i = 0;
    for (double x : values)
        v[i++] = x;
    return v;
}

// Qwen2.5-7B's YaRN extension (4x, 32768 to 131072) at 100 distances.
pe::RopeContextRequest qwenYarnRequest() {
    pe::RopeContextRequest request;
    const pe::RopeModelPreset& preset = *pe::findRopeModelPreset("qwen2.5-7b-yarn");
    request.params = preset.params;
    request.originalContext = preset.originalContext;
    request.targetContext = preset.targetContext;
    request.points = 100;
    return request;
}

} // namespace

class TestRopeContext : public QObject {
    Q_OBJECT
  private slots:
    void presetsHoldThePublishedValues() {
        const pe::RopeModelPreset* l31 = pe::findRopeModelPreset("llama-3.1-8b");
        QVERIFY(l31);
        QCOMPARE(l31->params.headDim, std::int64_t(128));
        QCOMPARE(l31->params.base, 500000.0);
        QVERIFY(l31->params.scaling.type == pe::RopeScalingType::Llama3);
        QCOMPARE(*l31->params.scaling.factor, 8.0);
        QCOMPARE(l31->params.scaling.lowFreqFactor, 1.0);
        QCOMPARE(l31->params.scaling.highFreqFactor, 4.0);
        QCOMPARE(*l31->params.scaling.originalMaxPosition, std::int64_t(8192));
        QCOMPARE(l31->targetContext, std::int64_t(131072));
        const pe::RopeModelPreset* qwen = pe::findRopeModelPreset("qwen2.5-7b-yarn");
        QVERIFY(qwen);
        QVERIFY(qwen->params.scaling.type == pe::RopeScalingType::Yarn);
        QCOMPARE(qwen->params.base, 1000000.0);
        QCOMPARE(*qwen->params.scaling.originalMaxPosition, std::int64_t(32768));
        QCOMPARE(pe::findRopeModelPreset("llama-3.2-1b")->params.headDim, std::int64_t(64));
        QCOMPARE(pe::findRopeModelPreset("llama-2-7b")->params.base, 10000.0);
        QVERIFY(!pe::findRopeModelPreset("nope"));
        for (const pe::RopeModelPreset& p : pe::ropeModelPresets())
            QVERIFY2(!pe::checkRopeParams(p.params), p.id);
    }

    void bandsOfThePresets() {
        struct Row {
            const char* id;
            std::int64_t unchanged, blended, interpolated, turns;
        };
        // From rope_context_expected.py.
        const Row rows[] = {{"llama-3.1-8b", 29, 6, 29, 35},
                            {"llama-3.2-1b", 15, 3, 14, 18},
                            {"qwen2.5-7b-yarn", 24, 16, 24, 40},
                            {"llama-2-7b", 64, 0, 0, 46}};
        for (const Row& row : rows) {
            const pe::RopeContextBands b = bandsOf(*pe::findRopeModelPreset(row.id));
            QVERIFY2(b.unchanged == row.unchanged && b.blended == row.blended &&
                         b.interpolated == row.interpolated && b.completeTurns == row.turns,
                     qPrintable(QString("%1: %2 %3 %4 %5")
                                    .arg(row.id)
                                    .arg(b.unchanged)
                                    .arg(b.blended)
                                    .arg(b.interpolated)
                                    .arg(b.completeTurns)));
        }
        const pe::RopeContextBands l31 = bandsOf(*pe::findRopeModelPreset("llama-3.1-8b"));
        QCOMPARE(l31.scale.size(), std::size_t(64));
        QVERIFY(close(l31.scale[0], 1.0));
        QVERIFY(close(l31.scale[20], 1.0));
        QVERIFY(close(l31.scale[40], 0.125));
        QVERIFY(close(l31.scale[63], 0.125));
        QVERIFY(l31.band[0] == pe::RopeBand::Unchanged);
        QVERIFY(l31.band[63] == pe::RopeBand::Interpolated);
        QCOMPARE(pe::toString(pe::RopeBand::Blended), std::string("blended"));
    }

    void bandsFollowTheScaleExactly() {
        QVERIFY(pe::ropeBand(1.0, 8.0) == pe::RopeBand::Unchanged);
        QVERIFY(pe::ropeBand(0.125, 8.0) == pe::RopeBand::Interpolated);
        QVERIFY(pe::ropeBand(0.5, 8.0) == pe::RopeBand::Blended);
        QVERIFY(pe::ropeBand(1.0 - 1e-9, 8.0) == pe::RopeBand::Blended);
        pe::RopeFrequencies a, b;
        a.invFreq = {1.0, 0.5};
        b.invFreq = {1.0};
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::ropeContextBands(a, b, 2.0, 10));
    }

    void distancesAreIntegersUpToTheTarget() {
        QCOMPARE(pe::sampleDistances(5, 100), (std::vector<std::int64_t>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(pe::sampleDistances(10, 3), (std::vector<std::int64_t>{0, 5, 10}));
        const std::vector<std::int64_t> d = pe::sampleDistances(131072, 1000);
        QCOMPARE(d.size(), std::size_t(1000));
        QCOMPARE(d.front(), std::int64_t(0));
        QCOMPARE(d.back(), std::int64_t(131072));
        for (std::size_t j = 1; j < d.size(); ++j)
            QVERIFY(d[j] > d[j - 1]);
        QVERIFY(pe::sampleDistances(10, 0).empty());

        const std::vector<std::int64_t> l = pe::sampleDistancesLog(131072, 1000);
        QVERIFY(l.size() <= 1000 && l.size() > 500);
        QCOMPARE(l[0], std::int64_t(0));
        QCOMPARE(l[1], std::int64_t(1));
        QCOMPARE(l.back(), std::int64_t(131072));
        for (std::size_t j = 1; j < l.size(); ++j)
            QVERIFY(l[j] > l[j - 1]);
        // exp(j ln 1000 / 3) for j = 0 .. 3: 1, 10, 100, 1000.
        QCOMPARE(pe::sampleDistancesLog(1000, 5), (std::vector<std::int64_t>{0, 1, 10, 100, 1000}));
    }

    void scoreCurveMatchesAPairByPairRotation() {
        // d = 8, base 10000, llama3 factor 4, low 1, high 4, original 64.
        pe::RopeParams p;
        p.headDim = 8;
        p.base = 10000.0;
        p.scaling.type = pe::RopeScalingType::Llama3;
        p.scaling.factor = 4.0;
        p.scaling.originalMaxPosition = 64;
        const pe::RopeFrequencies f = pe::ropeFrequencies(p);
        const Eigen::VectorXd q = vec({0.5, -1.25, 2.0, 0.75, -0.3, 1.1, 0.9, -2.2});
        const Eigen::VectorXd k = vec({1.5, 0.25, -0.6, 1.3, 0.8, -0.45, 0.2, 1.7});
        const std::vector<std::int64_t> r = {0, 1, 7, 100, 1000};
        const std::vector<double> ones = pe::ropeScoreCurve(
            Eigen::VectorXd::Ones(8), Eigen::VectorXd::Ones(8), f.invFreq, 1.0, r);
        const std::vector<double> mixed = pe::ropeScoreCurve(q, k, f.invFreq, 1.0, r);
        const double expected[][2] = {{8, -4.0825000000000005},
                                      {7.079949878704686, -2.5243111956963133},
                                      {7.475804925721226, -2.3413020365423609},
                                      {4.0056679409153997, -3.1454184177668396},
                                      {3.3510481185037131, -0.13763000194141783}};
        for (std::size_t j = 0; j < r.size(); ++j) {
            QVERIFY2(close(ones[j], expected[j][0]), qPrintable(QString::number(ones[j], 'g', 17)));
            QVERIFY2(close(mixed[j], expected[j][1]),
                     qPrintable(QString::number(mixed[j], 'g', 17)));
        }
    }

    void yarnScoreIsScaledByTheAttentionFactorSquared() {
        pe::RopeParams p;
        p.headDim = 8;
        p.base = 10000.0;
        p.scaling.type = pe::RopeScalingType::Yarn;
        p.scaling.factor = 4.0;
        p.scaling.originalMaxPosition = 64;
        const pe::RopeFrequencies f = pe::ropeFrequencies(p);
        QVERIFY(close(f.attentionFactor, 1.1386294361119891));
        const Eigen::VectorXd q = vec({0.5, -1.25, 2.0, 0.75, -0.3, 1.1, 0.9, -2.2});
        const Eigen::VectorXd k = vec({1.5, 0.25, -0.6, 1.3, 0.8, -0.45, 0.2, 1.7});
        const std::vector<double> s =
            pe::ropeScoreCurve(q, k, f.invFreq, f.attentionFactor, {0, 3, 250});
        QVERIFY2(close(s[0], -5.2928673230272336), qPrintable(QString::number(s[0], 'g', 17)));
        QVERIFY2(close(s[1], -5.3187922165603236), qPrintable(QString::number(s[1], 'g', 17)));
        QVERIFY2(close(s[2], -7.5462861539895192), qPrintable(QString::number(s[2], 'g', 17)));
    }

    void unscaledCurveIsTheRopeLessonsScore() {
        // The same q, k and base through core/rope.h's rotation, at every distance.
        const Eigen::VectorXd q = pe::ropeContextQuery(16, true, 7);
        const Eigen::VectorXd k = pe::ropeContextKey(16, true, 7);
        pe::RopeParams p;
        p.headDim = 16;
        p.base = 10000.0;
        const pe::RopeFrequencies f = pe::ropeFrequencies(p);
        const std::vector<double> byRotation =
            pe::ropeScoreByDistance(q, k, 10000.0, 300, pe::RopeConvention::AdjacentPairs);
        const std::vector<double> curve =
            pe::ropeScoreCurve(q, k, f.invFreq, 1.0, pe::sampleDistances(300, 1000));
        QCOMPARE(curve.size(), byRotation.size());
        for (std::size_t j = 0; j < curve.size(); ++j)
            QVERIFY2(std::abs(curve[j] - byRotation[j]) < 1e-10, qPrintable(QString::number(j)));
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError,
                                 pe::ropeScoreCurve(q, k, {1.0, 0.5}, 1.0, {0, 1}));
    }

    void oneRequestGivesEveryCurve() {
        pe::RopeContextRequest request = qwenYarnRequest();
        const pe::RopeContextResult r = pe::computeRopeContext(request);
        QCOMPARE(r.distances.size(), std::size_t(100));
        QCOMPARE(r.distances.back(), std::int64_t(131072));
        QCOMPARE(r.factor, 4.0);
        QCOMPARE(r.original.attentionFactor, 1.0);
        QCOMPARE(r.onesBefore.front(), 128.0);
        const Eigen::VectorXd q = pe::ropeContextQuery(128, true, request.seed);
        const Eigen::VectorXd k = pe::ropeContextKey(128, true, request.seed);
        QVERIFY(r.randomAfter ==
                pe::ropeScoreCurve(q, k, r.scaled.invFreq, r.scaled.attentionFactor, r.distances));
        QVERIFY(r.randomBefore == pe::ropeScoreCurve(q, k, r.original.invFreq, 1.0, r.distances));
        QCOMPARE(r.bands.interpolated, std::int64_t(24));
        request.logDistances = true;
        QVERIFY(pe::computeRopeContext(request).distances == pe::sampleDistancesLog(131072, 100));

        request.targetContext = 0;
        try {
            pe::computeRopeContext(request);
            QFAIL("target-context 0 accepted");
        } catch (const pe::ParameterError& e) {
            QVERIFY2(QString(e.what()).contains("target-context"), e.what());
        }
        request.targetContext = 10;
        request.params.headDim = 63;
        QVERIFY_THROWS_EXCEPTION(pe::ParameterError, pe::computeRopeContext(request));
    }

    // Asked before each of the four score curves: stopped at the third question, nothing is
    // returned and it is not asked again; never stopped, the result is the plain one.
    void aStopEndsTheWorkBetweenCurves() {
        pe::RopeContextRequest request = qwenYarnRequest();
        int asked = 0;
        QVERIFY(!pe::computeRopeContext(request, [&] { return ++asked == 3; }));
        QCOMPARE(asked, 3);
        int questions = 0;
        const auto whole = pe::computeRopeContext(request, [&] { return ++questions < 0; });
        QVERIFY(whole);
        QCOMPARE(questions, 4);
        const pe::RopeContextResult plain = pe::computeRopeContext(request);
        QVERIFY(whole->onesBefore == plain.onesBefore && whole->onesAfter == plain.onesAfter &&
                whole->randomBefore == plain.randomBefore &&
                whole->randomAfter == plain.randomAfter);
    }
};

QTEST_APPLESS_MAIN(TestRopeContext)
#include "test_rope_context.moc"
