# Flipbook: `make demo` renders the gallery into renders/, `make test` lints, builds the
# documentation and runs every test, `make docs` builds the documentation alone,
# `make install [PREFIX=/usr/local]` installs the `flipbook` command and `make uninstall` removes it.
# They first install the system libraries and fonts that are missing (Debian/Ubuntu).

SWIFT ?= swift
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev libjpeg62-turbo-dev libcurl4-openssl-dev libsdl2-dev xvfb xdotool x11-apps \
	fonts-noto-color-emoji fonts-dejavu-core fonts-dejavu-extra fonts-material-design-icons-iconfont ffmpeg
# CI and `make test` never write snapshot references: a missing one fails.
# Record new references with `make record` and look at every one before committing it.
SNAPSHOT_TESTING_RECORD ?= never

# The example package that uses Flipbook as a dependency; `make test` tests it too.
EXAMPLE := Examples/CardSnapshots

# `make install`: PREFIX/bin/flipbook, PREFIX/share/flipbook/assets, shell completions, a man page.
PREFIX ?= /usr/local
CONFIGURATION ?= release
# Release builds carry the Swift runtime and Foundation inside the binary: calls into the
# runtime (every retain and release) are direct, start-up binds fewer symbols, and an installed
# `flipbook` needs no Swift toolchain beside it (about 90 MB against 22). Debug builds, which
# the tests use, stay dynamic and quick to link. Every release build here uses the same flags,
# or SwiftPM would build everything again. The man page is always made from a debug build
# (see `manual`): the plugin cannot build its own tool with these flags.
RELEASE_FLAGS := -Xswiftc -static-stdlib
RELEASE_BUILD := $(SWIFT) build -c release $(RELEASE_FLAGS)
FLIPBOOK_BINARY ?= .build/$(CONFIGURATION)/flipbook
# Where swift-argument-parser's generate-manual plugin writes the man page; dated by the last commit.
MANUAL := .build/plugins/GenerateManual/outputs/FlipbookCommand/flipbook.1
MANUAL_DATE := $(shell git log -1 --format=%cs 2>/dev/null)
# What install created, read back by uninstall: `d DIR` made, `f FILE` written, `r TREE` copied.
MANIFEST := share/flipbook/install-manifest
INSTALL_DIRS := bin share/flipbook share/bash-completion/completions share/zsh/site-functions \
	share/fish/vendor_completions.d share/man/man1

.PHONY: all setup build release demo lint docs test record bench bench-before check-frames clean manual install install-files uninstall

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
	$(RELEASE_BUILD) --product flipbook

demo: release
	.build/release/flipbook demo -o renders

# swift-format's rules as .swift-format sets them (seconds). The pretty-printer's whitespace
# check is off (--debug-disable-pretty-print): the code aligns continuation lines with their
# opening parenthesis, which swift-format 6.3 cannot express or switch off in its configuration.
SWIFT_FORMAT_PATHS := Sources Tests Package.swift
lint:
	$(SWIFT) format lint --strict --debug-disable-pretty-print --parallel --recursive $(SWIFT_FORMAT_PATHS)

# The DocC documentation of Flipbook: the articles (Sources/Flipbook/Flipbook.docc) and the
# doc comments of the engine's three layers, as one combined archive in
# .build/plugins/Swift-DocC/outputs/Flipbook.doccarchive. Each layer's pages link to the layers
# below it (``/FlipbookCore/Player`` from another module). Warnings are errors, so a ``Symbol``
# link that names nothing public fails it. Without the search index and the synthesized
# symbols' pages, which the check does not need, it takes about a minute on 2 cores after a
# debug build.
DOCS_TARGETS ?= FlipbookCore FlipbookRenderer FlipbookPlayer Flipbook
docs: setup
	$(SWIFT) package generate-documentation --enable-experimental-combined-documentation \
		$(foreach target,$(DOCS_TARGETS),--target $(target)) \
		--warnings-as-errors --disable-indexing --experimental-skip-synthesized-symbols

# The man page is made first: the install test copies it, and cannot run SwiftPM itself while
# `swift test` holds the build folder.
# The tests' temporary folders (stores, demo frames, snapshot failures) go under .build,
# emptied at the start of each run, so runs do not pile up in /tmp; the last run's stay for a look.
TEST_TMP := $(CURDIR)/.build/test-tmp

test: setup
	$(MAKE) --no-print-directory lint
	$(MAKE) --no-print-directory docs
	$(MAKE) --no-print-directory manual
	@# A run killed inside a read-only-folder test leaves that folder locked (chmod 555, chattr +i).
	if [ -d $(TEST_TMP) ]; then chattr -R -i $(TEST_TMP) 2>/dev/null || true; chmod -R u+w $(TEST_TMP); fi
	rm -rf $(TEST_TMP) && mkdir -p $(TEST_TMP)
	TMPDIR=$(TEST_TMP) SNAPSHOT_TESTING_RECORD=$(SNAPSHOT_TESTING_RECORD) $(SWIFT) test
	TMPDIR=$(TEST_TMP) SNAPSHOT_TESTING_RECORD=$(SNAPSHOT_TESTING_RECORD) $(SWIFT) test --package-path $(EXAMPLE)

record: setup
	SNAPSHOT_TESTING_RECORD=missing $(SWIFT) test
	SNAPSHOT_TESTING_RECORD=missing $(SWIFT) test --package-path $(EXAMPLE)

