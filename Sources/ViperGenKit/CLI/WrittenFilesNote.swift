import Dispatch
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a run has written by the time it prints its report, for the one line the console prints when the report
/// cannot be written (`viper-gen module Search > /dev/full`): the files are on disk then, and a second run would
/// stop on them with "already exists", so the line says so instead of only "cannot write to standard output".
public final class WrittenFilesNote: @unchecked Sendable {
    private let queue = DispatchQueue(label: "viper-gen.written-files-note")
    private var text: String?

    /// An empty note: nothing written yet.
    public init() {}

    /// Records what the run wrote, as a clause (`9 files were written in Sources/Search and Tests/SearchTests`).
    public func record(_ clause: String) { queue.sync { text = clause } }

    /// The clause recorded, if the run wrote anything.
    public var clause: String? { queue.sync { text } }

    /// The clause for the files at `filePaths` (normalized absolute paths) in the folders that hold them, shown
    /// relative to `directory`, and for each project file edited (`App.xcodeproj was updated`).
    static func clause(filePaths files: [String], updated projects: [URL], from directory: URL) -> String? {
        guard !files.isEmpty || !projects.isEmpty else { return nil }
        var folders: [String] = []
        var seen: Set<String> = []  // each folder looked up, not compared with every one before it
        let base = directory.normalizedPath
        for path in files {
            // The folder by the path's text: `URL.deletingLastPathComponent` costs about 12,000 instructions a file.
            let folder = RunReport.displayPath(ProjectPath.parent(path), fromPath: base)
            if seen.insert(folder).inserted { folders.append(folder) }
        }
        var parts: [String] = []
        if !files.isEmpty {
            let count = files.count == 1 ? "1 file was" : "\(files.count) files were"
            parts.append("\(count) written in \(Self.list(folders))")
        }
        for project in projects {
            parts.append("\(RunReport.displayPath(project, from: directory)) was updated")
        }
        var clause = parts[0]
        for index in 1..<parts.count { clause += " and " + parts[index] }
        return clause
    }

    /// `a`, `a and b`, `a, b and c`. Appended one by one: `joined(separator:)` on an array slice is the standard
    /// library's generic version, whose first call in a run costs about 180,000 instructions.
    private static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        var text = items[0]
        for item in items[1..<(items.count - 1)] { text += ", " + item }
        return text + " and " + last
    }
}
