import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Works out the defaults a run needs when the command line leaves them out: the Swift target from a package
/// layout, where tests go.
enum ProjectDefaults {
    /// The target a directory belongs to in a SwiftPM layout: `App` for `…/Sources/App/Features`.
    static func packageTarget(containing directory: URL) -> String? {
        let components = directory.standardizedFileURL.pathComponents
        guard let index = components.lastIndex(of: "Sources"), index + 1 < components.count else { return nil }
        return components[index + 1]
    }

    /// `Tests/AppTests` next to `Sources/App` when the code goes into a package target and that folder exists.
    static func packageTestsDirectory(for codeDirectory: URL) -> URL? {
        let components = codeDirectory.standardizedFileURL.pathComponents
        guard let index = components.lastIndex(of: "Sources"), index + 1 < components.count else { return nil }
        let packageRoot = URL(fileURLWithPath: "/" + components[1..<index].joined(separator: "/"))
        let tests = packageRoot.appending(path: "Tests").appending(path: components[index + 1] + "Tests")
        return FileSystem.fileType(tests.path) == .directory ? tests : nil
    }
}
