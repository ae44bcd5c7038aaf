import Foundation
import Testing

/// The layer rule of the Architecture article, checked on the sources: the engine target imports nothing,
/// and each folder of ViperGenKit uses only the folders below it.
@Suite struct LayerRuleTests {
    /// For each folder of `Sources/ViperGenKit`, the folders whose declarations it may use.
    static let allowedFolders: [String: Set<String>] = [
        "Support": [],
        "Merge": [],
        "Formats": ["Support"],
        "Module": ["Support"],
        "TemplateSets": ["Formats", "Module", "Support"],
        "Config": ["Formats", "Support"],
        "Projects": ["Formats", "Support"],
        "Writing": ["Support"],
        "Generation": ["Writing", "Projects", "TemplateSets", "Config", "Module", "Formats", "Merge", "Support"],
        // The Model Context Protocol server: JSON-RPC, the session, stdio; its tools come from the CLI layer.
        "MCP": ["Formats", "Support"],
        "CLI": [
            "Generation", "Writing", "Projects", "TemplateSets", "Config", "Module", "Formats", "Merge", "Support",
            "MCP",
        ],
    ]

    static let kitRoot = repositoryRoot.appending(path: "Sources/ViperGenKit")

    @Test func theEngineImportsNothing() throws {
        let engine = repositoryRoot.appending(path: "Sources/ViperGenEngine")
        var imports: [String] = []
        for file in try SourceFolder.swiftFiles(under: engine) {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ") {
                imports.append("\(file.lastPathComponent): \(line)")
            }
        }
        #expect(imports == [], "the engine target must depend on nothing, not even Foundation")
    }

    /// The merge is plain text work on the standard library: no Foundation, nothing of ours.
    @Test func theMergeFolderImportsNothing() throws {
        var imports: [String] = []
        for file in try SourceFolder.swiftFiles(under: Self.kitRoot.appending(path: "Merge")) {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ") {
                imports.append("\(file.lastPathComponent): \(line)")
            }
        }
        #expect(imports == [])
    }

    /// Every folder of sources; the documentation catalog (`ViperGenKit.docc`) holds no code, so it is no layer.
    @Test func everyFolderOfTheLibraryIsInTheRule() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.kitRoot.path).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: Self.kitRoot.appending(path: $0).path, isDirectory: &isDirectory) && isDirectory.boolValue
                && !$0.hasSuffix(".docc")
        }
        #expect(Set(folders) == Set(Self.allowedFolders.keys), "add a new folder to the rule and to Architecture.md")
    }

    @Test func eachFolderUsesOnlyTheFoldersBelowIt() throws {
        let folders = try SourceFolder.read(Self.kitRoot)
        var owner: [String: String] = [:]
        for folder in folders {
            for name in folder.declaredNames where owner[name] == nil { owner[name] = folder.name }
        }
        var violations: [String] = []
        for folder in folders {
            let allowed = Self.allowedFolders[folder.name] ?? []
            for (file, identifiers) in folder.identifiersByFile {
                for identifier in identifiers.sorted() {
                    guard let other = owner[identifier], other != folder.name, !allowed.contains(other) else {
                        continue
                    }
                    violations.append("\(folder.name)/\(file) uses \(identifier) from \(other)/")
                }
            }
        }
        #expect(violations.sorted() == [])
    }

    /// The checker itself finds a use across the rule, so that the test above cannot pass by finding nothing.
    @Test func theCheckerSeesDeclarationsAndUses() {
        let declared = SourceFolder.declaredNames(
            in: "public struct PlanWriter: Sendable {\n}\nextension Foo {}\nfunc joinedPath(_ a: String) {}\n")
        #expect(declared == ["PlanWriter", "joinedPath"])
        let used = SourceFolder.identifiers(
            in: "let a = PlanWriter() // JSONReader\nlet b = \"TemplateLibrary\"\nlet c = \"\\(GenerationPlanner.x)\"\n"
        )
        #expect(used.contains("PlanWriter"))
        #expect(!used.contains("JSONReader"))
        #expect(!used.contains("TemplateLibrary"))
        #expect(used.contains("GenerationPlanner"))
    }
}

/// The Swift files of one folder: the top-level names they declare and the identifiers each file uses.
private struct SourceFolder {
    let name: String
    let declaredNames: Set<String>
    let identifiersByFile: [String: Set<String>]

    static func read(_ root: URL) throws -> [SourceFolder] {
        var folders: [SourceFolder] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appending(path: name)
            var declared: Set<String> = []
            var identifiersByFile: [String: Set<String>] = [:]
            for file in try swiftFiles(under: folder) {
                let text = try String(contentsOf: file, encoding: .utf8)
                declared.formUnion(declaredNames(in: text))
                let relative = String(
                    file.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
                identifiersByFile[relative] = identifiers(in: text)
            }
            if !identifiersByFile.isEmpty {
                folders.append(SourceFolder(name: name, declaredNames: declared, identifiersByFile: identifiersByFile))
            }
        }
        return folders
    }

    static func swiftFiles(under folder: URL) throws -> [URL] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
    }

    /// Names declared at the top level (no indentation): types, functions, constants. Extensions declare nothing.
    static func declaredNames(in text: String) -> Set<String> {
        let pattern =
            #/^(?:(?:public|package|internal|private|fileprivate|final) )*(?:struct|enum|class|protocol|typealias|actor|func|let|var) ([A-Za-z_][A-Za-z0-9_]*)/#
            .anchorsMatchLineEndings()
        return Set(text.matches(of: pattern).map { String($0.1) })
    }

    /// The identifiers a file uses outside comments and string literals (interpolations count as code).
    static func identifiers(in text: String) -> Set<String> {
        var code = ""
        var index = text.startIndex
        var inString = false
        var interpolationDepth = 0
        while index < text.endIndex {
            let rest = text[index...]
            if !inString, rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? text.endIndex
                continue
            }
            let character = text[index]
            if inString {
                if rest.hasPrefix("\\(") {
                    inString = false
                    interpolationDepth = 1
                    index = text.index(index, offsetBy: 2)
                    continue
                }
                if character == "\\" {
                    index = text.index(after: index)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" && interpolationDepth == 0 {
                inString = true
                code.append(" ")
            } else {
                if interpolationDepth > 0 {
                    if character == "(" { interpolationDepth += 1 }
                    if character == ")" {
                        interpolationDepth -= 1
                        if interpolationDepth == 0 { inString = true }
                    }
                }
                code.append(character)
            }
            index = text.index(after: index)
        }
        return Set(code.matches(of: #/[A-Za-z_][A-Za-z0-9_]*/#).map { String($0.0) })
    }
}
