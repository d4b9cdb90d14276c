# Two commands matter: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
SWIFT ?= swift
# System packages: GTK 4 headers for the GUI layers, Xvfb to run GUI tests headless, and
# libcurl's link-time files, which a static Foundation (`make bench`) links against. For the GUI
# tests also: a private session bus (dbus-run-session, in dbus-daemon), the accessibility bus
# it starts on demand (at-spi2-core) and Debian's Python with pyatspi, which reads widgets over
# it as a screen reader does. `make install-test` validates the installed .desktop file and
# metainfo with the tools the desktop itself uses (desktop-file-utils, appstream).
# libgirepository1.0-dev brings the GObject-introspection data of GLib, GObject and Gio, which
# `make generate` reads with GTK's and libadwaita's (their -dev packages bring theirs).
# libprimesieve-dev is the sieve the app links; the `primesieve` command is the floor S1 of
# `make bench` measures it against. weston is the headless Wayland compositor the GUI tests and
# G1/G2 also run under (Tests/Scripts/with-weston.sh). `make run-web` needs GTK's Broadway
# daemon (libgtk-4-bin), and its test a real browser driven through WebDriver: Debian's
# chromium, its chromedriver and Python's Selenium, so nothing downloads a browser or a driver.
# xdotool gives the GUI tests real pointer clicks, keys and drags through X11's XTEST (the
# table and drag-and-drop tests).
APT_PACKAGES := libgtk-4-dev libgirepository1.0-dev pkg-config xvfb xauth libcurl4-openssl-dev \
  dbus-daemon at-spi2-core python3-pyatspi libprimesieve-dev libadwaita-1-dev \
  desktop-file-utils appstream primesieve weston \
  libgtk-4-bin chromium chromium-driver python3-selenium xdotool

.PHONY: deps build test test-wayland generate coverage test-web docs docs-check format lint run run-web run-counter run-todos run-syncups typecheck-times screenshots bench bench-gtk-floor install uninstall install-test

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing system packages:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build --build-tests

# Formatting: swift-format (it comes with the toolchain), configured by .swift-format: two
# spaces, 100 columns, and the rules the code is written to (`case let .x(a, b)` and several
# cases on one line are kept, as in TCA). `make format` rewrites the files in place; `make lint`
# fails on any file `make format` would change, and `make test` runs it first. The generated
# bindings are left as the generator writes them (its own check compares them byte for byte),
# and so are the reference documents' samples (Tests/…/ReferenceSamples), laid out as the
# documents print them, their tests naming the lines their reducers are created on.
SWIFT_FILES = $$(find Package.swift Sources Tests Examples Benchmarks Fuzz -name '*.swift' \
  -type f -not -path '*/Generated/*' -not -path '*/ReferenceSamples/*' -not -path '*/.build*')
format:
	swift-format format --in-place --parallel $(SWIFT_FILES)
lint:
	swift-format lint --strict --parallel $(SWIFT_FILES)

# The GTK layer's generated bindings: Sources/*/Generated/, written from the system's
# GObject-introspection data (/usr/share/gir-1.0) as Generator/bindings.json says (which
# namespace goes into which module, what is written by hand, what is ignored and why).
# `make generate` rewrites them; `make test` fails when the committed ones differ from what the
# generator writes now, so nobody edits them by hand and a generator change is never half
# committed. `make coverage` prints, per namespace, how many of its functions Swift reaches,
# generated or by hand, and why each of the rest is left (add DETAILS=1 for the symbols).
GENERATOR = $$($(SWIFT) build --show-bin-path)/binding-generator
generate: deps
	$(SWIFT) build --product binding-generator
	$(GENERATOR) generate

coverage: deps
	$(SWIFT) build --product binding-generator
	$(GENERATOR) coverage $(if $(DETAILS),--details)

