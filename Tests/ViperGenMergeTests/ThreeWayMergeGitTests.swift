import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenMerge

/// `ThreeWayMerge` against `git merge-file -p --diff3`: a few hundred merges of generated-looking Swift files (the
/// goldens) with seeded random edits on both sides, compared byte for byte and by conflict count (git's exit status).
///
/// The generator keeps each side to a handful of small edits, as people make to a generated module. Git's diff stops
/// searching exactly once a bisection costs more than 256 edits; ours always searches exactly, so whole-file
/// rewrites could legitimately differ and are not generated.
@Suite struct ThreeWayMergeGitTests {
    static let git = executableInPath("git")
    static let hasGit = FileManager.default.isExecutableFile(atPath: git.path)
    /// 400 cases by default; `VIPER_GEN_MERGE_CASES` and `VIPER_GEN_MERGE_SEED` run more or other ones (for
    /// stress runs by hand; the default seed is 20).
    static let caseCount = Int(ProcessInfo.processInfo.environment["VIPER_GEN_MERGE_CASES"] ?? "") ?? 400
    static let seed = UInt64(ProcessInfo.processInfo.environment["VIPER_GEN_MERGE_SEED"] ?? "") ?? 20

    @Test(.enabled(if: hasGit, "needs git"))
    func agreesWithGitMergeFileOnGeneratedCases() throws {
        let bases = try Self.goldenSwiftFiles()
        #expect(bases.count > 20)
        var random = SplitMix64(seed: Self.seed)
        let cases = (0..<Self.caseCount).map { _ in MergeCase.random(bases: bases, using: &random) }
        let expected = try Self.gitMerges(cases)
        var disagreements: [String] = []
        var firstDisagreement: String?
        for (index, mergeCase) in cases.enumerated() {
            let ours = ThreeWayMerge.merge(base: mergeCase.base, yours: mergeCase.yours, theirs: mergeCase.theirs)
            guard ours != expected[index] else { continue }
            disagreements.append(
                "case \(index) (\(mergeCase.summary)): ours \(ours.conflicts) conflicts, git \(expected[index].conflicts)"
            )
            firstDisagreement =
                firstDisagreement
                ?? "base: \(mergeCase.base.debugDescription)\nyours: \(mergeCase.yours.debugDescription)\n"
                + "theirs: \(mergeCase.theirs.debugDescription)\nours: \(ours.text.debugDescription)\n"
                + "git: \(expected[index].text.debugDescription)"
        }
        let conflicted = expected.count { $0.hasConflicts }
        #expect(disagreements == [], Comment(rawValue: firstDisagreement ?? ""))
        // The cases must exercise both outcomes, or the comparison proves little.
        #expect(conflicted > Self.caseCount / 10 && conflicted < Self.caseCount * 9 / 10, "\(conflicted) conflicted")
    }

    /// The Swift files under `Tests/Goldens`, sorted by path.
    static func goldenSwiftFiles() throws -> [String] {
        let root = repositoryRoot.appending(path: "Tests/Goldens")
        let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { try String(contentsOf: root.appending(path: $0), encoding: .utf8) }
    }

    /// Git's merge of every case, from one shell loop (a process per case would be slow).
    static func gitMerges(_ cases: [MergeCase]) throws -> [MergeResult] {
        let folder = try TemporaryDirectory()
        for (index, mergeCase) in cases.enumerated() {
            for (name, text) in [("yours", mergeCase.yours), ("base", mergeCase.base), ("theirs", mergeCase.theirs)] {
                try Data(text.utf8).write(to: folder.url.appending(path: "\(index).\(name)"))
            }
        }
        let script = """
            i=0
            while [ $i -lt \(cases.count) ]; do
              "$GIT" merge-file -p --diff3 -L yours -L base -L template $i.yours $i.base $i.theirs > $i.out
              echo $? > $i.status
              i=$((i + 1))
            done
            """
        let result = try runProcess(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: folder.url, environment: ["GIT": git.path])
        #expect(result.standardError == "")
        return try cases.indices.map { index in
            let text = try String(contentsOf: folder.url.appending(path: "\(index).out"), encoding: .utf8)
            let status = try String(contentsOf: folder.url.appending(path: "\(index).status"), encoding: .utf8)
            return MergeResult(text: text, conflicts: Int(status.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1)
        }
    }
}

/// One generated merge: a golden file as base and two sides with a few random line edits each.
struct MergeCase {
    let base: String
    let yours: String
    let theirs: String
    let summary: String

    /// Lines a person or a template change might add: code, comments, blank lines and braces (which repeat, so the
    /// diff has ties to break).
    static let addedLines = [
        "    func userAction() {\n", "        presenter.didTapShare()\n", "    }\n", "}\n", "\n",
        "    // TODO: track this screen.\n", "    @MainActor\n", "        self.delegate = delegate\n",
        "import Combine\n", "    let analytics: any Analytics\n", "        interactor.loadContent()\n",
        "    /// A template comment.\n", "    func viewDidDisappear() {}\n",
    ]

    static func random(bases: [String], using random: inout SplitMix64) -> MergeCase {
        var baseLines = TextLines.split(bases[random.next(below: bases.count)]).map(String.init)
        var notes: [String] = []
        // Sometimes a CRLF file, sometimes no newline at the end, sometimes a short or empty base.
        let lineEndingChoice = random.next(below: 10)
        if random.next(below: 12) == 0 {
            baseLines = Array(baseLines.prefix(random.next(below: 4)))
            notes.append("short base")
        }
        var yours = baseLines
        var theirs = baseLines
        let yourEdits = 1 + random.next(below: 3)
        for _ in 0..<yourEdits { edit(&yours, using: &random) }
        switch random.next(below: 6) {
        case 0:
            // The template made the same change as the user, plus maybe one more.
            theirs = yours
            if random.next(below: 2) == 0 { edit(&theirs, using: &random) }
            notes.append("same change")
        default:
            for _ in 0..<(1 + random.next(below: 3)) { edit(&theirs, using: &random) }
        }
        var texts = [baseLines, yours, theirs].map { $0.joined() }
        if lineEndingChoice == 0 {
            texts = texts.map { $0.replacingOccurrences(of: "\n", with: "\r\n") }
            notes.append("CRLF")
        } else if lineEndingChoice == 1 {
            texts = texts.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
            notes.append("no final newline")
        } else if lineEndingChoice == 2 {
            let side = random.next(below: 3)
            if texts[side].hasSuffix("\n") { texts[side].removeLast() }
            notes.append("side \(side) without final newline")
        }
        return MergeCase(base: texts[0], yours: texts[1], theirs: texts[2], summary: notes.joined(separator: ", "))
    }

    /// One small edit: insert, delete or replace one to three lines, at the start, the end or anywhere.
    static func edit(_ lines: inout [String], using random: inout SplitMix64) {
        let position: Int
        switch random.next(below: 8) {
        case 0: position = 0
        case 1: position = lines.count
        default: position = random.next(below: lines.count + 1)
        }
        let count = 1 + random.next(below: 3)
        let added = (0..<count).map { _ in
            // Half the time copy a line of the file itself, so that added lines also match elsewhere.
            random.next(below: 2) == 0 && !lines.isEmpty
                ? lines[random.next(below: lines.count)] : addedLines[random.next(below: addedLines.count)]
        }
        let removable = min(count, lines.count - position)
        switch random.next(below: 3) {
        case 0:
            lines.insert(contentsOf: added, at: position)
        case 1:
            lines.removeSubrange(position..<(position + removable))
        default:
            lines.replaceSubrange(position..<(position + removable), with: added)
        }
    }
}
