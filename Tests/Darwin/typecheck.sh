#!/usr/bin/env bash
# The Darwin type-check: proves from Linux that viper-gen, its sample and the modules it generates compile against
# Apple's SDK interfaces at the declared deployment targets, in Swift 6 mode with warnings as errors.
#
#   VIPER_GEN_DARWIN_SDK=/path/to/iPhoneOS16.5.sdk \
#   VIPER_GEN_DARWIN_APINOTES=/path/to/swift/apinotes \
#   Tests/Darwin/typecheck.sh            # everything
#   Tests/Darwin/typecheck.sh --self-check   # also proves it fails on a macOS-15-only call
#
# VIPER_GEN_DARWIN_SDK: an iPhoneOS SDK from a public SDK mirror (theos/sdks' iPhoneOS16.5.sdk is what this was built
# and checked with). VIPER_GEN_DARWIN_APINOTES: the `apinotes` folder of a swiftlang/swift checkout (Dispatch.apinotes
# and os.apinotes, which Apple's toolchains ship and Linux toolchains do not). Tests/Darwin/prepare-sdk.py explains
# what is prepared from them and why; the preparation is cached in .build/darwin-typecheck.
#
# What is checked, and at which target:
# - The tool (ViperGenEngine, ViperGenKit with both build plugins' generated sources, viper-gen, EmbedTemplatesTool,
#   BuildInfoTool, the three plugins, both benchmarks, the test support file with a Darwin branch), declared for
#   macOS 13: checked as arm64-apple-ios16.0, the iOS
#   release of the same year. Public SDK mirrors carry iPhoneOS SDKs only, and the standard library and Foundation
#   annotate macOS and iOS in lockstep (macOS 13 = iOS 16, 14 = 17, 15 = 18: `String(validating:as:)` is "macOS 15.0,
#   iOS 18.0"), so every availability error at macOS 13 is one at iOS 16, and Darwin's C library is the same. What an
#   iOS SDK lacks is macOS-only API (Foundation's Process): ARTEFACTS lists those messages; nothing else is waved away.
# - The sample: TodoCore at iOS 17 (the iOS app) and at the macOS 13 stand-in (the terminal app), the terminal app
#   and its `todo` executable and its XCTest tests, the iOS app (with its support layer) and its XCTest tests at
#   iOS 17 (the modules' Swift Testing tests of both front ends are left out: see below).
# - Generated modules: every ui flavour x tests x dependencies x access, with screen=list, interactor=false and parent
#   wiring (push and sheet), their support files, code and XCTest tests, at iOS 17.
#
# It builds viper-gen first (`swift build --product viper-gen`, a no-op when it is built): the build plugins' generated
# sources are checked, and viper-gen generates the modules. VIPER_GEN_DARWIN_SKIP_BUILD=1 skips that build and uses
# .build/debug/viper-gen and the plugins' outputs as they are (after `swift build` or `swift test`).
#
# Exit status: 0 when everything type-checks, 1 when something does not (each error printed), 2 when the SDK mirror
# is missing (or VIPER_GEN_DARWIN_SKIP_BUILD=1 finds nothing built).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)

sdk_source=${VIPER_GEN_DARWIN_SDK:-}
notes_source=${VIPER_GEN_DARWIN_APINOTES:-}
if [ -z "$sdk_source" ] || [ ! -d "$sdk_source/usr/lib/swift" ] || [ -z "$notes_source" ] \
    || [ ! -f "$notes_source/Dispatch.apinotes" ]; then
    echo "typecheck.sh: needs VIPER_GEN_DARWIN_SDK set to an iPhoneOS SDK (e.g. a theos/sdks checkout's iPhoneOS16.5.sdk) and VIPER_GEN_DARWIN_APINOTES set to a swiftlang/swift checkout's apinotes folder" >&2
    exit 2
fi

self_check=false
[ "${1:-}" = "--self-check" ] && self_check=true

