import ViperGenFormats
import ViperGenGeneration
import ViperGenMerge
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `update` for recorded insertions: each is rendered again and, when its text changed, put in place of the
/// recorded lines (unchanged in the file), or merged with the user's edit of them like a file (three-way, the
/// recorded text as base; conflict markers in the same layout). A recorded insertion pairs with the entry of the same
/// number at the same file and anchor, or else with one at the same file, anchor and side (the set numbers its
/// entries another way: a new version, a move to another set), and takes that entry's number. One the set no longer
/// renders is taken out when it stands as written; one the set renders anew is put in next to its anchor, as
/// `module` puts it. Files the modules themselves own are left to the file merge; files the run merges are edited
/// as merged.
struct InsertionUpdate {
    let recorder: ModuleRecorder

    /// The files read so far, by path relative to the lockfile's folder: as read, and as edited.
    private var files: [String: (original: [UInt8], lines: [[UInt8]])] = [:]
    private var order: [String] = []
    /// The files the run writes anyway (merged modules' files), by path: their insertions are updated over these
    /// bytes, and the result is `edited`, not an edit of its own.
    private let planned: [String: [UInt8]]
    /// What happens to each insertion's file, for the report.
    private(set) var updates: [FileUpdate] = []
    /// A warning for each insertion whose lines are gone from their place (deleted by the user), left as it is.
    private(set) var warnings: [Warning] = []
    /// How many lines this run put after an anchor line, by file path and the anchor's line index.
    private var putAfter: [String: Int] = [:]
    /// Every recorded insertion of the lockfile, with the text each stands with in the files as edited so far: an
    /// insertion is found past the lines of those next to it, some of which this run may have updated already.
    private var standing: [LockedInsertion]

    /// An update of the insertions of `lockfile`'s modules, over `planned` where the run writes a file anyway.
    init(recorder: ModuleRecorder, lockfile: Lockfile, planned: [String: [UInt8]] = [:]) {
        self.recorder = recorder
        self.planned = planned
        standing = lockfile.modules.keys.sorted().flatMap { lockfile.modules[$0]!.insertions }
    }

    /// The edits of the target files the run does not write anyway, each replaced only if it still holds the bytes
    /// read.
    var writes: [GenerationPlan.File] {
        order.compactMap { path in
            let file = files[path]!
            let bytes = Array(file.lines.joined())
            guard planned[path] == nil, bytes != file.original else { return nil }
            return .edit(of: recorder.url(path), to: bytes, replacing: file.original)
        }
    }

    /// The files the run writes anyway, as their insertions leave them, by path.
    var edited: [String: [UInt8]] {
        var edited: [String: [UInt8]] = [:]
        for path in order where planned[path] != nil {
            let bytes = Array(files[path]!.lines.joined())
            if bytes != planned[path] { edited[path] = bytes }
        }
        return edited
    }

    /// Updates `module`'s recorded insertions with `rendered` (this run's render of the module), returning the
    /// insertions to record, in entry order. Each is looked for at its place only, past the lines of the other
    /// recorded insertions there: lines deleted at it are reported and left, never matched with lines further on.
    /// Entries the module never recorded are put in only when `addingNew` (the module moves to another set, or its
    /// set's version changed): otherwise such an entry is wiring the module does not own (text that stood at the
    /// anchor already, or an edit `adopt` could not recognise), and putting it in again would double it.
    mutating func update(
        _ module: LockedModule, rendered: [GenerationPlan.RenderedInsertion], ownFiles: Set<String>, addingNew: Bool
    ) -> [LockedInsertion] {
        var paired: [Int: Int] = [:]
        var taken = Set<Int>()
        func sameSpot(_ insertion: LockedInsertion, _ index: Int) -> Bool {
            !taken.contains(index) && recorder.relativePath(rendered[index].url) == insertion.file
                && rendered[index].anchor == insertion.anchor
                && rendered[index].placement.rawValue == insertion.placement
        }
        // The entry of the same number first, for every insertion; then, for those left, the entry at the same
        // file, anchor and side (the set numbers its entries another way), so that no fallback takes an entry
        // another insertion matches exactly.
        for (number, insertion) in module.insertions.enumerated() {
            if let match = rendered.indices.first(where: {
                sameSpot(insertion, $0) && rendered[$0].index == insertion.entry
            }) {
                paired[number] = match
                taken.insert(match)
            }
        }
        for (number, insertion) in module.insertions.enumerated() where paired[number] == nil {
            if let match = rendered.indices.first(where: { sameSpot(insertion, $0) }) {
                paired[number] = match
                taken.insert(match)
            }
        }
        var recorded: [LockedInsertion] = []
        for (number, insertion) in module.insertions.enumerated() {
            if ownFiles.contains(insertion.file) {
                recorded.append(insertion)
            } else if let match = paired[number] {
                recorded.append(update(insertion, to: rendered[match], of: module.name))
            } else if let kept = takeOut(insertion, of: module.name) {
                recorded.append(kept)
            }
        }
        for index in rendered.indices where addingNew && !taken.contains(index) {
            guard let path = recorder.relativePath(rendered[index].url), !ownFiles.contains(path),
                let added = put(rendered[index], into: path, of: module.name)
            else { continue }
            recorded.append(added)
        }
        return recorded.sorted { $0.entry < $1.entry }
    }

