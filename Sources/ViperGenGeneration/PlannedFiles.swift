import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The per-file steps every kind of set shares once it knows a file's output path: the path is checked, claimed once
/// in the run (ignoring case, as macOS's disk does), checked against the disk, and the rendered file is added to the
/// plan within the run's limit. Built-in sets (`GenerationPlanner.plan`) and Generamba sets
/// (`GenerationPlanner.planGenerambaSet`) differ only in how they find paths and templates; `update` plans through
/// both without the disk.
struct PlannedFiles {
    /// The run.
    let request: GenerationRequest
    /// Whether files on disk are looked at (not for `templates lint` or `update`).
    let checkingDisk: Bool
    /// The files added so far, in order.
    private(set) var files: [GenerationPlan.File] = []
    /// Who claimed each output path and for which module, by the path lowercased.
    private var claimed: [String: (owner: String, module: String)] = [:]
    /// The text rendered so far, in bytes.
    private var renderedBytes = 0
    /// The folders listed for the disk checks of this run's files, each listed once.
    private var folderListings = FolderListings()
    // Output paths are checked to be plain relative paths, so joining strings is exact and much cheaper than
    // building a URL per file.
    private let codeRoot: String
    private let testsRoot: String

    /// The files of a run of `request`.
    init(request: GenerationRequest, checkingDisk: Bool) {
        self.request = request
        self.checkingDisk = checkingDisk
        codeRoot = request.codeDirectory.normalizedPath
        testsRoot = request.testsDirectory.normalizedPath
    }

    /// Adds the problems of the output roots (a file where a folder should be, a folder on disk spelled otherwise
    /// only in letter case, …) when the disk is checked, then stops with every problem found so far.
    /// - Throws: `Diagnostics` with every problem of `problems`.
    static func checkRoots(
        of request: GenerationRequest, checkingDisk: Bool, problems: inout DiagnosticCollector
    ) throws(Diagnostics) {
        if checkingDisk {
            var clashes: Set<String> = []
            for root in [request.codeDirectory, request.testsDirectory] {
                if let problem = OutputPathCheck.rootProblem(root) {
                    problems.add(problem)
                } else if let project = request.lockDirectory,
                    let clash = OutputPathCheck.rootCaseClash(root, project: project),
                    clashes.insert(clash.message).inserted  // the tests' folder is often the code's
                {
                    problems.add(clash)
                }
            }
        }
        try problems.check()
    }

    /// The output root of a file of `kind`.
    func root(of kind: TemplateSet.File.Kind) -> URL {
        kind == .code ? request.codeDirectory : request.testsDirectory
    }

    /// Checks `path` (below the root of `kind`) and claims it for `owner`.
    /// - Parameters:
    ///   - path: The output path, relative to the root.
    ///   - kind: Code or test.
    ///   - owner: What makes the file, for messages (`Presenter.swift.liquid`, `entry "View" of …`).
    ///   - module: The module the file belongs to, blamed when its name makes the path too long.
    ///   - invalidFix: How to fix an invalid path (`fix "output" in the manifest`).
    ///   - twiceFix: How to fix a path two files claim (`make the output paths differ`).
    ///   - problems: Where a problem goes.
    /// - Returns: The file's absolute path, or `nil` when it cannot be written (the problem is added).
    mutating func claim(
        _ path: String, kind: TemplateSet.File.Kind, by owner: String, module: ModuleName, invalidFix: String,
        twiceFix: String, into problems: inout DiagnosticCollector
    ) -> String? {
        if let reason = OutputPathCheck.problem(with: path) {
            if let blame = GenerationPlanner.longNameProblem(in: path, module: module, request: request) {
                problems.add(blame)
                return nil
            }
            problems.add(Diagnostic(.data, "output path '\(path)' of \(owner) is invalid: \(reason); \(invalidFix)"))
            return nil
        }
        let target = joinedPath(kind == .code ? codeRoot : testsRoot, path)
        if let other = claimed[target.lowercased()] {
            // Two modules of one run: a file belongs to one module, refused as the lockfile's claims are.
            problems.add(
                other.module != module.value
                    ? PathClaims.clash(target, owner: other.module, claimant: module.value)
                    : Diagnostic(
                        .data,
                        "\(target) would be written twice in this run (by \(other.owner) and \(owner)); \(twiceFix)"))
            return nil
        }
        claimed[target.lowercased()] = (owner, module.value)
        if checkingDisk,
            let problem = OutputPathCheck.diskProblem(
                rootPath: kind == .code ? codeRoot : testsRoot, relativePath: path,
                overwrite: request.overwritesExistingFiles,
                listings: &folderListings)
        {
            problems.add(problem)
            return nil
        }
        return target
    }

    /// What stands in the way of creating the folder `path` below `root` on disk (a Generamba entry without a
    /// file), checked with this run's folder listings like the files' paths.
    mutating func folderProblem(_ path: String, root: URL) -> Diagnostic? {
        OutputPathCheck.diskProblem(
            rootPath: root.path, relativePath: path, overwrite: false, isFolder: true, listings: &folderListings)
    }

    /// Adds the rendered file at `path`, claimed as `target`.
    mutating func add(
        _ contents: String, path: String, target: String, kind: TemplateSet.File.Kind, module: String,
        isXcodeResource: Bool = false
    ) {
        renderedBytes += contents.utf8.count
        files.append(
            GenerationPlan.File(
                root: root(of: kind), relativePath: path, contents: contents, kind: kind, module: module,
                replacesExistingFile: checkingDisk && folderListings.type(of: target) != nil,
                isXcodeResource: isXcodeResource))
    }

    /// Stops the run once its files pass the run's limit, so that memory stays bounded whatever the number of
    /// modules.
    /// - Parameters:
    ///   - name: The template that was rendered last, for the message.
    ///   - problems: The run's problems, with this one added.
    /// - Throws: `Diagnostics` with every problem when the limit is passed.
    func checkRunLimit(after name: String, problems: inout DiagnosticCollector) throws(Diagnostics) {
        guard renderedBytes > request.runOutputLimit else { return }
        problems.add(
            Diagnostic(
                .data,
                "\(name): rendering stopped: the run's files pass the limit of \(request.runOutputLimit >> 20) MB of "
                    + "text in all; generate fewer modules at once, or raise the limit with "
                    + "\(Remedy.option(.renderLimit, value: "run-mb=MB")) (or \(RenderLimits.runMegabytesVariable))"))
        try problems.check()
    }
}