# Errors that are artefacts of checking macOS code against an iOS SDK, each with its reason. A line of compiler
# output matching one of these is reported as an artefact, never as a failure.
ARTEFACTS=(
    # Foundation's Process (NSTask) exists on macOS only, so an iOS SDK has no declaration of it. The command plugin
    # runs the built tool with it, on the Mac that runs SwiftPM.
    "Sources/ViperGenPlugin/ViperGenPlugin.swift:[0-9]+:[0-9]+: error: cannot find 'Process' in scope"
    "Sources/ViperGenPlugin/ViperGenPlugin.swift:[0-9]+:[0-9]+: error: cannot infer contextual base in reference to member 'exit'"
    # The terminal app's end-to-end tests start the built `todo` with Process too, on the Mac that runs them.
    "Sample/Tests/TodoAppTests/Support/TodoProcess.swift:[0-9]+:[0-9]+: error: cannot find type 'Process' in scope"
    # PackagePlugin has no interface anywhere but SwiftPM's own build: prepare-sdk.py prints the toolchain's with
    # swift-synthesize-interface, which leaves out the declarations introduced with PackageDescription 6.0 (the
    # URL-based API the plugins use). Every other use of PackagePlugin and all of Foundation is still checked.
    "Sources/[A-Za-z]+Plugin/[A-Za-z]+\\.swift:[0-9]+:[0-9]+: error: value of type '(Package|PluginContext|PluginContext\\.Tool)' has no member '(directoryURL|pluginWorkDirectoryURL|url)'"
    "Sources/[A-Za-z]+Plugin/[A-Za-z]+\\.swift:[0-9]+:[0-9]+: error: cannot convert value of type 'Array<URL>' to expected argument type '\\[Path\\]'"
)
# SwiftUI API that iOS 17 introduced, absent from an older SDK (public mirrors stop at iPhoneOS 16.5): `Bindable`,
# `onChange(of:initial:_:)`, whose action takes the old and the new value (the iOS 16 form passes one), and
# `ContentUnavailableView` (the sample's empty and error states). The macOS workflow builds the same code against the
# iOS 17+ SDK.
sdk_version=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["Version"])' "$sdk_source/SDKSettings.json")
if [ "${sdk_version%%.*}" -lt 17 ]; then
    ARTEFACTS+=(
        "error: cannot find 'Bindable' in scope"
        "error: contextual closure type '\\(Bool\\) -> Void' expects 1 argument, but 2 were used in closure body"
        "error: cannot find 'ContentUnavailableView' in scope"
        # The viper set's support layer: `navigationDestination(item:destination:)` (the iOS 16 SDK has only the
        # `for:` form) and UIKit's content-unavailable configurations, for its empty and failed states.
        "error: incorrect argument label in call \\(have 'item:_:', expected 'for:_:'\\)"
        "error: cannot find (type )?'UIContentUnavailableConfiguration' in scope"
        "error: cannot find 'contentUnavailableConfiguration' in scope"
        "error: value of type '[A-Za-z]+' has no member 'contentUnavailableConfiguration'"
    )
fi

work="$root/.build/darwin-typecheck"
key=$( (cd "$sdk_source" && pwd -P; cd "$notes_source" && pwd -P; swiftc --version 2>&1; cat "$root/Tests/Darwin/prepare-sdk.py" \
    "$notes_source/Dispatch.apinotes" "$notes_source/os.apinotes") \
    | sha256sum | cut -c1-16)
prepared="$work/prepared-$key"
if [ ! -f "$prepared/done" ]; then
    echo "== preparing the SDK mirror (once per SDK and toolchain)"
    rm -rf "$work"/prepared-*
    mkdir -p "$work"
    python3 "$root/Tests/Darwin/prepare-sdk.py" "$sdk_source" "$notes_source" "$prepared"
    touch "$prepared/done"
fi

