import ViperGenSupport

/// `viper-gen.lock`: every module viper-gen wrote, with the template set and the inputs that shaped it and each file
/// it wrote, so that `update`, `check`, `modules`, `outdated` and `remove` can work on it later.
///
/// A pure value: `Lockfile+Encoding.swift` writes it (keys sorted, one module a block, the same bytes on every
/// machine) and `LockfileReader` reads it back with the line and column of every problem.
package struct Lockfile: Equatable, Sendable {
    /// The file's name, next to `viper-gen.json` or the `Rambafile`.
    package static let fileName = "viper-gen.lock"
    /// The folder next to the lockfile that holds one base file per module (`Search.base`).
    package static let basesFolder = "viper-gen.bases"
    /// The format version this viper-gen writes and reads.
    static let formatVersion = 1

    /// The recorded modules, by name.
    package var modules: [String: LockedModule] = [:]
    /// The support files the modules' sets wrote once for all the modules that use them, sorted by path. Written
    /// only when there are some, so older lockfiles read and write unchanged.
    package var support: [LockedSupportFile] = []

    /// A lockfile of `modules` and `support`.
    package init(modules: [String: LockedModule] = [:], support: [LockedSupportFile] = []) {
        self.modules = modules
        self.support = support
    }

    /// Whether `key` can name a module: letters, digits and `_`, not starting with a digit, as `module` and Generamba's
    /// `gen` accept them; never a path component such as `..` or `a/b`.
    static func isModuleName(_ key: String) -> Bool {
        SwiftIdentifier.isIdentifier(key)
    }

    /// The path of the support files' base, relative to the lockfile's folder: their bytes as last written,
    /// concatenated in the order of `support`. Its name is no module's (a module's name has no `-`).
    package static let supportBasePath = basesFolder + "/support-files.base"

    /// The path of a module's base file, relative to the lockfile's folder.
    package static func basePath(of module: String) -> String {
        basesFolder + "/" + module + ".base"
    }
}

/// One recorded module.
package struct LockedModule: Equatable, Sendable {
    /// The module's name: `Search`.
    package var name: String
    /// The template set it was rendered from.
    package var template: LockedTemplate
    /// Every input that shaped its files.
    package var inputs: LockedInputs
    /// Each file written, in the order the set makes them; their bytes, concatenated in this order, are the base file.
    package var files: [LockedFile]
    /// The folders viper-gen created for the module (output folders and their parents, the module's folders,
    /// Generamba's empty folders), relative to the lockfile's folder, sorted; `remove` removes those left empty.
    package var folders: [String] = []
    /// Files the set makes that the module did not have when it was adopted, relative to the lockfile's folder,
    /// sorted: left out by the user's choice, so `check` does not miss them and `update` does not write them until
    /// `update --restore` asks for one. Written only when there are some, so older lockfiles read and write unchanged.
    package var absent: [String] = []
    /// The text the module's set inserted into existing files, in the order it was inserted. Written only when there
    /// is some, so older lockfiles read and write unchanged.
    package var insertions: [LockedInsertion] = []

    package init(
        name: String, template: LockedTemplate, inputs: LockedInputs, files: [LockedFile], folders: [String] = [],
        absent: [String] = [], insertions: [LockedInsertion] = []
    ) {
        self.name = name
        self.template = template
        self.inputs = inputs
        self.files = files
        self.folders = folders
        self.absent = absent
        self.insertions = insertions
    }
}

/// A file several modules share (`TemplateSet.support`): written once, by the first module whose set needed it,
/// below the same roots as the modules' files, and removed with the last module that uses it.
package struct LockedSupportFile: Equatable, Sendable {
    /// The file as last written: its path relative to the lockfile's folder, kind, size and hash.
    package var file: LockedFile
    /// The set that wrote it.
    package var template: LockedTemplate
    /// The modules that use it, sorted; never empty.
    package var modules: [String]

    package init(file: LockedFile, template: LockedTemplate, modules: [String]) {
        self.file = file
        self.template = template
        self.modules = modules
    }

    /// The path relative to the lockfile's folder.
    package var path: String { file.path }
}

/// Text a module inserted into a file it does not own (`TemplateSet.Insertion`), as last written: `remove` takes
/// exactly these lines out again, `update` merges a re-rendered text over them, `check` looks for them.
package struct LockedInsertion: Equatable, Sendable {
    /// The target file, relative to the lockfile's folder.
    package var file: String
    /// The anchor line, rendered and trimmed.
    package var anchor: String
    /// `after` or `before` the anchor.
    package var placement: String
    /// The inserted lines, exactly as written (indentation and line endings included).
    package var text: String
    /// The entry's index in the set's `insertions`, which pairs it with the entry when it is rendered again.
    package var entry: Int
    /// Whether the anchor was the file's last line without a line break, so that the run added one (`\n`) to it
    /// before the text: taking the text out takes that line break away too, and the file is back to its bytes.
    package var addedLineBreak = false

    package init(file: String, anchor: String, placement: String, text: String, entry: Int) {
        self.file = file
        self.anchor = anchor
        self.placement = placement
        self.text = text
        self.entry = entry
    }
}

/// The template set a module was rendered from.
package struct LockedTemplate: Equatable, Sendable {
    /// The set's name: `viper`.
    package var name: String
    /// `built-in`, or the set's folder relative to the lockfile's folder.
    package var source: String
    /// The set's declared version, if it declares one.
    package var version: String?
    /// SHA-256 over the set's files (paths and contents): a different hash means the set changed.
    package var contentHash: String

    package init(name: String, source: String, version: String?, contentHash: String) {
        self.name = name
        self.source = source
        self.version = version
        self.contentHash = contentHash
    }
}

