/// libFuzzer entry point for the Xcode project reader, writer and editor: reads the input as a `project.pbxproj`;
/// for a file it accepts, checks that writing is stable (what the writer writes reads back and writes again to the
/// same bytes), then plans adding a code file, a test file and a resource to the project's first two targets, and
/// removing them again.
///
/// Thrown errors are valid outcomes; crashes, hangs, memory errors and an unstable writer (a trap) are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func xcodeProjectFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let document = try? PBXProjectReader.read(SourceText(name: "fuzz.pbxproj", bytes: bytes)) else { return 0 }
    let written = PBXProjectWriter.write(document)
    guard let reread = try? PBXProjectReader.read(SourceText(name: "written.pbxproj", bytes: written)) else {
        fatalError("the writer wrote a file the reader refuses")
    }
    precondition(PBXProjectWriter.write(reread) == written, "writing is not stable")
    guard let model = try? PBXProjectModel(document: document, containingFolder: "/fuzz") else { return 0 }
    let targets = model.targets.map(\.name)
    let files = [
        XcodeProjectFile(path: "/fuzz/App/Search/SearchView.swift", isTest: false),
        XcodeProjectFile(path: "/fuzz/App/Search/SearchView.xib", isTest: false),
        XcodeProjectFile(path: "/fuzz/AppTests/SearchTests.swift", isTest: true),
    ]
    for group in [nil, "App/Search"] {
        guard
            let (edited, _) = try? XcodeProjectEdit.plan(
                contents: bytes, named: "fuzz.pbxproj", containingFolder: "/fuzz", files: files,
                codeTargets: Array(targets.prefix(1)), testTargets: Array(targets.dropFirst().prefix(1)),
                codeGroup: group)
        else { continue }
        guard (try? PBXProjectReader.read(SourceText(name: "edited.pbxproj", bytes: edited))) != nil else {
            fatalError("an edit wrote a file the reader refuses")
        }
        // `remove`: taking the files out again (references, build files, emptied groups, synchronized folders'
        // exceptions) writes a file that reads back.
        guard
            let removal = try? PBXProjectKind.planRemoval(
                contents: edited, named: "fuzz.pbxproj", containingFolder: "/fuzz", removing: files.map(\.path))
        else { continue }
        guard (try? PBXProjectReader.read(SourceText(name: "removed.pbxproj", bytes: removal.contents))) != nil else {
            fatalError("a removal wrote a file the reader refuses")
        }
    }
    return 0
}
