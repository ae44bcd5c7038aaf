import Foundation
import Testing

/// A project for the insertion tests: `UpkeepProject`'s `mini` set with `insertions` in its manifest, and a parent
/// file `Sources/List/ListRouter.swift` holding the anchors.
enum InsertionProject {
    /// The parent file the insertions go into: two anchors, indented.
    static let router = """
        final class ListRouter {
            // viper-gen: routes
            func close() {}
        }
        // viper-gen: end

        """

    /// A project whose `mini` set carries `insertions` (the JSON list's members, one a line), with `router` at
    /// `Sources/List/ListRouter.swift`.
    static func make(insertions: [String], router: String = InsertionProject.router) throws -> UpkeepProject {
        let project = try UpkeepProject()
        try project.writeManifest(insertions: insertions)
        try project.write("Sources/List/ListRouter.swift", router)
        return project
    }

    /// An insertion after `// viper-gen: routes` that adds a route to the module.
    static let route =
        #"{ "into": "List/ListRouter.swift", "after": "// viper-gen: routes", "text": "func show{{ module.name }}() {}\n" }"#
}

extension UpkeepProject {
    /// Rewrites the `mini` set's manifest with `insertions`, one entry a line, starting on line 5, and `version`.
    func writeManifest(insertions: [String], version: String? = nil) throws {
        let versionMember = version.map { #" "version": "\#($0)","# } ?? ""
        try write(
            "sets/mini/template.json",
            """
            {
              "name": "mini",\(versionMember)
              "parameters": [{ "name": "extras", "type": "bool", "default": false }],
              "files": [{ "source": "View.swift.liquid", "output": "{{ module.name }}/{{ module.name }}View.swift" }],
              "insertions": [
            \(insertions.map { "    " + $0 }.joined(separator: ",\n"))
              ]
            }

            """)
    }

    /// The `error:` lines of `stderr`, without the source line and caret under each.
    static func errorLines(_ standardError: String) -> [String] {
        standardError.split(separator: "\n").map(String.init).filter { $0.contains("error:") }
    }
}
