// SPDX-License-Identifier: GPL-3.0-or-later
// RoPE context-extension scalings against values computed independently of this code:
// tests/data/rope_expected.py evaluates the published formulas (as Hugging Face transformers
// writes them in modeling_rope_utils.py) in Python double with the math module only; its
// printed literals are pasted here. Each row is {pair, inv_freq, wavelength}.

#include "core/rope_scaling.h"

#include <QtTest>
#include <cmath>
#include <vector>

namespace {

struct Expected {
    int pair;
    double invFreq;
    double wavelength;
};

pe::RopeParams rope(std::int64_t headDim, double base,
                    pe::RopeScalingType type = pe::RopeScalingType::None,
                    std::optional<double> factor = std::nullopt,
                    std::optional<std::int64_t> original = std::nullopt) {
    pe::RopeParams p;
    p.headDim = headDim;
    p.base = base;
    p.scaling.type = type;
    p.scaling.factor = factor;
    p.scaling.originalMaxPosition = original;
    return p;
}

// Python's pow and the C library's may differ in the last bit; a formula mistake is far
// larger than this.
bool close(double actual, double expected) {
    return std::abs(actual - expected) <= 1e-14 * std::abs(expected);
}

void compareRows(const pe::RopeFrequencies& f, const std::vector<Expected>& rows) {
    for (const Expected& row : rows) {
        const auto i = static_cast<std::size_t>(row.pair);
        QVERIFY2(i < f.invFreq.size(), qPrintable(QString("pair %1").arg(row.pair)));
        QVERIFY2(close(f.invFreq[i], row.invFreq),
                 qPrintable(QString("pair %1: inv_freq %2, expected %3")
                                .arg(row.pair)
                                .arg(f.invFreq[i], 0, 'g', 17)
                                .arg(row.invFreq, 0, 'g', 17)));
        QVERIFY2(close(f.wavelength[i], row.wavelength),
                 qPrintable(QString("pair %1: wavelength %2, expected %3")
                                .arg(row.pair)
                                .arg(f.wavelength[i], 0, 'g', 17)
                                .arg(row.wavelength, 0, 'g', 17)));
    }
}

QString errorOf(const pe::RopeParams& p) {
    try {
        pe::ropeFrequencies(p);
    } catch (const pe::ParameterError& error) {
        return QString::fromStdString(error.what());
    }
    return {};
}

} // namespace

class TestRopeScaling : public QObject {
    Q_OBJECT
  private slots:
    void plainLlama3Base() {
        const auto f = pe::ropeFrequencies(rope(128, 500000.0));
        QCOMPARE(f.rotaryDim, 128);
        QCOMPARE(f.invFreq.size(), std::size_t(64));
        QCOMPARE(f.attentionFactor, 1.0);
        compareRows(f, {{0, 1.0, 6.283185307179586},
                        {1, 0.8146172338565447, 7.713052272947695},
                        {17, 0.030634520893224042, 205.1014712806997},
                        {40, 0.0002742481756762073, 22910.58196353461},
                        {63, 2.455140791131609e-06, 2559195.5173713593}});
    }

    void llama3HasThreeBands() {
        // Llama 3.1: factor 8, low_freq_factor 1, high_freq_factor 4, original 8192.
        // Pairs 0..28 have wavelengths under 8192/4 and stay, pairs 35..63 are over 8192/1
        // and are divided by 8, pairs 29..34 blend smoothly.
        auto p = rope(128, 500000.0, pe::RopeScalingType::Llama3, 8.0, 8192);
        p.scaling.lowFreqFactor = 1.0;
        p.scaling.highFreqFactor = 4.0;
        const auto f = pe::ropeFrequencies(p);
        QCOMPARE(f.attentionFactor, 1.0);
        compareRows(f, {{0, 1.0, 6.283185307179586},
                        {28, 0.0032114459947525913, 1956.4972655452177},
                        {29, 0.002166570763503359, 2900.060045590034},
                        {31, 0.0008567514129196321, 7333.732063268839},
                        {34, 0.00017850781276799638, 35198.3770892187},
                        {35, 9.556212353964683e-05, 65749.74555240829},
                        {63, 3.068925988914511e-07, 20473564.138970874}});
    }

    void yarnFactor4Over4096() {
        // Correction range floor/ceil = (20, 46): pairs up to 20 keep their frequency, pairs
        // from 46 are divided by 4, the ramp blends between.
        const auto f =
            pe::ropeFrequencies(rope(128, 10000.0, pe::RopeScalingType::Yarn, 4.0, 4096));
        compareRows(f, {{0, 1.0, 6.283185307179586},
                        {20, 0.056234132519034905, 111.73259061216544},
                        {21, 0.047292038501684786, 132.85926143690648},
                        {30, 0.009488517882700576, 662.1882769104606},
                        {45, 0.0004294025889973582, 14632.388039044268},
                        {46, 0.000333380358040831, 18846.897112066956},
                        {63, 2.8869549617236455e-05, 217640.572523107}});
        QVERIFY(close(f.attentionFactor, 1.138629436111989)); // 0.1 ln 4 + 1
    }