# Whole app runs are timed through the flipbook command, so both are built.
bench: setup
	$(RELEASE_BUILD) --product flipbook
	$(RELEASE_BUILD) --product flipbook-benchmarks
	.build/release/flipbook-benchmarks

# The whole games against the build from before the performance work (issue 14), in rounds of
# runs side by side (the host's speed moves too much for figures taken apart), each with this
# build's frames drawn alone, the scene built beforehand: the most any work beside the drawing
# could give. That build goes in .build-before (a worktree of BEFORE; minutes to build, about
# half an hour to run).
BEFORE ?= 843254c
bench-before: setup
	@if [ -d .build-before ] && [ "$$(git -C .build-before rev-parse HEAD)" != "$$(git rev-parse --verify -q '$(BEFORE)^{commit}')" ]; then \
		echo "error: .build-before holds another commit than $(BEFORE); remove it first (git worktree remove --force .build-before)" >&2; exit 1; fi
	$(RELEASE_BUILD) --product flipbook
	$(RELEASE_BUILD) --product flipbook-benchmarks
	test -d .build-before || git worktree add --detach .build-before $(BEFORE)
	cd .build-before && $(SWIFT) build -c release --product flipbook
	.build/release/flipbook-benchmarks versus .build-before/.build/release/flipbook

# Frames byte for byte as Tests/Baselines/frame-hashes.txt records them (minutes: whole games).
check-frames: setup
	SWIFT="$(SWIFT)" RELEASE_FLAGS="$(RELEASE_FLAGS)" scripts/check-frames.sh

clean:
	rm -rf .build $(EXAMPLE)/.build

# The man page, from the debug build's help (the same text as the release build's), by
# swift-argument-parser's plugin (offline).
manual: setup
	$(SWIFT) package plugin generate-manual --configuration debug $(if $(MANUAL_DATE),--date $(MANUAL_DATE))

install: release
	$(MAKE) --no-print-directory manual
	$(MAKE) --no-print-directory install-files CONFIGURATION=release

# Copies what is built into $(DESTDIR)$(PREFIX) and writes the manifest; builds nothing.
install-files:
	@test -x "$(FLIPBOOK_BINARY)" || { echo "error: no $(FLIPBOOK_BINARY): run 'make install'" >&2; exit 1; }
	@test -f "$(MANUAL)" || { echo "error: no man page at $(MANUAL): run 'make manual'" >&2; exit 1; }
	@set -e; root="$(DESTDIR)$(PREFIX)"; manifest="$$(mktemp)"; \
	mkdir -p "$$root"; \
	if [ -f "$$root/$(MANIFEST)" ]; then grep '^d ' "$$root/$(MANIFEST)" >> "$$manifest" || true; fi; \
	for dir in $(INSTALL_DIRS); do \
		path=""; \
		for part in $$(echo "$$dir" | tr / ' '); do \
			path="$${path:+$$path/}$$part"; \
			if [ ! -d "$$root/$$path" ]; then mkdir "$$root/$$path"; echo "d $$path" >> "$$manifest"; fi; \
		done; \
	done; \
	install -m 755 "$(FLIPBOOK_BINARY)" "$$root/bin/flipbook"; echo "f bin/flipbook" >> "$$manifest"; \
	rm -rf "$$root/share/flipbook/assets"; cp -R assets "$$root/share/flipbook/assets"; \
	echo "r share/flipbook/assets" >> "$$manifest"; \
	"$(FLIPBOOK_BINARY)" --generate-completion-script bash > "$$root/share/bash-completion/completions/flipbook"; \
	"$(FLIPBOOK_BINARY)" --generate-completion-script zsh > "$$root/share/zsh/site-functions/_flipbook"; \
	"$(FLIPBOOK_BINARY)" --generate-completion-script fish > "$$root/share/fish/vendor_completions.d/flipbook.fish"; \
	install -m 644 "$(MANUAL)" "$$root/share/man/man1/flipbook.1"; \
	printf 'f %s\n' share/bash-completion/completions/flipbook share/zsh/site-functions/_flipbook \
		share/fish/vendor_completions.d/flipbook.fish share/man/man1/flipbook.1 $(MANIFEST) >> "$$manifest"; \
	install -m 644 "$$manifest" "$$root/$(MANIFEST)"; rm -f "$$manifest"; \
	echo "Installed flipbook $$("$$root/bin/flipbook" --version) in $$root"

# Removes what the manifest lists: files, the assets, then the folders install made if empty.
uninstall:
	@set -e; root="$(DESTDIR)$(PREFIX)"; \
	test -f "$$root/$(MANIFEST)" || { echo "error: flipbook is not installed in $$root (no $(MANIFEST))" >&2; exit 1; }; \
	entries="$$(cat "$$root/$(MANIFEST)")"; \
	printf '%s\n' "$$entries" | sed -n 's/^r //p' | while read -r path; do rm -rf "$$root/$$path"; done; \
	printf '%s\n' "$$entries" | sed -n 's/^f //p' | while read -r path; do rm -f "$$root/$$path"; done; \
	printf '%s\n' "$$entries" | sed -n 's/^d //p' | sort -r | while read -r path; do rmdir "$$root/$$path" 2>/dev/null || true; done; \
	echo "Removed flipbook from $$root"
