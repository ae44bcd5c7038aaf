import ViperGenConfig
import ViperGenEngine
import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen init`: writes `viper-gen.json` for the current project, with detected defaults that the user can
/// confirm or change at prompts (answers are read from standard input, so it can be scripted), or accept with
/// `--yes`. An existing config is never replaced without `--force`.
struct InitCommand: Command {
    static let name = "init"
    static let synopsis = [
        CommandSynopsis(
            usage: "init [--from-rambafile]", summary: "Write \(ProjectConfig.fileName) with the project's defaults")
    ]
    static var help: String {
        """
        USAGE: viper-gen init [options]

        Writes \(ProjectConfig.fileName) for the project in the current directory, so that 'viper-gen module NAME'
        needs no flags. Each value is detected (Package.swift, git, the package layout) and asked for at a prompt;
        answers are read from standard input, so they can be scripted. --yes takes every default.
        In a folder with a Generamba Rambafile, its settings are the default (as with --from-rambafile):
        the first prompt proposes them and --yes takes them, unless values are given as options.

        OPTIONS:
        \(HelpText.optionLines(InitOptions.declarations))

        """
    }

    /// One value the config holds, with its prompt and default.
    struct Field {
        let key: String
        /// The option that sets it on the command line.
        let option: KeyPath<InitOptions, String?>
        let prompt: String
        var value: String
    }

    let context: CommandContext

    /// What the user chose: the Rambafile's settings, or the config's values (detected, given or answered).
    enum Answers {
        case rambafile
        case fields([Field])
    }

    func run(_ options: InitOptions) throws(Diagnostics) -> Int32 {
        // Every question is asked before the run lock is taken: another run in this folder never waits on a user
        // who is typing (it gives up after 120 s).
        let answers = try answers(options)
        // Another run writing the config waits for this one (see CommitStep); the writer finishes a killed run here.
        let message = try CommitStep.run(
            places: [context.currentDirectory], recoveryRoots: [], dryRun: false, in: context.commitSurroundings
        ) { () throws(Diagnostics) -> (changes: ChangeSet?, result: String) in
            try planConfig(answers, options)
        }
        context.console.output(message)
        return 0
    }

    /// Checks that the config can be written (refused before any question), then asks for what is not given.
    private func answers(_ options: InitOptions) throws(Diagnostics) -> Answers {
        if let extra = options.positionals.first {
            throw Diagnostics([
                Diagnostic(.usage, "unexpected argument '\(extra)'; 'viper-gen init' takes only options")
            ])
        }
        let root = context.currentDirectory
        try checkWritable(options, in: root)
        if options.fromRambafile || takesRambafile(options, in: root) { return .rambafile }
        var fields = detectedFields(in: root)
        for index in fields.indices {
            if let value = options[keyPath: fields[index].option] {
                fields[index].value = value
            } else if !options.acceptsDefaults {
                context.console.error("\(fields[index].prompt) [\(fields[index].value)]: ")
                if let answer = context.console.readLine()?.trimmingWhitespace(), !answer.isEmpty {
                    fields[index].value = answer
                }
            }
        }
        return .fields(fields)
    }

    /// Refuses the config file as a generated file is refused: not without --force, never a link or a read-only
    /// file.
    private func checkWritable(_ options: InitOptions, in root: URL) throws(Diagnostics) {
        if let problem = OutputPathCheck.diskProblem(
            rootPath: root.path, relativePath: ProjectConfig.fileName, overwrite: options.force)
        {
            throw Diagnostics([problem])
        }
    }

    /// The config file to write from `answers`, and the line that says so; checked again under the run lock.
    private func planConfig(_ answers: Answers, _ options: InitOptions) throws(Diagnostics) -> (
        changes: ChangeSet?, result: String
    ) {
        let root = context.currentDirectory
        try checkWritable(options, in: root)
        let exists = FileSystem.fileType(root.appending(path: ProjectConfig.fileName).path) != nil
        let contents: String
        let source: String
        switch answers {
        case .rambafile:
            contents = try Self.migratedConfig(from: root.appending(path: ProjectConfig.rambafileName))
            source = " from \(ProjectConfig.rambafileName)"
        case .fields(let fields):
            contents = Self.json(fields)
            source = ""
        }
        let changes = ChangeSet(files: [
            ChangeSet.File(
                root: root, relativePath: ProjectConfig.fileName, contents: contents, kind: .code, module: "",
                replacesExistingFile: exists)
        ])
        return (changes, "\(exists ? "replaced" : "created") \(ProjectConfig.fileName)\(source)\n")
    }

    /// The defaults found in `root`: Package.swift's name, git's user name, the package's first target folders.
    private func detectedFields(in root: URL) -> [Field] {
        detectedPackageFields(in: root) + Self.detectedXcodeFields(in: root)
    }

    /// The defaults of a package's layout and of git.
    private func detectedPackageFields(in root: URL) -> [Field] {
        let project = Self.packageName(in: root) ?? root.lastPathComponent
        let targets =
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Sources").path)) ?? [])
            .filter {
                !$0.hasPrefix(".") && FileSystem.fileType(root.appending(path: "Sources/\($0)").path) == .directory
            }
            .sorted()
        let target = targets.first(where: { $0 == project }) ?? targets.first
        let output = target.map { "Sources/\($0)" } ?? "."
        var tests: String?
        if let target, FileSystem.fileType(root.appending(path: "Tests/\(target)Tests").path) == .directory {
            tests = "Tests/\(target)Tests"
        }
        // Each input's default where `init` has none better: the package's name, git's user name, its target.
        let detected = [
            RenderInput.project.lockfileKey: project,
            RenderInput.author.lockfileKey: GitUserName.find(from: root, environment: context.environment),
            RenderInput.target.lockfileKey: target ?? SwiftIdentifier.moduleName(from: project),
        ]
        let others = [
            Field(
                key: "template", option: \.template, prompt: "Default template", value: TemplateLibrary.defaultSetName),
            Field(key: "output", option: \.output, prompt: "Code directory", value: output),
            Field(key: "testsOutput", option: \.testsOutput, prompt: "Tests directory", value: tests ?? output),
            Field(
                key: "templateDirectories", option: \.templateDirectory, prompt: "Project templates directory",
                value: "templates"),
        ]
        // In the config's key order, the inputs `init` asks for among the others.
        return ProjectConfig.keys.compactMap { key -> Field? in
            if let input = RenderInput.configured(key) {
                guard let prompt = input.prompt else { return nil }
                return Field(
                    key: key, option: \InitOptions.inputs[input.lockfileKey], prompt: prompt.text,
                    value: detected[input.lockfileKey] ?? input.defaultValue ?? "")
            }
            return others.first { $0.key == key }
        }
    }

    /// The `name:` of the package in `root/Package.swift`, if there is one.
    static func packageName(in root: URL) -> String? {
        guard let manifest = try? String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8),
            let packageCall = manifest.firstRange(of: "Package("),
            let nameLabel = manifest[packageCall.upperBound...].firstRange(of: "name:")
        else { return nil }
        let rest = manifest[nameLabel.upperBound...].drop { $0 == " " || $0 == "\n" }
        guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: rest.startIndex)..<end])
    }

    /// The config file's text, keys in a fixed order, ending with an empty `parameters` object to fill in.
    private static func json(_ fields: [Field]) -> String {
        var lines: [String] = []
        for field in fields {
            let value: String
            switch field.key {
            case "templateDirectories": value = "[\(JSONText.quoted(field.value))]"
            case _ where Self.listKeys.contains(field.key):
                let names = field.value.split(separator: ",").map { String($0).trimmingWhitespace() }.filter {
                    !$0.isEmpty
                }
                value = "[" + names.map(JSONText.quoted).joined(separator: ", ") + "]"
            default: value = JSONText.quoted(field.value)
            }
            lines.append("  \(JSONText.quoted(field.key)): \(value)")
        }
        lines.append("  \"parameters\": {}")
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}