    /// `insertion` rendered again as `new`: replaced, merged with the user's edit, or left with a warning when its
    /// lines are gone. Returns what to record.
    private mutating func update(
        _ insertion: LockedInsertion, to new: GenerationPlan.RenderedInsertion, of module: String
    ) -> LockedInsertion {
        var recorded = insertion
        recorded.entry = new.index
        guard var file = read(insertion.file) else { return recorded }
        let place = RecordedInsertion.place(of: insertion, in: file.lines, besides: standing)
        guard let anchor = place.anchor else { return recorded }
        let newLines = InsertionText.lines(of: new.text, besides: file.lines[anchor])
        // Lossless: the template's text, with the anchor line's indentation (spaces, tabs) and line break.
        let newText = String(decoding: Array(newLines.joined()), as: UTF8.self)
        guard newText != insertion.text else { return recorded }
        var action = FileUpdate.Action.updated
        var conflicts = 0
        if let range = place.text {
            file.lines.replaceSubrange(range, with: newLines)
            recorded.text = newText
        } else if let region = RecordedInsertion.editedRegion(of: insertion, in: file.lines, at: place) {
            let yours = Array(file.lines[region].joined())
            let merged = ThreeWayMerge.merge(
                base: Array(insertion.text.utf8), yours: yours, theirs: Array(newLines.joined()))
            file.lines.replaceSubrange(region, with: TextLines.split(merged.bytes).map { Array($0) })
            action = merged.hasConflicts ? .conflicted : .merged
            conflicts = merged.conflicts
            // A clean merge is recorded as it stands; a conflicted one as the template's, which resolving with
            // --theirs leaves. So is a clean merge that kept bytes which are not UTF-8 (a Latin-1 `é` the user
            // typed): the lockfile is JSON text and cannot hold them, and the template's text is a true base of the
            // user's lines, which the file keeps byte for byte.
            recorded.text = merged.hasConflicts ? newText : String(strictUTF8: merged.bytes) ?? newText
        } else {
            let line = place.line(placement: insertion.placement, count: file.lines.count)! + 1
            let name = RecordedInsertion.description(of: insertion, module: module, file: insertion.file)
            warnings.append(
                Warning(
                    "\(recorder.url(insertion.file).path):\(line): \(name) (\(RecordedInsertion.shown(insertion))) "
                        + "is gone from its place (deleted by hand, or edited past recognition); update left "
                        + "it: put the lines back there to have them updated, or leave them out ('check' "
                        + "reports them, 'remove' needs \(Remedy.option(.force)))"))
            return recorded
        }
        replace(insertion, with: recorded, in: file, action: action, conflicts: conflicts, module: module)
        return recorded
    }

    /// Takes out `insertion`, which the set no longer renders, when its lines stand as written (`nil`: nothing to
    /// record); leaves it recorded, with a warning, when the user edited them or they are gone.
    private mutating func takeOut(_ insertion: LockedInsertion, of module: String) -> LockedInsertion? {
        guard var file = read(insertion.file) else { return insertion }
        let others = standing.filter { $0 != insertion }
        guard RecordedInsertion.takeOut(insertion, from: &file.lines, besides: others) else {
            let name = RecordedInsertion.description(of: insertion, module: module, file: insertion.file)
            warnings.append(
                Warning(
                    "\(recorder.url(insertion.file).path): \(name) (\(RecordedInsertion.shown(insertion))) is no "
                        + "longer made by \(module)'s set, and its lines are edited or gone, so update left them: "
                        + "delete them by hand if the module no longer needs them"))
            return insertion
        }
        files[insertion.file] = file
        standing = others
        report(
            FileUpdate(module: module, path: insertion.file, action: .updated, contents: Array(file.lines.joined())))
        return nil
    }

