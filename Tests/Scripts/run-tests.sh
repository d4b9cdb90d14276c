#!/usr/bin/env bash
# Runs the tests `make build` built, as `swift test --skip-build` runs them (the XCTest tests,
# then the Swift Testing ones, from the package's one test binary), but without SwiftPM: a
# SwiftPM command cannot start while another holds the build directory, and `make test` runs
# the X11 and Wayland suites while the documentation plugin builds (Tests/Scripts/alongside.sh).
#
#   Tests/Scripts/run-tests.sh [TARGETS]
#
# TARGETS, a regular expression of test target names (`GtkTests|AdwTests`), picks the suites of
# those targets, as `swift test --filter '^(TARGETS)\.'` does; without it, every test runs. The
# binary is .build/debug's unless TEST_BINARY names another.
set -uo pipefail

binary=${TEST_BINARY:-.build/debug/swift-composable-gtkPackageTests.xctest}
if [ ! -x "$binary" ]; then
  echo "run-tests: no test binary at $binary: run \`make build\` first" >&2
  exit 1
fi
export NO_COLOR=1

status=0
if [ "$#" -gt 0 ]; then
  targets=$1
  # XCTest takes test cases by class: those of the targets, comma-separated.
  cases=$("$binary" --list-tests | grep -E "^($targets)\." | sed 's|/.*||' | sort -u | paste -sd, -)
  if [ -n "$cases" ]; then "$binary" "$cases" || status=$?; fi
  "$binary" --testing-library swift-testing --filter "^($targets)\." || status=$?
else
  "$binary" || status=$?
  "$binary" --testing-library swift-testing || status=$?
fi
exit "$status"
