import Foundation

@testable import ViperGenEngine
@testable import ViperGenFormats
@testable import ViperGenKit

/// The hand-written fixture projects in `Tests/Fixtures/XcodeProjects` (see the README there).
enum XcodeProjectFixtures {
    /// The folder holding every fixture project.
    static let folder = repositoryRoot.appending(path: "Tests/Fixtures/XcodeProjects")

    /// The names of the fixtures: `Name/Name.xcodeproj` for each.
    static let names = ["AppWithTests", "NestedGroups", "SynchronizedFolders", "OddQuoting", "Xcode16Folders"]

    /// The Generamba corpus's project (`Tests/Fixtures/Generamba/project`), which its `Rambafile` names.
    static let generambaSearchApp = "Generamba/SearchApp"

    /// The iOS sample app's project (`Sample/iOS/TodoApp.xcodeproj`), hand-written, then edited by viper-gen.
    static let sampleTodoApp = "Sample/TodoApp"

    /// Every hand-written project, the Generamba corpus's and the sample's included: what must round-trip byte for
    /// byte.
    static let allNames = names + [generambaSearchApp, sampleTodoApp]

    /// The `.xcodeproj` folder of fixture `name`.
    static func project(_ name: String) -> URL {
        if name == generambaSearchApp {
            return repositoryRoot.appending(path: "Tests/Fixtures/Generamba/project/SearchApp.xcodeproj")
        }
        if name == sampleTodoApp {
            return repositoryRoot.appending(path: "Sample/iOS/TodoApp.xcodeproj")
        }
        return folder.appending(path: "\(name)/\(name).xcodeproj")
    }

    /// The bytes of fixture `name`'s `project.pbxproj`.
    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: project(name).appending(path: "project.pbxproj")))
    }

    /// Fixture `name`, read.
    static func document(_ name: String) throws -> PBXProjectDocument {
        let text = String(decoding: try bytes(name), as: UTF8.self)
        return try PBXProjectReader.read(SourceText(name: "\(name)/project.pbxproj", text: text))
    }
}
