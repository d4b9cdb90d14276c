#!/usr/bin/env bash
# `make run-web`: PrimeTime in a web browser, through GTK's Broadway backend.
#
#   Scripts/run-web.sh PRIMETIME-BINARY [PORT]
#
# Starts gtk4-broadwayd on 127.0.0.1:PORT (a free port when none is given), runs the app with
# GDK_BACKEND=broadway until its window is closed (or Ctrl+C), then stops the daemon. The page
# at the printed URL shows the window; it can be opened, closed and opened again meanwhile.
#
# The daemon and the app meet on a Unix socket in a private runtime directory, so display :0
# is always free there, whatever other Broadway daemons run. The app gets a private session bus:
# it is single-instance, and on the desktop's bus a PrimeTime already open there would be
# activated instead (its window shown on the desktop, not in the browser). The favorites file is
# the user's own; both instances watch it.
set -euo pipefail

bin="${1:?usage: run-web.sh PRIMETIME-BINARY [PORT]}"
port="${2:-}"
if [[ -z "$port" ]]; then
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
fi

runtime="$(mktemp -d "${TMPDIR:-/tmp}/primetime-web-XXXXXX")"
daemon_pid=""
stop_daemon() {
  if [[ -n "$daemon_pid" ]] && kill -0 "$daemon_pid" 2>/dev/null; then
    kill "$daemon_pid" 2>/dev/null || true
    wait "$daemon_pid" 2>/dev/null || true
  fi
  rm -rf "$runtime"
}
trap stop_daemon EXIT

XDG_RUNTIME_DIR="$runtime" gtk4-broadwayd --address 127.0.0.1 --port "$port" :0 &
daemon_pid=$!
# The socket appears once the daemon listens on both the socket and the port.
for _ in $(seq 1 100); do
  [[ -S "$runtime/broadway1.socket" ]] && break
  kill -0 "$daemon_pid" 2>/dev/null || { echo "run-web: gtk4-broadwayd did not start (is port $port in use?)" >&2; exit 1; }
  sleep 0.05
done
[[ -S "$runtime/broadway1.socket" ]] || { echo "run-web: gtk4-broadwayd did not listen within 5 s" >&2; exit 1; }

echo
echo "    PrimeTime is at  http://127.0.0.1:$port/  (open it in a web browser)"
echo "    Close the window in the page, or press Ctrl+C here, to stop."
echo
status=0
XDG_RUNTIME_DIR="$runtime" GDK_BACKEND=broadway BROADWAY_DISPLAY=:0 \
  dbus-run-session -- "$bin" || status=$?
exit "$status"
