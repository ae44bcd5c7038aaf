import ViperGenEngine
import ViperGenMerge
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans a set's insertions for a run in memory: renders each entry's target, anchor and text, reads the target
/// file once, puts the text next to the anchor line, and keeps the edited bytes for the run's one atomic write.
///
/// Every problem points at the entry in `template.json` and names the target file.
struct InsertionPlanner {
    /// The run.
    let request: GenerationRequest
    /// Whether files on disk are read (not for `templates lint`, which only renders).
    let checkingDisk: Bool
    /// The files this run generates, which an insertion may not target.
    private let generatedFiles: [GenerationPlan.File]
    /// `generatedFiles`' standardized paths in lower case, worked out when an insertion first has a target: a run
    /// whose insertions all stay out (no `parent`) does not pay for a standardized URL a file.
    private lazy var generatedPaths = Set(generatedFiles.map { $0.url.standardizedFileURL.path.lowercased() })
    /// The insertions planned so far, in module order, then manifest order.
    private(set) var insertions: [GenerationPlan.Insertion] = []
    /// Every insertion as rendered, in the same order, whether or not the disk was looked at.
    private(set) var rendered: [GenerationPlan.RenderedInsertion] = []
    /// Each target file as read and as edited so far, by absolute path, in the order first met.
    private var targets: [String: Target] = [:]
    private var targetOrder: [String] = []

    private struct Target {
        let url: URL
        let original: [UInt8]
        var lines: LineTable
        /// Which lines this run inserted, so that two entries after one anchor keep their manifest order.
        var inserted: [Bool]
    }

    init(request: GenerationRequest, checkingDisk: Bool, generatedFiles: [GenerationPlan.File]) {
        self.request = request
        self.checkingDisk = checkingDisk
        self.generatedFiles = generatedFiles
    }

    /// The edits of the target files, each replaced only if it still holds the bytes it was planned on.
    var edits: [GenerationPlan.File] {
        targetOrder.compactMap { path in
            let target = targets[path]!
            let bytes = target.lines.bytes
            return FileSystem.sameBytes(bytes, target.original)
                ? nil : .edit(of: target.url, to: bytes, replacing: target.original)
        }
    }

    /// Plans `set`'s insertions for `module`, rendered with `variables`.
    mutating func plan(
        _ set: TemplateSet, module: ModuleName, variables: [String: TemplateValue],
        into problems: inout DiagnosticCollector
    ) {
        for insertion in set.insertions {
            do {
                if let condition = insertion.condition, try condition.render(variables, now: request.now) != "true" {
                    continue
                }
                let path = try insertion.into.render(variables, now: request.now)
                let anchor = try insertion.anchor.render(variables, now: request.now)
                var fileVariables = variables
                fileVariables["file"] = TemplateVariables.file(path: path)
                let text = try insertion.text.render(
                    fileVariables, snippets: set.snippets, now: request.now, limits: request.renderLimits)
                if let reason = OutputPathCheck.problem(with: path) {
                    problems.add(
                        problem(insertion, "\"into\" renders '\(path)', which is invalid: \(reason); fix \"into\""))
                    continue
                }
                if InsertionText.trimmed(Array(anchor.utf8)).isEmpty {
                    let side = insertion.placement.rawValue
                    problems.add(problem(insertion, "\"\(side)\" renders blank; name a line the file holds"))
                    continue
                }
                let root = insertion.kind == .code ? request.codeDirectory : request.testsDirectory
                var renderedInsertion = GenerationPlan.RenderedInsertion(
                    module: module.value, index: insertion.index,
                    url: root.appending(path: path).standardizedFileURL,
                    anchor: String(decoding: InsertionText.trimmed(Array(anchor.utf8)), as: UTF8.self),
                    placement: insertion.placement, text: text)
                renderedInsertion.unique = insertion.unique
                rendered.append(renderedInsertion)
                guard checkingDisk, let key = target(of: insertion, in: set, path: path, into: &problems) else {
                    continue
                }
                if let problem = insert(text, anchor: anchor, by: insertion, module: module.value, in: key) {
                    problems.add(problem)
                }
            } catch {
                problems.add(Diagnostic(error))
            }
        }
    }

    /// A problem of `insertion` at its manifest entry: `insertions[N]: <message>`.
    private func problem(_ insertion: TemplateSet.Insertion, _ message: String) -> Diagnostic {
        Diagnostic(.data, "\(insertion.name): \(message)", at: insertion.spot.location)
    }