# The tool is checked as iOS, which would skip `#if os(macOS)` code unchecked: Sources and the sample say
# `canImport(Darwin)` for what Apple platforms share (the same C library and Foundation).
if grep -rn --include='*.swift' -E '#(else)?if .*os\((macOS|iOS)\)' Sources Sample; then
    echo "typecheck.sh: #if os(macOS)/os(iOS) above would go unchecked (the tool is checked as iOS); use #if canImport(Darwin)" >&2
    exit 1
fi

if [ "${VIPER_GEN_DARWIN_SKIP_BUILD:-}" = 1 ]; then
    echo "== swift build skipped (VIPER_GEN_DARWIN_SKIP_BUILD=1): .build/debug/viper-gen and the plugins' outputs as built"
    [ -x "$root/.build/debug/viper-gen" ] || {
        echo "typecheck.sh: VIPER_GEN_DARWIN_SKIP_BUILD=1 needs .build/debug/viper-gen; run swift build first, or unset it" >&2
        exit 2
    }
else
    echo "== swift build (the generated sources of the build plugins, and viper-gen to generate modules with)"
    swift build --product viper-gen >/dev/null
fi
# generated TARGET: the file a build plugin writes for TARGET (EmbeddedTemplates.swift for ViperGenTemplateSets,
# BuildInfo.swift for ViperGenKit); nothing for the other layers.
generated() {
    local plugin
    case $1 in
        ViperGenTemplateSets) plugin=EmbedTemplatesPlugin ;;
        ViperGenKit) plugin=BuildInfoPlugin ;;
        *) return 0 ;;
    esac
    find "$outputs" -path "*/$1/destination/$plugin/*" -name '*.swift' | sort
}
# SwiftPM keeps them under the package's identity, its folder's name in lower case (a .build copied from another
# clone holds that clone's too).
outputs="$root/.build/plugins/outputs/$(basename "$root" | tr '[:upper:]' '[:lower:]')"
[ "$(generated ViperGenTemplateSets | wc -l)" -eq 1 ] && [ "$(generated ViperGenKit | wc -l)" -eq 1 ] || {
    echo "typecheck.sh: expected EmbeddedTemplates.swift and BuildInfo.swift under .build/plugins/outputs" >&2
    exit 1
}

scratch="$work/run"
rm -rf "$scratch"
mkdir -p "$scratch/modules" "$scratch/logs"
cache="$work/module-cache"
failures=0
artefacts=0

# typecheck LABEL TARGET_TRIPLE KIND MODULE FILES...
# KIND: library (emits a module others import), executable (main.swift), plugin or tests (@main or XCTest, nothing
# emitted). The package name comes from $package (SwiftPM passes one for `package` access).
typecheck() {
    local label=$1 triple=$2 kind=$3 module=$4
    shift 4
    local flags=(-swift-version 6 -warnings-as-errors -target "$triple" -sdk "$prepared/sdk"
        -resource-dir "$prepared/resource" -module-cache-path "$cache" -I "$prepared/include/iphoneos"
        -I "$scratch/modules/$triple" -module-name "$module" -package-name "$package")
    mkdir -p "$scratch/modules/$triple"
    case $kind in
        library) flags+=(-parse-as-library -enable-testing -emit-module
            -emit-module-path "$scratch/modules/$triple/$module.swiftmodule" -o /dev/null) ;;
        plugin) flags+=(-parse-as-library -typecheck) ;;
        executable) flags+=(-typecheck) ;;
        tests) flags+=(-parse-as-library -typecheck) ;;
    esac
    local log="$scratch/logs/$label.log"
    if swiftc "${flags[@]}" "$@" >"$log" 2>&1; then
        echo "ok    $label ($triple)"
        return
    fi
    local unexplained
    unexplained=$(grep -E '^[^ ].*: error: ' "$log" | sed "s|^$root/||" | while IFS= read -r line; do
        explained=false
        for pattern in "${ARTEFACTS[@]}"; do
            if [[ $line =~ $pattern ]]; then explained=true; fi
        done
        $explained || echo "$line"
    done)
    if [ -z "$unexplained" ] && grep -qE ': error: ' "$log"; then
        echo "ok    $label ($triple): only the listed artefacts"
        artefacts=$((artefacts + 1))
    else
        echo "FAIL  $label ($triple)"
        if [ -n "$unexplained" ]; then
            echo "$unexplained" | head -40 | sed 's/^/      /'
            [ "$(echo "$unexplained" | wc -l)" -le 40 ] || echo "      … (all of them in $log)"
        else
            head -40 "$log" | sed 's/^/      /'
        fi
        failures=$((failures + 1))
    fi
}

