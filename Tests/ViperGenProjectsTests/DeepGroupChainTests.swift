import Testing

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenProjects
@testable import ViperGenSupport

/// Issue 50: a `project.pbxproj` whose `App` group holds a chain of 20,000 nested groups (`g0` holds `g1`, … each
/// with `path = gN`, 3 MB) cost over 20 s and 3 GB: every group kept the names of all the groups above it, and its
/// folder path, as long as the chain above it. Groups now keep their own name and their parent, and a folder longer
/// than `ProjectPath.maximumLength` is one that cannot be known (no file could be written there).
@Suite struct DeepGroupChainTests {
    static let depth = 20_000

    /// The project file: main group → `App` (`path = App`) → `g0` → … → `g19999`, each group `path = gN`.
    static func contents() -> [UInt8] {
        func id(_ number: Int) -> String {
            let hex = String(number, radix: 16, uppercase: true)
            return String(repeating: "0", count: 24 - hex.count) + hex
        }
        var lines: [String] = []
        for level in 0..<depth {
            let children = level + 1 < depth ? "\(id(0x100000 + level + 1)) /* g\(level + 1) */," : ""
            lines.append(
                "\t\t\(id(0x100000 + level)) /* g\(level) */ = {isa = PBXGroup; children = (\(children)); "
                    + "path = g\(level); sourceTree = \"<group>\"; };")
        }
        lines += [
            "\t\t\(id(1)) /* App */ = {isa = PBXGroup; children = (\(id(0x100000)) /* g0 */,); path = App; "
                + "sourceTree = \"<group>\"; };",
            "\t\t\(id(2)) = {isa = PBXGroup; children = (\(id(1)) /* App */,); sourceTree = \"<group>\"; };",
            "\t\t\(id(5)) /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (); "
                + "runOnlyForDeploymentPostprocessing = 0; };",
            "\t\t\(id(4)) /* App */ = {isa = PBXNativeTarget; buildPhases = (\(id(5)) /* Sources */,); "
                + "name = App; productType = \"com.apple.product-type.application\"; };",
            "\t\t\(id(3)) /* Project object */ = {isa = PBXProject; mainGroup = \(id(2)); projectDirPath = \"\"; "
                + "targets = (\(id(4)) /* App */,); };",
        ]
        let text =
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
            + lines.joined(separator: "\n") + "\n\t};\n\trootObject = \(id(3)) /* Project object */;\n}\n"
        return Array(text.utf8)
    }

    @Test func theDeepestGroupOfA20000GroupChainHasItsGroupPath() throws {
        let document = try PBXProjectReader.read(SourceText(name: "Deep/project.pbxproj", bytes: Self.contents()))
        let model = try PBXProjectModel(document: document, containingFolder: "/work/Deep")
        #expect(model.groups.count == Self.depth + 2)
        let deepest = try #require(model.groups.indices.max { model.groups[$0].depth < model.groups[$1].depth })
        #expect(model.groups[deepest].depth == Self.depth + 1)
        #expect(model.names(of: deepest) == ["App"] + (0..<Self.depth).map { "g\($0)" })
        // The folders follow the chain while they are paths a file can have, and stop being known past that.
        #expect(model.groups[2].folder == "/work/Deep/App/g0")
        let lastKnown = model.groups.lastIndex { $0.folder != nil }!
        let folder = try #require(model.groups[lastKnown].folder)
        #expect(folder == "/work/Deep/App/" + model.names(of: lastKnown).dropFirst().joined(separator: "/"))
        #expect(folder.utf8.count <= ProjectPath.maximumLength)
        #expect(model.groups[deepest].folder == nil)
    }

    @Test func aModuleGoesIntoTheProjectBesideTheChain() throws {
        let files = ["Presenter", "View"].map {
            XcodeProjectFile(path: "/work/Deep/App/Modules/Search/Search\($0).swift", isTest: false)
        }
        let (edited, report) = try XcodeProjectEdit.plan(
            contents: Self.contents(), named: "Deep/project.pbxproj", containingFolder: "/work/Deep", files: files,
            codeTargets: ["App"], testTargets: [])
        #expect(report.newGroups == ["App/Modules", "App/Modules/Search"])
        let model = try PBXProjectModel(
            document: PBXProjectReader.read(SourceText(name: "edited", bytes: edited)), containingFolder: "/work/Deep")
        let search = try #require(model.fileReferences["/work/Deep/App/Modules/Search/SearchView.swift"])
        #expect(model.names(of: search.group) == ["App", "Modules", "Search"])
    }
}