# One run of every test, in the session a desktop gives a GTK app: a display (Xvfb, GTK's
# software renderer), a D-Bus session bus, and the accessibility bus GTK exposes widgets on
# (GTK_A11Y=atspi; the session bus starts at-spi2-core's bus on demand). The bus is a private
# one (dbus-run-session), so the tests pass the same whether or not the machine has a bus of its
# own, and never touch the user's session: AT_SPI_BUS_ADDRESS would point GTK at the user's
# accessibility bus. The headless engine tests do not need any of it, and do not mind it.
#
# A GTK or GLib critical aborts the test run (G_DEBUG=fatal-criticals): it is a bug, not noise.
#
# GDK_BACKEND=x11 keeps GTK on Xvfb even where a Wayland session is around (GDK tries Wayland
# first). GTK_TEST_BACKEND names the display each run is for: a GUI test fails when GTK is on
# another one, so a run that silently reached the wrong display server cannot pass.
#
# Beside the tests, the documentation catalogs must build with no warnings (docs-check, below),
# and the GUI suites run once more on Wayland (test-wayland). The three run at once
# (Tests/Scripts/alongside.sh): the documentation build keeps one core busy, and the GUI tests
# mostly wait for frames: one after the other they took 11 minutes, together they take 5 (a
# fresh clone of a48370b: `make test` in 17 minutes, the build 11.5 of them). The documentation's and Wayland's output go to .build/docs-check.log and
# .build/test-wayland.log, printed in full when they fail. The tests run the test binary
# `make build` built directly (Tests/Scripts/run-tests.sh runs it as `swift test --skip-build`
# does): SwiftPM holds the build directory for as long as any of its commands runs, so under
# `swift test` each would wait for the others and for the documentation plugin.
# Then the install test: PrimeTime installed into a temporary DESTDIR (a debug build, so that it
# costs seconds, not a release build), validated, run from there, and uninstalled; last, the app
# in a web browser (test-web).
GUI_TEST_ENV := env -u AT_SPI_BUS_ADDRESS GSK_RENDERER=cairo GTK_A11Y=atspi G_DEBUG=fatal-criticals
X11_TESTS = Tests/Scripts/failures-last.sh \
  xvfb-run -a dbus-run-session -- $(GUI_TEST_ENV) GDK_BACKEND=x11 GTK_TEST_BACKEND=x11 \
  Tests/Scripts/run-tests.sh
test: build
	$(MAKE) --no-print-directory lint
	$(GENERATOR) check
	Tests/Scripts/alongside.sh .build/docs-check.log $(MAKE) --no-print-directory docs-check ::: \
	  Tests/Scripts/alongside.sh .build/test-wayland.log $(WAYLAND_TESTS) ::: \
	  $(X11_TESTS)
	Tests/Scripts/test-install.sh
	$(TEST_WEB)

# Documentation: the DocC catalogs (Sources/<Module>/Documentation.docc) of the public modules,
# the engine, the GTK layer's bindings (GLib … Gtk, Adw) and the views, built by
# swift-docc-plugin into one static site with a page per module and the tutorial (DOCS_OUTPUT;
# it needs a web server: `python3 -m http.server -d .build/docs`, then
# http://localhost:8000/documentation/). The catalogs build with no warnings: a link to a
# symbol or an article that does not exist, a parameter that a documented function's
# `- Parameters:` leaves out or names wrongly, or a malformed tutorial directive fails
# `make docs`, and `make test` runs the same build as docs-check. The tutorial's code is not
# built here: its step files are targets of the package (TutorialCounter…), built and tested by
# `swift build --build-tests` and `swift test`.
DOCS_TARGETS := ComposableArchitecture ComposableArchitectureTestSupport Sharing \
  GLib Gio Pango Gdk Graphene Gsk Gtk Adw ComposableGtk ComposableGtkViews ComposableAdwViews
DOCS_OUTPUT ?= .build/docs
DOCS_BUILD = $(SWIFT) package --allow-writing-to-directory $(DOCS_OUTPUT) \
  generate-documentation $(foreach target,$(DOCS_TARGETS),--target $(target)) \
  --enable-experimental-combined-documentation --transform-for-static-hosting \
  --warnings-as-errors --output-path $(DOCS_OUTPUT)
docs: deps
	$(DOCS_BUILD)
	@echo "Documentation in $(DOCS_OUTPUT): python3 -m http.server -d $(DOCS_OUTPUT), then open http://localhost:8000/documentation/"

