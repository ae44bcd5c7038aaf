import ViperGenConfig
import ViperGenEngine
import ViperGenGeneration
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The pipeline of `viper-gen module` and `viper-gen gen`: the options made a request, the modules planned and
/// written through the commit step, and the run reported. Not a command itself: the commands hand it their options.
struct ModuleRun {
    let context: CommandContext
    private var console: Console { context.console }
    private var currentDirectory: URL { context.currentDirectory }

    /// Generates the modules `options` name, writes them through the commit step and reports what it did.
    func run(_ options: ModuleOptions) throws(Diagnostics) -> Int32 {
        let options = askForMissingNames(options)
        let config = try context.projectConfig(path: options.config)
        config?.warnings.forEach(console.report)
        let builder = ModuleRequestBuilder(context: context)
        var request = try builder.makeRequest(options, config: config)
        let confinement = builder.confinement(of: request, options: options, config: config)
        try builder.checkConfinement(confinement, of: request)
        request.confinement = confinement
        // Tests that no target would build are left out unless asked for (`--param tests=…`).
        request.leavesOutUntargetedTests = true
        let library = context.templateLibrary(templateDirectories: options.templateDirectories, config: config)
        let dryRun = options.dryRun
        var planner = GenerationPlanner(library: library)
        planner.progress = context.moduleProgress
        var policy = GenerationPlanner.Policy(planner: planner, request: request)
        policy.warn = console.report
        let plan = try CommitStep.run(policy, dryRun: dryRun, in: context.commitSurroundings)
        plan.notes.forEach(console.note)
        if !dryRun {
            let manifests = plan.packageManifest.map { ($0.file.map { [$0.url] } ?? []) + $0.variants.map(\.url) }
            let projects =
                (plan.xcodeProject.flatMap { $0.file == nil ? nil : [$0.project] } ?? []) + (manifests ?? [])
            if let clause = WrittenFilesNote.clause(
                filePaths: plan.files.map(\.normalizedPath), updated: projects + plan.insertionEdits.map(\.url),
                from: currentDirectory)
            {
                console.written.record(clause)
            }
        }
        if options.json {
            console.output(try RunReport(plan: plan, dryRun: dryRun, currentDirectory: currentDirectory).json())
        } else if !options.quiet {
            // One write for the whole report, not a system call a line.
            let base = currentDirectory.normalizedPath
            var report = ""
            for file in plan.files {
                let verb = file.replacesExistingFile ? "replace" : "create"
                let action = dryRun ? "would \(verb)" : (verb == "create" ? "created" : "replaced")
                report += "\(action) \(RunReport.displayPath(file.normalizedPath, fromPath: base))\n"
            }
            for folder in plan.folders where !folder.exists {
                let action = dryRun ? "would create" : "created"
                report += "\(action) \(RunReport.displayPath(folder.normalizedPath, fromPath: base))/\n"
            }
            report += RunReport.insertionLines(plan.insertions, dryRun: dryRun, from: currentDirectory)
            // The lockfile and the bases, which are committed with the code.
            for file in plan.recordFiles {
                let verb = file.replacesExistingFile ? "update" : "create"
                let action = dryRun ? "would \(verb)" : verb + "d"
                report += "\(action) \(RunReport.displayPath(file.normalizedPath, fromPath: base))\n"
            }
            if let update = plan.xcodeProject {
                report +=
                    RunReport.xcodeLines(update, dryRun: dryRun, from: currentDirectory).joined(separator: "\n") + "\n"
            }
            if let update = plan.packageManifest {
                report +=
                    RunReport.packageLines(update, dryRun: dryRun, from: currentDirectory).joined(separator: "\n")
                    + "\n"
            }
            if !report.isEmpty { console.output(report) }
        }
        return 0
    }
}
