# a11ylint — build, test, benchmark and document.
# Everything beyond the Swift toolchain that the tests need (Python packages
# for schema and YAML cross-checks) is installed into .venv by this Makefile.

SWIFT   ?= swift
PREFIX  ?= /usr/local
BIN     := .build/release/a11ylint
BENCH   := .build/release/a11ylint-bench
ORACLE  := ../shared/tools/token-oracle
VENV    := .venv
PYTHON  := $(VENV)/bin/python

.PHONY: all build run test libclang bench profile docs docs-check check install golden oracle clean ecosystem ecosystem-update ecosystem-prepare score release-check fuzz

all: build

build:
	$(SWIFT) build -c release --product a11ylint

# Lint the bundled fixtures (findings are expected: exit status 1 is success here).
run: build
	@$(BIN) --no-cache Fixtures/ ; status=$$?; [ $$status -le 1 ] || exit $$status

# The Swift tests, then every Tests/Scripts/check_*.py (schema and parser
# cross-checks) with the packages of Tests/Scripts/requirements.txt.
test: $(VENV)/.installed libclang
	$(SWIFT) build --build-tests
	A11YLINT_PYTHON=$(abspath $(PYTHON)) $(SWIFT) test
	@for script in Tests/Scripts/check_*.py; do \
	  [ -e "$$script" ] || continue; \
	  echo "$$script"; $(PYTHON) "$$script" || exit 1; \
	done

# libclang, for the Objective-C tests: the Swift toolchain ships one beside `swift`; where
# it does not (and A11YLINT_LIBCLANG names none), Debian's package is installed.
libclang:
	@driver=$$(readlink -f "$$(command -v $(SWIFT))"); \
	if [ -n "$$A11YLINT_LIBCLANG" ] || [ -e "$$(dirname "$$(dirname "$$driver")")/lib/libclang.so" ] \
	   || ls /usr/lib/llvm-*/lib/libclang.so* >/dev/null 2>&1; then :; \
	else echo "installing libclang (Debian) for the Objective-C tests"; \
	  apt-get update -qq && apt-get install -y -qq libclang1-14; fi

$(VENV)/.installed: Tests/Scripts/requirements.txt
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -r Tests/Scripts/requirements.txt
	touch $@

# End-to-end throughput (all default rules, 1 job and all cores: wall and CPU time,
# MB/s, the phase breakdown with pass 2's share of lexing and indexing, peak memory),
# single-thread lexing throughput over every file under DIR, the incremental cache
# (cold vs unchanged vs one file changed, on a copy of DIR), Objective-C against Swift
# (below), then one generated 20 MB file linted completely (the large-file robustness
# case). With DIR, also the ratio to `swiftc -frontend -parse` on the same Swift files
# (PARSE=0 skips it: it takes long).
# Without DIR, a synthetic SwiftUI/UIKit project is generated into .build/bench-project.
BENCH_DIR := $(if $(DIR),$(DIR),.build/bench-project)
ROUNDS ?= 5
PARSE ?= 1
# Objective-C against Swift: CPU MB/s of each on one job over the same apps, and the ratio
# (issue 12: at most 3x), with where Objective-C's time goes. The apps: OBJC_DIRS, else the
# Objective-C-heavy ecosystem apps where `make ecosystem-prepare` exported them.
OBJC_APPS := videolan+vlc-ios ChatSecure+ChatSecure-iOS artsy+energy monal-im+Monal nextcloud+talk-ios owntracks+ios
ECOSYSTEM_CACHE := $(or $(A11YLINT_ECOSYSTEM),$(HOME)/.cache/a11ylint-ecosystem)
OBJC_DIRS ?= $(wildcard $(addprefix $(ECOSYSTEM_CACHE)/,$(OBJC_APPS)))
bench:
	$(SWIFT) build -c release --product a11ylint-bench
	@if [ -z "$(DIR)" ] && [ ! -d .build/bench-project ]; then $(BENCH) generate .build/bench-project --files 4000; fi
	$(BENCH) lint $(BENCH_DIR) --rounds $(ROUNDS)
	$(BENCH) lex $(BENCH_DIR) --rounds $(ROUNDS)
	$(BENCH) cache $(BENCH_DIR) --rounds $(ROUNDS) --jobs 1
	$(BENCH) memory $(BENCH_DIR) --jobs 1
	$(BENCH) memory $(BENCH_DIR) --jobs 2
	@if [ -n "$(OBJC_DIRS)" ]; then $(BENCH) objc $(OBJC_DIRS) --rounds $(ROUNDS); \
	else echo "objc: no Objective-C apps (set OBJC_DIRS, or make ecosystem-prepare); skipped"; fi
	@if [ -n "$(DIR)" ] && [ "$(PARSE)" != 0 ]; then $(BENCH) parse $(BENCH_DIR); fi
	$(BENCH) large --megabytes 20

