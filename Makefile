# leetview: `make run` opens problem 1 offline from the bundled cache; `make test` runs every test.
# Both first install the Debian packages the build and tests need, when the machine lacks them
# (tmux runs the end-to-end tests; openssl serves the TLS-refusal test; util-linux's setpriv drops
# root for the permission tests; zsh and fish check the completion scripts; time, the benchmark's
# memory figure; libpng, libjpeg-turbo, giflib and chafa, the picture helper leetview-picture;
# SQLite, OpenSSL's libcrypto and libsecret, the browser-cookie helper leetview-cookies; gnome-keyring,
# secret-tool and dbus-run-session, a real Secret Service for its tests).
# g++, default-jdk-headless, nodejs and python3: the toolchains `test --local` runs solutions with.
# dpkg-dev and lintian: `make deb` finds the package's Depends and checks it.
# locales-all: a locale with a decimal comma (de_DE.UTF-8), which the number formatting is checked under.
# With them, no test skips.

DEBIAN_PACKAGES := libncurses-dev libcmark-gfm-dev libcmark-gfm-extensions-dev tmux time openssl util-linux \
  ncurses-term zsh fish vim libpng-dev libjpeg62-turbo-dev libgif-dev libchafa-dev libglib2.0-dev libcurl4-openssl-dev \
  libsqlite3-dev libssl-dev libsecret-1-dev gnome-keyring libsecret-tools dbus-daemon
DEBIAN_PACKAGES += g++ default-jdk-headless nodejs python3
DEBIAN_PACKAGES += dpkg-dev lintian locales-all git
DEBIAN_PACKAGES += xvfb xterm kitty imagemagick x11-apps libgl1-mesa-dri
ARGS ?= --offline 1
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build run test bench fuzz lint check-imports install deb dist live-contract

## Install the Debian packages that are missing (apt-get update only when something is).
deps:
	@missing=""; for p in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	swift build

## Open a problem (default: problem 1, offline, from the bundled cache). `make run ARGS="--print 20"`.
run: deps
	swift run leetview $(ARGS)

## Every test: unit, snapshot, corpus, loopback fetch, CLI and tmux end-to-end; then each fuzzer
## for a short bounded time.
# Serially: many tests start real servers, terminals and processes, and on two cores running them
# all at once made their timing, not their logic, the thing under test (2 min instead of 1.5).
test: deps lint check-imports
	swift test --no-parallel
	FUZZ_SEED=1 Scripts/fuzz.sh 10

## Each libFuzzer target (Fuzz/) for FUZZ_SECONDS: `make fuzz FUZZ_SECONDS=600` for a long run.
FUZZ_SECONDS ?= 60
fuzz: deps
	Scripts/fuzz.sh $(FUZZ_SECONDS)

## Release-built benchmarks against the targets in BENCHMARKS.md; the package's figures compare the
## .deb's statically linked leetview with the dynamic release build that follows it.
bench: deps
	Scripts/package.sh build
	Scripts/package.sh deb
	swift build -c release
	.build/release/leetview-bench

## Off by default and never in CI (not part of `test`): sends each query leetview uses to
## leetcode.com with your session and compares each answer's shape with its fixture. It lists
## what it would send and asks first; LIVE_CONTRACT=yes answers yes.
live-contract:
	swift build --product leetview-live-contract
	.build/debug/leetview-live-contract

## `swift format lint --strict` over the sources, the tests and the manifests (.swift-format).
lint:
	swift format lint --strict -r Sources Tests Package.swift Fuzz/Package.swift Fuzz/Sources/Fuzz*
	Scripts/check-int-conversions.sh Sources Fuzz/Sources

## Each target's imports equal its declared dependencies in Package.swift.
check-imports:
	Scripts/check-imports.sh

## Release build of the programs (the Swift runtime linked in) into $(DESTDIR)$(PREFIX)/bin, with the
## bundled cache, the man page and the bash, zsh and fish completions, all made by the installed
## leetview from its option table.
PREFIX ?= /usr/local
DESTDIR ?=
install: deps
	Scripts/package.sh build
	Scripts/package.sh install "$(DESTDIR)$(PREFIX)"
	@echo "installed leetview into $(DESTDIR)$(PREFIX)"

## dist/leetview_<version>_<arch>.deb from a release build with the Swift runtime linked in (it
## runs where no Swift is installed), checked by lintian; `make dist` also writes the tar.gz.
deb: deps
	Scripts/package.sh build
	Scripts/package.sh deb

dist: deps
	Scripts/package.sh build
	Scripts/package.sh dist
