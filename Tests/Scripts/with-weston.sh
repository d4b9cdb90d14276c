#!/usr/bin/env bash
# with-weston.sh COMMAND...: runs COMMAND under a private headless Wayland compositor, as
# xvfb-run runs one under a private X server.
#
# Weston (Debian's weston 10) runs with its headless backend and the pixman (CPU) renderer, so
# it needs no GPU, no seat and no display; no Xwayland, so an X11 client has nowhere to go. Its
# socket lives in a temporary XDG_RUNTIME_DIR of our own (mode 0700, as the Wayland protocol
# requires), which keeps parallel runs and the user's own session apart. COMMAND sees
# WAYLAND_DISPLAY and GDK_BACKEND=wayland, and no DISPLAY, so a GTK that could not reach the
# compositor fails instead of falling back to X11 unnoticed. The exit status is COMMAND's;
# weston and the directory are gone afterwards however COMMAND ended.
#
# WESTON_START_SECONDS (default 20) bounds the wait for the socket; past it the script prints
# weston's log and fails.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGUMENT...]" >&2
  exit 2
fi
if ! command -v weston >/dev/null; then
  echo "with-weston.sh: weston is not installed (apt-get install weston, or make deps)" >&2
  exit 2
fi

runtime_dir=$(mktemp -d "${TMPDIR:-/tmp}/weston-runtime.XXXXXX")
chmod 0700 "$runtime_dir"
socket=wayland-test
log="$runtime_dir/weston.log"
weston_pid=

cleanup() {
  if [ -n "$weston_pid" ] && kill -0 "$weston_pid" 2>/dev/null; then
    kill -TERM "$weston_pid" 2>/dev/null || true
    # Weston exits on SIGTERM at once; a stuck one is killed after 5 s.
    for _ in $(seq 50); do kill -0 "$weston_pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$weston_pid" 2>/dev/null || true
    wait "$weston_pid" 2>/dev/null || true
  fi
  rm -rf "$runtime_dir"
}
trap cleanup EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

# --idle-time=0: never blank the output or lock the session in the middle of a test run.
XDG_RUNTIME_DIR="$runtime_dir" weston --no-config --backend=headless-backend.so --use-pixman \
  --width=1280 --height=1024 --socket="$socket" --idle-time=0 --log="$log" \
  </dev/null >>"$log" 2>&1 &
weston_pid=$!

deadline=$(( $(date +%s) + ${WESTON_START_SECONDS:-20} ))
until [ -S "$runtime_dir/$socket" ]; do
  if ! kill -0 "$weston_pid" 2>/dev/null; then
    echo "with-weston.sh: weston exited before its socket appeared; its log:" >&2
    cat "$log" >&2 || true
    exit 1
  fi
  if [ "$(date +%s)" -ge "$deadline" ]; then
    echo "with-weston.sh: weston's socket $runtime_dir/$socket did not appear within" \
      "${WESTON_START_SECONDS:-20} s; its log:" >&2
    cat "$log" >&2 || true
    exit 1
  fi
  sleep 0.05
done

# Not exec: the trap must outlive COMMAND to stop weston.
status=0
env -u DISPLAY XDG_RUNTIME_DIR="$runtime_dir" WAYLAND_DISPLAY="$socket" GDK_BACKEND=wayland \
  "$@" || status=$?
exit "$status"
