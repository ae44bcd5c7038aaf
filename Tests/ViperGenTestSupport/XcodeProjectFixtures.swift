import Foundation

/// The hand-written fixture projects in `Tests/Fixtures/XcodeProjects` (see the README there).
package enum XcodeProjectFixtures {
    /// The folder holding every fixture project.
    package static let folder = repositoryRoot.appending(path: "Tests/Fixtures/XcodeProjects")

    /// The names of the fixtures: `Name/Name.xcodeproj` for each.
    package static let names = ["AppWithTests", "NestedGroups", "SynchronizedFolders", "OddQuoting", "Xcode16Folders"]

    /// The Generamba corpus's project (`Tests/Fixtures/Generamba/project`), which its `Rambafile` names.
    package static let generambaSearchApp = "Generamba/SearchApp"

    /// The iOS sample app's project (`Sample/iOS/TodoApp.xcodeproj`), hand-written, then edited by viper-gen.
    package static let sampleTodoApp = "Sample/TodoApp"

    /// Every hand-written project, the Generamba corpus's and the sample's included: what must round-trip byte for
    /// byte.
    package static let allNames = names + [generambaSearchApp, sampleTodoApp]

    /// The `.xcodeproj` folder of fixture `name`.
    package static func project(_ name: String) -> URL {
        if name == generambaSearchApp {
            return repositoryRoot.appending(path: "Tests/Fixtures/Generamba/project/SearchApp.xcodeproj")
        }
        if name == sampleTodoApp {
            return repositoryRoot.appending(path: "Sample/iOS/TodoApp.xcodeproj")
        }
        return folder.appending(path: "\(name)/\(name).xcodeproj")
    }

    /// The bytes of fixture `name`'s `project.pbxproj`.
    package static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: project(name).appending(path: "project.pbxproj")))
    }

    /// The bytes of fixture `name`'s `project.xcproj` (Xcode 27's format).
    package static func xcprojBytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: project(name).appending(path: "project.xcproj")))
    }
}
