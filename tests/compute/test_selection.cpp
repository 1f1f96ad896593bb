// SPDX-License-Identifier: GPL-3.0-or-later
// The selection rules every input path follows (clicks, control panel, presets, sessions),
// checked on values written out by hand.

#include "ui/compute/scene.h"
#include "ui/compute/selection.h"

#include <QtTest>
#include <limits>

using Dims = std::vector<std::int64_t>;

namespace {

Selection selection(std::int64_t position, std::int64_t dimension, Dims waveDims,
                    std::int64_t bandFirst = -1, std::int64_t bandLast = -1) {
    Selection s;
    s.p = position;
    s.dimension = dimension;
    s.waveDims = std::move(waveDims);
    s.bandFirst = bandFirst;
    s.bandLast = bandLast;
    return s;
}

} // namespace

class TestSelection : public QObject {
    Q_OBJECT
  private slots:
    void spreadCoversTheRangeEvenly() {
        QCOMPARE(spreadDimensions(0, 15, 4), (Dims{0, 5, 10, 15}));
        QCOMPARE(spreadDimensions(0, 511, 4), (Dims{0, 170, 340, 511}));
        QCOMPARE(spreadDimensions(4, 6, 8), (Dims{4, 5, 6})); // shorter than the count
        QCOMPARE(spreadDimensions(3, 3, 4), (Dims{3}));
        QVERIFY(spreadDimensions(5, 4, 4).empty());
        QVERIFY(spreadDimensions(0, 9, 0).empty());
        // D near 2^63 (the command line accepts it): (2^63 - 2) / 3 is exact.
        QCOMPARE(spreadDimensions(0, std::numeric_limits<std::int64_t>::max() - 1, 4),
                 (Dims{0, 3074457345618258602, 6148914691236517204, 9223372036854775806}));
    }
    void defaultsAreFourFromFastToSlow() {
        QCOMPARE(defaultWaveDimensions(16), (Dims{0, 5, 10, 15}));
        QCOMPARE(defaultWaveDimensions(3), (Dims{0, 1, 2}));
        QCOMPARE(defaultWaveDimensions(1), (Dims{0}));
    }
    void defaultsFollowDButChosenDimensionsStay() {
        QCOMPARE(followDimensionChange({0, 5, 10, 15}, 16, 32), (Dims{0, 10, 20, 31}));
        QCOMPARE(followDimensionChange({2, 7}, 16, 32), (Dims{2, 7}));
        QCOMPARE(followDimensionChange({0, 5, 10, 15}, 16, 16), (Dims{0, 5, 10, 15}));
    }
    void clampingKeepsEverythingInsideTheEncoding() {
        const Selection s = clampedSelection(selection(100, 20, {1, 9, 30}, 8, 12), 64, 10);
        QCOMPARE(s.p, 63);
        QCOMPARE(s.dimension, 9);
        QCOMPARE(s.waveDims, (Dims{1, 9}));
        QCOMPARE(s.bandFirst, -1); // the band reached dimension 12 of 10
        QCOMPARE(s.bandLast, -1);
        const Selection negative = clampedSelection(selection(-5, -1, {40}), 64, 8);
        QCOMPARE(negative.p, 0);
        QCOMPARE(negative.dimension, 0);
        QCOMPARE(negative.waveDims, (Dims{0, 2, 4, 7})); // none left: the defaults
        const Selection band = clampedSelection(selection(1, 1, {1}, 2, 5), 64, 8);
        QCOMPARE(band.bandFirst, 2);
        QCOMPARE(band.bandLast, 5);
    }
    void addingAWaveformDropsTheOldestWhenFull() {
        QCOMPARE(withWaveDimension(selection(0, 0, {1, 2}), 7, 3).waveDims, (Dims{1, 2, 7}));
        QCOMPARE(withWaveDimension(selection(0, 0, {1, 2, 3}), 7, 3).waveDims, (Dims{2, 3, 7}));
        QCOMPARE(withWaveDimension(selection(0, 0, {1, 2, 3}), 2, 3).waveDims, (Dims{1, 2, 3}));
    }
    void aBandSelectsItsDimensions() {
        const Selection s = withBand(selection(5, 0, {0}), 8, 15, 8);
        QCOMPARE(s.bandFirst, 8);
        QCOMPARE(s.bandLast, 15);
        QCOMPARE(s.dimension, 8);
        QCOMPARE(s.waveDims, (Dims{8, 9, 10, 11, 12, 13, 14, 15}));
        QCOMPARE(s.p, 5);
        QCOMPARE(withBand(selection(0, 0, {0}), 0, 99, 4).waveDims, (Dims{0, 33, 66, 99}));
    }
    void oneDimensionOrTheDefaultsClearTheBand() {
        const Selection d = withDimension(selection(0, 0, {0}, 2, 6), 4);
        QCOMPARE(d.dimension, 4);
        QVERIFY(!d.hasBand());
        const Selection r = withDefaultWaveforms(selection(0, 3, {3}, 2, 6), 16);
        QCOMPARE(r.waveDims, (Dims{0, 5, 10, 15}));
        QVERIFY(!r.hasBand());
        QCOMPARE(r.dimension, 3);
    }