    /// Puts `new`, an entry the module's set renders now but that was never recorded, next to its anchor in `path`
    /// as `module` would; `nil` (with a warning when the anchor is missing, or not unique where the set asks) when
    /// nothing was put in, or when the text stands there already (then it is not the module's).
    private mutating func put(_ new: GenerationPlan.RenderedInsertion, into path: String, of module: String)
        -> LockedInsertion?
    {
        guard var file = read(path) else { return nil }
        let anchorBytes = Array(new.anchor.utf8)
        let anchors = file.lines.indices.filter { InsertionText.trimmed(file.lines[$0]) == anchorBytes }
        guard let anchor = anchors.first, !new.unique || anchors.count == 1 else {
            let found = anchors.isEmpty ? "which the file does not have" : "which the file has \(anchors.count) times"
            warnings.append(
                Warning(
                    "\(recorder.url(path).path): \(module)'s set now wires it in \(new.placement.rawValue) the line "
                        + "'\(new.anchor)', \(found); update left the wiring out: keep one such line where the text "
                        + "belongs and run update again, or wire \(module) in by hand"))
            return nil
        }
        let lines = InsertionText.lines(of: new.text, besides: file.lines[anchor])
        guard !lines.isEmpty else { return nil }
        let after = new.placement == .after
        // Past the lines this run put after the same anchor, so that entries keep their manifest order, as in
        // `module`.
        let spot = "\(path)\n\(anchor)"
        let position = after ? anchor + 1 + (putAfter[spot] ?? 0) : anchor
        let standsThere =
            after
            ? file.lines[position...].starts(with: lines)
            : position >= lines.count && Array(file.lines[(position - lines.count)..<position]) == lines
        guard !standsThere else { return nil }
        var added = LockedInsertion(
            file: path, anchor: new.anchor, placement: new.placement.rawValue,
            text: String(decoding: Array(lines.joined()), as: UTF8.self), entry: new.index)
        if position == file.lines.count, file.lines[anchor].last != UInt8(ascii: "\n") {
            file.lines[anchor].append(UInt8(ascii: "\n"))
            added.addedLineBreak = true
        }
        file.lines.insert(contentsOf: lines, at: position)
        if after { putAfter[spot, default: 0] += lines.count }
        files[path] = file
        standing.append(added)
        report(FileUpdate(module: module, path: path, action: .updated, contents: Array(file.lines.joined())))
        return added
    }

    /// Records `file` as edited for `old`, which now stands as `new`, and reports it.
    private mutating func replace(
        _ old: LockedInsertion, with new: LockedInsertion, in file: (original: [UInt8], lines: [[UInt8]]),
        action: FileUpdate.Action, conflicts: Int, module: String
    ) {
        files[old.file] = file
        if let index = standing.firstIndex(of: old) { standing[index] = new }
        var update = FileUpdate(module: module, path: old.file, action: action, contents: Array(file.lines.joined()))
        update.conflicts = conflicts
        report(update)
    }

    /// Adds `update` to the report: once a file and module, with what the module's earlier insertions there did.
    private mutating func report(_ update: FileUpdate) {
        if let index = updates.lastIndex(where: { $0.module == update.module && $0.path == update.path }) {
            updates[index] = updates[index].combined(with: update)
        } else {
            updates.append(update)
        }
    }

    /// The file at `path`, read once a run (as the run writes it, when it does); `nil` when it cannot be read.
    private mutating func read(_ path: String) -> (original: [UInt8], lines: [[UInt8]])? {
        if let file = files[path] { return file }
        let bytes: [UInt8]
        if let planned = planned[path] {
            bytes = planned
        } else if let data = FileManager.default.contents(atPath: recorder.url(path).path) {
            bytes = [UInt8](data)
        } else {
            return nil
        }
        files[path] = (bytes, TextLines.split(bytes).map { Array($0) })
        order.append(path)
        return files[path]
    }
}
