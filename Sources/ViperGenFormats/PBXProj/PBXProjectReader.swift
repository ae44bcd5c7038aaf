import ViperGenEngine

/// Reads Xcode's ASCII property-list format (`project.pbxproj`) into a `PBXProjectDocument`.
///
/// The grammar is OpenStep's: `{ key = value; }` dictionaries, `( value, )` arrays, bare or quoted strings with
/// backslash escapes, `/* … */` and `// …` comments. A `/* … */` comment right after a string is kept with it;
/// other comments (the header, the section markers) are dropped, since the writer makes them again. Nesting is
/// limited to `maximumDepth`, so that hostile input cannot exhaust the stack; every error has a line and column.
package struct PBXProjectReader {
    /// The deepest nesting read; Xcode's own files nest about 7 levels.
    static let maximumDepth = 64

    private let source: SourceText
    /// The bytes of `source`, valid while `read` runs: scanning through a buffer pointer instead of the array
    /// spares reaching the array through `source` at every byte (every index is checked against `count` first).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// The entries of the dictionaries being read, innermost last: a dictionary's entries are collected here and
    /// copied into an array of their exact count when it closes, so that no array grows entry by entry (growing
    /// them was a tenth of reading a 12 MB project).
    private var openEntries: [PlistEntry] = []
    /// The same for the elements of the arrays being read.
    private var openElements: [PlistValue] = []
    /// The objects of the top-level `objects` dictionary, read straight into objects (see `objectsTable`).
    private var objectsTable: ObjectsTable?

    /// A reader of `source`, whose bytes are `bytes`.
    private init(source: SourceText, bytes: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.bytes = bytes
    }

    /// Reads a whole project file.
    /// - Throws: `XcodeFormatError.propertyListEncoding` for XML and binary property lists, `.malformed` at the first
    ///   problem otherwise.
    package static func read(_ source: SourceText) throws(XcodeFormatError) -> PBXProjectDocument {
        let result = source.bytes.withUnsafeBufferPointer { bytes -> Result<PBXProjectDocument, XcodeFormatError> in
            var reader = PBXProjectReader(source: source, bytes: bytes)
            do throws(XcodeFormatError) {
                return .success(try reader.readDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private mutating func readDocument() throws(XcodeFormatError) -> PBXProjectDocument {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw .propertyListEncoding(.binary)
        }
        var start = 0
        while start < bytes.count, isWhitespace(bytes[start]) { start += 1 }
        if bytes[start...].starts(with: Array("<?xml".utf8)) || bytes[start...].starts(with: Array("<!DOCTYPE".utf8))
            || bytes[start...].starts(with: Array("<plist".utf8))
        {
            throw .propertyListEncoding(.xml)
        }
        try skipTrivia()
        guard index < bytes.count else { throw error("the file is empty; expected '{'") }
        guard bytes[index] == UInt8(ascii: "{") else { throw error("expected '{' at the start of the project") }
        let rootOffset = index
        guard case .dictionary(let entries) = try value(depth: 0) else { throw error("expected '{'", at: rootOffset) }
        try skipTrivia()
        guard index == bytes.count else { throw error("unexpected text after the project's closing '}'") }
        return try document(rootEntries: entries, rootOffset: rootOffset)
    }

    /// The top-level `objects` dictionary, read as objects: its entries are never held as `PlistEntry`s, and the
    /// first problem with an object (not a dictionary, no `isa`) waits until the whole file has read, as it is
    /// reported after any syntax error.
    private struct ObjectsTable {
        /// The position of the `objects` entry among the top-level entries.
        let entryIndex: Int
        /// The offset of its key, for an error.
        let keyOffset: Int?
        /// The objects read, up to the first problem; `nil` when the value is not a dictionary.
        var objects: [PBXObject]?
        /// The first object that does not make an object.
        var problem: XcodeFormatError?
    }

    /// The document of the top-level dictionary's entries and the objects read into `objectsTable`.
    private func document(rootEntries: [PlistEntry], rootOffset: Int) throws(XcodeFormatError) -> PBXProjectDocument {
        guard let table = objectsTable else {
            throw error("the project has no 'objects' dictionary", at: rootOffset)
        }
        guard let objects = table.objects else {
            throw error("'objects' must be a dictionary", at: table.keyOffset)
        }
        if let problem = table.problem { throw problem }
        var document = PBXProjectDocument(
            source: source, rootEntries: rootEntries, objectsEntryIndex: table.entryIndex, objects: objects,
            rootOffset: rootOffset)
        // Ids that repeat are left to `PBXProjectModel`, which reports them.
        let (index, repeated) = PBXObjectIndex.of(document)
        if repeated == nil { document.objectIndexAsRead = index }
        return document
    }

    /// Reads the value of the top-level `objects` entry, the `entryIndex`th, whose key is at `keyOffset`; a
    /// dictionary is read into `objectsTable`, object by object, and stands as an empty one in the entries.
    private mutating func objectsValue(depth: Int, entryIndex: Int, keyOffset: Int?) throws(XcodeFormatError)
        -> PlistValue
    {
        try skipTrivia()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            objectsTable = ObjectsTable(entryIndex: entryIndex, keyOffset: keyOffset, objects: nil, problem: nil)
            return try value(depth: depth)
        }
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        var objects: [PBXObject] = []
        var problem: XcodeFormatError?
        // Room for the objects of a file of Xcode's (over 100 bytes each): growing the array copied it 17 times for a
        // 12 MB project; pages reserved and not written cost nothing.
        objects.reserveCapacity(bytes.count / 100)
        index += 1
        // Objects of a class come together in Xcode's files: a class spelled as the previous one shares its string
        // instead of decoding a new one (50,000 strings for a 12 MB project).
        var previousClass: (token: Range<Int>, isa: PBXClass)?
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file; expected '}'") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                objectsTable = ObjectsTable(
                    entryIndex: entryIndex, keyOffset: keyOffset, objects: objects, problem: problem)
                return .dictionary([])
            }
            let id = try string(what: "a key or '}'")
            try skipTrivia()
            try expect("=", "'=' after the key")
            let value = try value(depth: depth + 1)
            try skipTrivia()
            try expect(";", "';' after the value")
            guard problem == nil else { continue }
            guard case .dictionary(let fields) = value else {
                problem = error("object \(text(id.token)) must be a dictionary '{ … }'", at: id.offset)
                continue
            }
            let isaField = fields.first { isISA($0.key.token) }
            guard let isaField, case .string(let isa) = isaField.value else {
                problem = error("object \(text(id.token)) has no 'isa = Class;'", at: id.offset)
                continue
            }
            let objectClass: PBXClass
            if case .original(let token) = isa.token, let previousClass, sameBytes(token, previousClass.token) {
                objectClass = previousClass.isa
            } else {
                objectClass = PBXClass(rawValue: text(isa.token))
                if case .original(let token) = isa.token { previousClass = (token, objectClass) }
            }
            objects.append(
                PBXObject(id: id, isa: objectClass, entries: fields, original: (id.offset ?? index)..<index))
        }
    }

    /// Whether the bytes of `a` and `b` are the same, compared in place (the generic `elementsEqual` of two slices
    /// cost 260 instructions an object).
    private func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        var offset = 0
        while offset < a.count, bytes[a.lowerBound + offset] == bytes[b.lowerBound + offset] { offset += 1 }
        return offset == a.count
    }

    private func isISA(_ token: PlistText) -> Bool {
        guard case .original(let range) = token else { return false }
        // `isa` or `"isa"`, byte by byte: the generic comparison with a string's UTF-8 cost 150 instructions an object.
        let quoted =
            range.count == 5 && bytes[range.lowerBound] == UInt8(ascii: "\"")
            && bytes[range.upperBound - 1] == UInt8(ascii: "\"")
        guard range.count == 3 || quoted else { return false }
        let start = quoted ? range.lowerBound + 1 : range.lowerBound
        return bytes[start] == UInt8(ascii: "i") && bytes[start + 1] == UInt8(ascii: "s")
            && bytes[start + 2] == UInt8(ascii: "a")
    }

    private func text(_ token: PlistText) -> String {
        switch token {
        case .original(let range): PlistStringCoding.decode(source.bytes[range])
        case .new(let text): text
        }
    }

    private func error(_ problem: String, at offset: Int? = nil) -> XcodeFormatError {
        .malformed(problem: problem, at: source.location(at: offset ?? index))
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }

    /// Skips whitespace and comments.
    private mutating func skipTrivia() throws(XcodeFormatError) {
        while index < bytes.count {
            let byte = bytes[index]
            if isWhitespace(byte) {
                // A run of whitespace (a line break and its tabs) in a local index.
                var scan = index + 1
                while scan < bytes.count, isWhitespace(bytes[scan]) { scan += 1 }
                index = scan
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                _ = try blockComment()
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    /// Reads the `/* … */` comment at `index` and returns its range.
    private mutating func blockComment() throws(XcodeFormatError) -> Range<Int> {
        let start = index
        var scan = index + 2
        let last = bytes.count - 1
        while scan < last {
            // Most bytes of a comment are not `*`: a tight loop over them first.
            while scan < last, bytes[scan] != UInt8(ascii: "*") { scan += 1 }
            guard scan < last else { break }
            if bytes[scan + 1] == UInt8(ascii: "/") {
                index = scan + 2
                return start..<index
            }
            scan += 1
        }
        throw error("comment is never closed; add '*/'", at: start)
    }

    /// Reads a value; `depth` counts the dictionaries and arrays around it.
    private mutating func value(depth: Int) throws(XcodeFormatError) -> PlistValue {
        try skipTrivia()
        guard index < bytes.count else { throw error("unexpected end of file; a value is missing") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
            return .dictionary(try dictionary(depth: depth + 1))
        case UInt8(ascii: "("):
            guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
            return .array(try array(depth: depth + 1))
        case UInt8(ascii: "<"):
            throw error("data values '<…>' do not occur in Xcode projects; is the file damaged?")
        default:
            return .string(try string(what: "a value"))
        }
    }

    /// Reads a dictionary; `depth` 1 is the top level, whose first `objects` entry is read by `objectsValue`.
    private mutating func dictionary(depth: Int) throws(XcodeFormatError) -> [PlistEntry] {
        index += 1
        let start = openEntries.count
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file; expected '}'") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                let entries = Array(openEntries[start...])
                openEntries.removeLast(openEntries.count - start)
                return entries
            }
            let key = try string(what: "a key or '}'")
            try skipTrivia()
            try expect("=", "'=' after the key")
            let value =
                if depth == 1, objectsTable == nil, text(key.token) == PBXKey.objects.rawValue {
                    try objectsValue(depth: depth, entryIndex: openEntries.count - start, keyOffset: key.offset)
                } else {
                    try value(depth: depth)
                }
            try skipTrivia()
            try expect(";", "';' after the value")
            openEntries.append(PlistEntry(key: key, value: value))
        }
    }

    private mutating func array(depth: Int) throws(XcodeFormatError) -> [PlistValue] {
        index += 1
        let start = openElements.count
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file; expected ')'") }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                let elements = Array(openElements[start...])
                openElements.removeLast(openElements.count - start)
                return elements
            }
            let element = try value(depth: depth)
            openElements.append(element)
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or ')'") }
            if bytes[index] == UInt8(ascii: ")") { continue }
            try expect(",", "',' or ')' after the element")
        }
    }

    private mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(XcodeFormatError) {
        guard index < bytes.count else { throw error("unexpected end of file; expected \(what)") }
        guard bytes[index] == UInt8(ascii: character) else { throw error("expected \(what)") }
        index += 1
    }

    /// Reads a bare or quoted string and the `/* comment */` right after it, if there is one.
    private mutating func string(what: String) throws(XcodeFormatError) -> PlistString {
        let start = index
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            try skipQuoted(quote: byte)
        } else if PlistStringCoding.isUnquotedByte(byte) {
            var scan = index
            while scan < bytes.count, PlistStringCoding.isUnquotedByte(bytes[scan]) {
                // `//` and `/*` start comments, even right after a bare string.
                if bytes[scan] == UInt8(ascii: "/"), scan + 1 < bytes.count,
                    bytes[scan + 1] == UInt8(ascii: "/") || bytes[scan + 1] == UInt8(ascii: "*")
                {
                    break
                }
                scan += 1
            }
            index = scan
            if index == start { throw error("expected \(what)") }
        } else {
            throw error("unexpected character; expected \(what) (quote strings with spaces or symbols)")
        }
        let token = start..<index
        var scan = index
        while scan < bytes.count, bytes[scan] == 0x20 || bytes[scan] == 0x09 { scan += 1 }
        guard scan + 1 < bytes.count, bytes[scan] == UInt8(ascii: "/"), bytes[scan + 1] == UInt8(ascii: "*") else {
            return PlistString(token: .original(token), comment: nil)
        }
        index = scan
        let comment = try blockComment()
        return PlistString(token: .original(token), comment: .original(comment))
    }

    /// Skips a quoted string, checking its escapes, and leaves `index` after the closing quote.
    private mutating func skipQuoted(quote: UInt8) throws(XcodeFormatError) {
        let start = index
        var scan = index + 1
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == quote {
                index = scan + 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                guard scan + 1 < bytes.count else { break }
                scan += 2
                continue
            }
            scan += 1
        }
        index = scan
        throw error("string is never closed; add '\(Character(Unicode.Scalar(quote)))'", at: start)
    }
}
