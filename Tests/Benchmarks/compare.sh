#!/usr/bin/env bash
# Compares a baseline viper-gen with this checkout's, both statically linked, in one interleaved run, as users run
# them (in a project, which records every module in viper-gen.lock): one module, 1,000 modules in one call, and
# update of 100 outdated modules, on tmpfs. For a change that must keep the speed
# (a refactoring): build the baseline first, from the commit before the change, and keep its binary.
#
#   git stash / checkout BASE && swift build -c release --product viper-gen --static-swift-stdlib \
#       --disable-local-rpath --scratch-path .build/static && cp .build/static/release/viper-gen /tmp/baseline-viper-gen
#   Tests/Benchmarks/compare.sh /tmp/baseline-viper-gen            # RUNS=30 rounds by default
#
# Prints a Markdown table of medians (ms) and the ratio current / baseline. Linux only (/dev/shm).
set -euo pipefail
BASELINE=${1:?usage: compare.sh BASELINE_BINARY}
BASELINE=$(cd "$(dirname "$BASELINE")" && pwd)/$(basename "$BASELINE")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
RUNS=${RUNS:-30}
WORK=$(mktemp -d /tmp/viper-gen-compare.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
export SOURCE_DATE_EPOCH=1795348800 NO_COLOR=1

echo "Building the current static binary..." >&2
swift build -c release --package-path "$ROOT" --product viper-gen --static-swift-stdlib --disable-local-rpath \
    --scratch-path "$ROOT/.build/static" >&2
CURRENT="$ROOT/.build/static/release/viper-gen"

module_names() { for i in $(seq 1 "$1"); do printf 'M%d ' "$i"; done; }
MODULES=$(module_names 1000)
M100=$(module_names 100)
# The project the module runs work in, each on its own copy (made before the timer starts).
mkdir -p "$WORK/project"
printf '{ "output": "Sources", "author": "Bench" }\n' >"$WORK/project/viper-gen.json"
PROJECT="--config {copy:$WORK/project}/viper-gen.json"
# An outdated project: 100 modules of a copy of the built-in set whose presenter template then changed. Each update
# run works on its own copy (made before the timer starts); the baseline made it, so both read the same lockfile.
mkdir -p "$WORK/outdated/templates"
cp -R "$ROOT/Templates/viper" "$WORK/outdated/templates/viper"
printf '{ "output": "Sources", "author": "Bench", "templateDirectories": ["templates"] }\n' >"$WORK/outdated/viper-gen.json"
# shellcheck disable=SC2086  # module names without spaces
(cd "$WORK/outdated" && "$BASELINE" module $M100 -q)
printf '// changed by the benchmark\n' >>"$WORK/outdated/templates/viper/Presenter.swift.liquid"

SHM=/dev/shm
[ -d "$SHM" ] && [ -w "$SHM" ] || SHM=$(dirname "$WORK")
echo "Timing $RUNS interleaved rounds on $SHM..." >&2
MEASURE_DIR=$SHM python3 "$HERE/measure.py" "$RUNS" \
    "baseline-one=$BASELINE module Search $PROJECT" \
    "current-one=$CURRENT module Search $PROJECT" \
    "baseline-update-100=$BASELINE update -q --config {copy:$WORK/outdated}/viper-gen.json" \
    "current-update-100=$CURRENT update -q --config {copy:$WORK/outdated}/viper-gen.json" >"$WORK/single.json"
MEASURE_DIR=$SHM python3 "$HERE/measure.py" 7 \
    "baseline-1000=$BASELINE module $MODULES $PROJECT" \
    "current-1000=$CURRENT module $MODULES $PROJECT" >"$WORK/many.json"

python3 - "$WORK/single.json" "$WORK/many.json" <<'PY'
import json, statistics, sys
results = {}
for path in sys.argv[1:]:
    results.update(json.load(open(path)))
print("| Run | baseline (ms) | current (ms) | current / baseline |")
print("| --- | ---: | ---: | ---: |")
for row, label in [("one", "one module, in a project"), ("1000", "1,000 modules recorded in one call"), ("update-100", "update of 100 modules")]:
    base = statistics.median(results[f"baseline-{row}"]["wall_ms"])
    current = statistics.median(results[f"current-{row}"]["wall_ms"])
    print(f"| {label} | {base:.1f} | {current:.1f} | {current / base:.2f}× |")
PY
