#!/usr/bin/env python3
"""Prepares an Apple SDK mirror for the Darwin type-check (Tests/Darwin/typecheck.sh), run by the Linux swiftc.

Usage: prepare-sdk.py SDK APINOTES OUT

SDK is an iPhoneOS SDK as published in public SDK mirrors (for example theos/sdks' iPhoneOS16.5.sdk): Darwin headers,
Foundation, UIKit and SwiftUI interfaces, for arm64. OUT receives:

- OUT/sdk: a copy of SDK whose standard-library C shims are the toolchain's own.
- OUT/resource/apinotes: the toolchain's API notes plus those of APINOTES, the `apinotes` folder of a swiftlang/swift
  checkout (Apple's toolchains ship the notes for Dispatch and os, which give `dispatch_queue_t` its Swift name
  `DispatchQueue`; Linux toolchains do not, and an SDK does not carry them).
- OUT/resource/iphoneos: the toolchain's own standard library (Swift 6.3, carrying Apple's `@available` annotations,
  `String(validating:as:)` at macOS 15 / iOS 18), its Linux interfaces re-targeted to arm64 iOS, because a mirrored
  SDK ships the standard library of its own, older compiler, which this compiler cannot load. What the Linux
  interfaces lack and an Apple target needs is added; every edit is listed below with its reason.
- OUT/include/iphoneos: XCTest, Testing and PackagePlugin interfaces printed from the toolchain's own modules and
  re-targeted: no public SDK mirror carries Apple's XCTest.framework (it lives in Xcode's platform folder, not in the
  SDK), so the toolchain's swift-corelibs-xctest API stands in for it; it is the same API for what our tests and
  generated tests use (XCTestCase, XCTAssert*, XCTUnwrap, expectations).

Everything is checked as iOS, the tool (declared for macOS 13) as iOS 16 (typecheck.sh says why). Re-targeting the
iOS SDK to macOS was tried and given up: its headers leave out the macOS side of their conditions (os/object.h's
Objective-C support for dispatch objects, for one), so Dispatch does not import for a macOS target.
"""

import os
import re
import shutil
import subprocess
import sys

TOOLCHAIN_LIB = None  # set in main: <toolchain>/usr/lib

# Standard-library modules taken from the toolchain (their Linux interfaces, re-targeted).
STDLIB_MODULES = [
    "Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "SwiftOnoneSupport", "Synchronization",
    "Observation", "RegexBuilder", "Distributed", "_Builtin_float", "_Volatile", "_Differentiation",
]

# Apple platforms checked: (resource sub-folder, target triple written into interfaces, interface file name).
PLATFORMS = [
    ("iphoneos", "arm64-apple-ios13.0", "arm64-apple-ios"),
]

# With ObjC interop (every Apple target) the compiler calls standard-library declarations that the Linux standard
# library is built without (`#if _runtime(_ObjC)`): the pointer type every inout-to-pointer conversion looks up ("broken
# standard library: cannot find intrinsic operations on UnsafeMutablePointer<T>"), and the bridging entry points that
# an Objective-C thunk in an SDK overlay calls (without them the compiler crashes building Foundation). Only their
# signatures matter to a type-check; the bodies trap.
OBJC_RUNTIME_DECLARATIONS = """
@frozen public struct AutoreleasingUnsafeMutablePointer<Pointee> : Swift._Pointer {
  public let _rawValue: Builtin.RawPointer
  @_transparent public init(_ _rawValue: Builtin.RawPointer) { self._rawValue = _rawValue }
}
public func _bridgeAnyObjectToAny(_ possiblyNullObject: Swift.AnyObject?) -> Any { Swift.fatalError() }
public func _getErrorEmbeddedNSError<T>(_ x: T) -> Swift.AnyObject? where T : Swift.Error { Swift.fatalError() }
public func _bridgeErrorToNSError(_ error: __owned any Swift.Error) -> Swift.AnyObject { Swift.fatalError() }
"""

# When the typed-throws `Failure` of async sequences appeared.
FAILURE_AVAILABILITY = "@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)"

