#!/bin/sh
# Builds the libFuzzer harnesses with plain swiftc (not SwiftPM): the library's sources, a stub for the
# plugin-generated EmbeddedTemplates enum, and one harness each.
#
# Usage: Tests/Fuzz/build.sh [output directory]   (default: .build/fuzz)
# Environment: SWIFTC (default: swiftc on PATH), FUZZ_OPT (default: -O; use -Onone for easier stack traces).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-"$root/.build/fuzz"}
swiftc=${SWIFTC:-swiftc}
mkdir -p "$out"
# Compile a snapshot of the sources, so that an edit during the (long) build cannot break it.
snapshot="$out/sources"
rm -rf "$snapshot"
mkdir -p "$snapshot"
# Every library source; the only thing plain swiftc cannot produce is the plugin's generated file, stubbed here.
(cd "$root/Sources/ViperGenKit" && find . -name '*.swift' | LC_ALL=C sort | while read -r file; do
    mkdir -p "$snapshot/$(dirname "$file")"
    cp "$file" "$snapshot/$file"
done)
cp "$here/EmbeddedTemplatesStub.swift" "$snapshot/"
sources=$(find "$snapshot" -name '*.swift' | LC_ALL=C sort)
for harness in TemplateEngineFuzzer ManifestFuzzer XcodeProjectFuzzer; do
    echo "building $out/$harness"
    # shellcheck disable=SC2086  # $sources is a list of paths without spaces
    "$swiftc" -sanitize=fuzzer,address -parse-as-library -module-name ViperGenKit -package-name viper_gen ${FUZZ_OPT:--O} -g \
        -swift-version 6 -use-ld=lld $sources "$here/$harness.swift" -o "$out/$harness"
done
