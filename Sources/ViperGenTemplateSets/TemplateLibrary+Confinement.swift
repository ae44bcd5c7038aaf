import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TemplateLibrary {
    /// The folder of the set `name` in the first search folder that holds it; `nil` when none does (a built-in set,
    /// or none). A folder from the repository, or a set in it, that leads out of the project is refused before
    /// anything in it is read, and so is a name that is not a plain name (`..`, `a/b`), which would name another
    /// folder than a set's.
    /// - Throws: `Diagnostics`: usage (64) for a name that is not a plain name; data (65) naming the folder and the
    ///   link that leads out.
    package func setFolder(named name: String) throws(Diagnostics) -> URL? {
        if let problem = Self.nameProblem(name, available: { availableSets().map(\.name) }) {
            throw Diagnostics([problem])
        }
        for directory in searchDirectories {
            if let problem = confinementProblem(of: directory) { throw Diagnostics([problem]) }
            let folder = directory.appending(path: name)
            if let problem = confinementProblem(of: folder, in: directory) { throw Diagnostics([problem]) }
            if Self.holdsSet(folder) { return folder }
        }
        return nil
    }

    /// The refusal of `folder` (a search folder, or a set in the search folder `directory`) when it comes from the
    /// repository and resolves outside the project or inside `.git`; `nil` for a folder the user typed.
    func confinementProblem(of folder: URL, in directory: URL? = nil) -> Diagnostic? {
        guard let confinement, projectDirectories.contains((directory ?? folder).path) else { return nil }
        if directory != nil, FileSystem.fileType(folder.path) == nil { return nil }
        return confinement.problem(
            with: folder.path,
            fix:
                "set a template folder inside the project, or type the outside folder with \(Remedy.option(.templateDir))"
        )
    }

    /// The refusal of a set name that is not a plain name: empty, `.`, `..`, or holding a `/` (or a NUL byte); a set
    /// is named by its folder's name, never by a path. `nil` for a plain name.
    /// - Parameter available: The names to list in the message.
    static func nameProblem(_ name: String, available: () -> [String]) -> Diagnostic? {
        guard name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\0") else {
            return nil
        }
        return Diagnostic(
            .usage,
            "invalid template set name '\(name)': a set is named by its folder's name, never by a path (no '/', not "
                + "'.' or '..'); available: \(available().joined(separator: ", "))")
    }
}
