#!/bin/sh
# Builds the libFuzzer binary (the core's sources plus Fuzz/Targets/, compiled
# with -sanitize=fuzzer,address outside SwiftPM, so the package build never
# sees it) and runs one target for a number of seconds.
#
#   Fuzz/fuzz.sh TARGET SECONDS [extra libFuzzer flags…]
#   TARGET: lexer | pipeline | configuration | interface-builder | suppressions | objc | all
#
# Work files live in .build/fuzz/ (ignored by git): the binary, the corpus of
# each target (seeded from Fixtures/ and Fuzz/Seeds/ on every run), crash and
# timeout artifacts, and the log. A crash stops the run with status 1 and names
# the artifact: turn it into a regression test, then delete it.
set -eu
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/fuzz.sh TARGET SECONDS}
seconds=${2:-60}
shift 2 || shift $#
if [ "$target" = all ]; then
  for each in lexer pipeline configuration interface-builder suppressions objc; do "$0" "$each" "$seconds" "$@" || exit $?; done
  exit 0
fi
case "$target" in
  lexer|pipeline|configuration|interface-builder|suppressions|objc) ;;
  *) echo "unknown fuzz target '$target' (lexer, pipeline, configuration, interface-builder, suppressions, objc)" >&2; exit 2 ;;
esac

work=.build/fuzz
binary=$work/a11ylint-fuzz
modules=$work/modules
mkdir -p "$modules"
swiftc=${SWIFTC:-swiftc}
flags="-parse-as-library -O -g -sanitize=fuzzer,address"
newer() { # newer OUTPUT FILE…: whether OUTPUT is missing or older than a FILE
  output=$1; shift
  [ -e "$output" ] || return 0
  for file in "$@"; do [ "$file" -nt "$output" ] && return 0; done
  return 1
}
# The core, as its own module with internal names visible (-enable-testing),
# instrumented for coverage; rebuilt only when a core file changes.
core=$(find Sources/A11yLintCore -name '*.swift' | sort)
# shellcheck disable=SC2086
if newer "$modules/libA11yLintCore.a" $core; then
  echo "building the instrumented core (a few minutes)" >&2
  $swiftc $flags -enable-testing -wmo -module-name A11yLintCore -emit-library -static \
    -I Sources/CLibClang -emit-module -emit-module-path "$modules/A11yLintCore.swiftmodule" $core -o "$modules/libA11yLintCore.a"
fi
targets=$(find Fuzz/Targets -name '*.swift' | sort)
# shellcheck disable=SC2086
if newer "$binary" "$modules/libA11yLintCore.a" $targets; then
  echo "building $binary" >&2
  $swiftc $flags -module-name A11yLintFuzz -I "$modules" -I Sources/CLibClang -L "$modules" -lA11yLintCore -use-ld=lld \
    $targets -o "$binary"
fi

corpus=$work/corpus/$target
artifacts=$work/artifacts/$target
mkdir -p "$corpus" "$artifacts"
seed() { # copy files matching the find expression into the corpus (names are content-addressed by libFuzzer later)
  find "$@" -type f 2>/dev/null | while read -r file; do
    cp "$file" "$corpus/seed-$(printf '%s' "$file" | cksum | cut -d' ' -f1)"
  done
}
case "$target" in
  lexer|pipeline) seed Fixtures Fuzz/Seeds/lexer -name '*.swift' ;;
  objc) seed Fixtures Fuzz/Seeds/objc \( -name '*.m' -o -name '*.mm' -o -name '*.h' \) ;;
  configuration) seed Fuzz/Seeds/configuration ;;
  interface-builder) seed Fixtures Fuzz/Seeds/interface-builder \( -name '*.storyboard' -o -name '*.xib' \) ;;
  suppressions) seed Fuzz/Seeds/suppressions; seed Fixtures/Rules -name '*.swift' ;;
esac

case "$target" in pipeline) dictionary=Fuzz/Dictionaries/lexer.dict ;; *) dictionary=Fuzz/Dictionaries/$target.dict ;; esac
[ -f "$dictionary" ] && set -- -dict="$dictionary" "$@"
log=$work/$target.log
echo "fuzzing $target for ${seconds}s; log: $log; corpus: $corpus" >&2
A11YLINT_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=1 "$binary" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=${MAX_LEN:-8192} -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$@" "$corpus" >"$log" 2>&1 && status=0 || status=$?
grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::' "$log" >&2 || true
if [ "$status" -ne 0 ]; then
  tail -40 "$log" >&2
  echo "fuzz target $target failed (status $status); artifacts in $artifacts" >&2
fi
exit "$status"
