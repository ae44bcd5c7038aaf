import ViperGenFormats
import ViperGenGeneration
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans `viper-gen adopt`: renders the module's set with the request's inputs, compares the render with the files
/// on disk, and makes the lockfile entry that records what is there. Files the set makes that the module does not
/// have are recorded as absent by the user's choice (`LockedModule.absent`), never as missing. The author, company,
/// project and date that the files' own headers agree on (`HeaderInputs`) stand over the request's, unless the user
/// set them, so that the base is the module as it was written. A module none of whose files is on disk is refused,
/// and so is one whose code, or whose tests, are all missing while the other part is there: the folder of that part
/// was renamed or moved (Generamba keeps tests in a folder of their own), not every file of it deleted. Tests may be
/// recorded all absent only when their folder is named (`--tests-module-folder`).
package struct ModuleAdoption {
    /// The lockfile's folder.
    let recorder: ModuleRecorder
    /// Where template sets are looked up.
    let library: TemplateLibrary

    package init(recorder: ModuleRecorder, library: TemplateLibrary) {
        self.recorder = recorder
        self.library = library
    }

    /// How one file of the render compares with the disk.
    package enum FileState: String, Sendable {
        /// The file on disk equals the render.
        case same
        /// The file on disk differs: the user's version.
        case differs
        /// The module has no such file: recorded as left out.
        case absent
    }

    /// One file of the render.
    package struct File: Sendable {
        /// Where it is.
        package let url: URL
        /// The path relative to the lockfile's folder.
        let path: String
        package let state: FileState
    }

    /// An adoption: the lockfile entry, its base, and what was found.
    package struct Result {
        /// The module's lockfile entry.
        package var entry: LockedModule
        /// The base file's bytes: the render of every file the module has.
        package var base: [UInt8]
        /// Every file the set makes, in render order.
        package var files: [File]
        /// What the headers said, when they were read.
        package var headers: HeaderInputs?
        /// The inputs the headers were read for (those the user did not set).
        package var headersRead: Set<HeaderInputs.Input> = []
        /// The inputs taken from the headers, and their values.
        package var fromHeaders: [(input: HeaderInputs.Input, value: String)] = []
        /// The request the base was rendered with.
        package var request: GenerationRequest
        /// What happened to recorded insertions whose text no longer stands as recorded (`adopt --force`): kept
        /// when edited in place, dropped when gone, each said.
        package var insertionWarnings: [Warning] = []
        /// The support files the set makes for the module, in render order, and how each is recorded.
        package var support: [Support] = []
        /// The render the base was made from; its support files carry what adoption does with each
        /// (`ModuleRecorder.recordSupport`).
        package var render: GenerationPlan
    }

    /// Adopts module `request.moduleNames[0]` rendered from `set`.
    /// - Parameters:
    ///   - readingHeaders: The inputs the files' headers may set (those the user did not set); empty reads none.
    ///     The module takes the value most headers give (the first of a tie, in file order); a file whose own header
    ///     gives another author or date is rendered with its own, which its lockfile entry records.
    ///   - recorded: The module's entry when it is recorded already (`adopt --force`): the author and date it
    ///     records for a file stand over the file's header.
    ///   - recordedSupport: The support files the lockfile records already, which the module joins.
    /// - Throws: `Diagnostics`: template errors; bad data (65) for a module none of whose files is where the set
    ///   puts them, or whose code or tests are all missing while the other part is there (tests only when
    ///   `request.testsModuleFolder` is `nil`), naming the folders looked in and the options that point elsewhere;
    ///   can't create (73) for files
    ///   outside the lockfile's folder.
    package func adopt(
        _ request: GenerationRequest, using set: TemplateSet, readingHeaders: Set<HeaderInputs.Input>,
        recorded: LockedModule? = nil, recordedSupport: [LockedSupportFile] = []
    ) throws(Diagnostics) -> Result {
        let name = request.moduleNames[0]
        var request = request
        var render = try GenerationPlanner(library: library).plan(request, using: set, checkingDisk: false)
        var onDisk: [String: [UInt8]] = [:]
        for file in render.files {
            if let data = FileManager.default.contents(atPath: file.url.path) { onDisk[file.url.path] = [UInt8](data) }
        }
        guard !onDisk.isEmpty else {
            throw Diagnostics([
                notFound(
                    name, files: render.files, kind: nil, found: 0, request: request,
                    otherSets: otherSetsMaking(request, besides: set))
            ])
        }
        // Each part on its own: code all missing beside tests (or tests beside code) lies in another folder.
        for kind in [TemplateSet.File.Kind.code, .test] where kind == .code || request.testsModuleFolder == nil {
            let ofKind = render.files.filter { $0.kind == kind }
            guard !ofKind.isEmpty, ofKind.allSatisfy({ onDisk[$0.url.path] == nil }) else { continue }
            throw Diagnostics([notFound(name, files: ofKind, kind: kind, found: onDisk.count, request: request)])
        }
        var headers: HeaderInputs?
        var taken: [(input: HeaderInputs.Input, value: String)] = []
        if !readingHeaders.isEmpty {
            let found = HeaderInputs(render.files.compactMap { onDisk[$0.url.path].flatMap(FileHeader.init) })
            headers = found
            for input in HeaderInputs.Input.allCases where readingHeaders.contains(input) {
                guard let value = found.agreed[input] ?? found.disagreed[input]?.first?.value else { continue }
                taken.append((input, value))
                switch input {
                case .author: request.author = value
                case .company: request.company = value
                case .project: request.projectName = value
                case .date:
                    let date = GenerationDate(iso8601: value)!
                    request.date = date
                    request.now = date.midnightSecondsSinceEpoch
                }
            }
            if !taken.isEmpty {
                render = try GenerationPlanner(library: library).plan(request, using: set, checkingDisk: false)
            }
        }
        let own = fileInputs(
            render, onDisk: onDisk, readingHeaders: readingHeaders, recorded: recorded, request: request)
        if !own.isEmpty {
            render = try FileInputs.applied(
                own, to: render, request: request, set: set, library: library, recorder: recorder)
        }
        var files: [File] = []
        var present: [GenerationPlan.File] = []
        var absent: [String] = []
        for file in render.files {
            guard let path = recorder.relativePath(file.url) else { throw Diagnostics([outside(name)]) }
            guard let bytes = onDisk[file.url.path] else {
                absent.append(path)
                files.append(File(url: file.url, path: path, state: .absent))
                continue
            }
            present.append(file)
            files.append(File(url: file.url, path: path, state: bytes == file.bytes ? .same : .differs))
        }
        guard var entry = recorder.lockedModule(name, files: present, plan: render, request: request) else {
            throw Diagnostics([outside(name)])
        }
        entry.absent = absent.sorted()
        for index in entry.files.indices {
            guard let inputs = own[entry.files[index].path] else { continue }
            entry.files[index].author = inputs.author
            entry.files[index].date = inputs.date
        }
        entry.insertions = RecordedInsertion.found(render.renderedInsertions, recorder: recorder)
        let warnings = keepEditedInsertions(of: recorded, in: &entry)
        let support = Self.placeSupport(of: &render, recorded: recordedSupport, recorder: recorder)
        var result = Result(
            entry: entry, base: ModuleBase.encoded(present.map { ($0.relativePath, $0.bytes) }), files: files,
            headers: headers, headersRead: readingHeaders, fromHeaders: taken, request: request, render: render)
        result.insertionWarnings = warnings
        result.support = support
        return result
    }

    /// Issue 53: `adopt --force` dropped a recorded insertion the user had edited from the lockfile without a word,
    /// after which `remove` left the parent calling the removed module. A recorded insertion of `recorded` that the
    /// render did not find as it is (at the same file, anchor and side) is kept in `entry` when its lines stand
    /// edited at their place (`update` merges them, `remove` names them), and dropped when they are gone; each is
    /// said in a warning.
    private func keepEditedInsertions(of recorded: LockedModule?, in entry: inout LockedModule) -> [Warning] {
        var warnings: [Warning] = []
        for insertion in recorded?.insertions ?? [] {
            let same = entry.insertions.contains {
                $0.file == insertion.file && $0.anchor == insertion.anchor && $0.placement == insertion.placement
            }
            guard !same else { continue }
            let name = RecordedInsertion.description(of: insertion, module: entry.name, file: insertion.file)
            let url = recorder.url(insertion.file)
            if recorder.confinement.problem(with: url.path) == nil,
                let table = RecordedInsertion.lines(at: url)
            {
                let lines = table.map { Array($0) }
                let place = RecordedInsertion.place(of: insertion, in: lines, besides: recorded?.insertions ?? [])
                if RecordedInsertion.editedRegion(of: insertion, in: lines, at: place) != nil {
                    entry.insertions.append(insertion)
                    warnings.append(
                        Warning(
                            "\(name) (\(RecordedInsertion.shown(insertion))) is edited at its place; it stays recorded "
                                + "as the module's, so that update merges it and remove takes it out or names it"))
                    continue
                }
            }
            warnings.append(
                Warning(
                    "\(name) (\(RecordedInsertion.shown(insertion))) is gone from its place; it is no longer recorded, "
                        + "so remove will not take it out: delete what is left of it by hand if it calls the module"))
        }
        // In the recorded order: the place of an insertion counts the module's others at its anchor in that order.
        let order = (recorded?.insertions ?? []).map { "\($0.file)\u{0}\($0.anchor)\u{0}\($0.placement)" }
        let rank = { (insertion: LockedInsertion) in
            order.firstIndex(of: "\(insertion.file)\u{0}\(insertion.anchor)\u{0}\(insertion.placement)") ?? order.count
        }
        entry.insertions = entry.insertions.enumerated().sorted {
            (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
        }.map(\.element)
        return warnings
    }

    /// The author and date of each file on disk that differ from `request`'s, by path relative to the lockfile's
    /// folder: those `recorded` records for it, else (for the inputs read from headers) its own header's.
    private func fileInputs(
        _ render: GenerationPlan, onDisk: [String: [UInt8]], readingHeaders: Set<HeaderInputs.Input>,
        recorded: LockedModule?, request: GenerationRequest
    ) -> [String: FileInputs] {
        var own: [String: FileInputs] = [:]
        let kept = Dictionary((recorded?.files ?? []).map { ($0.path, $0) }) { first, _ in first }
        for file in render.files {
            guard let bytes = onDisk[file.url.path], let path = recorder.relativePath(file.url) else { continue }
            var inputs = FileInputs()
            if let entry = kept[path], entry.author != nil || entry.date != nil {
                inputs = FileInputs(date: entry.date, author: entry.author)
            } else if let header = FileHeader(bytes) {
                if readingHeaders.contains(.author) { inputs.author = header.author }
                if readingHeaders.contains(.date) { inputs.date = header.date?.iso8601 }
            }
            if inputs.author == request.author { inputs.author = nil }
            if inputs.date == request.date.iso8601 { inputs.date = nil }
            if !inputs.isEmpty { own[path] = inputs }
        }
        return own
    }

    private func outside(_ name: String) -> Diagnostic {
        Diagnostic(
            .cannotCreate,
            "\(name) cannot be recorded: its files lie outside \(recorder.lockDirectory.path), the folder of "
                + "\(Lockfile.fileName); run viper-gen from the project's folder")
    }

    /// The refusal of a module none of whose files (of `kind`, when given; the other part has `found` files) is on
    /// disk: the folders looked in, a folder of another name that may be it, and the options that point adopt there.
    ///
    /// With `otherSets` (when no file of the module is found), the refusal says which of the other sets make files
    /// that are on disk, the likely cause, or that none does.
    private func notFound(
        _ name: String, files: [GenerationPlan.File], kind: TemplateSet.File.Kind?, found: Int,
        request: GenerationRequest, otherSets: OtherSets? = nil
    ) -> Diagnostic {
        let setName = request.templateName
        var looked: [String] = []
        var candidates: [String] = []
        // The module's folder below each root (or the root, for files a set puts there directly).
        for file in files {
            let parts = file.relativePath.split(separator: "/")
            let folder = parts.count > 1 ? file.root.appending(path: String(parts[0])) : file.root
            if !looked.contains(folder.standardizedFileURL.path) { looked.append(folder.standardizedFileURL.path) }
        }
        let roots =
            switch kind {
            case nil: [request.codeDirectory, request.testsDirectory]
            case .code: [request.codeDirectory]
            case .test: [request.testsDirectory]
            }
        let folderName = kind == .test ? request.testsModuleFolder ?? request.moduleFolder : request.moduleFolder
        for root in roots {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            for entry in entries.sorted()
            where entry != (folderName ?? name) && entry.lowercased().contains(name.lowercased())
                && FileSystem.fileType(root.appending(path: entry).path) == .directory
                && !looked.contains(root.appending(path: entry).standardizedFileURL.path)
            {
                let path = root.appending(path: entry).path
                if !candidates.contains(path) { candidates.append(path) }
            }
        }
        let tests = kind == .test
        let (folderOption, outputOption, generambaOption): (Remedy.Option, Remedy.Option, Remedy.Option) =
            tests
            ? (.testsModuleFolder, .testsOutput, .generambaTestPath) : (.moduleFolder, .output, .generambaModulePath)
        let elsewhere =
            "\(Remedy.option(outputOption, value: "DIR")) (Generamba: "
            + "\(Remedy.option(generambaOption, value: "DIR"))) when it lies elsewhere"
        // Moving the code's folder moves the tests' with it unless they are named: keep the tests where they are.
        let testsFolder = request.testsModuleFolder ?? request.moduleFolder ?? name
        let keepTests = kind == .code ? " \(Remedy.option(.testsModuleFolder, value: testsFolder))" : ""
        var fix: String
        if let candidate = candidates.first {
            let folder = URL(fileURLWithPath: candidate).lastPathComponent
            fix =
                "\(candidate) may be it: pass \(Remedy.option(folderOption, value: folder))\(keepTests) (or "
                + "\(elsewhere))"
        } else if let found = folderNamed(folderName ?? name, outside: looked),
            let parent = recorder.relativePath(found.deletingLastPathComponent())
        {
            fix =
                "\(found.path) may be it: pass \(Remedy.option(outputOption, value: parent)) (Generamba: "
                + "\(Remedy.option(generambaOption, value: parent)))"
        } else {
            fix =
                "pass \(Remedy.option(folderOption, value: "NAME")) when its folder has another name, or \(elsewhere)"
        }
        var what: String
        switch kind {
        case nil: what = "none of the \(files.count) files its set makes is on disk"
        case .code:
            what = "none of the \(files.count) code files its set makes is on disk, while \(found) of its tests are"
        case .test:
            what = "none of the \(files.count) tests its set makes is on disk, while \(found) of its code files are"
            fix +=
                "; if the module keeps no tests, \(Remedy.option(.testsModuleFolder, value: folderName ?? name)) "
                + "records them as left out"
        }
        if let otherSets {
            // Files in the module's own folders that the set names otherwise: the module is not this set's.
            let strangers = looked.reduce(0) { count, folder in
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                return count + entries.filter { FileSystem.fileType(folder + "/" + $0) == .regular }.count
            }
            if strangers > 0 {
                let files = strangers == 1 ? "1 file" : "\(strangers) files"
                what += " (its folders hold \(files), none named as the set \(setName) names its files)"
            }
            if let match = otherSets.matches.first {
                let count = match.found == 1 ? "1 file" : "\(match.found) files"
                fix =
                    "its files are those of the set \(match.name) (\(count) on disk): run "
                    + "'\(Remedy.command(.adopt, arguments: [name, match.name]))'; or \(fix)"
            } else if strangers > 0 {
                let tried =
                    otherSets.tried.isEmpty
                    ? "no other set is installed"
                    : "no other set makes files that are on disk (tried \(otherSets.tried.joined(separator: ", ")))"
                fix =
                    "\(tried): if the module was made with a set that is not installed, install it and name it "
                    + "('\(Remedy.command(.adopt, arguments: [name, "SET"]))'); or \(fix)"
            }
        }
        return Diagnostic(
            .data,
            "module \(name): \(what); looked in " + looked.joined(separator: ", ") + "; \(fix); nothing was recorded")
    }

    /// The sets other than the one adopt renders, and those of them that make files of the module that are on disk.
    struct OtherSets {
        /// Every other set's name, in the library's order.
        var tried: [String] = []
        /// The sets that make files on disk, most files first, with how many.
        var matches: [(name: String, found: Int)] = []
    }

    /// Renders `request` with every other set the library holds (a set whose parameters do not fit is skipped) and
    /// counts the files each makes that are on disk.
    private func otherSetsMaking(_ request: GenerationRequest, besides set: TemplateSet) -> OtherSets {
        var result = OtherSets()
        let planner = GenerationPlanner(library: library)
        for (otherName, _) in library.availableSets() where otherName != set.name {
            result.tried.append(otherName)
            guard let other = try? library.load(otherName) else { continue }
            var otherRequest = request
            otherRequest.templateName = otherName
            otherRequest.parameterAssignments = []
            guard let render = try? planner.plan(otherRequest, using: other, checkingDisk: false) else { continue }
            let found = render.files.filter { FileSystem.fileType($0.url.path) == .regular }.count
            if found > 0 { result.matches.append((otherName, found)) }
        }
        result.matches.sort { $0.found > $1.found }
        return result
    }

    /// The first folder named `name` in the lockfile's folder or below it (four levels at most, hidden folders and
    /// Xcode bundles skipped, a few thousand folders looked at), other than those of `looked`; `nil` when there is
    /// none.
    private func folderNamed(_ name: String, outside looked: [String]) -> URL? {
        var queue = [(recorder.lockDirectory, 0)]
        var visited = 0
        while !queue.isEmpty, visited < 4000 {
            let (folder, depth) = queue.removeFirst()
            visited += 1
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for entry in entries.sorted() where !entry.hasPrefix(".") && !entry.hasSuffix(".xcodeproj") {
                let url = folder.appending(path: entry)
                guard FileSystem.fileType(url.path) == .directory else { continue }
                if entry == name, !looked.contains(url.standardizedFileURL.path) { return url }
                if depth < 4 { queue.append((url, depth + 1)) }
            }
        }
        return nil
    }
}