# Edits that make a Linux-built interface valid for an Apple target (pattern, replacement, why).
PATCHES = [
    # On Apple platforms `@backDeployed` functions must have a body to copy into clients; Linux interfaces print
    # the declaration alone. A body that traps is enough for type-checking.
    (r"(@_semantics\(\"unavailable_code_reached\"\) internal func _diagnoseUnavailableCodeReached\(\) -> Swift\.Never)\n",
     r"\1 { Swift.fatalError() }\n", "_diagnoseUnavailableCodeReached is @backDeployed on Apple platforms"),
    # Float80 exists on x86_64 only; its two shims calls have no arm64 declaration.
    (r"self = _stdlib_remainderl\(self, other\)", "Swift.fatalError()", "Float80 remainder shim is x86-only"),
    (r"self = _stdlib_squareRootl\(self\)", "Swift.fatalError()", "Float80 square-root shim is x86-only"),
]


def read(path):
    with open(path, encoding="utf-8", errors="surrogateescape") as handle:
        return handle.read()


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as handle:
        handle.write(text)


def retarget(text, triple):
    """Points an interface's module flags at `triple`, dropping Linux-only flags (Apple platforms use ObjC interop)."""
    lines = text.split("\n")
    for index, line in enumerate(lines[:6]):
        if line.startswith("// swift-module-flags:"):
            line = re.sub(r"-target \S+", "-target " + triple, line, count=1)
            line = line.replace(" -static ", " ").replace(" -disable-objc-interop", "")
            lines[index] = line
    return "\n".join(lines)


def give_back_deployed_bodies(text):
    """Adds a trapping body to every body-less `@backDeployed` function (Linux interfaces print none)."""
    lines = text.split("\n")
    out = []
    pending = False
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("@backDeployed"):
            pending = True
            out.append(line)
            continue
        if pending and not stripped.startswith("@"):
            pending = False
            if re.search(r"\b(func|init)\b", stripped) and "{" not in stripped:
                line = line + " { Swift.fatalError() }"
        out.append(line)
    return "\n".join(out)


def date_failure_witnesses(text):
    """Gives the `Failure` witnesses of async sequences the availability of `Failure` itself (macOS 15, iOS 18).

    Linux interfaces print these typealiases with the availability of their enclosing type (macOS 10.15), which an
    Apple target rejects: "'Failure' is only available in iOS 18.0 or newer".
    """
    lines = text.split("\n")
    for index in range(1, len(lines)):
        if "@_implements(" in lines[index] and ", Failure)" in lines[index]:
            previous = lines[index - 1]
            if previous.strip().startswith("@available("):
                indent = previous[: len(previous) - len(previous.lstrip())]
                lines[index - 1] = indent + FAILURE_AVAILABILITY
    return "\n".join(lines)


def prepare_sdk(sdk, out):
    target = os.path.join(out, "sdk")
    shutil.copytree(sdk, target, symlinks=True)
    # The standard library's C shims must be the toolchain's own, like the standard library itself.
    shims = os.path.join(target, "usr", "lib", "swift", "shims")
    shutil.rmtree(shims, ignore_errors=True)
    shutil.copytree(os.path.join(TOOLCHAIN_LIB, "swift", "shims"), shims)


# The os overlay of an SDK calls the C entry points `_os_log_impl` and `_os_signpost_emit_with_name_impl` by their
# Swift-private names (`___os_log_impl`); the API notes its compiler shipped mark them SwiftPrivate. swiftlang/swift's
# notes since mark them unavailable in Swift (newer overlays no longer call them), which leaves an older SDK's overlay
# unbuildable: `cannot find '___os_log_impl' in scope`. Both entries are given back the older marking, so that the
# check works with the notes of any swiftlang/swift checkout.
OS_OVERLAY_ENTRY_POINTS = ("_os_log_impl", "_os_signpost_emit_with_name_impl")


def os_overlay_entry_points(text):
    for name in OS_OVERLAY_ENTRY_POINTS:
        text = re.sub(
            r"(- Name: %s\n)(  (?:Availability|AvailabilityMsg|SwiftPrivate): .*\n)+" % re.escape(name),
            r"\1  SwiftPrivate: true\n", text)
    return text


