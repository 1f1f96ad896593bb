#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Applies each deliberate breakage in turn, rebuilds the test meant to catch it and checks
# that it FAILS; then reverts the breakage. Shows that each test can fail.
#   bash tests/breakages/check.sh [NN ...]      (default: every patch; NN = the patch number)
#   bash tests/breakages/check.sh --sample N    (N patches chosen from `git rev-parse HEAD`,
#                                               a different few for each commit: what CI runs)
# For each patch: the catching test function runs first on the sources as they are and must
# pass (a test that fails, is skipped or crashes already proves nothing: the check is void
# and stops here); then with the patch applied it must report QtTest's "FAIL!" for that
# function. A crash, a hang, a build failure or a non-zero exit without that line is not a
# catch. The working tree is restored after each patch, also when the check stops.
# PE_BUILD_DIR: the build tree (default build). Needs a clean working tree for the patched
# files; stops at the first breakage that goes unnoticed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${PE_BUILD_DIR:-$root/build}"
jobs="${PE_BUILD_JOBS:-2}"
export QT_QPA_PLATFORM=offscreen
# A -DPE_WERROR=ON tree (CI's) builds a sabotaged file with its warnings allowed: the test
# decides whether a breakage is caught, not an unused variable it leaves.
export PE_ALLOW_WARNINGS=1
logs="$(mktemp -d /tmp/pe-breakages.XXXXXX)"
# patch number -> "test target:test function" that must fail with it
declare -A catcher=(
    [01]=test_sinusoidal_encoding:agreesWithPaperForEveryDimension
    [02]=test_fast_encoding
    [03]=test_fast_encoding:theBoundTheHeaderStatesIsTheDerivedOne
    [04]=test_reliability:aBurstOfRealInputEndsOnTheLast
    [05]=test_reliability:memoryIsFlatOverAThousandCompletedJobs
    [09]=test_export_cli:aFigureCutShortLeavesNothing
    [10]=test_explorer_window:zoomingInRecomputesExactly
    [11]=test_explorer_window:ctrlEExportsTheClickedView
    [12]=test_export_cli:exportedHeatmapCellsShowTheEncoding
    [13]=test_layers:eachLayerIncludesOnlyItselfAndBelow
    [14]=test_export_cli:aFigureCutShortLeavesNothing
    [15]=test_explore_compute:aJobCancelledMidwayStopsWithinAChunk
    [16]=test_animation_export:gifHasTheFramesOfTheRequestedSizeAndTheyDiffer
    [17]=test_export_animation:cancelLeavesNoFile
    [18]=test_animation_export:memoryDoesNotGrowWithTheFrameCount
    [19]=test_undo_history:aSliderGestureIsOneStep
    [20]=test_presentation:lessonsOpenBesideTheViews
    [21]=test_explorer_window:tabFollowsTheScreen
    [22]=test_presentation:leavingPresentationRestoresTheMargins
    [23]=test_export_cli:outputSuffixMustMatchWhatIsWritten
    [24]=test_presentation:aLessonsKeyClosesThem
    [25]=test_presentation:lessonsOpenBesideTheViews
    [26]=test_presentation:theWholeWindowFollowsTheTextSize
    [27]=test_course_presets_window:chineseLabelsStandUprightInTheLessons
    [28]=test_explore_compute:drawnColumnsAreExactDimensions
    [29]=test_numbers_shown:aClickNamesOnePositionInTheStatusBarAndTheInspector
    [30]=test_clean_figures:eachStackedCurveSitsInTheBandOfItsOwnLabel
    [31]=test_numbers_shown:aNumberIsWrittenOneWayInBothLanguages
    [32]=test_figure_export:crispMapDrawsQCustomPlotsPixelsWhicheverWayTheAxesRun
    [33]=test_teaching_views:aNewMatrixInTheSameRangeIsDrawn
    [34]=test_export_cli:chineseFigures
    [35]=test_figure_export:svgCellsStaySharpInLibrsvg
    [36]=test_clean_figures:solidWaveBandsHaveNoSeams
    [37]=test_export_cli:chineseFigures
    [38]=test_course_presets_window:thePresetSelectsTheCellItsNoteExplains
    [39]=test_course_presets_window:thePresetSelectsTheCellItsNoteExplains
    [40]=test_lessons_fit:everyLessonFitsTheDockedWidth
    [41]=test_teaching_views:phasorPeriodsInPlainDigits
    [42]=test_presentation:dockTitlesFollowTheTextSize
    [43]=test_presentation:theControlsAreWholeAtLargeText
    [44]=test_presentation:theStatusBarTextClearsItsLabels
    [45]=test_presentation:theViewsReadWholeAtTheLargestText
    [50]=test_memory_reuse:aFreedBufferIsReusedWithoutNewPages
    [51]=test_png_encoder:rowsComeBackExactly
    [52]=test_binned_encoding:noColumnDrawsASlowerWaveThanItsDimension
    [53]=test_lessons_fit:aLessonOpenedAgainHasItsWidthBack
    [54]=test_course_presets_window:thePresetSelectsTheCellItsNoteExplains
    [55]=test_presentation:theStatusBarTextClearsItsLabels
    [56]=test_presentation:theStatusBarTextClearsItsLabels
    [57]=test_binned_encoding:aCellIsTheMeanOfOneDimensionOverItsPositions
    [58]=test_explore_compute:aMillionPositionsAreSampledAtDisplayResolution
    [59]=test_presentation:inspectorLeavesTheViewsAlone
    [60]=test_lessons_fit:everyLessonPlotIsReadableAtTheLargestText
    [61]=test_lessons_fit:everyLessonPlotIsReadableAtTheLargestText
    [62]=test_lessons_fit:everyLessonPlotIsReadableAtTheLargestText
    [63]=test_course_presets_window:chineseLabelsStandUprightInTheLessons
    [64]=test_teaching_views:contextExtensionNumbersInPlainDigits
    [65]=test_teaching_views:phasorLabelsFollowTheTextSize
    [66]=test_course_presets_window:chineseUprightTitlesFitTheDockedLessonAtTheLargestText
    [70]=test_presentation:titlesAreWholeBesideALessonAndTheViewsSettle
    [71]=test_presentation:ticksNeverOverlapAtTheLargestText
    [72]=test_numbers_shown:aChineseSubtitleWrapsRatherThanShrinks
    [73]=test_course_presets_window:chineseVerticalAxisLabelsStandUpright
    [74]=test_explorer_window:clickingAHeatmapColumnAddsItsWaveform
    [75]=test_presentation:keysWorkFromTheLessonsDock
    [76]=test_presentation:theStatusBarLabelsStandApart
    [77]=test_course_presets_window:thePresetSelectsTheCellItsNoteExplains
    [78]=test_course_presets_window:theLegendAndTheLengthLabelKeepOutOfTheWay
    [79]=test_presentation:theViewsReadWholeAtTheLargestText
    [80]=test_explorer_window:springsShowEachPairsShareOfTheDistance
    [81]=test_presentation:theViewsReadWholeAtTheLargestText
    [82]=test_presentation:theControlsAreWholeAtLargeText
    [83]=test_context_extension:contextLabelsReadOverTheCurves
    [84]=test_presentation:theInspectorOpensInSightWhilePresenting
    [85]=test_explorer_window:theFileNameTypedDecidesTheFormat
    [86]=test_course_presets_window:theLegendAndTheLengthLabelKeepOutOfTheWay
    [87]=test_presentation:aReopenedInspectorExplainsTheSelection
    [100]=test_typed_number:integersRefused
    [101]=test_entry_fields:typedValueIsRefusedByName
    [102]=test_dialog_fields:figureFieldsRefuseByName
    [103]=test_context_extension:typedNumbersAreTakenExactlyOrRefusedByName
    [104]=test_entry_fields:typedValueIsRefusedByName
    [105]=test_dialog_fields:animationFieldsTakeWhatIsTypedOrRefuseByName
    [106]=test_entry_fields:aRefusalEndsWhenTheSelectionMovesOrAnotherIsRefused
    [110]=test_context_extension:realConfigsOpenThroughTheModelBox
    [111]=test_context_extension:realConfigsOpenThroughTheModelBox
    [112]=test_context_extension:faultyConfigsAreNamedInRedAndChangeNothing
    [113]=test_context_extension:faultyConfigsAreNamedInRedAndChangeNothing
    [114]=test_context_extension:realConfigsOpenThroughTheModelBox
    [115]=test_teaching_inspector:numbersAreWrittenInDigits
    [116]=test_figure_parameters:eachViewsFigureBringsItsStateBack
    [117]=test_figure_parameters:eachViewsFigureBringsItsStateBack
    [118]=test_figure_parameters:eachViewsFigureBringsItsStateBack
    [130]=test_undo_history:aDoubleClickOnlyResetsTheZoom
    [131]=test_explorer_window:tabFollowsTheScreen
    [132]=test_plot_keyboard:tabShowsAFrameOnThePlotWithTheKeyboard
    [133]=test_plot_keyboard:ctrlEExportsTheFocusedPlot
    [134]=test_plot_keyboard:shiftArrowsDrawABandOnTheWavelengths
    [135]=test_plot_keyboard:enterOpensTheInspectorOnTheSelectedCell
    [136]=test_window_layout:theProjectorsLayoutStaysAtTheProjector
    [137]=test_plot_keyboard:arrowsInTheSimilarityMovePAndQ
    [140]=test_layers:viewIdsAppearOnlyInTheirDescriptorsAndTheTable
    [150]=test_layers:theCommandLineLinksNothingAboveExport
    [151]=test_cli:qtOptionsReachQt
    [152]=test_cli:helpListsEveryOption
    [153]=test_about_box:namesTheLicence
    [160]=test_lesson_fields:everyNumberFieldIsATypedField
    [161]=test_lesson_fields:typedValueIsRefusedByName
    [162]=test_entry_fields:theRefusalStandsUnderItsField
    [163]=test_entry_fields:startUpValuesOutOfRangeAreNamed
    [164]=test_undo_history:aSliderGestureIsOneStep
    [170]=test_job_runner:aBurstWhileAJobRunsCancelsItAndStartsOnlyTheLatest
    [171]=test_generation_gate:aBurstOfRequestsDeliversOnlyTheLast
    [172]=test_job_runner:aStaleResultIsDropped
    [173]=test_context_extension:manyEditsCoalesceIntoTheLastOne
    [180]=test_selection_everywhere:everyWayOfSelectingShowsTheSameCellEverywhere
    [181]=test_selection_everywhere:everyWayOfSelectingShowsTheSameCellEverywhere
    [182]=test_selection_everywhere:aShorterEncodingFitsTheSelectionEverywhere
    [183]=test_selection_everywhere:everyWayOfSelectingShowsTheSameCellEverywhere
    [184]=test_selection_everywhere:everyWayOfSelectingShowsTheSameCellEverywhere
    [185]=test_selection_everywhere:everyWayOfSelectingShowsTheSameCellEverywhere
    [190]=test_docs:everyOptionIsInTheManPage
    [191]=test_docs:bashOffersTheViewsSubjectsAndValues
    [192]=test_docs:theCompletionListsWhatHelpLists
    [193]=test_heatmap_view:theAxesSpanTheMatrixPositionZeroOnTop
    [194]=test_springs_view:aBarStandsForARunOfPairs
    [195]=test_similarity_view:theSubtitleNamesTheMetricTheBandAndTheCell
    [196]=test_offset_profile_view:theCurveAndItsAxes
    [197]=test_frequency_band_view:theMarksShowLTheDimensionTheBandAndTheWaveforms
    [198]=test_layers:viewIdsAppearOnlyInTheirDescriptorsAndTheTable
    [199]=test_waveform_view:eachCurveOnItsBaselineInItsColour
    [200]=test_pair_distance_step:springsCountTheWrappedPairs
    [201]=test_pair_distance_step:mapCellsAreEachPairsShare
    [202]=test_pair_distance_window:aClickOnTheMapSetsQ
    [203]=test_pair_distance:logOffsetsAreDistinctWholeOffsetsFromOneToTheEnd
    [204]=test_pair_distance_step:neverMoreCellsThanPixels
    [205]=test_pair_distance_window:pAndQAreMarkedInEveryView
    [206]=test_pair_distance_window:presetsSetAPairAndShowTheirView
    [207]=test_pair_distance_window:presetsSetAPairAndShowTheirView
    [208]=test_pair_distance_window:springsSetTheWrappedPairsApart
    [209]=test_pair_distance_window:sweepingQMovesItAwayFromP
    [210]=test_matrix_file:safetensorsTakesThePositionTableByItsName
    [211]=test_matrix_file:npyFortranOrderIsTransposedStorage
    [212]=test_matrix_file:npyFloat32BigEndian
    [213]=test_matrix_file:npyFloat16IncludingSubnormalsAndTheLargest
    [214]=test_matrix_file:badNpyFilesAreRefusedNamingTheFault
    [215]=test_principal_components:agreesWithPowerIteration
    [216]=test_column_spectrum:agreesWithADirectDft
    [217]=test_cli_matrix:dumpPeIsTheTableAsRead
    [218]=test_table_steps:aLoadedTableIsWhatTheStepsRead
    [219]=test_table_views:hoveringThePcaCurveNamesAPositionAndItsCoordinates
    [220]=test_open_table:openFromTheFileMenuThenUndoAndGoBack
    [221]=test_entry_fields:aSecondRefusalStandsUnderItsOwnField
    [222]=test_dump_stream:memoryDoesNotGrowWithTheMatrix
    [223]=test_dump_stream:anInterruptedDumpLeavesNothing
    [224]=test_cli:ropeFrequenciesAreOneCsvRowPerPair
    [225]=test_similarity:streamedRowsAreTheMatrix
    [226]=test_export_from_window:exportDataWritesWhatTheSelectionShows
    [227]=test_notebook:everyViewsNotebookRecomputesItsNumbers
    [228]=test_notebook:everyViewsNotebookRecomputesItsNumbers
    [229]=test_export_from_window:contextMenuCopiesThePythonAndExportsTheNotebook
    [230]=test_notebook:theCommandLineWritesANotebookOrNothing
    [231]=test_notebook:aModelsTableTravelsBesideItsNotebook
    [232]=test_notebook:aModelsTableTravelsBesideItsNotebook
    [233]=test_open_table:aDroppedFileOpens
    [234]=test_shortest_double:edges
    [235]=test_cli:logOffsetsAreExactAtLogSpacedWholeOffsets
    [236]=test_explore_compute:theSimilarityDiagonalIsExactAtAnyLength
    [237]=test_notebook:aModelsTableTravelsBesideItsNotebook
    [238]=test_cli:logOffsetsAreExactAtLogSpacedWholeOffsets
    [239]=test_notebook:theCommandLineWritesATablesNotebook
    [240]=test_principal_components:agreesWithAFullSvd
    [241]=test_principal_components:equalVariancesComeInPairs
    [242]=test_principal_components:theSameOnAnyNumberOfThreads
    [243]=test_column_spectrum:everyColumnOnAnyNumberOfThreads
    [250]=test_generated_tables:eachValueAsItsFormulaSays
    [251]=test_generated_tables:smoothTracesACurveRandomDoesNot
    [252]=test_matrix_tables:theTwoDimensionalTablesFromTheHeaderAlone
    [253]=test_choose_table:aFileWithoutAPositionTableAsksWhichTensor
    [254]=test_choose_table:chooseAgainSkipsTheFirstRows
    [255]=test_choose_table:aGeneratedTableOpensFromTheMenu
    [256]=test_pca_third_component:thePc3ButtonDrawsPc1AgainstPc3
    [257]=test_pca_third_component:aShortViewGivesTheBarsRoomToTheCurve
    [258]=test_model_table_lesson:aGeneratedTableBesideTheSinusoid
    [259]=test_model_table_lesson:aFileOpensAndABadOneIsNamed
    [260]=test_animation_export:partnerSweepMovesTheSprings
    [261]=test_cli:compareIsTwoSeparateDumpsSideBySide
    [262]=test_cli:compareRefusedExitsTwoWritingNothing
    [263]=test_compare_with:pinThenChangeTheBaseDrawsBoth
    [264]=test_compare_export:aFigureDrawsBothSettings
    [265]=test_compare_export:aSessionKeepsThePinnedSetting
    [266]=test_compare_steps:thePinnedProfileIsThePinnedEncodingsCosine
    [267]=test_compare_export:aFigureRecordsItsPinnedSetting
    [268]=test_export_animation:sweepsQFromTheWindowsQ
    [269]=test_compare_with:pinThenChangeTheBaseDrawsBoth
    [270]=test_explorer_window:aNarrowHeatmapDrawsTheDimensionsItsLabelsName
    [271]=test_explore_compute:eachProfilePointCarriesTheMinAndMaxOfItsOffsets
    [272]=test_explore_compute:theLogAxisHoldsExactValuesAtLogSpacedOffsets
    [273]=test_offset_profile_view:theLogAxisPlacesOffsetsByTheirLogarithm
    [274]=test_similarity_window:aRunOfOffsetsEqualsTheFormula
    [275]=test_explorer_window:theOffsetProfileReadsLongContextsOnALogAxis
    [276]=test_offset_profile_view:aPointStandingForManyOffsetsDrawsTheirRange
    [277]=test_position_window:aShiftDragZoomsToTheBox
    [278]=test_position_window:goToPositionsShowsTheWindowTypedOnEveryPositionAxis
    [279]=test_position_window:aWindowEndingBeforeItStartsIsNamed
    [280]=test_similarity_window:aPositionIsExactlyItselfAtAnyD
    [281]=test_pair_distance_window:qBeforePIsADistanceAndAFarClickSetsNothing
    [282]=test_offset_profile_view:theSubtitleSaysTheBandAndWhatAPointStandsFor
    [283]=test_cli:invalidInputExitsTwoWithOneLine
    [284]=test_pca_view:theCurvePassesEveryPositionInOrder
    [285]=test_offset_profile_view:everyDecadeIsNamedWhereItHasRoom
    [286]=test_animation_export:partnerSweepMovesTheSprings
    [287]=test_principal_components:aStopEndsTheWorkBetweenPasses
    [288]=test_position_window:textThatIsNoPositionIsNamed
    [289]=test_principal_components:componentsPastTheRankAreZero
    [290]=test_animation_export:partnerSweepMovesTheSprings
    [291]=test_pair_distance_window:sweepingQMovesItAwayFromP
    [292]=test_explorer_window:theWindowFitsA1024PixelScreen
    [293]=test_open_table:aTableGivenAtStartIsShown
    [294]=test_pca_third_component:aShortViewGivesTheBarsRoomToTheCurve
)