    /// Reads the target file `path` of `insertion` (once a run) and returns its key, or adds the problem.
    private mutating func target(
        of insertion: TemplateSet.Insertion, in set: TemplateSet, path: String, into problems: inout DiagnosticCollector
    ) -> String? {
        let root = insertion.kind == .code ? request.codeDirectory : request.testsDirectory
        let url = root.appending(path: path).standardizedFileURL
        let key = url.path
        if targets[key] != nil { return key }
        if let confinement = request.confinement, !confinement.isExempt(root: root),
            let refusal = confinement.problem(with: key, fix: "fix \"into\"")
        {
            problems.add(problem(insertion, refusal.message))
            return nil
        }
        let top = request.confinement?.folder ?? request.lockDirectory?.path ?? root.path
        var setFolder: (name: String, folder: String)?
        if case .directory(let folder) = set.origin {
            setFolder = (set.name, URL(fileURLWithPath: folder).standardizedFileURL.path)
        }
        if let own = Self.ownFile(
            url, set: setFolder, configPath: request.configName, top: ProjectPath.normalized(top))
        {
            problems.add(
                problem(insertion, "\(key) is \(own); insertions never edit viper-gen's own files: fix \"into\""))
            return nil
        }
        if generatedPaths.contains(key.lowercased()) {
            problems.add(
                problem(
                    insertion,
                    "\(key) is a file this run generates; \"into\" names a file that exists already: fix \"into\""))
            return nil
        }
        switch FileSystem.fileType(followingLinks: key) {
        case .regular?: break
        case nil:
            problems.add(
                problem(
                    insertion,
                    "\(key) does not exist; the text goes into an existing file: create it first, or fix \"into\" "
                        + "(\(insertion.kind == .code ? "below the code folder" : "below the tests folder"))"))
            return nil
        default:
            problems.add(problem(insertion, "\(key) is not a regular file; fix \"into\""))
            return nil
        }
        guard let bytes = FileSystem.readBytes(atPath: key) else {
            problems.add(Diagnostic(.io, "\(insertion.name): \(key): cannot read it; check its permissions"))
            return nil
        }
        if bytes.contains(0) || String(strictUTF8: bytes) == nil {
            problems.add(
                problem(
                    insertion,
                    "\(key) is \(bytes.contains(0) ? "binary" : "not valid UTF-8"); text is inserted only into UTF-8 "
                        + "text files: fix \"into\""))
            return nil
        }
        let lines = LineTable(bytes)
        targets[key] = Target(
            url: url, original: bytes, lines: lines, inserted: Array(repeating: false, count: lines.count))
        targetOrder.append(key)
        return key
    }

    /// Puts `text` next to `anchor` in the target `key`; the problem, if the anchor is missing or not unique.
    private mutating func insert(
        _ text: String, anchor: String, by insertion: TemplateSet.Insertion, module: String, in key: String
    ) -> Diagnostic? {
        var target = targets[key]!
        let wanted = InsertionText.trimmed(Array(anchor.utf8))
        let side = insertion.placement.rawValue
        let matches = target.lines.indices.filter {
            !target.inserted[$0] && InsertionText.isAnchor(target.lines[$0], wanted)
        }
        let anchorText = String(decoding: wanted, as: UTF8.self)
        guard let anchorIndex = matches.first else {
            return problem(
                insertion,
                "\(key) has no line '\(anchorText)' to insert \(side); add that line where the text belongs, or fix "
                    + "\"\(side)\"")
        }
        if insertion.unique, matches.count > 1 {
            let numbers = matches.map { String($0 + 1) }.joined(separator: ", ")
            return problem(
                insertion,
                "\(key) has the line '\(anchorText)' \(matches.count) times (lines \(numbers)); the set asks for a "
                    + "unique anchor: keep one of them")
        }
        let anchorLine = target.lines[anchorIndex]
        let lines = InsertionText.lines(of: text, besides: Array(anchorLine))
        guard !lines.isEmpty else { return nil }
        let bytes = Array(lines.joined())
        var position: Int
        let present: Bool
        switch insertion.placement {
        case .after:
            position = anchorIndex + 1
            present = target.lines.dropFirst(position).starts(with: lines) { $0.elementsEqual($1) }
            while position < target.lines.count, target.inserted[position] { position += 1 }
        case .before:
            position = anchorIndex
            present =
                anchorIndex >= lines.count
                && target.lines[(anchorIndex - lines.count)..<anchorIndex].elementsEqual(lines) { $0.elementsEqual($1) }
        }
        var hunk = ""
        var addedLineBreak = false
        if !present {
            if position == target.lines.count, let last = target.lines.last, last.last != UInt8(ascii: "\n") {
                target.lines.replace(position - 1, with: Array(last) + [UInt8(ascii: "\n")])
                addedLineBreak = true
            }
            hunk = InsertionText.hunk(lines: target.lines, inserting: lines, at: position)
            target.lines.insert(contentsOf: lines, at: position)
            target.inserted.insert(contentsOf: Array(repeating: true, count: lines.count), at: position)
            targets[key] = target
        }
        var planned = GenerationPlan.Insertion(
            module: module, index: insertion.index, url: target.url, anchor: anchorText,
            placement: insertion.placement, bytes: bytes, alreadyPresent: present, hunk: hunk)
        planned.addedLineBreak = addedLineBreak
        insertions.append(planned)
        return nil
    }
}
