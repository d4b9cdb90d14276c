#!/usr/bin/env bash
# `make install` into a temporary DESTDIR, then checks that what landed there is complete and
# valid and that the installed binary runs and finds its resources without the source tree;
# then `make uninstall` and checks that nothing of it is left. Run by `make install-test`.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
app_id=org.swiftcomposablegtk.PrimeTime
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
stage="$work/stage"
prefix=/usr
make_vars=(PREFIX="$prefix" DESTDIR="$stage" CONFIGURATION=debug)

fail() { echo "test-install: FAIL: $*" >&2; exit 1; }
step() { echo "test-install: $*"; }

step "installing into $stage$prefix"
make -C "$root" --no-print-directory install "${make_vars[@]}"

installed=(
  bin/primetime
  share/applications/$app_id.desktop
  share/icons/hicolor/scalable/apps/$app_id.svg
  share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg
  share/metainfo/$app_id.metainfo.xml
  share/primetime/style.css
)
for file in "${installed[@]}"; do
  [[ -f "$stage$prefix/$file" ]] || fail "$file was not installed"
done
[[ -x "$stage$prefix/bin/primetime" ]] || fail "bin/primetime is not executable"
unexpected="$(cd "$stage$prefix" && find . -type f | sed 's|^\./||' | sort \
  | comm -23 - <(printf '%s\n' "${installed[@]}" | sort))"
[[ -z "$unexpected" ]] || fail "install wrote files nobody listed: $unexpected"

step "validating the installed .desktop file and metainfo"
desktop-file-validate "$stage$prefix/share/applications/$app_id.desktop"
appstreamcli validate --no-net "$stage$prefix/share/metainfo/$app_id.metainfo.xml"

# From a directory of its own, with no override: the binary must find its installed resources.
bin="$stage$prefix/bin/primetime"
elsewhere="$work/elsewhere"
mkdir -p "$elsewhere"
cd "$elsewhere"
unset PRIMETIME_DATA_DIR

step "primetime --version and --help"
version="$("$bin" --version)"
echo "  --version: $version"
release="$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$stage$prefix/share/metainfo/$app_id.metainfo.xml" | head -n 1)"
[[ "$version" == "$release" ]] || fail "--version prints $version, the metainfo's newest release is $release"
help="$("$bin" --help)"
grep -q "USAGE: primetime" <<<"$help" || fail "--help has no usage line: $help"
grep -q -- "--verbose" <<<"$help" || fail "--help does not mention --verbose"
if grep -q -- "--print-resource-dir" <<<"$help"; then fail "--help shows the hidden --print-resource-dir"; fi

step "resource lookup"
expect_resources() {  # expected directory, then the command
  local expected="$1" found
  shift
  found="$("$@" --print-resource-dir)" || fail "$* --print-resource-dir failed"
  [[ "$found" == "$expected" ]] || fail "$* uses $found for its resources, not $expected"
  echo "  $* -> $found"
}
# Installed: beside the binary, inside DESTDIR, although the source tree is still there.
expect_resources "$stage$prefix/share/primetime" "$bin"
# Through a symbolic link elsewhere (as /usr/local/bin links to /opt/…/bin): the link is followed.
mkdir -p "$work/links"
ln -s "$bin" "$work/links/primetime"
expect_resources "$stage$prefix/share/primetime" "$work/links/primetime"
# The override wins over everything.
expect_resources "$work/override" env PRIMETIME_DATA_DIR="$work/override" "$bin"
# A copy with no share/primetime beside it falls back to the source tree's Resources/ (`swift run`).
mkdir -p "$work/loose"
cp "$bin" "$work/loose/primetime"
expect_resources "$root/Resources" "$work/loose/primetime"

# The window itself, when a headless display is at hand: the installed style sheet must load
# without errors. A private session bus keeps a PrimeTime the user has open out of it (the app is
# single-instance); the app is stopped as soon as its window is up.
if command -v xvfb-run >/dev/null && command -v dbus-run-session >/dev/null; then
  step "launching the installed app under Xvfb"
  log="$work/primetime.log"
  pidfile="$work/primetime.pid"
  xvfb-run -a dbus-run-session -- env GSK_RENDERER=cairo GTK_A11Y=none \
    sh -c 'echo $$ > "$1"; exec timeout 60 "$2" --verbose' sh "$pidfile" "$bin" >"$log" 2>&1 &
  launcher=$!
  for _ in $(seq 1 300); do
    grep -q "window presented" "$log" 2>/dev/null && break
    kill -0 "$launcher" 2>/dev/null || break
    sleep 0.1
  done
  [[ -s "$pidfile" ]] && kill "$(cat "$pidfile")" 2>/dev/null || true
  wait "$launcher" || true
  sed 's/^/  | /' "$log"
  grep -q "window presented" "$log" || fail "the installed app did not present its window"
  grep -q "style sheet loaded from $stage$prefix/share/primetime/style.css" "$log" \
    || fail "the installed app did not load its style sheet"
  if grep -E -q " (error|critical) |-CRITICAL \*\*" "$log"; then fail "the installed app logged errors"; fi
else
  step "no xvfb-run or dbus-run-session: the window is not launched"
fi

cd "$root"
step "uninstalling"
make -C "$root" --no-print-directory uninstall "${make_vars[@]}"
left="$(find "$stage" -type f -o -type l)"
[[ -z "$left" ]] || fail "uninstall left: $left"
[[ ! -e "$stage$prefix/share/primetime" ]] || fail "uninstall left share/primetime"
step "passed"
