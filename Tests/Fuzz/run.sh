#!/bin/sh
# Runs the libFuzzer harnesses built by build.sh, each for the given number of seconds, one after the other, at the
# lowest CPU priority. The corpus starts from the templates and manifests in Templates/ and Tests/ and grows in
# the build directory; crashes, hangs (over 10 s) and memory errors land in its artifacts/ folder.
#
# Usage: Tests/Fuzz/run.sh [seconds per harness] [harness...]
#   defaults: 60 seconds; every harness build.sh builds
# Environment: FUZZ_BUILD (default: .build/fuzz, where build.sh puts the binaries); FUZZ_TIMEOUT (default: 10 s an
# input; raise it when other work starves the fuzzer at nice 19, or a starved input is reported as a hang).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${FUZZ_BUILD:-"$root/.build/fuzz"}
seconds=${1:-60}
[ $# -gt 0 ] && shift
# Every *Fuzzer.swift in this folder is a harness, so that a new one is built (and checked by .ci/run) at once.
all_harnesses=$(cd "$here" && ls ./*Fuzzer.swift | sed 's|^\./||; s|\.swift$||' | LC_ALL=C sort | tr '\n' ' ')
harnesses=${*:-$all_harnesses}
for harness in $harnesses; do
    [ -x "$build/$harness" ] || { echo "no $build/$harness; run Tests/Fuzz/build.sh first" >&2; exit 1; }
done

# Seeds: every template and snippet for the engine, every manifest for the manifest fuzzer, every YAML file
# (Rambafiles, rambaspecs, *.yml) for the YAML fuzzer.
seeds="$build/seeds"
seed() { # harness, file pattern, more file patterns
    rm -rf "${seeds:?}/$1"
    mkdir -p "$seeds/$1"
    n=0
    target=$1
    shift
    pattern="-name $1"
    shift
    for more in "$@"; do pattern="$pattern -o -name $more"; done
    set -f # the patterns are find's, not the shell's
    # shellcheck disable=SC2086  # $pattern is find's expression, split on purpose
    files=$(find "$root/Templates" "$root/Tests" "$root/Sample" \( $pattern \) 2>/dev/null | LC_ALL=C sort)
    set +f
    for file in $files; do
        n=$((n + 1))
        cp "$file" "$seeds/$target/seed-$n"
    done
}
for harness in $harnesses; do
    case $harness in
    TemplateEngineFuzzer) seed "$harness" '*.liquid' ;;
    YAMLFuzzer) seed "$harness" '*.yml' '*.yaml' '*.rambaspec' 'Rambafile' ;;
    XcodeProjectFuzzer) seed "$harness" '*.pbxproj' ;;
    XCProjFuzzer) seed "$harness" '*.xcproj' ;;
    LockfileFuzzer) seed "$harness" 'viper-gen.lock' '*.lock' ;;
    PackageManifestFuzzer) seed "$harness" 'Package.swift' ;;
    MergeFuzzer) mkdir -p "$seeds/$harness" ;; # the input drives a generator; libFuzzer starts from nothing
    MCPMessageFuzzer) seed "$harness" '*.jsonl' ;; # sessions, one JSON-RPC message a line
    *) seed "$harness" '*.json' ;;
    esac
done

for harness in $harnesses; do
    corpus="$build/corpus/$harness"
    artifacts="$build/artifacts/$harness/"
    mkdir -p "$corpus" "$artifacts"
    case $harness in
    TemplateEngineFuzzer) dict="$here/liquid.dict"; max_len=65536 ;;
    YAMLFuzzer) dict="$here/yaml.dict"; max_len=16384 ;;
    XcodeProjectFuzzer) dict="$here/pbxproj.dict"; max_len=65536 ;;
    XCProjFuzzer) dict="$here/xcproj.dict"; max_len=65536 ;;
    PackageManifestFuzzer) dict="$here/package.dict"; max_len=16384 ;;
    MergeFuzzer) dict=""; max_len=256 ;;
    *) dict="$here/json.dict"; max_len=16384 ;;
    esac
    dict_option=${dict:+"-dict=$dict"}
    echo "fuzzing $harness for $seconds s (corpus $corpus, artifacts $artifacts)"
    nice -n 19 "$build/$harness" "$corpus" "$seeds/$harness" ${dict_option:+"$dict_option"} -max_len="$max_len" \
        -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$artifacts"
done