def prepare_resource(out, apinotes):
    resource = os.path.join(out, "resource")
    notes = os.path.join(resource, "apinotes")
    shutil.copytree(os.path.join(TOOLCHAIN_LIB, "swift", "apinotes"), notes)
    for module in ("Dispatch", "os"):
        source = os.path.join(apinotes, module + ".apinotes")
        if not os.path.exists(source):
            sys.exit("prepare-sdk: %s has no %s.apinotes (point it at swiftlang/swift's apinotes folder)" % (
                apinotes, module))
        text = read(source)
        if module == "os":
            text = os_overlay_entry_points(text)
        write(os.path.join(notes, module + ".apinotes"), text)
    swift_lib = os.path.join(TOOLCHAIN_LIB, "swift")
    for shared in ("clang", "shims", "host"):
        if os.path.exists(os.path.join(swift_lib, shared)):
            os.symlink(os.path.join(swift_lib, shared), os.path.join(resource, shared))
    static = os.path.join(TOOLCHAIN_LIB, "swift_static", "linux")
    for module in STDLIB_MODULES:
        source = os.path.join(static, module + ".swiftmodule", "x86_64-unknown-linux-gnu.swiftinterface")
        if not os.path.exists(source):
            sys.exit("prepare-sdk: the toolchain has no interface for %s at %s" % (module, source))
        text = read(source)
        for pattern, replacement, _ in PATCHES:
            text = re.sub(pattern, replacement, text)
        text = give_back_deployed_bodies(text)
        text = date_failure_witnesses(text)
        text = text.replace("\nimport Glibc\n", "\nimport Darwin\n")
        if module == "Swift":
            text += OBJC_RUNTIME_DECLARATIONS
        for folder, triple, name in PLATFORMS:
            write(os.path.join(resource, folder, module + ".swiftmodule", name + ".swiftinterface"),
                  retarget(text, triple))


# What swift-synthesize-interface prints that a textual interface may not hold (pattern, replacement, why).
SYNTHESIZED_FIXES = [
    (r"\bimport Glibc\n", "import Darwin\n", "the C library of Apple platforms"),
    (r"\A", "import _Concurrency\n", "@MainActor needs the concurrency module imported"),
    (r" private\(set\) var ", " var ", "a printed read-only property keeps its setter's access"),
    (r"\n *override open func recordFailure\(withDescription[^\n]*", "", "overrides a method the printer dropped"),
    (r"\npublic var XCTestErrorDomain: String", "", "printed twice (a let and a deprecated var)"),
]


def synthesize(module, search_path, out):
    """Prints a binary Linux module as an interface and writes it re-targeted for each Apple platform."""
    result = subprocess.run(
        ["swift-synthesize-interface", "-module-name", module, "-target", "x86_64-unknown-linux-gnu",
         "-I", search_path, "-module-cache-path", os.path.join(out, "synthesize-cache")],
        capture_output=True, text=True)
    if result.returncode != 0 or not result.stdout:
        sys.exit("prepare-sdk: swift-synthesize-interface could not print %s: %s" % (module, result.stderr.strip()))
    body = result.stdout
    for pattern, replacement, _ in SYNTHESIZED_FIXES:
        body = re.sub(pattern, replacement, body)
    for folder, triple, name in PLATFORMS:
        header = ("// swift-interface-format-version: 1.0\n"
                  "// swift-module-flags: -target %s -enable-library-evolution -swift-version 5 -module-name %s\n"
                  % (triple, module))
        write(os.path.join(out, "include", folder, module + ".swiftmodule", name + ".swiftinterface"),
              header + body)


def main():
    global TOOLCHAIN_LIB
    if len(sys.argv) != 4:
        sys.exit("usage: prepare-sdk.py SDK APINOTES OUT")
    sdk, apinotes, out = sys.argv[1], sys.argv[2], sys.argv[3]
    swiftc = shutil.which("swiftc")
    TOOLCHAIN_LIB = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swiftc))), "lib")
    os.makedirs(os.path.join(out, "resource"))
    prepare_sdk(sdk, out)
    prepare_resource(out, apinotes)
    linux = os.path.join(TOOLCHAIN_LIB, "swift", "linux")
    synthesize("XCTest", linux, out)
    synthesize("Testing", linux, out)
    synthesize("PackagePlugin", os.path.join(TOOLCHAIN_LIB, "swift", "pm", "PluginAPI"), out)


if __name__ == "__main__":
    main()
