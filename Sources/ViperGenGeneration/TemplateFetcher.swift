import ViperGenConfig
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Gets the folder of one declared template set: a `local` folder as it is (inside the project only), a `git`
/// repository or a catalogue cloned with the system `git` into a scratch folder. Each catalogue is cloned at most once per run.
struct TemplateFetcher {
    let scratch: URL
    let environment: [String: String]
    /// The Rambafile's folder, which `local` paths start from.
    let base: URL
    /// Catalogue repositories, searched in order for sets declared by name only.
    let catalogs: [String]
    /// Catalogues cloned so far, by URL.
    private var clonedCatalogs: [String: URL] = [:]
    private var cloneCount = 0

    init(scratch: URL, environment: [String: String], base: URL, catalogs: [String]) {
        self.scratch = scratch
        self.environment = environment
        self.base = base
        self.catalogs = catalogs
    }

    /// The entry in words, for messages: `the folder ../sets/x`, `file:///r.git (branch main)`.
    func describe(_ declaration: TemplateDeclaration) -> String {
        switch declaration.source {
        case .local(let path): "the folder \(path)"
        case .git(let url, let branch?): "\(url) (branch \(branch))"
        case .git(let url, nil): url
        case .catalog: "the catalogues (\(catalogs.joined(separator: ", ")))"
        }
    }

    /// The folder holding the set's files, and how messages name it: a `local` folder by its path, a cloned set by
    /// its repository (`URL#branch` when a branch is named) and its folder inside it, never the temporary clone,
    /// which is deleted when the run ends (`https://host/catalog.git/viper`).
    mutating func fetch(_ declaration: TemplateDeclaration) throws(Diagnostics) -> (folder: URL, shownAs: String) {
        let folder = try fetchFolder(declaration)
        switch declaration.source {
        case .local: return (folder, folder.path)
        case .git(let url, let branch): return (folder, url + (branch.map { "#" + $0 } ?? ""))
        case .catalog:
            let catalog = clonedCatalogs.first { folder.path.hasPrefix($0.value.path + "/") }?.key ?? ""
            return (folder, catalog + "/" + folder.lastPathComponent)
        }
    }

    private mutating func fetchFolder(_ declaration: TemplateDeclaration) throws(Diagnostics) -> URL {
        switch declaration.source {
        case .local(let path):
            let folder = URL.resolving(path, against: base, isDirectory: true)
            // A path from the Rambafile: read only inside the project, never through a link that leads out.
            if let problem = ProjectConfinement(folder: base).problem(
                with: folder.path, fix: "keep local sets inside the project, or fetch one from elsewhere with \"git\"")
            {
                throw Diagnostics([problem])
            }
            guard FileSystem.fileType(followingLinks: folder.path) == .directory else {
                throw Diagnostics([
                    Diagnostic(
                        .data,
                        "\(declaration.location): local template folder \(folder.path) does not exist; fix \"local\"")
                ])
            }
            return folder
        case .git(let url, let branch):
            return try clone(url, branch: branch, declaration: declaration)
        case .catalog:
            for catalog in catalogs {
                let folder: URL
                if let cloned = clonedCatalogs[catalog] {
                    folder = cloned
                } else {
                    folder = try clone(catalog, branch: nil, declaration: declaration)
                    clonedCatalogs[catalog] = folder
                }
                let set = folder.appending(path: declaration.name)
                if FileSystem.fileType(set.appending(path: declaration.name + ".rambaspec").path) == .regular {
                    return set
                }
            }
            throw Diagnostics([
                Diagnostic(
                    .data,
                    "\(declaration.location): no catalogue has \(declaration.name)/\(declaration.name).rambaspec "
                        + "(searched \(catalogs.joined(separator: ", "))); add its repository under \"catalogs\" or "
                        + "give the entry \"git\" or \"local\"")
            ])
        }
    }

    /// `git clone --depth 1 [--branch B] URL` into a new scratch folder.
    private mutating func clone(_ url: String, branch: String?, declaration: TemplateDeclaration) throws(Diagnostics)
        -> URL
    {
        cloneCount += 1
        let folder = scratch.appending(path: "clone-\(cloneCount)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var arguments = ["clone", "--quiet", "--depth", "1"]
        if let branch { arguments += ["--branch", branch] }
        arguments += ["--", url, folder.path]
        var gitEnvironment = environment
        gitEnvironment["GIT_TERMINAL_PROMPT"] = "0"
        let repository = branch.map { "\(url) (branch \($0))" } ?? url
        do {
            let outcome = try ProcessRunner.run("git", arguments, environment: gitEnvironment)
            guard outcome.status == 0 else {
                let message = outcome.errorOutput.split(separator: "\n").joined(separator: " / ")
                throw Diagnostics([
                    Diagnostic(
                        .io,
                        "\(declaration.location): cannot clone \(repository) for template '\(declaration.name)': git says: "
                            + "\(message.isEmpty ? "exit status \(outcome.status)" : message); check the URL, the "
                            + "branch and your access")
                ])
            }
        } catch let failure as ProcessRunner.Failure {
            switch failure {
            case .notFound:
                throw Diagnostics([
                    Diagnostic(
                        .io,
                        "git is not installed or not on PATH; install git to install '\(declaration.name)' from "
                            + "\(repository), or use a \"local\" entry")
                ])
            case .cannotStart(_, let reason):
                throw Diagnostics([Diagnostic(.io, "cannot start git: \(reason); check the system")])
            }
        } catch let diagnostics as Diagnostics {
            throw diagnostics
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
        return folder
    }
}
