# Two commands matter: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
SWIFT ?= swift
# System packages: GTK 4 headers for the GUI layers, Xvfb to run GUI tests headless, and
# libcurl's link-time files, which a static Foundation (`make bench`) links against. For the GUI
# tests also: a private session bus (dbus-run-session, in dbus-daemon), the accessibility bus
# it starts on demand (at-spi2-core) and Debian's Python with pyatspi, which reads widgets over
# it as a screen reader does. libprimesieve-dev is the sieve the app links; the `primesieve`
# command is the floor S1 of `make bench` measures it against.
APT_PACKAGES := libgtk-4-dev pkg-config xvfb xauth libcurl4-openssl-dev \
  dbus-daemon at-spi2-core python3-pyatspi libprimesieve-dev libadwaita-1-dev primesieve

.PHONY: deps build test run screenshots bench bench-gtk-floor

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

# One run of every test, in the session a desktop gives a GTK app: a display (Xvfb, GTK's
# software renderer), a D-Bus session bus, and the accessibility bus GTK exposes widgets on
# (GTK_A11Y=atspi; the session bus starts at-spi2-core's bus on demand). The bus is a private
# one (dbus-run-session), so the tests pass the same whether or not the machine has a bus of its
# own, and never touch the user's session: AT_SPI_BUS_ADDRESS would point GTK at the user's
# accessibility bus. The headless engine tests do not need any of it, and do not mind it.
test: build
	xvfb-run -a dbus-run-session -- env -u AT_SPI_BUS_ADDRESS GSK_RENDERER=cairo GTK_A11Y=atspi \
	  $(SWIFT) test

# Until the PrimeTime app exists, the counter example is the app.
run: deps
	$(SWIFT) build --product Counter
	$$($(SWIFT) build --show-bin-path)/Counter

# The examples' windows (the imperative and the declarative counter) as PNGs in screenshots/,
# rendered by GTK under Xvfb at each step of their window tests (start, waiting for the delayed
# increment, after it).
screenshots: build
	@mkdir -p screenshots
	xvfb-run -a env GSK_RENDERER=cairo GTK_A11Y=none GTK_TEST_SCREENSHOTS=$(CURDIR)/screenshots \
	  $(SWIFT) test --skip-build --filter "CounterExampleTests|DeclarativeCounterTests|AlertTests.testAlertScreenshot"
	@ls -1 screenshots/*.png

# Engine workloads first, then the prime computations (S1), then the GUI ones under Xvfb;
# BENCH=W1,G2 runs a subset (each runner takes the list and runs the ids it knows). Each merges
# its figures into .bench/latest.json.
# Release builds link the Swift runtime and Foundation statically, as an app is shipped: as
# shared libraries they add some 40 ms to a window's start-up (G1).
BENCH ?=
RELEASE := $(SWIFT) build -c release --static-swift-stdlib
bench: deps .build-bench/counter-c
	$(RELEASE) --product EngineBenchmarks
	$(RELEASE) --product GtkBenchmarks
	$(RELEASE) --product PrimeBenchmarks
	$$($(RELEASE) --show-bin-path)/EngineBenchmarks $(BENCH)
	$$($(RELEASE) --show-bin-path)/PrimeBenchmarks $(BENCH)
	GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none xvfb-run -a \
	  $$($(RELEASE) --show-bin-path)/GtkBenchmarks $(BENCH)

# The plain-C counter that is the floor for G1/G2; prints one JSON line. BENCH_START_NS is
# taken inside xvfb-run so that starting Xvfb is not counted as start-up time.
.build-bench/counter-c: Benchmarks/counter.c
	@mkdir -p .build-bench
	cc -O2 -Wall -Wextra $< -o $@ $$(pkg-config --cflags --libs gtk4)

bench-gtk-floor: deps .build-bench/counter-c
	@GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none xvfb-run -a \
	  sh -c 'BENCH_START_NS=$$(date +%s%N) exec .build-bench/counter-c'
