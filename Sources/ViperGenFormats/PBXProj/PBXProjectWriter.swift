/// Writes a `PBXProjectDocument` in Xcode's exact layout.
///
/// The layout: the `// !$*UTF8*$!` header; one entry a line, indented with tabs; objects grouped into
/// `/* Begin Class section */` … `/* End Class section */` blocks in class-name order, sorted by id within a block;
/// arrays with a comma after every element; a newline at the end. An object read from the file and left unchanged
/// is copied byte for byte; a changed or new one is printed on one line (`{isa = PBXBuildFile; fileRef = … ; }`) or
/// on many in the layout the file already uses for its class (Xcode 16.0 writes
/// `PBXFileSystemSynchronizedRootGroup`s on one line, later versions on many), and where the file has no object of
/// the class, as Xcode does: `PBXBuildFile` and `PBXFileReference` on one line, the rest on many. Strings and
/// comments read from the file are copied as they were, so an unchanged Xcode project is written back byte for
/// byte.
package struct PBXProjectWriter {
    /// The classes whose objects Xcode writes on a single line.
    static let singleLineClasses: Set<PBXClass> = [.buildFile, .fileReference]

    private let document: PBXProjectDocument
    private var output: [UInt8] = []
    /// For each class with objects read from the file, whether the first of them is on one line.
    private let fileLayout: [PBXClass: Bool]

    private init(document: PBXProjectDocument) {
        self.document = document
        // Room for what an edit adds: outgrowing the buffer copied the whole file into one twice its size (24 MB for
        // a 12 MB project, module of nine files). Pages reserved but not written cost nothing.
        output.reserveCapacity(document.source.bytes.count + max(65_536, document.source.bytes.count / 16))
        var layout: [PBXClass: Bool] = [:]
        // Objects are read by index and a class looked up only when it changes: copying each of 50,000 objects
        // (retaining its entries) and hashing its class cost more than the rest of this.
        var decided: PBXClass?
        for position in document.objects.indices {
            let isa = document.objects[position].isa
            guard isa != decided, layout[isa] == nil else { continue }
            if let oneLine = document.objects[position].isOnOneLine(in: document.source) {
                layout[isa] = oneLine
                decided = isa
            }
        }
        fileLayout = layout
    }

    /// Whether a changed or new object of class `isa` is printed on one line.
    private func printsOnOneLine(_ isa: PBXClass) -> Bool {
        fileLayout[isa] ?? Self.singleLineClasses.contains(isa)
    }

    /// The file's bytes.
    package static func write(_ document: PBXProjectDocument) -> [UInt8] {
        var writer = PBXProjectWriter(document: document)
        writer.writeDocument()
        return writer.output
    }

    private mutating func writeDocument() {
        writeOpening()
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

    /// The header and the top-level `{`: as read (comments before the `{` included), with the header added where
    /// the file had none.
    private mutating func writeOpening() {
        let header = Array("// !$*UTF8*$!\n".utf8)
        guard let rootOffset = document.rootOffset else {
            output += header + Array("{\n".utf8)
            return
        }
        let opening = document.source.bytes[...rootOffset]
        if !opening.starts(with: header) { output += header }
        output += opening
        append("\n")
    }

    private mutating func writeObjects() {
        let bytes = document.source.bytes
        let objects = document.objects
        // Sort by class, then id: classes by their rank among the (few) class names, ids by their bytes.
        let order = sortedPositions(of: objects, in: bytes)
        var section: PBXClass?
        for position in order {
            // Fields are read in place: copying the object retained its entries, 50,000 times.
            let isa = objects[position].isa
            if isa != section {
                if let section { append("/* End \(section.rawValue) section */\n") }
                append("\n/* Begin \(isa.rawValue) section */\n")
                section = isa
            }
            // Bytes, not strings: appending a string's UTF-8 cost 170 instructions, twice an object.
            output.append(0x09)
            output.append(0x09)
            if let original = objects[position].original {
                appendSource(original)
                output.append(0x0A)
                continue
            }
            let object = objects[position]
            write(object.id)
            append(" = ")
            write(.dictionary(object.entries), indent: 2, singleLine: printsOnOneLine(object.isa))
            append(";\n")
        }
        if let section { append("/* End \(section.rawValue) section */\n") }
    }

    /// An object's place in the file: its class's rank, its id packed when short, and its position in `objects`.
    private struct SortKey {
        let rank: Int
        let id: PBXObjectIndex.ShortKey?
        let position: Int
    }

    /// The positions of `objects` in the order written: by class, then by id, then as they stand. The objects of a
    /// file read are in that order already and an edit appends a few, so only the objects after the longest ordered
    /// start are sorted, then merged into it. Ids of up to 24 bytes compare as three integers: sorting all the
    /// objects, comparing ids byte by byte, cost 104 million instructions for 50,000 objects. The keys of the
    /// ordered start are made as they are compared, not kept: an array of 50,000 keys was 2.4 MB (590 page faults).
    private func sortedPositions(of objects: [PBXObject], in bytes: [UInt8]) -> [Int] {
        // Objects of a class mostly come together, so the class is looked up only when it changes.
        var classes: Set<PBXClass> = []
        var previous: PBXClass?
        for position in objects.indices where objects[position].isa != previous {
            classes.insert(objects[position].isa)
            previous = objects[position].isa
        }
        var keys = SortKeys(
            objects: objects, document: document,
            rankOfClass: Dictionary(uniqueKeysWithValues: classes.sorted().enumerated().map { ($1, $0) }))
        var ordered = objects.count
        if !objects.isEmpty {
            var last = keys.key(0)
            for position in objects.indices.dropFirst() {
                let key = keys.key(position)
                if precedes(key, last, in: bytes) {
                    ordered = position
                    break
                }
                last = key
            }
        }
        guard ordered < objects.count else { return Array(objects.indices) }
        let rest = (ordered..<objects.count).map { keys.key($0) }.sorted { precedes($0, $1, in: bytes) }
        // Each of the rest goes before the first object of the ordered start that it precedes (no two keys are equal,
        // as positions differ), found by halving: a merge made every key of the start a second time.
        var order: [Int] = []
        order.reserveCapacity(objects.count)
        var next = 0
        for key in rest {
            var low = next
            var high = ordered
            while low < high {
                let middle = (low + high) / 2
                if precedes(key, keys.key(middle), in: bytes) {
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            order += next..<low
            order.append(key.position)
            next = low
        }
        order += next..<ordered
        return order
    }

    /// The sort keys of objects, made one at a time; the rank of the class last seen is kept, since objects of a class
    /// mostly come together.
    private struct SortKeys {
        let objects: [PBXObject]
        let document: PBXProjectDocument
        let rankOfClass: [PBXClass: Int]
        private var lastClass: (isa: PBXClass, rank: Int)?
        private let quote = UInt8(ascii: "\"")
        private let apostrophe = UInt8(ascii: "'")

        init(objects: [PBXObject], document: PBXProjectDocument, rankOfClass: [PBXClass: Int]) {
            self.objects = objects
            self.document = document
            self.rankOfClass = rankOfClass
        }

        /// The key of the object at `position`.
        mutating func key(_ position: Int) -> SortKey {
            let isa = objects[position].isa
            let rank: Int
            if let lastClass, lastClass.isa == isa {
                rank = lastClass.rank
            } else {
                rank = rankOfClass[isa]!
                lastClass = (isa, rank)
            }
            let token = objects[position].id.token
            let id: PBXObjectIndex.ShortKey?
            if case .original(let range) = token, !range.isEmpty, document.source.bytes[range.lowerBound] != quote,
                document.source.bytes[range.lowerBound] != apostrophe
            {
                // A bare id's bytes are its value; read in place, as a slice of the file retained the whole array.
                id = document.source.bytes.withUnsafeBufferPointer {
                    PBXObjectIndex.ShortKey(.init(rebasing: $0[range]))
                }
            } else {
                id = PBXObjectIndex.ShortKey(document.text(of: token))
            }
            return SortKey(rank: rank, id: id, position: position)
        }
    }

    /// Whether `a` is written before `b`: by class, then by id, then by position.
    private func precedes(_ a: SortKey, _ b: SortKey, in bytes: [UInt8]) -> Bool {
        if a.rank != b.rank { return a.rank < b.rank }
        if let left = a.id, let right = b.id {
            if left != right { return left.precedes(right) }
        } else {
            let left = document.objects[a.position].id.token
            let right = document.objects[b.position].id.token
            if Self.precedes(left, right, in: bytes, document: document) { return true }
            if Self.precedes(right, left, in: bytes, document: document) { return false }
        }
        return a.position < b.position
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
        case .original(let range): appendSource(range)
        case .new(let text): append(PlistStringCoding.encode(text))
        }
        switch string.comment {
        case nil: break
        case .original(let range):
            append(" ")
            appendSource(range)
        case .new(let text):
            append(" /* \(text) */")
        }
    }

    private mutating func newline(_ indent: Int) {
        output.append(0x0A)
        for _ in 0..<indent { output.append(0x09) }
    }

    /// Appends the bytes of `range` of the file read, copied through a pointer: appending a slice of the file's
    /// array retained and released it, and went through the generic path, for each of 25,000 strings of a build
    /// phase an edit changed.
    private mutating func appendSource(_ range: Range<Int>) {
        document.source.bytes.withUnsafeBufferPointer { source in
            output.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
        }
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }
}
