# Flipbook: `make demo` renders the gallery into renders/, `make test` runs every test.
# Both first install the system libraries and fonts that are missing (Debian/Ubuntu).

SWIFT ?= swift
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev \
	fonts-noto-color-emoji fonts-dejavu-core fonts-material-design-icons-iconfont
# CI and `make test` never write snapshot references: a missing one fails.
# Record new references with `make record` and look at every one before committing it.
SNAPSHOT_TESTING_RECORD ?= never

.PHONY: all setup build release demo test record bench clean

all: build

setup:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	echo "Installing:$$missing"; \
	if [ "$$(id -u)" = 0 ]; then SUDO=""; \
	elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; \
	else echo "error: missing Debian packages:$$missing; install them as root (apt-get install$$missing)" >&2; exit 1; fi; \
	command -v apt-get >/dev/null 2>&1 || { echo "error: apt-get not found; install:$$missing" >&2; exit 1; }; \
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null || \
	{ echo "error: apt-get could not install:$$missing" >&2; exit 1; }

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release --product flipbook

demo: release
	.build/release/flipbook demo -o renders

test: setup
	SNAPSHOT_TESTING_RECORD=$(SNAPSHOT_TESTING_RECORD) $(SWIFT) test

record: setup
	SNAPSHOT_TESTING_RECORD=missing $(SWIFT) test

bench: setup
	$(SWIFT) build -c release --product flipbook-benchmarks
	.build/release/flipbook-benchmarks

clean:
	rm -rf .build
