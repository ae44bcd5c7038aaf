import Foundation
import Testing
import ViperGenTestSupport

/// Issue 37, item 4: conflicts people can resolve. `update` says which conflicts only add template lines next to the
/// user's edits, and `resolve MODULE --ours|--theirs [FILE...]` takes one side of every block. Through the binary.
@Suite struct ResolveTests {
    static let interactor = "Sources/Modules/EventList/Interactor/EventListInteractor.swift"

    /// EventList adopted with an interactor the user added a method to, then a template that adds a property at the
    /// same place, updated: one conflict in the interactor.
    private func conflicted() throws -> GenerambaAdoptProject {
        let project = try GenerambaAdoptProject()
        for part in ["Presenter", "Router"] {
            try project.write(
                "Sources/Modules/EventList/\(part)/EventList\(part).swift",
                GenerambaAdoptProject.generambaFile(module: "EventList", part: part))
        }
        try project.write(
            Self.interactor,
            GenerambaAdoptProject.generambaFile(module: "EventList", part: "Interactor", body: "    func load() {}\n"))
        #expect(try project.run(["adopt", "EventList", "mini_viper", "-q"]).status == 0)
        try project.writeTemplate("Interactor", body: "    let limit = 20\n")
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 1,
                    standardOutput:
                        "merge \(Self.interactor) with 1 conflict (it only adds template lines next to your edits)\n",
                    standardError: "viper-gen: 1 file has conflicts: \(Self.interactor); resolve the <<<<<<< ||||||| "
                        + "======= >>>>>>> blocks, or take one side of every block with 'viper-gen resolve EventList "
                        + "--ours' (yours) or '--theirs' (the template's), then run 'viper-gen check'\n"))
        return project
    }

    @Test func oursKeepsYourLinesAndTheModuleIsUpToDateAfter() throws {
        let project = try conflicted()
        let merged = try #require(project.read(Self.interactor))
        #expect(
            merged
                == GenerambaAdoptProject.generambaFile(
                    module: "EventList", part: "Interactor",
                    body:
                        "<<<<<<< yours\n    func load() {}\n||||||| base\n=======\n    let limit = 20\n>>>>>>> template\n"
                ))
        // The dry run shows each block's lines that stay (+) and go (-), under the line the block starts on.
        let start = try #require(merged.components(separatedBy: "\n").firstIndex(of: "<<<<<<< yours")) + 1
        #expect(
            try project.run(["resolve", "EventList", "--ours", "--dry-run"])
                == ProcessResult(
                    status: 0,
                    standardOutput: "would take your side of 1 conflict block in \(Self.interactor)\n"
                        + "  line \(start): keeps 1 line of yours, deletes 1 line of the template's\n"
                        + "    -     let limit = 20\n"
                        + "    +     func load() {}\n",
                    standardError: ""))
        #expect(
            try project.run(["resolve", "EventList", "--theirs", "--dry-run"]).standardOutput
                == "would take the template's side of 1 conflict block in \(Self.interactor)\n"
                + "  line \(start): keeps 1 line of the template's, deletes 1 line of yours\n"
                + "    -     func load() {}\n"
                + "    +     let limit = 20\n")
        #expect(project.read(Self.interactor) == merged)
        #expect(
            try project.run(["resolve", "EventList", "--ours", Self.interactor])
                == ProcessResult(
                    status: 0, standardOutput: "took your side of 1 conflict block in \(Self.interactor)\n",
                    standardError: ""))
        #expect(
            project.read(Self.interactor)
                == GenerambaAdoptProject.generambaFile(
                    module: "EventList", part: "Interactor", body: "    func load() {}\n"))
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
        #expect(
            try project.run(["update"])
                == ProcessResult(status: 0, standardOutput: "every module is up to date\n", standardError: ""))
        #expect(
            try project.run(["resolve", "EventList", "--ours"])
                == ProcessResult(
                    status: 0, standardOutput: "no conflict blocks in EventList's files\n", standardError: ""))
    }

    @Test func theirsTakesTheTemplatesLinesWithJSON() throws {
        let project = try conflicted()
        #expect(
            try project.run(["resolve", "EventList", "--theirs", "--json"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        {
                          "dryRun" : false,
                          "files" : [
                            {
                              "conflicts" : 1,
                              "path" : "\(Self.interactor)"
                            }
                          ],
                          "module" : "EventList",
                          "side" : "theirs"
                        }

                        """, standardError: ""))
        #expect(
            project.read(Self.interactor)
                == GenerambaAdoptProject.generambaFile(
                    module: "EventList", part: "Interactor", body: "    let limit = 20\n"))
        #expect(try project.run(["check"]).status == 0)
    }

    @Test func badRequestsAreRefusedAndWriteNothing() throws {
        let project = try conflicted()
        let before = project.tree()
        let presenter = "Sources/Modules/EventList/Presenter/EventListPresenter.swift"
        let router = "Sources/Modules/EventList/Router/EventListRouter.swift"
        let cases: [([String], Int32, String)] = [
            (
                ["resolve", "EventList"], 64,
                "'viper-gen resolve' takes one of --ours (your lines) and --theirs (the template's); e.g. "
                    + "'viper-gen resolve EventList --ours'"
            ),
            (
                ["resolve", "EventList", "--ours", "--theirs"], 64,
                "'viper-gen resolve' takes one of --ours (your lines) and --theirs (the template's); e.g. "
                    + "'viper-gen resolve EventList --ours'"
            ),
            (
                ["resolve", "--ours"], 64,
                "'viper-gen resolve' takes a module name; e.g. 'viper-gen resolve Search --ours'"
            ),
            (
                ["resolve", "EventList", "--ours", "Other.swift"], 64,
                "Other.swift is not a file of module EventList; its files: \(presenter), \(Self.interactor), \(router)"
            ),
        ]
        for (arguments, status, message) in cases {
            #expect(
                try project.run(arguments)
                    == ProcessResult(
                        status: status, standardOutput: "", standardError: "viper-gen: error: \(message)\n"),
                "\(arguments)")
        }
        #expect(project.tree() == before)
        let unfinished = try #require(project.read(Self.interactor)).replacingOccurrences(
            of: ">>>>>>> template\n", with: "")
        try project.write(Self.interactor, unfinished)
        #expect(
            try project.run(["resolve", "EventList", "--theirs"])
                == ProcessResult(
                    status: 65, standardOutput: "",
                    standardError: "viper-gen: error: \(project.url.path)/\(Self.interactor):10: a conflict block "
                        + "starts here and does not end with a >>>>>>> line; resolve this file by hand; nothing was "
                        + "written\n"))
        #expect(project.read(Self.interactor) == unfinished)
    }
}
