/// `viper-gen.lock`: every module viper-gen wrote, with the template set and the inputs that shaped it and each file
/// it wrote, so that `update`, `check`, `modules`, `outdated` and `remove` can work on it later.
///
/// A pure value: `Lockfile+Encoding.swift` writes it (keys sorted, one module a block, the same bytes on every
/// machine) and `LockfileReader` reads it back with the line and column of every problem.
struct Lockfile: Equatable, Sendable {
    /// The file's name, next to `viper-gen.json` or the `Rambafile`.
    static let fileName = "viper-gen.lock"
    /// The folder next to the lockfile that holds one base file per module (`Search.base`).
    static let basesFolder = "viper-gen.bases"
    /// The format version this viper-gen writes and reads.
    static let formatVersion = 1

    /// The recorded modules, by name.
    var modules: [String: LockedModule] = [:]

    /// An empty lockfile.
    init(modules: [String: LockedModule] = [:]) {
        self.modules = modules
    }

    /// Whether `key` can name a module: letters, digits and `_`, not starting with a digit, as `module` and Generamba's
    /// `gen` accept them; never a path component such as `..` or `a/b`.
    static func isModuleName(_ key: String) -> Bool {
        SwiftIdentifier.isIdentifier(key)
    }

    /// The path of a module's base file, relative to the lockfile's folder.
    static func basePath(of module: String) -> String {
        basesFolder + "/" + module + ".base"
    }
}

/// One recorded module.
struct LockedModule: Equatable, Sendable {
    /// The module's name: `Search`.
    var name: String
    /// The template set it was rendered from.
    var template: LockedTemplate
    /// Every input that shaped its files.
    var inputs: LockedInputs
    /// Each file written, in the order the set makes them; their bytes, concatenated in this order, are the base file.
    var files: [LockedFile]
    /// The folders viper-gen created for the module (output folders and their parents, the module's folders,
    /// Generamba's empty folders), relative to the lockfile's folder, sorted; `remove` removes those left empty.
    var folders: [String] = []
    /// Files the set makes that the module did not have when it was adopted, relative to the lockfile's folder,
    /// sorted: left out by the user's choice, so `check` does not miss them and `update` does not write them until
    /// `update --restore` asks for one. Written only when there are some, so older lockfiles read and write unchanged.
    var absent: [String] = []
    /// The text the module's set inserted into existing files, in the order it was inserted. Written only when there
    /// is some, so older lockfiles read and write unchanged.
    var insertions: [LockedInsertion] = []
}

/// Text a module inserted into a file it does not own (`TemplateSet.Insertion`), as last written: `remove` takes
/// exactly these lines out again, `update` merges a re-rendered text over them, `check` looks for them.
struct LockedInsertion: Equatable, Sendable {
    /// The target file, relative to the lockfile's folder.
    var file: String
    /// The anchor line, rendered and trimmed.
    var anchor: String
    /// `after` or `before` the anchor.
    var placement: String
    /// The inserted lines, exactly as written (indentation and line endings included).
    var text: String
    /// The entry's index in the set's `insertions`, which pairs it with the entry when it is rendered again.
    var entry: Int
}

/// The template set a module was rendered from.
struct LockedTemplate: Equatable, Sendable {
    /// The set's name: `viper`.
    var name: String
    /// `built-in`, or the set's folder relative to the lockfile's folder.
    var source: String
    /// The set's declared version, if it declares one.
    var version: String?
    /// SHA-256 over the set's files (paths and contents): a different hash means the set changed.
    var contentHash: String
}

/// One file of a module, as viper-gen last wrote it.
struct LockedFile: Equatable, Sendable {
    /// The path relative to the lockfile's folder, with `/` separators.
    var path: String
    /// `code` or `test`.
    var kind: String
    /// The number of bytes written.
    var size: Int
    /// SHA-256 of the bytes written.
    var sha256: String
    /// The date (`2026-11-22`) the file was rendered with when it differs from the module's: a file `update` created
    /// carries that run's date, and is rendered with it again.
    var date: String? = nil
    /// The author the file was rendered with when it differs from the module's (see `date`).
    var author: String? = nil
}

/// The inputs of a module's render, enough to render it again exactly. Paths are relative to the lockfile's
/// folder, so that the lockfile is the same on every machine.
struct LockedInputs: Equatable, Sendable {
    /// Every parameter's value after defaults (`--param`, config, the set's defaults): strings or booleans.
    var parameters: [String: LockedValue] = [:]
    /// The text inputs by their lockfile key (`author`, `company`, …), each written as a member of its own; which keys
    /// there are is declared above this layer (`RenderInput.all`) and given to `LockfileReader`.
    var texts: [String: String] = [:]
    /// Generamba's `product_module_name`, if one was given.
    var productModuleName: String?
    /// The date written into headers: `2026-11-22`.
    var date = "1970-01-01"
    /// The time of the run in seconds since 1970, which templates read as `now` and `today` (the `date` filter);
    /// `nil` in a lockfile written before it was recorded, where the recorded date's midnight (UTC) stands for it.
    var time: Int?
    /// The code root, relative to the lockfile's folder (`.` for the folder itself).
    var output = "."
    /// The tests root, relative to the lockfile's folder.
    var testsOutput = "."
    /// Whether a tests folder was chosen rather than defaulted (Generamba sets write tests only then).
    var testsOutputChosen = true
    /// The Xcode project the files joined, if any.
    var xcode: LockedXcode?
    /// The render limits the module was made with where they differ from the standard ones, by kind as
    /// `--render-limit` takes them (`steps`: 5000000; `file-mb`, `run-mb` in MB); `update` renders with them.
    var renderLimits: [String: Int] = [:]

    /// The kinds of limit `renderLimits` may hold.
    static let renderLimitKinds = ["file-mb", "run-mb", "steps"]

    /// The package targets `--add-target` declared for the module, if any.
    var package: LockedPackage?

    /// The folder the module's files stand in below each root when it is not named as the module
    /// (`adopt --module-folder EventListModule` for `EventList`); `nil` for the module's name.
    var moduleFolder: String?
}

/// A parameter value as recorded.
enum LockedValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)

    /// The value as an assignment gives it: a recorded bool stays a flag, never text to be read again.
    var assignment: ParameterAssignment.Value {
        switch self {
        case .string(let text): .text(text)
        case .bool(let flag): .flag(flag)
        }
    }
}

/// The targets a module made with `--add-target` declared in a package's manifest, which `remove` takes out again.
struct LockedPackage: Equatable, Sendable {
    /// The `Package.swift`, relative to the lockfile's folder.
    var manifest: String
    /// The module's target, then its test target (when it has test files).
    var targets: [String]
}

/// The Xcode project settings a module's files joined with.
struct LockedXcode: Equatable, Sendable {
    /// The `.xcodeproj`, relative to the lockfile's folder.
    var project: String
    var codeTargets: [String] = []
    var testTargets: [String] = []
    var codeGroup: String?
    var testGroup: String?
    /// Generamba's `create_logical_groups`: new groups have no folder of their own.
    var logicalGroups = false
}
