import ViperGenConfig
import ViperGenFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleSetting {
    /// The `viper-gen.json` members, by key, that `init --from-rambafile` writes for this setting from `rambafile`
    /// (a config read from a Rambafile), their values as JSON text; `relative` writes a path from the project's
    /// folder. One exhaustive `switch`, so that a setting added does not compile until it says what the migration
    /// keeps of it.
    func migratedMembers(of rambafile: ProjectConfig, relative: (URL) -> String) -> [String: String] {
        let xcode = rambafile.xcode
        func list(_ values: [String]) -> String? {
            values.isEmpty ? nil : "[" + values.map(JSONText.quoted).joined(separator: ", ") + "]"
        }
        let members: [String: String?] =
            switch self {
            case .output: ["output": rambafile.output.map(relative).map(JSONText.quoted)]
            case .testsOutput: ["testsOutput": rambafile.testsOutput.map(relative).map(JSONText.quoted)]
            case .xcodeProject: ["xcodeproj": xcode.project.map(relative).map(JSONText.quoted)]
            case .xcodeTargets: ["xcodeTargets": list(xcode.codeTargets)]
            case .xcodeTestTargets: ["xcodeTestTargets": list(xcode.testTargets)]
            case .xcodeGroup: ["xcodeGroup": xcode.codeGroup.map(JSONText.quoted)]
            case .xcodeTestGroup: ["xcodeTestGroup": xcode.testGroup.map(JSONText.quoted)]
            case .logicalGroups: ["xcodeLogicalGroups": xcode.createsLogicalGroups ? "true" : nil]
            // A Generamba project's sets declare their parameters; the config starts with none.
            case .parameters: ["parameters": "{}"]
            // `product_module_name` is the render input `target`, which the migration writes as one.
            case .productModuleName: [:]
            // A Rambafile sets none of these.
            case .moduleFolder, .testsModuleFolder, .renderLimits, .packageTargets, .date: [:]
            }
        return members.compactMapValues { $0 }
    }
}
