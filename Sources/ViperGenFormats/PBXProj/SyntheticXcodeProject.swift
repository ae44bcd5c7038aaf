import ViperGenEngine

/// A large, valid app project made up for tests and benchmarks: an `App` target whose `App/FeatureNNNN` folders
/// hold `filesPerFolder` Swift files each (one file reference and one build file apiece), and an `AppTests` target.
/// The defaults make about 50,000 objects and 11 MB, the size of a big real app.
package enum SyntheticXcodeProject {
    /// The project file's bytes, in Xcode's format (written by `PBXProjectWriter`).
    package static func contents(folders: Int = 495, filesPerFolder: Int = 50) -> [UInt8] {
        var builder = Builder()
        return builder.build(folders: folders, filesPerFolder: filesPerFolder)
    }

    private struct Builder {
        var ids = XcodeObjectIDGenerator()
        var objects: [PBXObject] = []

        static func string(_ value: String) -> PlistValue { .string(PlistString(value)) }
        static func reference(_ id: String, _ comment: String?) -> PlistValue {
            .string(PlistString(id, comment: comment))
        }

        mutating func add(_ seed: String, comment: String?, isa: String, _ entries: [(String, PlistValue)]) -> String {
            let id = ids.make(for: seed)
            let fields = [("isa", Self.string(isa))] + entries
            objects.append(
                PBXObject(
                    id: PlistString(id, comment: comment), isa: PBXClass(rawValue: isa),
                    entries: fields.map { PlistEntry(key: PlistString($0.0), value: $0.1) }))
            return id
        }

        mutating func phase(_ isa: String, _ name: String, files: [PlistValue], seed: String) -> String {
            add(
                seed, comment: name, isa: isa,
                [
                    ("buildActionMask", Self.string("2147483647")), ("files", .array(files)),
                    ("runOnlyForDeploymentPostprocessing", Self.string("0")),
                ])
        }

        mutating func configurations(_ owner: String, seed: String) -> String {
            let debug = add(
                seed + " Debug", comment: "Debug", isa: "XCBuildConfiguration",
                [("buildSettings", .dictionary([])), ("name", Self.string("Debug"))])
            let release = add(
                seed + " Release", comment: "Release", isa: "XCBuildConfiguration",
                [("buildSettings", .dictionary([])), ("name", Self.string("Release"))])
            return add(
                seed, comment: "Build configuration list for \(owner)", isa: "XCConfigurationList",
                [
                    (
                        "buildConfigurations",
                        .array([Self.reference(debug, "Debug"), Self.reference(release, "Release")])
                    ),
                    ("defaultConfigurationIsVisible", Self.string("0")),
                    ("defaultConfigurationName", Self.string("Release")),
                ])
        }

        mutating func target(_ name: String, product: String, phases: [(String, String)], type: String)
            -> String
        {
            let list = configurations("PBXNativeTarget \"\(name)\"", seed: "list \(name)")
            return add(
                "target \(name)", comment: name, isa: "PBXNativeTarget",
                [
                    (
                        "buildConfigurationList",
                        Self.reference(list, "Build configuration list for PBXNativeTarget \"\(name)\"")
                    ),
                    ("buildPhases", .array(phases.map { Self.reference($0.0, $0.1) })),
                    ("buildRules", .array([])), ("dependencies", .array([])), ("name", Self.string(name)),
                    ("productName", Self.string(name)), ("productReference", Self.reference(product, "\(name).app")),
                    ("productType", Self.string(type)),
                ])
        }

        mutating func build(folders: Int, filesPerFolder: Int) -> [UInt8] {
            var appChildren: [PlistValue] = []
            var sources: [PlistValue] = []
            for folder in 0..<folders {
                let folderName = "Feature" + String(folder + 1)
                var children: [PlistValue] = []
                for file in 0..<filesPerFolder {
                    let name = "\(folderName)Component\(file + 1).swift"
                    let reference = add(
                        "file \(folderName)/\(name)", comment: name, isa: "PBXFileReference",
                        [
                            ("lastKnownFileType", Self.string("sourcecode.swift")), ("path", Self.string(name)),
                            ("sourceTree", Self.string("<group>")),
                        ])
                    let buildFile = add(
                        "build \(folderName)/\(name)", comment: "\(name) in Sources", isa: "PBXBuildFile",
                        [("fileRef", Self.reference(reference, name))])
                    children.append(Self.reference(reference, name))
                    sources.append(Self.reference(buildFile, "\(name) in Sources"))
                }
                let group = add(
                    "group \(folderName)", comment: folderName, isa: "PBXGroup",
                    [
                        ("children", .array(children)), ("path", Self.string(folderName)),
                        ("sourceTree", Self.string("<group>")),
                    ])
                appChildren.append(Self.reference(group, folderName))
            }
            let appProduct = add(
                "product App", comment: "App.app", isa: "PBXFileReference",
                [
                    ("explicitFileType", Self.string("wrapper.application")), ("includeInIndex", Self.string("0")),
                    ("path", Self.string("App.app")), ("sourceTree", Self.string("BUILT_PRODUCTS_DIR")),
                ])
            let testProduct = add(
                "product AppTests", comment: "AppTests.xctest", isa: "PBXFileReference",
                [
                    ("explicitFileType", Self.string("wrapper.cfbundle")), ("includeInIndex", Self.string("0")),
                    ("path", Self.string("AppTests.xctest")), ("sourceTree", Self.string("BUILT_PRODUCTS_DIR")),
                ])
            let appGroup = add(
                "group App", comment: "App", isa: "PBXGroup",
                [
                    ("children", .array(appChildren)), ("path", Self.string("App")),
                    ("sourceTree", Self.string("<group>")),
                ])
            let testGroup = add(
                "group AppTests", comment: "AppTests", isa: "PBXGroup",
                [("children", .array([])), ("path", Self.string("AppTests")), ("sourceTree", Self.string("<group>"))])
            let products = add(
                "group Products", comment: "Products", isa: "PBXGroup",
                [
                    (
                        "children",
                        .array([Self.reference(appProduct, "App.app"), Self.reference(testProduct, "AppTests.xctest")])
                    ),
                    ("name", Self.string("Products")), ("sourceTree", Self.string("<group>")),
                ])
            let mainGroup = add(
                "group main", comment: nil, isa: "PBXGroup",
                [
                    (
                        "children",
                        .array([
                            Self.reference(appGroup, "App"), Self.reference(testGroup, "AppTests"),
                            Self.reference(products, "Products"),
                        ])
                    ),
                    ("sourceTree", Self.string("<group>")),
                ])
            let appSources = phase("PBXSourcesBuildPhase", "Sources", files: sources, seed: "sources App")
            let appResources = phase("PBXResourcesBuildPhase", "Resources", files: [], seed: "resources App")
            let testSources = phase("PBXSourcesBuildPhase", "Sources", files: [], seed: "sources AppTests")
            let app = target(
                "App", product: appProduct, phases: [(appSources, "Sources"), (appResources, "Resources")],
                type: "com.apple.product-type.application")
            let tests = target(
                "AppTests", product: testProduct, phases: [(testSources, "Sources")],
                type: "com.apple.product-type.bundle.unit-test")
            let projectList = configurations("PBXProject \"Large\"", seed: "list project")
            let project = add(
                "project", comment: "Project object", isa: "PBXProject",
                [
                    (
                        "buildConfigurationList",
                        Self.reference(projectList, "Build configuration list for PBXProject \"Large\"")
                    ),
                    ("mainGroup", Self.reference(mainGroup, nil)),
                    ("productRefGroup", Self.reference(products, "Products")),
                    ("projectDirPath", Self.string("")), ("projectRoot", Self.string("")),
                    ("targets", .array([Self.reference(app, "App"), Self.reference(tests, "AppTests")])),
                ])
            let root: [(String, PlistValue)] = [
                ("archiveVersion", Self.string("1")), ("classes", .dictionary([])),
                ("objectVersion", Self.string("56")),
                ("objects", .dictionary([])), ("rootObject", Self.reference(project, "Project object")),
            ]
            let document = PBXProjectDocument(
                source: SourceText(name: "Large.xcodeproj/project.pbxproj", bytes: []),
                rootEntries: root.map { PlistEntry(key: PlistString($0.0), value: $0.1) }, objectsEntryIndex: 3,
                objects: objects)
            return PBXProjectWriter.write(document)
        }
    }
}
