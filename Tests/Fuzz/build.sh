#!/bin/sh
# Builds the libFuzzer harnesses with plain swiftc (not SwiftPM): the engine's and the library's sources compiled
# as one module (their `import ViperGenEngine` lines dropped), a stub for the plugin-generated EmbeddedTemplates
# enum, and one harness each.
#
# Usage: Tests/Fuzz/build.sh [output directory] [harness...]   (default: .build/fuzz, every harness)
# Environment: SWIFTC (default: swiftc on PATH), FUZZ_OPT (default: -O; use -Onone for easier stack traces).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-"$root/.build/fuzz"}
[ $# -gt 0 ] && shift
harnesses=${*:-"TemplateEngineFuzzer ManifestFuzzer YAMLFuzzer XcodeProjectFuzzer XCProjFuzzer"}
swiftc=${SWIFTC:-swiftc}
mkdir -p "$out"
# Compile a snapshot of the sources, so that an edit during the (long) build cannot break it.
snapshot="$out/sources"
rm -rf "$snapshot"
mkdir -p "$snapshot"
# Every engine and library source; the only thing plain swiftc cannot produce is the plugin's generated file,
# stubbed here.
for target in ViperGenEngine ViperGenKit; do
    (cd "$root/Sources/$target" && find . -name '*.swift' | LC_ALL=C sort | while read -r file; do
        mkdir -p "$snapshot/$target/$(dirname "$file")"
        grep -v '^import ViperGenEngine$' "$file" >"$snapshot/$target/$file"
    done)
done
cp "$here/EmbeddedTemplatesStub.swift" "$snapshot/"
sources=$(find "$snapshot" -name '*.swift' | LC_ALL=C sort)
for harness in $harnesses; do
    echo "building $out/$harness"
    # shellcheck disable=SC2086  # $sources is a list of paths without spaces
    "$swiftc" -sanitize=fuzzer,address -parse-as-library -module-name ViperGenKit -package-name viper_gen \
        ${FUZZ_OPT:--O} -g \
        -swift-version 6 -use-ld=lld $sources "$here/$harness.swift" -o "$out/$harness"
done
