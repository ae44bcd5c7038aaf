/// libFuzzer entry point for the `project.xcproj` (JSON5) reader, writer and editor: reads the input; for a file it
/// accepts, checks that writing an unchanged document gives back the input byte for byte, then plans adding a code
/// file, a resource and a test file to the project's first two targets, by folder and by an explicit group path,
/// and checks that every edited file reads back and writes back unchanged; then removes the files again and checks
/// the same of the result.
///
/// Thrown errors are valid outcomes; crashes, hangs, memory errors and a writer that changes an unchanged file (a
/// trap) are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func xcprojFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let document = try? XCProjReader.read(SourceText(name: "fuzz.xcproj", bytes: bytes)) else { return 0 }
    precondition(XCProjWriter.write(document) == bytes, "an unchanged document is not written back as it was")
    guard let model = try? XCProjModel(document: document, containingFolder: "/fuzz") else { return 0 }
    let targets = model.targets.map(\.name)
    let files = [
        XcodeProjectFile(path: "/fuzz/App/Search/SearchView.swift", isTest: false),
        XcodeProjectFile(path: "/fuzz/App/Search/SearchView.xib", isTest: false),
        XcodeProjectFile(path: "/fuzz/AppTests/SearchTests.swift", isTest: true),
    ]
    for group in [nil, "App/Search"] {
        guard
            let (edited, _) = try? XcodeProjectEdit.plan(
                contents: bytes, named: "fuzz/project.xcproj", containingFolder: "/fuzz", files: files,
                codeTargets: Array(targets.prefix(1)), testTargets: Array(targets.dropFirst().prefix(1)),
                codeGroup: group)
        else { continue }
        guard let reread = try? XCProjReader.read(SourceText(name: "edited.xcproj", bytes: edited)) else {
            fatalError("an edit wrote a file the reader refuses")
        }
        precondition(XCProjWriter.write(reread) == edited, "an edited file is not written back as it was")
        // `remove`: taking the files out again (references, emptied groups, synchronized folders' exceptions) writes
        // a file that reads back and writes back unchanged.
        guard
            let removal = try? XCProjProjectKind.planRemoval(
                contents: edited, named: "fuzz/project.xcproj", containingFolder: "/fuzz", removing: files.map(\.path))
        else { continue }
        guard let removed = try? XCProjReader.read(SourceText(name: "removed.xcproj", bytes: removal.contents)) else {
            fatalError("a removal wrote a file the reader refuses")
        }
        precondition(XCProjWriter.write(removed) == removal.contents, "a removed file is not written back as it was")
    }
    return 0
}