docs-check:
	$(DOCS_BUILD)

# PrimeTime through GTK's Broadway backend, in headless Chromium driven by Selenium: the test
# starts gtk4-broadwayd, the app (in a private HOME and session bus) and the browser on
# 127.0.0.1 with free ports, clicks "+" three times where the page draws it, checks the app's
# count, and stops all three; about 5 s. It finds the button and reads the count from the app's
# own debug log (PRIMETIME_DEBUG, a debug build's): the page is pixels. The page's picture goes
# to WEB_SCREENSHOT; `make screenshots` keeps it in screenshots/. `make test` has built the app
# already and runs TEST_WEB itself: building the one product after the tests recompiles a
# dependency (some 20 s here) for nothing.
WEB_SCREENSHOT ?= .build/test-web/primetime-broadway.png
TEST_WEB = Tests/Scripts/test-broadway.py "$$($(SWIFT) build --show-bin-path)/primetime" \
  --screenshot "$(WEB_SCREENSHOT)"
test-web: deps
	$(SWIFT) build --product primetime
	$(TEST_WEB)

# The GUI suites again, on Wayland: a private headless weston (Tests/Scripts/with-weston.sh sets
# GDK_BACKEND=wayland and unsets DISPLAY, so nothing falls back to X11), inside a private
# session bus, with the environment of the X11 run. Most Linux desktops run Wayland, where
# windows have no global position, decorations are drawn by the app and popovers need a seat.
# The suites are every test target that opens windows, the examples' window tests among them
# (in ComposableGtkTests and ComposableGtkViewsTests); it runs what `make build` built.
GUI_TEST_SUITES := GtkTests|ComposableGtkTests|ComposableGtkViewsTests|AdwTests|ComposableAdwViewsTests|PrimeTimeAppTests|TutorialCounterTests
# The monkeys, the lifetime test and the list property run shorter here than on X11 (as under
# the sanitizers): what Wayland changes is each path, not what repetition finds.
WAYLAND_TESTS = Tests/Scripts/failures-last.sh \
  dbus-run-session -- $(GUI_TEST_ENV) GTK_TEST_BACKEND=wayland \
  MONKEY_EVENTS=1000 LIFETIME_CYCLES=200 LIST_PROPERTY_CASES=500 \
  Tests/Scripts/with-weston.sh Tests/Scripts/run-tests.sh '$(GUI_TEST_SUITES)'
test-wayland: build
	$(WAYLAND_TESTS)

# PrimeTime, the app: a counter, favorite primes and a search (Sources/PrimeTimeUI).
run: deps
	$(SWIFT) build --product primetime
	$$($(SWIFT) build --show-bin-path)/primetime

# PrimeTime in a web browser: gtk4-broadwayd serves the window as a page on 127.0.0.1 and the
# app draws into it (GDK_BACKEND=broadway); the URL is printed, and the daemon stops when the
# app does. WEB_PORT picks the port (a free one otherwise). See Scripts/run-web.sh.
WEB_PORT ?=
run-web: deps
	$(SWIFT) build --product primetime
	Scripts/run-web.sh "$$($(SWIFT) build --show-bin-path)/primetime" $(WEB_PORT)

# The counter example, on its own (`swift run DeclarativeCounter` for the declarative one).
run-counter: deps
	$(SWIFT) build --product Counter
	$$($(SWIFT) build --show-bin-path)/Counter

# The todos example: a list, a sheet that edits a row and an alert that confirms a deletion,
# written as declarative views (Examples/Todos).
run-todos: deps
	$(SWIFT) build --product Todos
	$$($(SWIFT) build --show-bin-path)/Todos

# The sync-ups example: TCA's SyncUps tutorial app in shape (a list, a detail page, an edit
# form, a meeting timer, file persistence), its views written as for SwiftUI + TCA
# (Examples/SyncUps). Its sync-ups are kept in ~/.local/share/SyncUps/sync-ups.json.
run-syncups: deps
	$(SWIFT) build --product SyncUps
	$$($(SWIFT) build --show-bin-path)/SyncUps

