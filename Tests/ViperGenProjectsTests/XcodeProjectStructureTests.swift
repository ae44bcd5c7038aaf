import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenProjects
@testable import ViperGenSupport

/// Reads edited projects back and checks their structure: every id resolves, every new file is in its group and
/// in its targets' build phases.
@Suite struct XcodeProjectStructureTests {
    /// Keys whose values are ids (or lists of ids) of other objects.
    static let referenceKeys: Set<String> = [
        "fileRef", "children", "files", "buildPhases", "targets", "mainGroup", "productRefGroup", "target",
        "exceptions", "fileSystemSynchronizedGroups", "buildConfigurationList", "buildConfigurations",
        "productReference", "dependencies", "targetProxy", "containerPortal", "remoteGlobalIDString",
    ]

    /// Every id the objects of `model` refer to through `referenceKeys`.
    static func referencedIDs(_ model: PBXProjectModel) -> [String] {
        var ids: [String] = []
        for object in model.document.objects {
            for entry in object.entries where referenceKeys.contains(model.document.value(of: entry.key)) {
                switch entry.value {
                case .string(let id): ids.append(model.document.value(of: id))
                case .array(let elements):
                    for case .string(let id) in elements { ids.append(model.document.value(of: id)) }
                case .dictionary: Issue.record("a dictionary under a reference key")
                }
            }
        }
        return ids
    }

    /// The names of the targets whose build phase of class `isa` lists a build file of `fileReference`.
    static func targets(of fileReference: Int, in model: PBXProjectModel, phase isa: PBXClass) -> [String] {
        let id = model.document.value(of: model.document.objects[fileReference].id)
        return model.targets.filter { target in
            model.references(target.object, .buildPhases).compactMap { model.object($0) }
                .filter { model.document.objects[$0].isa == isa }
                .flatMap { model.references($0, .files).compactMap { model.object($0) } }
                .contains { model.reference($0, .fileRef).map { model.document.value(of: $0) } == id }
        }.map(\.name)
    }

    @Test(arguments: [
        ("AppWithTests", "App/Modules/Search", "AppTests/Search", "App", "AppTests"),
        ("NestedGroups", "MyApp/Modules/Search", "MyAppTests/Modules/Search", "MyApp", "MyAppTests"),
    ])
    func editedProjectsResolveAndListEveryNewFileInItsGroupAndTarget(
        fixture: String, codeFolder: String, testFolder: String, app: String, tests: String
    ) throws {
        let files = XcodeProjectEditTests.uikitFiles(fixture: fixture, codeFolder: codeFolder, testFolder: testFolder)
        let plan = try XcodeProjectEditTests.plan(fixture, files, code: [app], tests: [tests])
        let folder = XcodeProjectFixtures.folder.appending(path: fixture).path
        let document = try PBXProjectReader.read(SourceText(name: "edited", bytes: plan.newContents))
        let model = try PBXProjectModel(document: document, containingFolder: folder)

        let unresolved = Self.referencedIDs(model).filter { model.object(id: $0) == nil }
        #expect(unresolved.isEmpty)
        #expect(
            model.document.objects.map { model.document.value(of: $0.id) }.allSatisfy {
                $0.count == 24 && $0.allSatisfy(\.isHexDigit)
            })
        for file in files {
            let reference = try #require(model.fileReferences[file.path], "\(file.path) has no file reference")
            let folderOfFile = ProjectPath.relative(ProjectPath.parent(file.path), to: folder)
            #expect(model.names(of: reference.group).joined(separator: "/") == folderOfFile)
            #expect(model.groups[reference.group].folder == ProjectPath.parent(file.path))
            #expect(
                Self.targets(of: reference.object, in: model, phase: .sourcesBuildPhase)
                    == [file.isTest ? tests : app])
        }
        // Written back unchanged, the edited project stays as it is.
        #expect(PBXProjectWriter.write(document) == plan.newContents)
    }
}