cd "$root"
numbers=()
if [ "${1:-}" = --sample ]; then
    # N distinct patches picked by successive 8-digit slices of the commit hash: the same
    # commit always checks the same ones, the next commit others.
    count="${2:?--sample needs a count}"
    mapfile -t all < <(printf '%s\n' "${!catcher[@]}" | sort)
    hash="$(git rev-parse HEAD)"
    hash="$hash$hash"
    for ((i = 0; i < count && i < ${#all[@]}; i++)); do
        index=$((16#${hash:i*8:8} % ${#all[@]}))
        while [[ " ${numbers[*]} " == *" ${all[index]} "* ]]; do
            index=$(((index + 1) % ${#all[@]}))
        done
        numbers+=("${all[index]}")
    done
else
    numbers=("$@")
fi
((${#numbers[@]})) || numbers=("${!catcher[@]}")

applied=""
touched=(pe-explorer)
restore() {
    if [ -n "$applied" ]; then
        git apply -R "$applied" || echo "could not revert $applied: restore it by hand" >&2
        applied=""
    fi
}
trap restore EXIT
trap 'exit 130' INT TERM

# Runs the target's function; its output in $2. The exit status is the test's.
run_test() {
    local target="$1" function="$2" log="$3"
    timeout 900 "$build/bin/$target" ${function:+"$function"} >"$log" 2>&1
}
# QtTest's "FAIL!  : TestClass::function(data tag) ..." for the function (any function when
# the catcher names none).
failed_line() {
    local function="$1" log="$2"
    grep -a -m1 -E "^FAIL!  : [A-Za-z0-9_]+::${function:-[A-Za-z0-9_]+}\(" "$log"
}

for n in $(printf '%s\n' "${numbers[@]}" | sort); do
    if [ -z "${catcher[$n]:-}" ]; then
        echo "$n: no such breakage (or no catcher listed for it)" >&2
        exit 1
    fi
    patch=(tests/breakages/"$n"-*.patch)
    name="$(basename "${patch[0]}")"
    IFS=: read -r target function <<<"${catcher[$n]}"
    log="$logs/$n"
    # The sources as they are: the test must pass, and not by skipping.
    if ! cmake --build "$build" --target "$target" pe-explorer -j"$jobs" >"$log.build" 2>&1; then
        echo "$n $name: $target does not build without the patch (see $log.build)" >&2
        exit 1
    fi
    if ! run_test "$target" "$function" "$log.before" || failed_line "$function" "$log.before" >/dev/null; then
        echo "$n $name: VOID, $target ${function:-} fails without the patch (see $log.before)" >&2
        exit 1
    fi
    if grep -a -q -E "^SKIP   : [A-Za-z0-9_]+::${function:-[A-Za-z0-9_]+}\(" "$log.before"; then
        echo "$n $name: VOID, $target ${function:-} is skipped here (see $log.before)" >&2
        exit 1
    fi
    if ! git apply --check "${patch[0]}" 2>"$log.apply"; then
        echo "$n $name: does not apply (see $log.apply)" >&2
        exit 1
    fi
    git apply "${patch[0]}"
    applied="${patch[0]}"
    touched+=("$target")
    if ! cmake --build "$build" --target "$target" pe-explorer -j"$jobs" >"$log.build" 2>&1; then
        echo "$n $name: NOT caught, the patched sources do not build (see $log.build)" >&2
        exit 1
    fi
    status=0
    run_test "$target" "$function" "$log.after" || status=$?
    if ! line="$(failed_line "$function" "$log.after")"; then
        echo "$n $name: NOT caught by $target ${function:-} (exit $status, no FAIL! line; see $log.after)" >&2
        exit 1
    fi
    echo "$n $name: caught by $target ${function:-} (${line:0:150})"
    restore
done
# Leave the build matching the sources again: what was linked with a patch, rebuilt without.
cmake --build "$build" -j"$jobs" --target $(printf '%s\n' "${touched[@]}" | sort -u) >/dev/null
rm -rf "$logs"
