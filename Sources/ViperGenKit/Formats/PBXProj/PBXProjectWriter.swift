/// Writes a `PBXProjectDocument` in Xcode's exact layout.
///
/// The layout: the `// !$*UTF8*$!` header; one entry a line, indented with tabs; objects grouped into
/// `/* Begin Class section */` … `/* End Class section */` blocks in class-name order, sorted by id within a block;
/// `PBXBuildFile` and `PBXFileReference` objects on one line (`{isa = PBXBuildFile; fileRef = … ; }`); arrays with
/// a comma after every element; a newline at the end. Strings and comments read from the file are copied as they
/// were, so an unchanged Xcode project is written back byte for byte.
struct PBXProjectWriter {
    /// The classes whose objects Xcode writes on a single line.
    static let singleLineClasses: Set<PBXClass> = [.buildFile, .fileReference]

    private let document: PBXProjectDocument
    private var output: [UInt8] = []

    private init(document: PBXProjectDocument) {
        self.document = document
        output.reserveCapacity(document.source.bytes.count + 4096)
    }

    /// The file's bytes.
    static func write(_ document: PBXProjectDocument) -> [UInt8] {
        var writer = PBXProjectWriter(document: document)
        writer.writeDocument()
        return writer.output
    }

    private mutating func writeDocument() {
        append("// !$*UTF8*$!\n{\n")
        for (position, entry) in document.rootEntries.enumerated() {
            append("\t")
            write(entry.key)
            append(" = ")
            if position == document.objectsEntryIndex {
                append("{\n")
                writeObjects()
                append("\t}")
            } else {
                write(entry.value, indent: 1, singleLine: false)
            }
            append(";\n")
        }
        append("}\n")
    }

    private mutating func writeObjects() {
        let bytes = document.source.bytes
        let objects = document.objects
        // Sort by class, then id: classes by their rank among the (few) class names, ids by their bytes.
        let classes = Set(objects.map(\.isa)).sorted()
        let rankOfClass = Dictionary(uniqueKeysWithValues: classes.enumerated().map { ($1, $0) })
        let ranks = objects.map { rankOfClass[$0.isa]! }
        let ids = objects.map(\.id.token)
        let order = objects.indices.sorted { left, right in
            if ranks[left] != ranks[right] { return ranks[left] < ranks[right] }
            return Self.precedes(ids[left], ids[right], in: bytes, document: document)
        }
        var section: PBXClass?
        for position in order {
            let object = objects[position]
            if object.isa != section {
                if let section { append("/* End \(section.rawValue) section */\n") }
                append("\n/* Begin \(object.isa.rawValue) section */\n")
                section = object.isa
            }
            append("\t\t")
            write(object.id)
            append(" = ")
            write(.dictionary(object.entries), indent: 2, singleLine: Self.singleLineClasses.contains(object.isa))
            append(";\n")
        }
        if let section { append("/* End \(section.rawValue) section */\n") }
    }

    /// Whether id `a` sorts before id `b`: by value, comparing the bytes of bare ids without decoding them.
    private static func precedes(
        _ a: PlistText, _ b: PlistText, in bytes: [UInt8], document: PBXProjectDocument
    ) -> Bool {
        if case .original(let left) = a, case .original(let right) = b,
            bytes[left.lowerBound] != UInt8(ascii: "\""), bytes[left.lowerBound] != UInt8(ascii: "'"),
            bytes[right.lowerBound] != UInt8(ascii: "\""), bytes[right.lowerBound] != UInt8(ascii: "'")
        {
            return bytes[left].lexicographicallyPrecedes(bytes[right])
        }
        return Array(document.text(of: a).utf8).lexicographicallyPrecedes(Array(document.text(of: b).utf8))
    }

    private mutating func write(_ value: PlistValue, indent: Int, singleLine: Bool) {
        switch value {
        case .string(let string):
            write(string)
        case .array(let elements):
            append("(")
            for element in elements {
                if singleLine {
                    write(element, indent: indent + 1, singleLine: true)
                    append(", ")
                } else {
                    newline(indent + 1)
                    write(element, indent: indent + 1, singleLine: false)
                    append(",")
                }
            }
            if !singleLine { newline(indent) }
            append(")")
        case .dictionary(let entries):
            append("{")
            for entry in entries {
                if !singleLine { newline(indent + 1) }
                write(entry.key)
                append(" = ")
                write(entry.value, indent: indent + 1, singleLine: singleLine)
                append(singleLine ? "; " : ";")
            }
            if !singleLine { newline(indent) }
            append("}")
        }
    }

    private mutating func write(_ string: PlistString) {
        switch string.token {
        case .original(let range): output.append(contentsOf: document.source.bytes[range])
        case .new(let text): append(PlistStringCoding.encode(text))
        }
        switch string.comment {
        case nil: break
        case .original(let range):
            append(" ")
            output.append(contentsOf: document.source.bytes[range])
        case .new(let text):
            append(" /* \(text) */")
        }
    }

    private mutating func newline(_ indent: Int) {
        output.append(0x0A)
        for _ in 0..<indent { output.append(0x09) }
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }
}
