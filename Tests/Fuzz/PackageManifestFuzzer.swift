/// libFuzzer entry point for the `Package.swift` reader and editor: reads the input as a manifest; for one it
/// accepts, adds a library target and its test target, and checks that the edited manifest reads back with exactly
/// those two targets appended to its target list, and that removing them gives back the input byte for byte (a
/// manifest that only ever gained targets through the editor is back to its exact bytes).
///
/// Thrown errors are valid outcomes; crashes, hangs, memory errors and an edit that breaks the manifest or changes
/// anything else (a trap) are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func packageManifestFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let manifest = try? PackageManifest(bytes: bytes, name: "Package.swift") else { return 0 }
    let added = [
        PackageTarget(name: "FuzzSearch", kind: .target, dependencies: ["Core"]),
        PackageTarget(name: "FuzzSearchTests", kind: .testTarget, dependencies: ["FuzzSearch"]),
    ]
    let addition = manifest.adding(added)
    let edited: PackageManifest
    do {
        edited = try PackageManifest(bytes: addition.bytes, name: "Package.swift")
    } catch {
        fatalError("the edited manifest does not read back: \(error)")
    }
    let before = manifest.elements.map(\.name)
    let after = edited.elements.map(\.name)
    precondition(after == before + ["FuzzSearch", "FuzzSearchTests"], "the edit changed the list to \(after)")
    precondition(addition.firstLine >= 1, "the new targets start at line \(addition.firstLine)")
    // Removal is checked where the names are new: a manifest that already held one of them loses that one too.
    guard !before.contains(where: { $0 == "FuzzSearch" || $0 == "FuzzSearchTests" }) else { return 0 }
    let removal = edited.removing(targetsNamed: ["FuzzSearch", "FuzzSearchTests"])
    precondition(removal.removed == ["FuzzSearch", "FuzzSearchTests"], "removed \(removal.removed)")
    precondition(removal.bytes == bytes, "adding and removing the targets does not give back the manifest")
    return 0
}
