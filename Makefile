# leetview: `make run` opens problem 1 offline from the bundled cache; `make test` runs every test.
# Both first install the Debian packages the build and tests need, when the machine lacks them
# (openssl serves the TLS-refusal test; time, the benchmark's memory figure; libpng, libjpeg-turbo,
# giflib and chafa, the picture helper leetview-picture).

DEBIAN_PACKAGES := libncurses-dev libcmark-gfm-dev libcmark-gfm-extensions-dev tmux time openssl \
  libpng-dev libjpeg62-turbo-dev libgif-dev libchafa-dev libglib2.0-dev
ARGS ?= --offline 1
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build run test bench fuzz lint

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
test: deps
	swift test --no-parallel
	FUZZ_SEED=1 Scripts/fuzz.sh 10

## Each libFuzzer target (Fuzz/) for FUZZ_SECONDS: `make fuzz FUZZ_SECONDS=600` for a long run.
FUZZ_SECONDS ?= 60
fuzz: deps
	Scripts/fuzz.sh $(FUZZ_SECONDS)

## Release-built benchmarks against the targets in BENCHMARKS.md.
bench: deps
	swift build -c release
	.build/release/leetview-bench

lint:
	swift format lint --strict -r Sources Tests
