import Foundation
import Testing
import ViperGenSupport
import ViperGenTestSupport

/// A set's support files (`"support"` in its manifest) through the real binary: written once by the first module
/// that needs them, joined by the next, never rewritten by a later module, recorded in the lockfile, checked,
/// merged by `update` and removed with their last module.
@Suite struct SupportFilesTests {
    static let config =
        #"{ "template": "kit", "templateDirectories": ["sets"], "output": "Sources", "testsOutput": "Tests" }"#
    static let moduleSupport = "protocol Module: AnyObject {\n    var title: String { get }\n}\n"
    static let testSupport = "enum TestSupport {}\n"

    /// A project with the set `kit`: a presenter and a test a module, and three support files, one of them for
    /// SwiftUI only.
    static func project(moduleSupport: String = SupportFilesTests.moduleSupport) throws -> UpkeepProject {
        let project = try UpkeepProject(config: config)
        try writeSet(in: project, moduleSupport: moduleSupport)
        return project
    }

    static func writeSet(in project: UpkeepProject, moduleSupport: String = SupportFilesTests.moduleSupport) throws {
        try project.write(
            "sets/kit/template.json",
            """
            { "name": "kit",
              "parameters": [{ "name": "ui", "type": "choice", "choices": ["swiftui", "uikit"], "default": "uikit" }],
              "files": [
                { "source": "Presenter.swift.liquid", "output": "{{ module.name }}/{{ module.name }}Presenter.swift" },
                { "source": "Tests.swift.liquid", "output": "{{ module.name }}Tests/{{ module.name }}Tests.swift", "kind": "test" }
              ],
              "support": [
                { "source": "support/Module.swift.liquid", "output": "VIPER/Module.swift", "kind": "code" },
                { "source": "support/Host.swift.liquid", "output": "VIPER/Host.swift", "kind": "code", "condition": "params.ui == 'swiftui'" },
                { "source": "support/TestSupport.swift.liquid", "output": "VIPER/TestSupport.swift", "kind": "test" }
              ] }

            """)
        try project.write("sets/kit/Presenter.swift.liquid", "final class {{ module.name }}Presenter: Module {}\n")
        try project.write("sets/kit/Tests.swift.liquid", "final class {{ module.name }}Tests {}\n")
        try project.write("sets/kit/support/Module.swift.liquid", moduleSupport)
        try project.write("sets/kit/support/Host.swift.liquid", "struct ModuleHost {}\n")
        try project.write("sets/kit/support/TestSupport.swift.liquid", testSupport)
    }

    static func sha256(_ text: String) -> String { SHA256.hex(Array(text.utf8)) }

