// SPDX-License-Identifier: GPL-3.0-or-later
// The presets reproduce the course's numbers, checked with the engine's own functions
// against ../shared/reference (not against values printed by this code).

#include "core/course_presets.h"
#include "core/parameter_validation.h"
#include "core/similarity.h"
#include "core/sinusoidal_encoding.h"
#include "core/toy_embedding.h"

#include <QtTest>
#include <cmath>
#include <set>

namespace {

const pe::CoursePreset& preset(const char* id) {
    const pe::CoursePreset* found = pe::findCoursePreset(id);
    if (!found)
        throw std::runtime_error(std::string("missing preset ") + id);
    return *found;
}

// cosine(PE[a], PE[b]) from the general path, not the Toeplitz fast path.
double cosineOf(const pe::EncodingParams& p, std::int64_t a, std::int64_t b) {
    const pe::Matrix m = pe::sinusoidalEncoding(p);
    return m.row(a).dot(m.row(b)) / (m.row(a).norm() * m.row(b).norm());
}

} // namespace

class TestCoursePresets : public QObject {
    Q_OBJECT
  private slots:
    void everyPresetIsValidAndNamed() {
        const auto& presets = pe::coursePresets();
        QCOMPARE(presets.size(), std::size_t(7));
        std::set<std::string> ids;
        for (const auto& p : presets) {
            QVERIFY2(!pe::checkParams(p.params), p.id.c_str());
            QVERIFY(!p.nameEn.empty() && !p.nameZh.empty());
            QVERIFY(!p.noteEn.empty() && !p.noteZh.empty());
            if (!p.tokens.empty())
                QCOMPARE(p.params.length, std::int64_t(p.tokens.size()));
            for (auto [a, b] : p.comparePairs)
                QVERIFY(a >= 0 && b < p.params.length);
            ids.insert(p.id);
        }
        QCOMPARE(ids.size(), presets.size());
        QVERIFY(pe::findCoursePreset("no-such-preset") == nullptr);
    }

    void iLoveYou() {
        const auto& p = preset("i-love-you");
        QVERIFY(p.tokens == pe::splitWords("I love you"));
        QCOMPARE(p.params.dim, std::int64_t(512));
        QCOMPARE(p.params.base, 10000.0);
        // ../shared/reference: "love" at pos 1, dims 0..3.
        const double love[] = {0.8414709848078965, 0.5403023058681398, 0.8218561900175317,
                               0.5696950086931312};
        const pe::Matrix m = pe::sinusoidalEncoding(p.params);
        QCOMPARE(p.tokens[1], std::string("love"));
        for (int d = 0; d < 4; ++d)
            QVERIFY(std::abs(m(1, d) - love[d]) < 1e-15);
    }

    void woShiYiTiaoGou() {
        const auto& p = preset("wo-shi-yi-tiao-gou");
        QVERIFY(p.tokens == pe::splitCharacters("我是一条狗"));
        QCOMPARE(p.params.length, std::int64_t(5));
        QCOMPARE(p.params.dim, std::int64_t(3));
        const pe::Matrix m = pe::sinusoidalEncoding(p.params);
        QCOMPARE(m(0, 0), 0.0);
        QCOMPARE(m(0, 1), 1.0);
        QCOMPARE(m(0, 2), 0.0);
        QVERIFY(std::abs(m(1, 2) - 0.0021544330233656027) < 1e-15); // reference, pos 1
    }

    void woXihuanDaLanqiu() {
        const auto& p = preset("wo-xihuan-da-lanqiu");
        QVERIFY(p.tokens == pe::splitWords("我 喜欢 打 篮球"));
        QCOMPARE(p.params.dim, std::int64_t(512));
    }

    void translationConsistency() {
        const auto& p = preset("translation-consistency");
        QCOMPARE(p.params.length, std::int64_t(64));
        QCOMPARE(p.params.dim, std::int64_t(16));
        QVERIFY((p.comparePairs ==
                 std::vector<std::pair<std::int64_t, std::int64_t>>{{0, 3}, {10, 13}}));
        // ../shared/reference: both 0.6928876326631178, printed 0.693 in the course.
        const pe::Matrix sim = pe::similarity(p.params, pe::Metric::Cosine);
        for (auto [a, b] : p.comparePairs) {
            QVERIFY(std::abs(sim(a, b) - 0.6928876326631178) < 1e-15);
            QVERIFY(std::abs(cosineOf(p.params, a, b) - 0.6928876326631178) < 1e-15);
        }
    }

    void exerciseWithEightDimensions() {
        const auto& ex = preset("translation-consistency-exercise");
        QCOMPARE(ex.params.dim, std::int64_t(8));
        QCOMPARE(ex.params.length, std::int64_t(64));
        // Equal to each other (translation invariance), not to the D = 16 value. For even
        // D: cosine = (2/D) sum_i cos(3 / base^(2i/D)).
        double expected = 0.0;
        for (int i = 0; i < 4; ++i)
            expected += std::cos(3.0 / std::pow(10000.0, 2.0 * i / 8)) / 4.0;
        const pe::Matrix sim = pe::similarity(ex.params, pe::Metric::Cosine);
        for (auto [a, b] : ex.comparePairs)
            QVERIFY(std::abs(sim(a, b) - expected) < 1e-14);
        QVERIFY(std::abs(expected - 0.6928876326631178) > 0.01);
    }

    void paperAndLongContext() {
        QCOMPARE(preset("paper").params.dim, std::int64_t(512));
        QCOMPARE(preset("paper").params.base, 10000.0);
        const auto& lc = preset("long-context");
        QCOMPARE(lc.params.length, std::int64_t(131072));
        QCOMPARE(lc.params.base, 500000.0);
        // The full PE matrix fits the default budget (the similarity matrix would not).
        QVERIFY(!pe::checkMatrixFits(131072, double(lc.params.dim), 8, lc.params.memoryBudgetBytes,
                                     "the PE matrix"));
    }
};

QTEST_APPLESS_MAIN(TestCoursePresets)
#include "test_course_presets.moc"