    void yarnWithoutTruncation() {
        // Real-valued range (20.944..., 45.026...): pair 21 is already partly interpolated.
        auto p = rope(128, 10000.0, pe::RopeScalingType::Yarn, 4.0, 4096);
        p.scaling.truncate = false;
        compareRows(pe::ropeFrequencies(p), {{0, 1.0, 6.283185307179586},
                                             {20, 0.056234132519034905, 111.73259061216544},
                                             {21, 0.04861255519347015, 129.25025813133087},
                                             {30, 0.009574461236755236, 656.2442681431696},
                                             {45, 0.00038627080494978226, 16266.270260825024},
                                             {46, 0.000333380358040831, 18846.897112066956},
                                             {63, 2.8869549617236455e-05, 217640.572523107}});
    }

    void yarnAttentionFactorChoices() {
        auto p = rope(128, 10000.0, pe::RopeScalingType::Yarn, 40.0, 4096);
        p.scaling.mscale = 1.0;
        p.scaling.mscaleAllDim = 0.5;
        // (0.1 * 1 * ln 40 + 1) / (0.1 * 0.5 * ln 40 + 1), from the script.
        QVERIFY(close(pe::ropeFrequencies(p).attentionFactor, 1.1557219901962608));
        p.scaling.attentionFactor = 0.75; // given: used as it is
        QCOMPARE(pe::ropeFrequencies(p).attentionFactor, 0.75);
        // Every other scaling has none.
        QCOMPARE(
            pe::ropeFrequencies(rope(64, 1e4, pe::RopeScalingType::Linear, 4.0)).attentionFactor,
            1.0);
    }

    void linearFactor4() {
        compareRows(pe::ropeFrequencies(rope(128, 10000.0, pe::RopeScalingType::Linear, 4.0)),
                    {{0, 0.25, 25.132741228718345},
                     {1, 0.21649108084001634, 29.022836796785942},
                     {63, 2.8869549617236455e-05, 217640.572523107}});
    }

    void ntkFactor4() {
        // base' = 10000 * 4^(128/126): the slowest pair becomes exactly 4 times slower.
        compareRows(pe::ropeFrequencies(rope(128, 10000.0, pe::RopeScalingType::Ntk, 4.0)),
                    {{0, 1.0, 6.283185307179586},
                     {1, 0.8471171851512068, 7.417138286550124},
                     {32, 0.004945289840680367, 1270.539343415947},
                     {63, 2.8869549617236452e-05, 217640.572523107}});
    }

    void dynamicNtkGrowsWithTheSequence() {
        auto p = rope(128, 10000.0, pe::RopeScalingType::Dynamic, 4.0, 4096);
        const std::vector<Expected> plain = {{0, 1.0, 6.283185307179586},
                                             {1, 0.8659643233600653, 7.2557091991964855},
                                             {63, 0.00011547819846894582, 54410.14313077675}};
        compareRows(pe::ropeFrequencies(p), plain); // no seq_len: the original context
        p.seqLen = 4096;
        compareRows(pe::ropeFrequencies(p), plain);
        p.seqLen = 100;
        compareRows(pe::ropeFrequencies(p), plain);
        p.seqLen = 8192;
        compareRows(pe::ropeFrequencies(p), {{0, 1.0, 6.283185307179586},
                                             {1, 0.8441220364885494, 7.443456082863225},
                                             {32, 0.004415375228938883, 1423.0240877375177},
                                             {63, 2.3095639693789166e-05, 272050.7156538837}});
    }

    void partialRotaryFactor() {
        // int(80 * 0.4) = 32 rotary dims: the exponent is 2i/32, not 2i/80.
        auto p = rope(80, 10000.0);
        p.partialRotaryFactor = 0.4;
        const auto f = pe::ropeFrequencies(p);
        QCOMPARE(f.rotaryDim, 32);
        QCOMPARE(f.invFreq.size(), std::size_t(16));
        compareRows(f, {{0, 1.0, 6.283185307179586},
                        {1, 0.5623413251903491, 11.173259061216543},
                        {15, 0.00017782794100389227, 35332.94752055899}});
    }

