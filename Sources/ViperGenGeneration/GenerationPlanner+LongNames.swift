import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

extension GenerationPlanner {
    /// The most bytes a file or folder name may have on the file systems viper-gen writes to.
    static let fileNameByteLimit = 255

    /// When `path` (a file's output path for `module`) has a name longer than a file system allows because of the
    /// module name, or of the prefix and the module name, the problem with that input and how to fix it: the
    /// manifest's output path is not to blame. `nil` when the long name does not come from them.
    static func longNameProblem(in path: String, module: ModuleName, request: GenerationRequest) -> Diagnostic? {
        let name = module.value
        guard
            let component = path.split(separator: "/").first(where: { $0.utf8.count > fileNameByteLimit }),
            component.contains(name)
        else { return nil }
        let limit = "longer than the \(fileNameByteLimit) bytes a file system allows"
        let prefix = request.prefix
        if !prefix.isEmpty, component.contains(prefix + name),
            component.utf8.count - prefix.utf8.count <= fileNameByteLimit
        {
            // The module name alone would fit: the prefix is what makes the name too long.
            let message =
                "the prefix '\(prefix)' and the module name '\(name)' make file names \(limit) (they take "
                + "\(prefix.utf8.count) and \(name.utf8.count) bytes in UTF-8); shorten the prefix"
            return request.prefixSpot.map { Diagnostic(.data, message, at: $0.location) }
                ?? Diagnostic(.usage, message)
        }
        let suggestion =
            ModuleName.suggestion(for: name).flatMap { $0.utf8.count < name.utf8.count ? "; use '\($0)'" : nil }
            ?? ""
        return Diagnostic(
            .usage,
            "invalid module name '\(name)': the file names made from it are \(limit) (the name takes "
                + "\(name.utf8.count) bytes in UTF-8); shorten it\(suggestion)")
    }
}
