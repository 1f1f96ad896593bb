#!/usr/bin/env bash
# Applies each deliberate breakage in turn, rebuilds the test meant to catch it, runs it and
# checks that it FAILS; then reverts the breakage. Shows that each test can fail.
#   bash tests/breakages/check.sh [NN ...]   (default: every patch; NN = the patch number)
# PE_BUILD_DIR: the build tree (default build). Needs a clean working tree for the patched
# files; stops at the first breakage that goes unnoticed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${PE_BUILD_DIR:-$root/build}"
export QT_QPA_PLATFORM=offscreen
# patch number -> "test target[:test function]" that must fail with it
declare -A catcher=(
    [01]=test_sinusoidal_encoding:agreesWithPaperForEveryDimension
    [02]=test_fast_encoding
    [03]=test_fast_encoding:theBoundTheHeaderStatesIsTheDerivedOne
    [04]=test_reliability:aBurstOfRealInputEndsOnTheLast
    [05]=test_reliability:memoryIsFlatOverAThousandCompletedJobs
    [09]=test_export_cli:fullReadOnlyAndForbiddenFoldersLeaveNothing
    [10]=test_explorer_window:zoomingInRecomputesExactly
    [11]=test_explorer_window:ctrlEExportsTheClickedView
    [12]=test_export_cli:exportedHeatmapCellsShowTheEncoding
    [13]=test_layers:eachLayerIncludesOnlyItselfAndBelow
    [14]=test_export_cli:fullReadOnlyAndForbiddenFoldersLeaveNothing
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
    [28]=test_explore_compute:columnsThatShareAPixelAreNeverSinBlendedWithCos
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
    [57]=test_binned_encoding:aColumnWhoseDimsDriftApartIsDrawnAsZero
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
)
numbers=("$@")
((${#numbers[@]})) || numbers=("${!catcher[@]}")
cd "$root"
for n in $(printf '%s\n' "${numbers[@]}" | sort); do
    patch=(tests/breakages/"$n"-*.patch)
    IFS=: read -r target function <<<"${catcher[$n]}"
    git apply "${patch[0]}"
    trap 'git apply -R "${patch[0]}"' EXIT
    cmake --build "$build" --target "$target" pe-explorer -j1 >/dev/null
    if "$build/bin/$target" ${function:+"$function"} >/tmp/pe-breakage-$n.log 2>&1; then
        echo "$n $(basename "${patch[0]}"): NOT caught by $target ${function:-}" >&2
        exit 1
    fi
    echo "$n $(basename "${patch[0]}"): caught by $target ${function:-} ($(grep -m1 '^FAIL' /tmp/pe-breakage-$n.log | cut -c1-150))"
    git apply -R "${patch[0]}"
    trap - EXIT
done
# Leave the build matching the sources again.
cmake --build "$build" -j1 --target pe-explorer >/dev/null
