import Foundation
import Testing
import ViperGenEngine

@testable import ViperGenConfig
@testable import ViperGenFormats
@testable import ViperGenGeneration
@testable import ViperGenKit

/// Issue 30: the lockfile viper-gen writes always reads back. Random sequences of `module`, `update`, `remove` and
/// `adopt` (with and without `--force`), set changes (a file shared by every module among them) and edits run in
/// one project; after every step the lockfile parses, every recorded base matches it, and `check` answers 0 or 1.
/// Seeded, so a failure names the seed and step that reproduce it.
@Suite struct LockfileReadsBackPropertyTests {
    /// SplitMix64: a small generator that gives the same sequence for a seed on every machine.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func everyLockfileWrittenReadsBack(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let repository = try HostileRepository()
        let names = ["Search", "Cart", "Basket"]
        var steps: [String] = []
        for step in 0..<24 {
            let name = names.randomElement(using: &random)!
            let force = Bool.random(using: &random)
            // Every other step's module and update raise a limit, which the lockfile records (issue 31).
            let limit = step.isMultiple(of: 2) ? ["--render-limit", "steps=\(2_000_000 + step)"] : []
            var arguments: [String] = []
            switch Int.random(in: 0..<7, using: &random) {
            case 0, 1: arguments = ["module", name, "-q"] + (force ? ["--force"] : []) + limit
            case 2: arguments = ["update", "-q"] + (force ? [] : [name]) + limit
            case 3: arguments = ["remove", name, "-q"] + (force ? ["--force"] : [])
            case 4: arguments = ["adopt", name, "-q"] + (force ? ["--force"] : [])
            case 5:
                let shared = Bool.random(using: &random)
                try repository.writeSet(
                    presenter: "final class {{ module.name }}Presenter { let v = \(step) }\n",
                    extraFiles: shared ? [("Shared.liquid", "Shared/Constants.swift", "let shared = \(step)\n")] : [])
                arguments = []
            default:
                try repository.write("Sources/\(name)/\(name)Presenter.swift", "// edited at \(step)\n")
            }
            if !arguments.isEmpty {
                let result = repository.run(arguments)
                #expect(
                    [0, 1, 64, 65, 73].contains(result.status), "seed \(seed) step \(step) \(arguments): \(result)")
            }
            steps.append(arguments.joined(separator: " "))
            try checkLockfile(repository, context: "seed \(seed) after \(steps)")
        }
    }

    /// The lockfile parses, every module's base matches it, and `check` answers 0 or 1.
    private func checkLockfile(_ repository: HostileRepository, context: String) throws {
        guard let text = repository.read("viper-gen.lock") else {
            #expect(repository.read("viper-gen.bases") == nil, "\(context): bases without a lockfile")
            return
        }
        var reader = LockfileReader(
            source: SourceText(name: "viper-gen.lock", text: text), textInputs: RenderInput.lockfileKeys)
        let lockfile: Lockfile
        do {
            lockfile = try reader.read()
        } catch {
            Issue.record("\(context): the lockfile does not read back: \(error)")
            return
        }
        let recorder = ModuleRecorder(lockDirectory: repository.project)
        for module in lockfile.modules.values {
            #expect(recorder.baseProblem(of: module) == nil, "\(context): base of \(module.name)")
        }
        let check = repository.run(["check"])
        #expect(check.status == 0 || check.status == 1, "\(context): \(check)")
    }
}