    // A preset's scene as the user moves on: the words last while L fits the sentence, the
    // overlay while L holds both starts and one of them is selected; neither comes back.
    // Every view's click goes through one rule: what each kind of pick sets, written out.
    void aPickSetsWhatItChose() {
        Selection s;
        s.p = 3;
        s.dimension = 2;
        s.q = 4;
        s.waveDims = {0, 1};
        const Selection cell = pickedSelection(s, {SelectionPick::What::Cell, 7, 5}, 8);
        QCOMPARE(cell.p, std::int64_t(7));
        QCOMPARE(cell.dimension, std::int64_t(5));
        QCOMPARE(cell.waveDims, (std::vector<std::int64_t>{0, 1, 5}));
        QCOMPARE(cell.q, std::int64_t(4));
        const Selection pair = pickedSelection(s, {SelectionPick::What::Pair, 9, 12}, 8);
        QCOMPARE(pair.p, std::int64_t(9));
        QCOMPARE(pair.q, std::int64_t(12));
        QCOMPARE(pair.dimension, std::int64_t(2));
        QCOMPARE(pair.waveDims, s.waveDims);
        Selection banded = s;
        banded.bandFirst = 1;
        banded.bandLast = 4;
        const Selection one = pickedSelection(banded, {SelectionPick::What::Dimension, 6, 0}, 8);
        QCOMPARE(one.dimension, std::int64_t(6));
        QVERIFY(!one.hasBand());
        // A band dragged right to left is the same band.
        const Selection band = pickedSelection(s, {SelectionPick::What::Band, 11, 8}, 8);
        QCOMPARE(band.bandFirst, std::int64_t(8));
        QCOMPARE(band.bandLast, std::int64_t(11));
        QCOMPARE(band.dimension, std::int64_t(8));
        QCOMPARE(band.waveDims, (std::vector<std::int64_t>{8, 9, 10, 11}));
    }

    void aSceneEndsWhereItNoLongerFits() {
        const Scene love{{"I", "love", "you"}, {}};
        QCOMPARE(keptScene(love, 3, 0), love);
        QCOMPARE(keptScene(love, 2, 1), love); // fewer positions: still words
        QVERIFY(keptScene(love, 4, 0).tokens.empty());
        QVERIFY(labelsPositions(love, 3));
        QVERIFY(!labelsPositions(love, 4));

        const Scene overlay{{}, {0, 10}};
        QCOMPARE(keptScene(overlay, 64, 0), overlay);
        QCOMPARE(keptScene(overlay, 64, 10), overlay);
        QCOMPARE(keptScene(overlay, 11, 0), overlay);
        QVERIFY(keptScene(overlay, 64, 5).offsetStarts.empty()); // another start selected
        QVERIFY(keptScene(overlay, 10, 0).offsetStarts.empty()); // p = 10 is gone
    }
};

QTEST_APPLESS_MAIN(TestSelection)
#include "test_selection.moc"