swift_files() { find "$@" -name '*.swift' | sort; }

# previews LABEL FILES...: FILES, with each one that declares a `#Preview` replaced by a copy whose previews are
# `PreviewStandIn` values, plus Tests/Darwin/PreviewStandIn.swift when any was (that file says why).
previews() {
    local label=$1
    shift
    python3 "$root/Tests/Darwin/preview-stand-ins.py" "$scratch/previews/$label" "$@"
}

mac=arm64-apple-ios16.0 # the macOS 13 stand-in (see above)
ios=arm64-apple-ios17.0

echo "== the tool, at macOS 13 (as $mac)"
package=viper_gen
typecheck engine $mac library ViperGenEngine $(swift_files Sources/ViperGenEngine)
# The library's layers, bottom up (the order of Architecture.md), each a module the ones above import.
for layer in ViperGenMerge ViperGenSupport ViperGenFormats ViperGenProjects ViperGenWriting ViperGenTemplateSets \
    ViperGenConfig ViperGenGeneration ViperGenUpkeep ViperGenMCP ViperGenKit; do
    # shellcheck disable=SC2046  # file lists: paths without spaces
    typecheck "$layer" $mac library "$layer" $(swift_files "Sources/$layer") $(generated "$layer")
done
typecheck viper-gen $mac executable viper_gen Sources/viper-gen/main.swift
typecheck embed-templates-tool $mac executable EmbedTemplatesTool $(swift_files Sources/EmbedTemplatesTool)
typecheck build-info-tool $mac executable BuildInfoTool $(swift_files Sources/BuildInfoTool)
for plugin in BuildInfoPlugin EmbedTemplatesPlugin ViperGenPlugin; do
    typecheck "$plugin" $mac plugin "$plugin" $(swift_files -L "Sources/$plugin")
done
# The tool's tests use swift-testing, which has no interface for Apple platforms here, so they are not checked as a
# whole; the support files with a Darwin branch that need nothing of it are, each on its own:
# - ViperGenKitTests/EndToEnd/UnwritableOutput.swift (no /dev/full on Darwin: a read-only descriptor only).
# Not checked, with the reason: EndToEndTests.swift's `#if os(Linux)` test has no Darwin branch (it checks with
# ldd(1) that the Linux binary links FoundationEssentials only; a Mac has full Foundation in its shared cache), and it
# needs swift-testing.
typecheck unwritable-output $mac library ViperGenKitTestsSupport Tests/ViperGenKitTests/EndToEnd/UnwritableOutput.swift
typecheck engine-benchmark $mac executable viper_gen_benchmark $(swift_files Tests/Benchmarks/EngineBenchmark)
typecheck xcodeproj-benchmark $mac executable viper_gen_xcodeproj_benchmark \
    $(swift_files Tests/Benchmarks/XcodeProjectBenchmark)

echo "== the sample"
package=TodoSample
typecheck todo-core $ios library TodoCore $(swift_files Sample/Sources/TodoCore)
typecheck todo-core $mac library TodoCore $(swift_files Sample/Sources/TodoCore)
typecheck todo-terminal-app $mac library TodoApp $(swift_files Sample/Sources/TodoApp)
typecheck todo $mac executable todo Sample/Sources/todo/main.swift
# The terminal app's XCTest files, with their Darwin branches (PseudoTerminal, LockWaitTests, UnwritableOutput), and
# the files they share. Its modules' Swift Testing files are left out, as generated modules' are below: swift-testing
# has no usable interface for Apple platforms here (its macros do not load).
typecheck todo-terminal-app-tests $mac tests TodoAppTests $(grep -L '^import Testing$' $(swift_files Sample/Tests/TodoAppTests))
typecheck ios-app $ios library TodoApp $(previews ios-app $(swift_files Sample/iOS/TodoApp))
# The iOS app's XCTest file (AppDependenciesTests) and the test support its modules' tests share; the modules' own
# tests are Swift Testing's and left out, as the terminal app's are.
typecheck ios-app-tests $ios tests TodoAppTests $(grep -L '^import Testing$' $(swift_files Sample/iOS/TodoAppTests))

