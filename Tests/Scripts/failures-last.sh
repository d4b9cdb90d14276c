#!/usr/bin/env bash
# Runs a command (a `swift test`, usually under xvfb-run or weston) with its output passing
# through as usual and kept; when it fails, prints the lines that say what failed once more at
# the very end, with the exit status. A CI log is often read from its tail only, and a failed
# XCTest assertion is otherwise thousands of lines above it, before Swift Testing's own run.
#
#   Tests/Scripts/failures-last.sh <command> [arguments…]
set -uo pipefail

log=$(mktemp "${TMPDIR:-/tmp}/test-log.XXXXXX")
trap 'rm -f "$log"' EXIT

"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo
  echo "== what failed (exit status $status) in: $*"
  # XCTest's failures and crashes, Swift Testing's failed tests and issues, sanitizers' reports.
  grep -E ': error: |error: -\[|Test Case .* failed|✘|Fatal error|Exited with (unexpected )?signal|WARNING: ThreadSanitizer|ERROR: AddressSanitizer|SUMMARY: |CRITICAL \*\*' \
    "$log" | tail -n 60
  echo "== end of what failed"
fi
exit "$status"