    void float32RepeatsTheReferenceRoundings() {
        // Python: f = float32 rounding via struct; p = f(10000 ** (2i/128)), inv = f(1 / p),
        // linear: f(inv / f(4)).
        const auto f = pe::ropeFrequencies(rope(128, 10000.0), pe::RopePrecision::Float32);
        const auto lin = pe::ropeFrequencies(rope(128, 10000.0, pe::RopeScalingType::Linear, 4.0),
                                             pe::RopePrecision::Float32);
        const std::vector<std::pair<int, double>> plain = {
            {1, 0.8659643530845642}, {37, 0.004869675263762474}, {63, 0.00011547819303814322}};
        const std::vector<std::pair<int, double>> linear = {
            {1, 0.21649108827114105}, {37, 0.0012174188159406185}, {63, 2.8869548259535804e-05}};
        for (const auto& [pair, value] : plain)
            QCOMPARE(f.invFreq[std::size_t(pair)], value);
        for (const auto& [pair, value] : linear)
            QCOMPARE(lin.invFreq[std::size_t(pair)], value);
        // Every type: float32 values, within float32's relative precision of the double ones.
        auto y = rope(128, 10000.0, pe::RopeScalingType::Yarn, 4.0, 4096);
        auto l3 = rope(128, 500000.0, pe::RopeScalingType::Llama3, 8.0, 8192);
        for (const auto& p : {y, l3, rope(128, 1e4, pe::RopeScalingType::Ntk, 4.0)}) {
            const auto single = pe::ropeFrequencies(p, pe::RopePrecision::Float32);
            const auto exact = pe::ropeFrequencies(p);
            for (std::size_t i = 0; i < exact.invFreq.size(); ++i) {
                QCOMPARE(double(float(single.invFreq[i])), single.invFreq[i]);
                QVERIFY(std::abs(single.invFreq[i] / exact.invFreq[i] - 1.0) < 1e-6);
            }
        }
    }

    void invalidParametersNameTheField_data() {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("mentions");
        const QStringList cases = {"factor 0 is not valid",
                                   "factor -2 is not valid",
                                   "factor (missing) is not valid",
                                   "head-dim 127 is not valid",
                                   "head-dim 0 is not valid",
                                   "partial-rotary-factor 0.3",
                                   "low-freq-factor 0 is not",
                                   "high-freq-factor 1 is not",
                                   "original-max-position (missing)",
                                   "beta-fast 0.5 is not",
                                   "base 1 is not valid",
                                   "head-dim 2 is not valid",
                                   "original-max-position 0",
                                   "base nan is not valid"};
        for (int i = 0; i < cases.size(); ++i)
            QTest::newRow(qPrintable(cases[i])) << i << cases[i];
    }

    void invalidParametersNameTheField() {
        QFETCH(int, which);
        QFETCH(QString, mentions);
        using T = pe::RopeScalingType;
        pe::RopeParams p = rope(128, 10000.0, T::Linear, 4.0);
        switch (which) {
        case 0:
            p.scaling.factor = 0.0;
            break;
        case 1:
            p.scaling.factor = -2.0;
            break;
        case 2:
            p.scaling.factor.reset();
            break;
        case 3:
            p.headDim = 127;
            break;
        case 4:
            p.headDim = 0;
            break;
        case 5:
            p.partialRotaryFactor = 0.3;
            break; // int(38.4) = 38 is even: use 0.3 of 10
        case 6:
            p = rope(128, 5e5, T::Llama3, 8.0, 8192);
            p.scaling.lowFreqFactor = 0.0;
            break;
        case 7:
            p = rope(128, 5e5, T::Llama3, 8.0, 8192);
            p.scaling.highFreqFactor = 1.0;
            break;
        case 8:
            p = rope(128, 1e4, T::Yarn, 4.0);
            break;
        case 9:
            p = rope(128, 1e4, T::Yarn, 4.0, 4096);
            p.scaling.betaFast = 0.5;
            break;
        case 10:
            p.base = 1.0;
            break;
        case 11:
            p = rope(2, 1e4, T::Ntk, 4.0);
            break;
        case 12:
            p = rope(128, 1e4, T::Dynamic, 4.0, 0);
            break;
        case 13:
            p.base = std::nan("");
            break;
        }
        if (which == 5)
            p.headDim = 10; // int(10 * 0.3) = 3: odd
        const QString error = errorOf(p);
        QVERIFY2(error.contains(mentions), qPrintable(error));
        QVERIFY(!error.contains('\n'));
    }

    void float32OverflowIsAnError() {
        // 1e39 is beyond float32: the reference would produce inf; here it is refused.
        const QString error = [] {
            try {
                pe::ropeFrequencies(rope(128, 1e39), pe::RopePrecision::Float32);
            } catch (const pe::ParameterError& e) {
                return QString::fromStdString(e.what());
            }
            return QString();
        }();
        QVERIFY2(error.startsWith("base 1e+39 is not valid") && error.contains("float32"),
                 qPrintable(error));
        QCOMPARE(pe::ropeFrequencies(rope(128, 1e39)).invFreq.size(), std::size_t(64));
    }

    void namesRoundTrip() {
        for (const char* name : {"none", "linear", "ntk", "dynamic", "yarn", "llama3"})
            QCOMPARE(pe::toString(*pe::ropeScalingFromString(name)), std::string(name));
        QVERIFY(pe::ropeScalingFromString("default") == pe::RopeScalingType::None);
        QVERIFY(!pe::ropeScalingFromString("longrope"));
    }
};

QTEST_GUILESS_MAIN(TestRopeScaling)
#include "test_rope_scaling.moc"
