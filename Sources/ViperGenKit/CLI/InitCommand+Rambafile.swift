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
        var lines: [(String, String)] = []
        func add(_ key: String, _ value: String?) {
            if let value { lines.append((key, JSONText.quoted(value))) }
        }
        func addList(_ key: String, _ values: [String]) {
            if !values.isEmpty { lines.append((key, "[" + values.map(JSONText.quoted).joined(separator: ", ") + "]")) }
        }
        // The inputs the Rambafile sets, in the config's key order; `product_module_name` becomes `target`.
        for key in ProjectConfig.keys {
            guard let input = RenderInput.configured(key) else { continue }
            add(
                key,
                input.lockfileKey == RenderInput.target.lockfileKey ? rambafile.productModuleName : rambafile[input])
        }
        add("output", rambafile.output.map(relative))
        add("testsOutput", rambafile.testsOutput.map(relative))
        addList("templateDirectories", rambafile.templateDirectories.map(relative))
        add("xcodeproj", rambafile.xcode.project.map(relative))
        addList("xcodeTargets", rambafile.xcode.codeTargets)
        addList("xcodeTestTargets", rambafile.xcode.testTargets)
        add("xcodeGroup", rambafile.xcode.codeGroup)
        add("xcodeTestGroup", rambafile.xcode.testGroup)
        if rambafile.xcode.createsLogicalGroups { lines.append(("xcodeLogicalGroups", "true")) }
        lines.append(("parameters", "{}"))
        return "{\n" + lines.map { "  \(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }
}