    @Test func theFirstModuleWritesThemAndTheSecondJoins() throws {
        let project = try Self.project()
        let first = try project.run(["module", "Search"])
        #expect(
            first
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        created Sources/Search/SearchPresenter.swift
                        created Tests/SearchTests/SearchTests.swift
                        created Sources/VIPER/Module.swift
                        created Tests/VIPER/TestSupport.swift
                        created viper-gen.lock
                        created viper-gen.bases/Search.base
                        created viper-gen.bases/support-files.base

                        """, standardError: ""))
        #expect(project.read("Sources/VIPER/Module.swift") == Self.moduleSupport)
        #expect(project.read("Sources/VIPER/Host.swift") == nil)
        #expect(project.read("viper-gen.bases/support-files.base") == Self.moduleSupport + Self.testSupport)
        let second = try project.run(["module", "Cart"])
        #expect(
            second
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        created Sources/Cart/CartPresenter.swift
                        created Tests/CartTests/CartTests.swift
                        updated viper-gen.lock
                        created viper-gen.bases/Cart.base

                        """, standardError: ""))
        let lockfile = try #require(project.read("viper-gen.lock"))
        let hash = try #require(lockfile.split(separator: "\"contentHash\": \"").last?.prefix(64))
        #expect(
            lockfile.hasSuffix(
                """
                  },
                  "support": [
                    { "kind": "code", "modules": ["Cart", "Search"], "path": "Sources/VIPER/Module.swift", "sha256": "\(Self.sha256(Self.moduleSupport))", "size": \(Self.moduleSupport.utf8.count), "template": { "contentHash": "\(hash)", "name": "kit", "source": "sets/kit" } },
                    { "kind": "test", "modules": ["Cart", "Search"], "path": "Tests/VIPER/TestSupport.swift", "sha256": "\(Self.sha256(Self.testSupport))", "size": \(Self.testSupport.utf8.count), "template": { "contentHash": "\(hash)", "name": "kit", "source": "sets/kit" } }
                  ],
                  "version": 1
                }

                """))
        // A module whose condition holds writes the conditional one, and only that one.
        let swiftUI = try project.run(["module", "Feed", "--param", "ui=swiftui", "-q"])
        #expect(swiftUI == ProcessResult(status: 0, standardOutput: "", standardError: ""))
        #expect(project.read("Sources/VIPER/Host.swift") == "struct ModuleHost {}\n")
        #expect(try project.run(["check"]).standardOutput == "3 recorded modules are up to date\n")
    }

    @Test func anEditedSupportFileIsNotRewrittenAndANoteSaysSo() throws {
        let project = try Self.project()
        _ = try project.run(["module", "Search", "-q"])
        try project.append("Sources/VIPER/Module.swift", "// mine\n")
        let lockfile = try #require(project.read("viper-gen.lock"))
        let result = try project.run(["module", "Cart", "-q"])
        #expect(
            result
                == ProcessResult(
                    status: 0, standardOutput: "",
                    standardError:
                        "viper-gen: note: Sources/VIPER/Module.swift differs from what template set 'kit' makes now "
                        + "(edited, or the set changed), so it was not rewritten; Cart uses it as it is; run "
                        + "'viper-gen update' to merge the set's version into it\n"))
        #expect(project.read("Sources/VIPER/Module.swift") == Self.moduleSupport + "// mine\n")
        // Cart joins its users; the record stays what viper-gen wrote, the merge base of the next update.
        let after = try #require(project.read("viper-gen.lock"))
        #expect(
            after.contains(
                #"{ "kind": "code", "modules": ["Cart", "Search"], "path": "Sources/VIPER/Module.swift", "sha256": "\#(Self.sha256(Self.moduleSupport))""#
            ))
        #expect(lockfile.contains(#""sha256": "\#(Self.sha256(Self.moduleSupport))""#))
        #expect(project.read("viper-gen.bases/support-files.base") == Self.moduleSupport + Self.testSupport)
        // modules and check report it as edited, with each module that uses it.
        #expect(
            try project.run(["modules"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        Cart    kit  edited
                          edited     Sources/VIPER/Module.swift
                        Search  kit  edited
                          edited     Sources/VIPER/Module.swift

                        """, standardError: ""))
        #expect(try project.run(["check"]).status == 0)
    }

    @Test func anUnrecordedFileIsAdoptedWhenItHoldsTheBytesAndRefusedWhenNot() throws {
        let project = try Self.project()
        try project.write("Sources/VIPER/Module.swift", Self.moduleSupport)
        try project.write("Tests/VIPER/TestSupport.swift", "// hand-written\n")
        let refused = try project.run(["module", "Search"])
        #expect(
            refused
                == ProcessResult(
                    status: 73, standardOutput: "",
                    standardError:
                        "viper-gen: error: \(project.url.path)/Tests/VIPER/TestSupport.swift already exists; use --force to "
                        + "replace it\n"))
        #expect(project.read("viper-gen.lock") == nil)
        try project.write("Tests/VIPER/TestSupport.swift", Self.testSupport)
        let adopted = try project.run(["module", "Search"])
        #expect(adopted.status == 0)
        #expect(!adopted.standardOutput.contains("VIPER"))
        #expect(
            try #require(project.read("viper-gen.lock")).contains(
                #""modules": ["Search"], "path": "Sources/VIPER/Module.swift""#))
    }

    @Test func removeKeepsThemForTheOtherModulesAndDeletesThemWithTheLast() throws {
        let project = try Self.project()
        _ = try project.run(["module", "Search", "-q"])
        _ = try project.run(["module", "Cart", "-q"])
        let first = try project.run(["remove", "Search"])
        #expect(first.status == 0)
        #expect(!first.standardOutput.contains("VIPER"))
        #expect(project.read("Sources/VIPER/Module.swift") == Self.moduleSupport)
        #expect(
            try #require(project.read("viper-gen.lock")).contains(
                #""modules": ["Cart"], "path": "Sources/VIPER/Module.swift""#))
        // The last user: an edited support file stops the removal, as an edited module file does.
        try project.append("Tests/VIPER/TestSupport.swift", "// mine\n")
        let refused = try project.run(["remove", "Cart"])
        #expect(refused.status == 73)
        #expect(
            refused.standardError
                == "viper-gen: error: \(project.url.path)/Tests/VIPER/TestSupport.swift was edited since viper-gen wrote "
                + "it, and Cart is the last module that uses this support file; nothing was removed; keep your work "
                + "elsewhere, or pass --force to remove it too\n")
        try project.write("Tests/VIPER/TestSupport.swift", Self.testSupport)
        let last = try project.run(["remove", "Cart"])
        #expect(last.status == 0)
        #expect(
            last.standardOutput == """
                removed Sources/Cart/CartPresenter.swift
                removed Tests/CartTests/CartTests.swift
                removed Sources/VIPER/Module.swift
                removed Tests/VIPER/TestSupport.swift
                dropped Cart from viper-gen.lock

                """)
        #expect(
            snapshotTree(project.url).keys.sorted().filter { !$0.hasPrefix("sets/") } == ["viper-gen.json"])
    }

    @Test func updateMergesASupportFileOnceAndRecordsTheNewRender() throws {
        let project = try Self.project()
        _ = try project.run(["module", "Search", "-q"])
        _ = try project.run(["module", "Cart", "-q"])
        try project.append("Sources/VIPER/Module.swift", "// mine\n")
        let changed = Self.moduleSupport.replacingOccurrences(of: "AnyObject", with: "AnyObject, Sendable")
        try Self.writeSet(in: project, moduleSupport: changed)
        let result = try project.run(["update"])
        #expect(
            result
                == ProcessResult(
                    status: 0,
                    standardOutput: "merge Sources/VIPER/Module.swift (your changes and the template's)\n",
                    standardError: ""))
        #expect(project.read("Sources/VIPER/Module.swift") == changed + "// mine\n")
        #expect(project.read("viper-gen.bases/support-files.base") == changed + Self.testSupport)
        #expect(try project.run(["check"]).standardOutput == "2 recorded modules are up to date\n")
        #expect(try project.run(["update"]).standardOutput == "every module is up to date\n")
    }
}
