import ViperGenEngine

/// One object of a project file's `objects` dictionary: its id, its class (`isa`) and its entries in order.
package struct PBXObject: Sendable {
    /// The object's id, with the comment Xcode writes after it.
    package var id: PlistString
    /// The class, such as `PBXGroup` or `PBXNativeTarget`; the writer groups objects into sections by it.
    package var isa: PBXClass
    /// Every `key = value;` of the object, `isa` included, in the order written.
    package var entries: [PlistEntry]
    /// The object's bytes in the file it was read from (`id = { … };`), while it is unchanged; `nil` for an object
    /// an edit made or changed. The writer copies these bytes, so untouched objects keep their layout.
    package var original: Range<Int>? = nil

    /// Whether the object's bytes are on one line, or `nil` for an object that was not read from a file.
    func isOnOneLine(in source: SourceText) -> Bool? {
        original.map { range in !source.bytes[range].contains(0x0A) }
    }
}

/// A `project.pbxproj` held in memory: the bytes it was read from, its top-level entries and its objects.
///
/// Strings and comments read from the file stay byte ranges of `source` until something asks for their value,
/// so reading a 10 MB project creates few strings, and the writer copies them back exactly as they were.
package struct PBXProjectDocument: Sendable {
    /// The file's bytes and name (for positions in errors).
    package let source: SourceText
    /// The top-level dictionary's entries; the value of the `objects` entry is left empty: see `objects`.
    var rootEntries: [PlistEntry]
    /// The position of the `objects` entry in `rootEntries`.
    let objectsEntryIndex: Int
    /// The objects, in the order read; new objects are appended, and the writer sorts them.
    package var objects: [PBXObject] {
        didSet { objectIndexAsRead = nil }
    }
    /// Where the top-level `{` stands in `source` (`nil` for a document not read from a file): the writer copies
    /// what comes before it (the `// !$*UTF8*$!` header and any comment a user put there) byte for byte.
    var rootOffset: Int? = nil
    /// The objects' positions by id, made once by the reader (so that a run making two models of one cached document
    /// indexes its 50,000 objects once); `nil` once `objects` changes, and for ids that repeat.
    var objectIndexAsRead: PBXObjectIndex? = nil

    /// Whether `objects` is as the reader made it: nothing added, changed or removed since (and no id repeated).
    package var objectsAreAsRead: Bool { objectIndexAsRead != nil }

    /// The value of a string (its token decoded for one read from the file).
    package func value(of string: PlistString) -> String {
        text(of: string.token)
    }

    /// The value of a token: a string's decoded value.
    func text(of token: PlistText) -> String {
        switch token {
        case .original(let range): PlistStringCoding.decode(source.bytes[range])
        case .new(let text): text
        }
    }

    /// The bytes of a bare (unquoted) string read from the file, which are its value; `nil` for other strings.
    func bareBytes(of string: PlistString) -> ArraySlice<UInt8>? {
        guard case .original(let range) = string.token, let first = source.bytes[range].first,
            first != UInt8(ascii: "\""), first != UInt8(ascii: "'")
        else { return nil }
        return source.bytes[range]
    }

    /// Whether `string`'s value is `value`, comparing the bytes of a bare string without decoding it.
    package func hasValue(_ string: PlistString, _ value: String) -> Bool {
        if case .original(let range) = string.token, !range.isEmpty,
            source.bytes[range.lowerBound] != UInt8(ascii: "\""), source.bytes[range.lowerBound] != UInt8(ascii: "'")
        {
            // Most keys differ from the one looked for in length, which a native string knows at once.
            guard range.count == value.utf8.count else { return false }
            // Byte by byte through pointers: a slice of the file retained and released the whole array, and the
            // generic `elementsEqual` cost more than the rest of a key lookup (a tenth of the group walk of a 12 MB
            // project).
            var value = value
            return value.withUTF8 { value in
                source.bytes.withUnsafeBufferPointer { bytes in
                    var position = 0
                    while position < value.count, bytes[range.lowerBound + position] == value[position] {
                        position += 1
                    }
                    return position == value.count
                }
            }
        }
        return self.value(of: string) == value
    }

    /// The text inside a comment, without `/*`, `*/` and the spaces next to them.
    func commentText(of string: PlistString) -> String? {
        switch string.comment {
        case nil: return nil
        case .new(let text): return text
        case .original(let range):
            var inner = source.bytes[(range.lowerBound + 2)..<(range.upperBound - 2)]
            if inner.first == UInt8(ascii: " ") { inner = inner.dropFirst() }
            if inner.last == UInt8(ascii: " ") { inner = inner.dropLast() }
            return String(decoding: inner, as: UTF8.self)
        }
    }

    /// The position of `offset` in the file, for an error.
    func location(at offset: Int?) -> SourceLocation {
        source.location(at: offset ?? 0)
    }
}
