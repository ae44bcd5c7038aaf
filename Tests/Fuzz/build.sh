#!/bin/sh
# Builds the libFuzzer harnesses with plain swiftc (not SwiftPM): the engine's and every library layer's sources
# compiled once as one module (their `import ViperGen…` lines dropped), with stand-ins for the plugin-generated
# EmbeddedTemplates and BuildInfo enums, into a static library that each harness links.
#
# Usage: Tests/Fuzz/build.sh [output directory] [harness...]   (default: .build/fuzz, every *Fuzzer.swift here)
# .ci/run builds every harness this way, so that one that stops compiling fails CI.
# Environment: SWIFTC (default: swiftc on PATH), FUZZ_OPT (default: -O; use -Onone for easier stack traces).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-"$root/.build/fuzz"}
[ $# -gt 0 ] && shift
mkdir -p "$out"
out=$(cd "$out" && pwd) # absolute: the source snapshot below is written from inside other folders
# Every *Fuzzer.swift in this folder is a harness, so that a new one is built (and checked by .ci/run) at once.
all_harnesses=$(cd "$here" && ls ./*Fuzzer.swift | sed 's|^\./||; s|\.swift$||' | LC_ALL=C sort | tr '\n' ' ')
harnesses=${*:-$all_harnesses}
swiftc=${SWIFTC:-swiftc}
# Compile a snapshot of the sources, so that an edit during the (long) build cannot break it.
snapshot="$out/sources"
rm -rf "$snapshot"
mkdir -p "$snapshot"
# Every source of the engine and of the library's layers (the targets ViperGen*: Support, Formats, ... ViperGenKit);
# the only thing plain swiftc cannot produce is the plugins' generated files, stubbed here.
for target in $(cd "$root/Sources" && ls -d ViperGen* | grep -v 'Plugin$' | LC_ALL=C sort); do
    (cd "$root/Sources/$target" && find . -name '*.swift' | LC_ALL=C sort | while read -r file; do
        mkdir -p "$snapshot/$target/$(dirname "$file")"
        grep -v '^import ViperGen[A-Za-z]*$' "$file" >"$snapshot/$target/$file"
    done)
done
cp "$here/EmbeddedTemplatesStub.swift" "$here/BuildInfoStub.swift" "$snapshot/"
sources=$(find "$snapshot" -name '*.swift' | LC_ALL=C sort)
# The kit is compiled once, instrumented and sanitized, into a static library that every harness links; the harness
# sees its internal types through `@testable import`, which the build adds in front of the harness's own source.
kit="$out/kit"
rm -rf "$kit"
mkdir -p "$kit"
echo "building $kit/libViperGenKit.a"
# shellcheck disable=SC2086  # $sources is a list of paths without spaces
"$swiftc" -sanitize=fuzzer,address -parse-as-library -module-name ViperGenKit -package-name viper_gen \
    ${FUZZ_OPT:--O} -g -enable-testing -swift-version 6 \
    -emit-library -static -emit-module -emit-module-path "$kit/ViperGenKit.swiftmodule" \
    $sources -o "$kit/libViperGenKit.a"
for harness in $harnesses; do
    echo "building $out/$harness"
    { echo "@testable import ViperGenKit"; cat "$here/$harness.swift"; } >"$kit/$harness.swift"
    "$swiftc" -sanitize=fuzzer,address -parse-as-library -module-name "$harness" -package-name viper_gen \
        ${FUZZ_OPT:--O} -g -swift-version 6 -use-ld=lld -I "$kit" -L "$kit" -lViperGenKit \
        "$kit/$harness.swift" -o "$out/$harness"
done