# Where the time goes: `perf record` (else valgrind's callgrind) of one cold run with
# every default rule on one job over DIR (default: the bench project), and the 40
# functions with the most self time, demangled, in .build/profile.txt.
PROFILE_DIR := $(if $(DIR),$(DIR),.build/bench-project)
profile: build
	@if [ -z "$(DIR)" ] && [ ! -d .build/bench-project ]; then \
	  $(SWIFT) build -c release --product a11ylint-bench && $(BENCH) generate .build/bench-project --files 4000; fi
	@if command -v perf >/dev/null 2>&1; then \
	  perf record -q -F 1999 -g -o .build/profile.data $(BIN) --no-cache --jobs 1 --reporter json --quiet --exit-zero $(PROFILE_DIR) >/dev/null && \
	  perf report -q -i .build/profile.data --no-children --stdio --sort symbol -g none --percent-limit 0.3 2>/dev/null \
	    | $(SWIFT) demangle --simplified | sed -e 's/[[:space:]]*-[[:space:]]*-[[:space:]]*$$//' -n -e '1,40p' > .build/profile.txt; \
	else \
	  valgrind --tool=callgrind --callgrind-out-file=.build/profile.callgrind $(BIN) --no-cache --jobs 1 --reporter json --quiet --exit-zero $(PROFILE_DIR) >/dev/null && \
	  callgrind_annotate .build/profile.callgrind 2>/dev/null | $(SWIFT) demangle --simplified | sed -n '1,60p' > .build/profile.txt; \
	fi
	@cat .build/profile.txt

docs: build
	$(BIN) rules --format markdown > Rules.md

docs-check: build
	@$(BIN) rules --format markdown | cmp -s - Rules.md || { echo "Rules.md is stale: run 'make docs'"; exit 1; }

check: build test docs-check

# Before tagging a release: the docs are current, the tree is clean, and the tag the README's
# pre-commit snippet pins (`rev: vX.Y.Z`, X.Y.Z = A11yLintVersion.version) names HEAD. Create
# it with `git tag vX.Y.Z && git push origin vX.Y.Z` (pre-commit warns about branch revs).
VERSION = $(shell sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/A11yLintCore/Engine/Version.swift)
release-check: docs-check
	@test -n "$(VERSION)" || { echo "no version in Sources/A11yLintCore/Engine/Version.swift"; exit 1; }
	@grep -q "rev: v$(VERSION)$$" README.md || { echo "README.md: the pre-commit snippet must pin rev: v$(VERSION)"; exit 1; }
	@git diff --quiet HEAD || { echo "uncommitted changes: commit them before tagging"; exit 1; }
	@if git rev-parse -q --verify "refs/tags/v$(VERSION)" >/dev/null; then \
	  [ "$$(git rev-parse "v$(VERSION)^{commit}")" = "$$(git rev-parse HEAD)" ] \
	    || { echo "tag v$(VERSION) exists on another commit: bump the version"; exit 1; }; \
	  echo "v$(VERSION) tags HEAD: push it with git push origin v$(VERSION)"; \
	else \
	  echo "ready: git tag v$(VERSION) && git push origin v$(VERSION)"; \
	fi

install: build
	install -d $(PREFIX)/bin
	install -m 755 $(BIN) $(PREFIX)/bin/a11ylint

# Rewrite Fixtures/Reporters/expected.* from the current reporters (on purpose only).
golden:
	A11YLINT_UPDATE_GOLDEN=1 $(SWIFT) test --filter ReporterGoldenTests

# The ecosystem check: lint every app pinned in Tests/Ecosystem/repos.txt (exported from
# the git mirrors in $$A11YLINT_MIRRORS into $$A11YLINT_ECOSYSTEM, outside the repository),
# print finding counts, time and peak memory per app and rule, and the diff against the
# committed snapshot in Tests/Ecosystem/snapshots/. ecosystem-update rewrites it on purpose.
ecosystem-prepare:
	python3 Tests/Ecosystem/ecosystem.py prepare

ecosystem: build
	python3 Tests/Ecosystem/ecosystem.py run

ecosystem-update: build
	python3 Tests/Ecosystem/ecosystem.py run --update

# Precision and recall on the judged set (Tests/Ecosystem/labels, LABELING.md) and on
# ../shared/realworld's labeled set.
score: build
	python3 Tests/Ecosystem/ecosystem.py score

# Compare the lexer with the toolchain's parser on every .swift file under DIR.
oracle: build
	python3 $(ORACLE)/compare.py --cmd '$(BIN) dump-tokens' $(if $(DIR),$(DIR),Fixtures/Corpus)

# libFuzzer with AddressSanitizer (never part of `make test`): build Fuzz/Targets
# against an instrumented core outside SwiftPM and run TARGET (lexer, configuration,
# pipeline, interface-builder, suppressions, objc, or all of them in turn) for SECONDS each.
# Work files go to .build/fuzz/; see Fuzz/README.md.
TARGET  ?= lexer
SECONDS ?= 60
fuzz:
	Fuzz/fuzz.sh $(TARGET) $(SECONDS)

clean:
	rm -rf .build .venv
