import ViperGenConfig
import ViperGenFormats
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension InitCommand {
    /// The `viper-gen.json` text equivalent to the Rambafile at `file`: the same project, author, company, prefix,
    /// folders (relative to the project), the sets' folder `Templates`, and the Xcode keys as viper-gen names them.
    /// `product_module_name` becomes `target`, which plays its part in viper-gen.json.
    /// - Throws: `Diagnostics`: usage (64) without a Rambafile, or its problems.
    static func migratedConfig(from file: URL) throws(Diagnostics) -> String {
        guard FileSystem.fileType(followingLinks: file.path) == .regular else {
            throw Diagnostics([
                Diagnostic(.usage, "\(file.path) does not exist; run 'init --from-rambafile' where the Rambafile is")
            ])
        }
        let rambafile = try ProjectConfig.load(from: file)
        let folder = rambafile.directory
        func relative(_ url: URL) -> String {
            let path = RunReport.displayPath(url, from: folder)
            return url.standardizedFileURL.path == folder.standardizedFileURL.path ? "." : path
        }
        // The render inputs the Rambafile sets (`product_module_name` becomes `target`), its sets' folders and what
        // each module setting keeps, in the config's key order, `parameters` last.
        var members: [String: String] = [:]
        for key in ProjectConfig.keys {
            guard let input = RenderInput.configured(key) else { continue }
            let target = input.lockfileKey == RenderInput.target.lockfileKey
            if let value = target ? rambafile.productModuleName : rambafile[input] {
                members[key] = JSONText.quoted(value)
            }
        }
        if !rambafile.templateDirectories.isEmpty {
            members["templateDirectories"] =
                "[" + rambafile.templateDirectories.map { JSONText.quoted(relative($0)) }.joined(separator: ", ") + "]"
        }
        for setting in ModuleSetting.allCases {
            members.merge(setting.migratedMembers(of: rambafile, relative: relative)) { first, _ in first }
        }
        let keys = ProjectConfig.keys.filter { $0 != "parameters" } + ["parameters"]
        let lines = keys.compactMap { key in members[key].map { (key, $0) } }
        return "{\n" + lines.map { "  \(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }
}