/// One file of a module, as viper-gen last wrote it.
package struct LockedFile: Equatable, Sendable {
    /// The path relative to the lockfile's folder, with `/` separators.
    package var path: String
    /// `code` or `test`.
    package var kind: String
    /// The number of bytes written.
    package var size: Int
    /// SHA-256 of the bytes written.
    package var sha256: String
    /// The date (`2026-11-22`) the file was rendered with when it differs from the module's: a file `update` created
    /// carries that run's date, and is rendered with it again.
    package var date: String? = nil
    /// The author the file was rendered with when it differs from the module's (see `date`).
    package var author: String? = nil

    package init(path: String, kind: String, size: Int, sha256: String, date: String? = nil, author: String? = nil) {
        self.path = path
        self.kind = kind
        self.size = size
        self.sha256 = sha256
        self.date = date
        self.author = author
    }
}

/// The inputs of a module's render, enough to render it again exactly. Paths are relative to the lockfile's
/// folder, so that the lockfile is the same on every machine.
package struct LockedInputs: Equatable, Sendable {
    /// Every parameter's value after defaults (`--param`, config, the set's defaults): strings or booleans.
    package var parameters: [String: LockedValue] = [:]
    /// The text inputs by their lockfile key (`author`, `company`, …), each written as a member of its own; which keys
    /// there are is declared above this layer (`RenderInput.all`) and given to `LockfileReader`.
    package var texts: [String: String] = [:]
    /// Generamba's `product_module_name`, if one was given.
    package var productModuleName: String?
    /// The date written into headers: `2026-11-22`.
    package var date = "1970-01-01"
    /// The time of the run in seconds since 1970, which templates read as `now` and `today` (the `date` filter);
    /// `nil` in a lockfile written before it was recorded, where the recorded date's midnight (UTC) stands for it.
    package var time: Int?
    /// The code root, relative to the lockfile's folder (`.` for the folder itself).
    package var output = "."
    /// The tests root, relative to the lockfile's folder.
    package var testsOutput = "."
    /// Whether a tests folder was chosen rather than defaulted (Generamba sets write tests only then).
    package var testsOutputChosen = true
    /// The Xcode project the files joined, if any.
    package var xcode: LockedXcode?
    /// The render limits the module was made with where they differ from the standard ones, by kind as
    /// `--render-limit` takes them (`steps`: 5000000; `file-mb`, `run-mb` in MB); `update` renders with them.
    package var renderLimits: [String: Int] = [:]

    /// The kinds of limit `renderLimits` may hold.
    static let renderLimitKinds = ["file-mb", "run-mb", "steps"]

    /// The package targets `--add-target` declared for the module, if any.
    package var package: LockedPackage?

    /// The folder the module's files stand in below each root when it is not named as the module
    /// (`adopt --module-folder EventListModule` for `EventList`); `nil` for the module's name.
    package var moduleFolder: String?

    /// The folder the module's tests stand in below the tests' root when it is not `moduleFolder`
    /// (`adopt --tests-module-folder Feed` while the code's folder is `FeedModule`); `nil` follows `moduleFolder`.
    package var testsModuleFolder: String?

    package init(
        parameters: [String: LockedValue] = [:], texts: [String: String] = [:], productModuleName: String? = nil,
        date: String = "1970-01-01", time: Int? = nil, output: String = ".", testsOutput: String = ".",
        testsOutputChosen: Bool = true, xcode: LockedXcode? = nil, renderLimits: [String: Int] = [:],
        package: LockedPackage? = nil, moduleFolder: String? = nil
    ) {
        self.parameters = parameters
        self.texts = texts
        self.productModuleName = productModuleName
        self.date = date
        self.time = time
        self.output = output
        self.testsOutput = testsOutput
        self.testsOutputChosen = testsOutputChosen
        self.xcode = xcode
        self.renderLimits = renderLimits
        self.package = package
        self.moduleFolder = moduleFolder
    }
}

/// A parameter value as recorded.
package enum LockedValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)

    /// The value as an assignment gives it: a recorded bool stays a flag, never text to be read again.
    package var assignment: ParameterAssignment.Value {
        switch self {
        case .string(let text): .text(text)
        case .bool(let flag): .flag(flag)
        }
    }
}

/// The targets a module made with `--add-target` declared in a package's manifest, which `remove` takes out again.
package struct LockedPackage: Equatable, Sendable {
    /// The `Package.swift`, relative to the lockfile's folder.
    package var manifest: String
    /// The module's target, then its test target (when it has test files).
    package var targets: [String]

    package init(manifest: String, targets: [String]) {
        self.manifest = manifest
        self.targets = targets
    }
}

/// The Xcode project settings a module's files joined with.
package struct LockedXcode: Equatable, Sendable {
    /// The `.xcodeproj`, relative to the lockfile's folder.
    package var project: String
    package var codeTargets: [String] = []
    package var testTargets: [String] = []
    package var codeGroup: String?
    package var testGroup: String?
    /// Generamba's `create_logical_groups`: new groups have no folder of their own.
    package var logicalGroups = false

    package init(
        project: String, codeTargets: [String] = [], testTargets: [String] = [], codeGroup: String? = nil,
        testGroup: String? = nil, logicalGroups: Bool = false
    ) {
        self.project = project
        self.codeTargets = codeTargets
        self.testTargets = testTargets
        self.codeGroup = codeGroup
        self.testGroup = testGroup
        self.logicalGroups = logicalGroups
    }
}
