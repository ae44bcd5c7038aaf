import Dispatch
import ViperGenEngine
import ViperGenFormats
import ViperGenSupport

/// The last `project.pbxproj` this process read, kept so that a run reading the same bytes again does not parse them
/// again: `module` lists a project's targets (to choose them) and then edits it, and parsing is most of the work
/// (about 730 million instructions for a 12 MB project, 40% of the whole command before this cache).
///
/// One entry, matched on the file's name and exact bytes, so a changed file is always parsed afresh; documents are
/// values, so an edit of one never changes the cached copy.
enum PBXDocumentCache {
    /// The entry, behind a serial queue.
    private final class Entry: @unchecked Sendable {
        // `last` is only read and written on `queue`.
        let queue = DispatchQueue(label: "viper-gen.pbxproj-document-cache")
        var last: (name: String, document: PBXProjectDocument)?
    }
    private static let entry = Entry()

    /// The document of `contents` named `name`: the cached one if it was read from the same bytes, else read now.
    /// - Throws: `XcodeFormatError` where the bytes do not read.
    static func document(reading contents: [UInt8], named name: String) throws(XcodeFormatError)
        -> PBXProjectDocument
    {
        if let cached = entry.queue.sync(execute: { entry.last }), cached.name == name,
            sameArray(cached.document.source.bytes, contents)
                || FileSystem.sameBytes(cached.document.source.bytes, contents)
        {
            return cached.document
        }
        let document = try PBXProjectReader.read(SourceText(name: name, bytes: contents))
        entry.queue.sync { entry.last = (name, document) }
        return document
    }

    /// The document of `contents` named `name`, for an edit: the cached one, which leaves the cache (so that the
    /// edit changes the only copy in place), else read now and not cached. `keep` gives it back once the edit is
    /// done, if it left the objects as read.
    /// - Throws: `XcodeFormatError` where the bytes do not read.
    static func take(reading contents: [UInt8], named name: String) throws(XcodeFormatError) -> PBXProjectDocument {
        let taken = entry.queue.sync { () -> PBXProjectDocument? in
            guard let cached = entry.last, cached.name == name,
                sameArray(cached.document.source.bytes, contents)
                    || FileSystem.sameBytes(cached.document.source.bytes, contents)
            else { return nil }
            entry.last = nil
            return cached.document
        }
        if let taken { return taken }
        return try PBXProjectReader.read(SourceText(name: name, bytes: contents))
    }

    /// Caches `document` again after an edit, if its objects are as read; a changed document is dropped, since its
    /// objects no longer match its bytes.
    static func keep(_ document: PBXProjectDocument) {
        guard document.objectsAreAsRead else { return }
        entry.queue.sync { entry.last = (document.source.name, document) }
    }

    /// Whether `a` and `b` are one array (the same storage and count), which hold the same bytes without comparing
    /// them: `ProjectFileContentsCache` gives back the array it read, whose 12 MB `memcmp` this spares.
    static func sameArray(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
        }
    }
}
