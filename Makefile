# Two commands matter: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
SWIFT ?= swift
# System packages: GTK 4 headers for the GUI layers, Xvfb to run GUI tests headless.
APT_PACKAGES := libgtk-4-dev pkg-config xvfb xauth

.PHONY: deps build test run bench

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

test: build
	$(SWIFT) test

run: build
	@echo "The app does not exist yet." >&2; exit 1

bench: deps
	@echo "Benchmarks are not written yet." >&2; exit 1