# The examples' windows (the imperative and the declarative counter, the todos) as PNGs in
# screenshots/, rendered by GTK under Xvfb at each step of their window tests (start, waiting
# for the delayed increment, after it; the todos' list, edit sheet and delete alert), the
# declarative navigation stack at its root and with a page pushed, an animated branch change
# before, halfway through its crossfade and after, shapes and canvases drawn with cairo
# (canvas-*.png), and the libadwaita showcase in light and dark style and on a narrow window;
# the control styles, date, colour and gauge views; custom progress, label and button styles;
# a lazy grid (lazy-grid.png); gradients, a rotated view and a geometry reader (gradients.png,
# gradient-background.png, rotation-effect.png, geometry-reader.png).
# Then PrimeTime's counter page once more on Wayland (primetime-counter-wayland.png), and its
# page in a browser, from the Broadway test.
screenshots: WEB_SCREENSHOT = screenshots/primetime-broadway.png
screenshots: build
	@mkdir -p screenshots
	xvfb-run -a env GSK_RENDERER=cairo GTK_A11Y=none GTK_TEST_SCREENSHOTS=$(CURDIR)/screenshots \
	  $(SWIFT) test --skip-build \
	  --filter "CounterExampleTests|DeclarativeCounterTests|TodosWindowTests|SyncUpsWindowTests|FormViewTests|PickerShapeTests|SplitViewTests|SearchableTests|EditModeTests|CanvasTests|GradientTests|TransformTests|GeometryReaderTests|ControlStyleTests|CustomStyleTests|LazyStackTests|TableTests|ListRowBackgroundTests|NavigationViewTests.testPushedPageScreenshot|AnimationViewTests.testCrossfadeScreenshots|AlertTests.testAlertScreenshot|ComposableAdwViewsTests.ScreenshotTests|PrimeTimeWindowTests.test(CounterPage|SearchStars|DarkStyle|NarrowWindow)"
	GSK_RENDERER=cairo GTK_A11Y=none GTK_TEST_BACKEND=wayland GTK_TEST_SCREENSHOTS=$(CURDIR)/screenshots \
	  Tests/Scripts/with-weston.sh $(SWIFT) test --skip-build --filter "PrimeTimeWindowTests.testCounterPage"
	$(TEST_WEB)
	@ls -1 screenshots/*.png

# How long the compiler takes to type-check the SyncUps example's function bodies, its view
# bodies among them (Scripts/typecheck-times.py; the Views article quotes the figures).
typecheck-times: build
	Scripts/typecheck-times.py SyncUpsExample

# Engine workloads first, then the prime computations (S1), then the GUI ones under Xvfb, then
# G1 and G2 once more on Wayland (a headless weston, Tests/Scripts/with-weston.sh), whose
# figures are kept as G1-Wayland, G2-Wayland and G1-PrimeTime-Wayland beside the X11 ones;
# BENCH=W1,G2 runs a subset (each runner takes the list and runs the ids it knows). Each merges
# its figures into .bench/latest.json.
# Release builds link the Swift runtime and Foundation statically, as an app is shipped: as
# shared libraries they add some 40 ms to a window's start-up (G1).
BENCH ?=
comma := ,
empty :=
space := $(empty) $(empty)
WAYLAND_BENCH = $(subst $(space),$(comma),$(filter G1 G2,$(if $(BENCH),$(subst $(comma),$(space),$(BENCH)),G1 G2)))
RELEASE := $(SWIFT) build -c release --static-swift-stdlib
bench: deps .build-bench/counter-c .build-bench/primetime-c .build-bench/search-c
	$(RELEASE) --product EngineBenchmarks
	$(RELEASE) --product GtkBenchmarks
	$(RELEASE) --product PrimeBenchmarks
	$$($(RELEASE) --show-bin-path)/EngineBenchmarks $(BENCH)
	$$($(RELEASE) --show-bin-path)/PrimeBenchmarks $(BENCH)
	GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none xvfb-run -a \
	  $$($(RELEASE) --show-bin-path)/GtkBenchmarks $(BENCH)
	if [ -n "$(WAYLAND_BENCH)" ]; then GSK_RENDERER=cairo GTK_A11Y=none Tests/Scripts/with-weston.sh \
	  $$($(RELEASE) --show-bin-path)/GtkBenchmarks $(WAYLAND_BENCH); fi

# The plain-C counter that is the floor for G1/G2; prints one JSON line. BENCH_START_NS is
# taken inside xvfb-run so that starting Xvfb is not counted as start-up time.
.build-bench/counter-c: Benchmarks/counter.c
	@mkdir -p .build-bench
	cc -O2 -Wall -Wextra $< -o $@ $$(pkg-config --cflags --libs gtk4)

# The floor for G1 of PrimeTime: its window's libadwaita widget tree built in C, no engine.
.build-bench/primetime-c: Benchmarks/primetime-c.c
	@mkdir -p .build-bench
	cc -O2 -Wall -Wextra $< -o $@ $$(pkg-config --cflags --libs libadwaita-1)

# The floor for G3: 100,000 search results in a GtkListView over a GtkStringList, scrolled.
.build-bench/search-c: Benchmarks/search-c.c
	@mkdir -p .build-bench
	cc -O2 -Wall -Wextra $< -o $@ $$(pkg-config --cflags --libs gtk4)

bench-gtk-floor: deps .build-bench/counter-c
	@GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none xvfb-run -a \
	  sh -c 'BENCH_START_NS=$$(date +%s%N) exec .build-bench/counter-c'

# `make install` puts PrimeTime where the desktop looks for apps: the binary in PREFIX/bin, the
# .desktop file, icons and metainfo under PREFIX/share, and the files the app reads at run time
# in PREFIX/share/primetime, which the binary finds from its own location (no source tree, no
# fixed prefix). DESTDIR stages the whole tree elsewhere, as a package build does.
# The release build links the Swift runtime and Foundation statically, as `make bench` does, so
# the installed binary needs no Swift libraries, only GTK's and the system's (static Foundation
# brings libcurl). It is not stripped (93 MB): packagers strip and keep the debug symbols apart.
# A first release build took 23 minutes here on 2 busy cores. CONFIGURATION=debug installs the debug build instead (it
# links the toolchain's runtime): `make install-test` uses it so as not to wait for a release
# build.
PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
APP_ID := org.swiftcomposablegtk.PrimeTime
INSTALL_BUILD = $(SWIFT) build -c $(CONFIGURATION) $(if $(filter release,$(CONFIGURATION)),--static-swift-stdlib)
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
# Every file besides the binary, as source:destination below PREFIX; uninstall removes this list.
INSTALLED_DATA := \
  Resources/$(APP_ID).desktop:share/applications/$(APP_ID).desktop \
  Resources/icons/hicolor/scalable/apps/$(APP_ID).svg:share/icons/hicolor/scalable/apps/$(APP_ID).svg \
  Resources/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg:share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
  Resources/$(APP_ID).metainfo.xml:share/metainfo/$(APP_ID).metainfo.xml \
  Resources/style.css:share/primetime/style.css

# The desktop's caches of icons and .desktop files are refreshed on this machine only, and only
# where the tools exist: a staged install (DESTDIR) leaves that to the package's own scripts.
define update-desktop-caches
	@if [ -z "$(DESTDIR)" ]; then \
	  if command -v gtk-update-icon-cache >/dev/null; then \
	    gtk-update-icon-cache -q -t -f "$(PREFIX)/share/icons/hicolor"; fi; \
	  if command -v update-desktop-database >/dev/null; then \
	    update-desktop-database -q "$(PREFIX)/share/applications"; fi; \
	fi
endef

install: deps
	$(INSTALL_BUILD) --product primetime
	install -D -m 755 "$$($(INSTALL_BUILD) --show-bin-path)/primetime" "$(INSTALL_ROOT)/bin/primetime"
	@for file in $(INSTALLED_DATA); do \
	  echo "install $${file%%:*} -> $(INSTALL_ROOT)/$${file#*:}"; \
	  install -D -m 644 "$${file%%:*}" "$(INSTALL_ROOT)/$${file#*:}" || exit 1; \
	done
	$(update-desktop-caches)

# Removes the files install copied and the app's own share/primetime once it is empty; the
# shared directories (bin, share/icons/…) stay, as other software lives there too.
uninstall:
	rm -f "$(INSTALL_ROOT)/bin/primetime"
	@for file in $(INSTALLED_DATA); do \
	  echo "rm -f $(INSTALL_ROOT)/$${file#*:}"; rm -f "$(INSTALL_ROOT)/$${file#*:}"; \
	done
	rmdir --ignore-fail-on-non-empty "$(INSTALL_ROOT)/share/primetime" 2>/dev/null || true
	$(update-desktop-caches)

# Installs the debug build into a temporary DESTDIR, checks what landed there, runs it (it must
# take its installed resources over the source tree's) and uninstalls it again; about 16 s, or
# 30 s when SwiftPM first recompiles the macro targets for make's environment.
install-test: deps
	Tests/Scripts/test-install.sh

# Sanitizers: the engine's and the GTK layer's suites again, built with ThreadSanitizer and then
# with AddressSanitizer, in the same session `make test` gives them; a report fails the run
# (halt_on_error). Each sanitizer has its own build directory: it instruments every module, the
# dependencies and macro plugins too, and sharing `.build` would throw the plain build away.
# The monkeys, the lifetime test and the list property run shorter than in `make test` (a
# sanitized run is several times slower; each path matters here, not the repetition).
# LeakSanitizer is off here: GTK keeps one-time allocations for the life of the process, and
# `make leaks` is where leaks are counted, with its suppressions. `.ci/run` runs the
# AddressSanitizer half after `make test` (SANITIZERS=address): both take longer than CI has.
SANITIZED_SUITES := ComposableArchitectureTests|SharingTests|GtkTests|ComposableGtkTests|ComposableGtkViewsTests
SANITIZERS ?= thread address
GUI_SESSION := xvfb-run -a dbus-run-session -- $(GUI_TEST_ENV) GDK_BACKEND=x11 GTK_TEST_BACKEND=x11

.PHONY: check
check: deps
	@for sanitizer in $(SANITIZERS); do \
	  case $$sanitizer in thread) scratch=.build-tsan;; address) scratch=.build-asan;; \
	    *) scratch=.build-$$sanitizer;; esac; \
	  echo "== $$sanitizer sanitizer ($$scratch)"; \
	  $(SWIFT) build --build-tests --sanitize=$$sanitizer --scratch-path $$scratch || exit 1; \
	  TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
	  ASAN_OPTIONS=halt_on_error=1:detect_leaks=0 \
	  MONKEY_EVENTS=2000 LIFETIME_CYCLES=200 LIST_PROPERTY_CASES=500 \
	  Tests/Scripts/failures-last.sh \
	  $(GUI_SESSION) $(SWIFT) test --skip-build --sanitize=$$sanitizer --scratch-path $$scratch \
	    --filter '$(SANITIZED_SUITES)' || exit 1; \
	done

# Leaks: every GUI suite once more in the AddressSanitizer build, with LeakSanitizer on at exit,
# and a leak it reports fails the run. Tests/Sanitizers/lsan.supp lists what is kept for the
# life of the process by design outside our code (fontconfig's cache, Foundation's and XCTest's
# bookkeeping), each with why. G_SLICE=always-malloc gives every GObject a block of its own
# (GLib 2.74's slice allocator carves them out of larger chunks, where a leak checker cannot see
# one lost). Stacks are unwound the slow way, through GLib's frames, so that suppressions match
# and a report names our caller; that makes every allocation slow, so the monkeys, the lifetime
# test and the list property run a few hundred steps here (each path once, not the repetition
# `make test` gives them). A leak it cannot see: an object kept alive from a live one, such as a
# widget an observation still holds; LifetimeTests counts those, and retain cycles, which
# LeakSanitizer files as indirect leaks only. So the verdict is the direct leaks in the log, not
# the exit status (exitcode=0: a test's child process must not fail on the XCTest runner's own
# indirect leaks). The log: .build-asan/leaks.log. exitcode=0 also lets a process that
# AddressSanitizer stopped on a memory error exit 0, so the log is searched for those too.
.PHONY: leaks
leaks: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	G_SLICE=always-malloc ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0 \
	  MONKEY_EVENTS=500 LIFETIME_CYCLES=50 LIST_PROPERTY_CASES=100 \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=1:exitcode=0 \
	  $(GUI_SESSION) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan \
	    --filter '^($(GUI_TEST_SUITES))\.' \
	    2>&1 | tee .build-asan/leaks.log; [ $${PIPESTATUS[0]} -eq 0 ]
	@if grep -q "ERROR: AddressSanitizer" .build-asan/leaks.log; then \
	  echo "leaks: AddressSanitizer found a memory error, see .build-asan/leaks.log"; exit 1; fi
	@if grep -q "^Direct leak" .build-asan/leaks.log; then \
	  echo "leaks: $$(grep -c '^Direct leak' .build-asan/leaks.log) direct leak(s), see .build-asan/leaks.log"; exit 1; \
	else echo "leaks: none outside the suppressions"; fi

# Fuzzing: a libFuzzer target per parser of user input or files, in Fuzz/<target>/, each with a
# seed corpus in Fuzz/Corpus/<target>/. A target is compiled with swiftc directly, with the few
# source files it tests, not as a SwiftPM product: -sanitize=fuzzer must instrument the code
# under test but SwiftPM would apply it to every dependency and the macro plugins too (a
# rebuild of swift-syntax), and libFuzzer brings the `main` an executable product has already.
# So the parsers are kept free of dependencies (Foundation only), and the favorites key runs
# its pure decoding (`FavoritesFileContents`); FavoritesFuzzCorpusTests runs the corpus through
# the key itself. Each target runs FUZZ_SECONDS under `nice`; what it finds is kept as
# .build-fuzz/crashes/<target>-crash-…, and new inputs in .build-fuzz/corpus/<target>/ (the
# seeds in the repository are not touched). The Swift runtime's crash handler is switched off:
# under AddressSanitizer it hangs instead of letting libFuzzer report.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := search-query favorites-file
FUZZ_SOURCES_search-query := Sources/PrimeTime/Search/SearchQuery.swift
FUZZ_SOURCES_favorites-file := Sources/PrimeTime/Favorites/FavoritesFileContents.swift \
  Sources/PrimeTime/Primes/Primality.swift
FUZZ_SWIFTC := swiftc -O -sanitize=fuzzer,address -use-ld=lld -parse-as-library

.PHONY: fuzz fuzz-build
fuzz-build:
	@mkdir -p .build-fuzz/crashes
	@for target in $(FUZZ_TARGETS); do \
	  case $$target in \
	    search-query) sources="$(FUZZ_SOURCES_search-query)";; \
	    favorites-file) sources="$(FUZZ_SOURCES_favorites-file)";; \
	  esac; \
	  echo "swiftc Fuzz/$$target -> .build-fuzz/$$target"; \
	  $(FUZZ_SWIFTC) Fuzz/$$target/*.swift $$sources -o .build-fuzz/$$target || exit 1; \
	done

fuzz: fuzz-build
	@for target in $(FUZZ_TARGETS); do \
	  mkdir -p .build-fuzz/corpus/$$target; \
	  echo "fuzzing $$target for $(FUZZ_SECONDS) s"; \
	  SWIFT_BACKTRACE=enable=no nice -n 19 .build-fuzz/$$target -max_total_time=$(FUZZ_SECONDS) \
	    -timeout=10 -print_final_stats=1 -artifact_prefix=.build-fuzz/crashes/$$target- \
	    .build-fuzz/corpus/$$target Fuzz/Corpus/$$target 2>&1 \
	    | grep -E '^(#[0-9]+[[:space:]]+(INITED|DONE)|stat::|==[0-9]+==|property failed|input:|artifact_prefix|Test unit)' \
	    ; [ $${PIPESTATUS[0]} -eq 0 ] || exit 1; \
	done
