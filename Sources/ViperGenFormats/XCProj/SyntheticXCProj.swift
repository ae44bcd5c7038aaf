import ViperGenEngine

/// A large, valid `project.xcproj` made up for tests and benchmarks: an `App` target whose `App/FeatureN` groups
/// hold `filesPerFolder` Swift files each, every one a member of `App`, and an `AppTests` target. The defaults make
/// about 1 MB, printed by `XCProjWriter` in Xcode's layout.
package enum SyntheticXCProj {
    /// The project file's bytes.
    package static func contents(folders: Int = 220, filesPerFolder: Int = 50) -> [UInt8] {
        func member(_ key: XCProjKey, _ node: XCProjNode) -> XCProjMember {
            XCProjMember(key: key.rawValue, keyOffset: nil, node: node)
        }
        func list(_ nodes: [XCProjNode]) -> XCProjNode { XCProjNode(.array(nodes)) }
        func group(_ path: String, _ children: [XCProjNode]) -> XCProjNode {
            XCProjNode(
                .object([
                    member(.kind, .string("group")), member(.path, .string(path)), member(.children, list(children)),
                ]))
        }
        var features: [XCProjNode] = []
        for folder in 1...max(folders, 1) {
            let name = "Feature\(folder)"
            let files = (1...max(filesPerFolder, 1)).map { file in
                XCProjNode(
                    .object([
                        member(.path, .string("\(name)Component\(file).swift")),
                        member(.targetMembership, list([.string("App/compile-sources")])),
                    ]))
            }
            features.append(group(name, files))
        }
        func target(_ name: String, _ id: String, _ type: String) -> XCProjNode {
            XCProjNode(
                .object([
                    member(.name, .string(name)), member(.id, .string(id)), member(.productType, .string(type)),
                    member(
                        .buildPhases, list([.string("compile-sources"), .string("frameworks"), .string("resources")])),
                ]))
        }
        let root = XCProjNode(
            .object([
                XCProjMember(key: "default-configuration", keyOffset: nil, node: .string("Release")),
                XCProjMember(
                    key: "configurations", keyOffset: nil, node: list([.string("Debug"), .string("Release")])),
                member(
                    .files,
                    list([
                        group("App", features),
                        group(
                            "AppTests",
                            [
                                XCProjNode(
                                    .object([
                                        member(.path, .string("AppTests.swift")),
                                        member(.targetMembership, list([.string("AppTests/compile-sources")])),
                                    ]))
                            ]),
                    ])),
                member(
                    .targets,
                    list([
                        target("App", XcodeObjectIDGenerator.id(for: "target App"), "application"),
                        target("AppTests", XcodeObjectIDGenerator.id(for: "target AppTests"), "bundle.unit-test"),
                    ])),
            ]))
        let document = XCProjDocument(
            source: SourceText(name: "Large.xcodeproj/project.xcproj", bytes: []), root: root, prefix: 0..<0,
            suffix: 0..<0)
        return XCProjWriter.write(document)
    }
}
