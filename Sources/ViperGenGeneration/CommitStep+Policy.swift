import ViperGenSupport

extension CommitStep {
    /// Runs `policy`: plans under the run locks of its places, after finishing killed runs in its recovery roots,
    /// and makes the changes it planned (a dry run plans only, without locks or recovery).
    /// - Throws: `Diagnostics`: a lock not given in time (73), the policy's problems, the writer's (73, 74).
    package static func run<Policy: CommitPolicy>(
        _ policy: Policy, dryRun: Bool, in surroundings: Surroundings
    ) throws(Diagnostics) -> Policy.Outcome {
        try run(places: policy.places, recoveryRoots: policy.recoveryRoots, dryRun: dryRun, in: surroundings) {
            () throws(Diagnostics) -> (changes: ChangeSet?, result: Policy.Outcome) in
            let planned = try policy.plan(recovered: !dryRun)
            return (planned.changes, planned.outcome)
        }
    }
}