echo "== generated modules, at iOS 17"
package=App
viper_gen="$root/.build/debug/viper-gen"
# generate PACKAGE MODULE PARAMETERS...: viper-gen module MODULE into PACKAGE's App target (its support files too)
generate() {
    local package=$1 module=$2
    shift 2
    local parameters=()
    for parameter in "$@"; do parameters+=(-p "$parameter"); done
    # (its warnings go to a log: the scratch folder lies in .build/, which the repository ignores)
    (cd "$package" && SOURCE_DATE_EPOCH=0 "$viper_gen" module "$module" --output Sources/App \
        --tests-output Tests/AppTests --target App --author "Darwin Check" --quiet "${parameters[@]}") \
        2>>"$scratch/logs/generate.log" || { cat "$scratch/logs/generate.log" >&2; exit 1; }
}
# Every ui x tests x dependencies x access, each package with a plain screen (Search), a list (Results), a screen
# without an interactor (About), and a module wired into Search by --param parent, pushed (Detail) and presented in a
# sheet (Filters). Tests are checked in their XCTest form: swift-testing has no interface for Apple platforms here (as
# for the tool's own tests), so with tests=swift-testing the code is checked and its tests are not.
for ui in swiftui uikit none; do
    for tests in swift-testing xctest; do
        for dependencies in false true; do
            for access in internal public; do
                name="ui-$ui.tests-$tests.dependencies-$dependencies.access-$access"
                package="$scratch/generated/$name"
                mkdir -p "$package/Sources/App" "$package/Tests/AppTests"
                common=("ui=$ui" "tests=$tests" "dependencies=$dependencies" "access=$access")
                generate "$package" Search "${common[@]}"
                generate "$package" Results "${common[@]}" screen=list
                generate "$package" About "${common[@]}" interactor=false
                # With dependencies, the parent's dependencies protocol must inherit the child's: the user's to write.
                if [ "$dependencies" = false ]; then
                    generate "$package" Detail "${common[@]}" parent=Search presentation=push
                    generate "$package" Filters "${common[@]}" parent=Search presentation=sheet screen=list
                fi
                typecheck "$name" $ios library App $(previews "$name" $(swift_files "$package/Sources/App"))
                if [ "$tests" = xctest ]; then
                    typecheck "$name-tests" $ios tests AppTests $(swift_files "$package/Tests/AppTests")
                fi
                rm -f "$scratch/modules/$ios/App.swiftmodule"
            done
        done
    done
done

if $self_check; then
    echo "== self-check: a macOS-15-only call must fail"
    probe="$scratch/self-check/Probe.swift"
    mkdir -p "$(dirname "$probe")"
    printf '%s\n' 'func decode(_ bytes: some Sequence<UInt8>) -> String? { String(validating: bytes, as: UTF8.self) }' \
        >"$probe"
    before=$failures
    typecheck self-check $mac library Probe "$probe"
    if [ $failures -eq $((before + 1)) ] && grep -q "'init(validating:as:)' is only available in iOS 18.0 or newer" \
        "$scratch/logs/self-check.log"; then
        echo "ok    self-check: the macOS-15-only call was refused"
        failures=$before
    else
        echo "FAIL  self-check: the macOS-15-only call was not refused"
        failures=$((before + 1))
    fi
fi

echo "== $failures failed, $artefacts passed with listed artefacts only"
[ $failures -eq 0 ]
