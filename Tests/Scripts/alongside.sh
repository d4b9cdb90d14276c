#!/usr/bin/env bash
# Runs one command in the background, its output kept in a log, while another runs in the
# foreground as usual; then waits for the first and fails when either failed, printing the
# background command's log when it did (and its tail when it passed). `make test` builds the
# documentation (one core, some four minutes) while the GUI tests run, which leave a core idle
# most of the time waiting for frames.
#
#   Tests/Scripts/alongside.sh <log> <background command…> ::: <foreground command…>
#
# (`:::`, not `--`, separates them: the commands have `--` of their own.)
set -uo pipefail

log=$1
shift
background=()
while [ "$#" -gt 0 ] && [ "$1" != ":::" ]; do
  background+=("$1")
  shift
done
if [ "$#" -eq 0 ] || [ "${#background[@]}" -eq 0 ]; then
  echo "usage: $0 <log> <background command…> ::: <foreground command…>" >&2
  exit 2
fi
shift

mkdir -p "$(dirname "$log")"
"${background[@]}" >"$log" 2>&1 &
pid=$!
# The foreground failing (or make being interrupted) ends the background command too.
trap 'kill "$pid" 2>/dev/null' EXIT INT TERM

"$@"
foreground=$?

wait "$pid"
status=$?
trap - EXIT INT TERM
if [ "$status" -ne 0 ]; then
  echo
  echo "== ${background[*]} failed (exit status $status); its output ($log):"
  cat "$log"
  echo "== end of ${background[*]}"
else
  echo "== ${background[*]}, run alongside: passed (its output: $log)"
  tail -n 3 "$log"
fi
[ "$foreground" -ne 0 ] && exit "$foreground"
exit "$status"
