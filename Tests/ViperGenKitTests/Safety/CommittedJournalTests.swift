import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenWriting

/// A repository can commit what looks like a killed run's staging folder (`.viper-gen-staging-…` with a journal),
/// whose recovery every run performs in its output roots. Rolling forward only ever moves files between a run's own
/// staging folders and its output roots: a journal that moves a committed file to the home, by relative or absolute
/// paths or through a link, is not rolled forward, and a staging folder committed as a link is not followed.
@Suite struct CommittedJournalTests {
    /// A committed staging folder in `Sources/` whose journal moves its payload to `target` (and lists `created` as the
    /// folders its run made).
    private func commitJournal(
        in repository: HostileRepository, folders: [String], target: String, payload: String
    ) throws {
        let staging = "Sources/.viper-gen-staging-999999-1"
        try repository.write(staging + "/payload", "ssh-ed25519 AAAA attacker\n")
        let fields = [String(folders.count)] + folders + [payload, target, ""]
        // Shaped as viper-gen writes journals: a seal (which a checkout cannot make), then the moves.
        try Data(WriteJournal.encode(fields: [String(repeating: "0", count: 64)]) + WriteJournal.encode(fields: fields))
            .write(
                to: repository.project.appending(path: staging + "/" + WriteJournal.fileName))
    }

    @Test func aCommittedJournalIsNeverRolledForwardOutOfTheProject() throws {
        let staging = "Sources/.viper-gen-staging-999999-1"
        let cases: [(folders: [String], target: String, payload: String)] = [
            // Relative paths resolve against the current folder, wherever the clone is.
            ([staging], "../Home/.ssh/authorized_keys", staging + "/payload"),
            (["/" + staging], "/" + staging + "/../../../Home/.ssh/authorized_keys", "/" + staging + "/payload"),
        ]
        for (index, entry) in cases.enumerated() {
            let repository = try HostileRepository()
            let absolute = { (path: String) in
                path.hasPrefix("/") ? repository.project.path + path : path
            }
            try commitJournal(
                in: repository, folders: entry.folders.map(absolute), target: absolute(entry.target),
                payload: absolute(entry.payload))
            let home = try repository.homeListing()
            try repository.succeed(["module", "Search", "-q"])
            #expect(try repository.homeListing() == home, "case \(index)")
            #expect(repository.read("Sources/Search/SearchView.swift") == "struct SearchView {}\n", "case \(index)")
        }
    }

    @Test func aJournalMovingThroughALinkIsNotRolledForward() throws {
        let repository = try HostileRepository()
        try repository.link("Sources/ext", to: "../../Home/.ssh")
        let staging = repository.project.path + "/Sources/.viper-gen-staging-999999-1"
        try commitJournal(
            in: repository, folders: [staging], target: repository.project.path + "/Sources/ext/authorized_keys",
            payload: staging + "/payload")
        let home = try repository.homeListing()
        try repository.succeed(["module", "Search", "-q"])
        #expect(try repository.homeListing() == home)
    }

    @Test func aStagingFolderCommittedAsALinkIsNotFollowed() throws {
        let repository = try HostileRepository()
        try repository.link("Sources/.viper-gen-staging-999999-1", to: "../../Home/Documents")
        let home = try repository.homeListing()
        try repository.succeed(["module", "Search", "-q"])
        #expect(try repository.homeListing() == home)
    }

    /// Issue 50: a committed staging folder whose journal, with absolute paths, moves an executable payload to a place
    /// inside the project (a hook of a nested repository, or a plain file) was rolled forward, keeping the executable
    /// bit, by a plain `viper-gen module`. A journal is rolled forward only when this user's viper-gen sealed it on
    /// this machine: this one is named in one warning and left alone, nothing moved, nothing deleted.
    @Test func aCommittedJournalIsReportedAndLeftAlone() throws {
        for target in ["Sources/Planted.swift", ".build/checkouts/Dep/.git/hooks/post-checkout"] {
            let repository = try HostileRepository()
            try repository.write(".build/checkouts/Dep/.git/config", "[core]\n")
            try FileManager.default.createDirectory(
                at: repository.project.appending(path: ".build/checkouts/Dep/.git/hooks"),
                withIntermediateDirectories: true)
            let staging = repository.project.path + "/Sources/.viper-gen-staging-999999-1"
            try commitJournal(
                in: repository, folders: [staging], target: repository.project.path + "/" + target,
                payload: staging + "/payload")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: staging + "/payload")
            let before = snapshotTree(repository.project.appending(path: "Sources/.viper-gen-staging-999999-1"))
            let home = try repository.homeListing()
            #expect(
                repository.run(["module", "Search", "-q"])
                    == ProcessResult(
                        status: 0, standardOutput: "",
                        standardError:
                            "viper-gen: warning: \(staging) holds the journal of an interrupted run that viper-gen did "
                            + "not write on this machine (it came with the files, or from another user); it is left "
                            + "alone and nothing in it is moved: delete the folder if you did not leave it there\n"),
                "\(target)")
            #expect(repository.read(target) == nil, "\(target)")
            #expect(
                snapshotTree(repository.project.appending(path: "Sources/.viper-gen-staging-999999-1")) == before,
                "\(target)")
            #expect(repository.read("Sources/Search/SearchView.swift") == "struct SearchView {}\n")
            #expect(try repository.homeListing() == home)
        }
    }
}
