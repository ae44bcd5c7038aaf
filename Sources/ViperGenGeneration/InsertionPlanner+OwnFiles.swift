import ViperGenConfig
import ViperGenFormats
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension InsertionPlanner {
    /// What the insertion target `url` (absolute, standardized) is when it is one of viper-gen's own files, which no
    /// insertion edits, as recorded files never are: the config (`viper-gen.json`, or the one this run read), the
    /// lockfile, a base in `viper-gen.bases/`, a file of a template set (a folder with a `template.json`, or the set
    /// the run uses), or a `.viper-gen…` file or folder of a run (its lock, staging, journal or install record).
    /// `nil` for any other file. Names are compared ignoring case, as the Mac's file system does; folders are looked
    /// at up to `top` (the project folder), not above it.
    /// - Parameter set: The name and folder of the set the run uses (`nil` for a built-in set).
    static func ownFile(_ url: URL, set: (name: String, folder: String)?, configPath: String, top: String) -> String? {
        let path = url.path
        let components = url.pathComponents.map { $0.lowercased() }
        let name = components.last ?? ""
        if name == ProjectConfig.fileName
            || (!configPath.isEmpty && URL(fileURLWithPath: configPath).standardizedFileURL.path == path)
        {
            return "viper-gen's config"
        }
        if name == Lockfile.fileName { return "viper-gen's lockfile" }
        if components.contains(Lockfile.basesFolder) { return "a module's base, below \(Lockfile.basesFolder)/" }
        if components.contains(where: { $0.hasPrefix(".viper-gen") }) { return "a file of viper-gen's own runs" }
        if let set, ProjectPath.relative(path, to: ProjectPath.normalized(set.folder)) != nil {
            return "a file of the template set '\(set.name)'"
        }
        // A set's folder holds its manifest: a folder on the way up that holds one is a set's.
        var folder = ProjectPath.normalized(url.deletingLastPathComponent().path)
        while ProjectPath.relative(folder, to: top) != nil {
            if FileSystem.fileType(followingLinks: folder + "/template.json") == .regular {
                return "a file of the template set in \(folder)"
            }
            guard folder != top, folder != "/" else { break }
            folder = ProjectPath.normalized(URL(fileURLWithPath: folder).deletingLastPathComponent().path)
        }
        return nil
    }
}
