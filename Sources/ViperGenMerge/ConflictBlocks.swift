/// A merged file read back as its text and its conflict blocks, in git's layout (`<<<<<<<`, an optional `|||||||`
/// base section, `=======`, `>>>>>>>`), so that one side of every block can be taken (`viper-gen resolve`) and the
/// blocks told apart (`update`'s report). Bytes throughout: the lines outside the blocks and inside each side are
/// kept exactly, line endings included.
package struct ConflictBlocks: Sendable {
    /// One conflict: each side's lines.
    package struct Block: Sendable, Equatable {
        /// The user's lines.
        var yours: [ArraySlice<UInt8>]
        /// The lines both started from; `nil` when the block has no `|||||||` section.
        var base: [ArraySlice<UInt8>]?
        /// The template's lines.
        var theirs: [ArraySlice<UInt8>]
        /// The line (from 1) of the block's `<<<<<<<` marker.
        var line = 0

        /// Whether the template's side only adds lines to the base (every base line is there, in order): template
        /// boilerplate that landed next to the user's edit, rather than a change of the user's lines.
        package var onlyAddsTemplateLines: Bool {
            guard let base, theirs.count > base.count else { return false }
            var next = 0
            for line in theirs where next < base.count && line == base[next] { next += 1 }
            return next == base.count
        }
    }

    /// The side a resolution takes.
    package enum Side: String, Sendable {
        case yours, theirs
    }

    private enum Piece {
        case text(ArraySlice<UInt8>)
        case conflict(Block)
    }

    private let pieces: [Piece]

    /// The blocks, in file order.
    package var blocks: [Block] {
        pieces.compactMap {
            if case .conflict(let block) = $0 { block } else { nil }
        }
    }

    /// Reads `bytes`.
    /// - Throws: `ConflictBlocks.Unfinished` with the line (from 1) of a block that does not end.
    package init(_ bytes: [UInt8]) throws(Unfinished) {
        var pieces: [Piece] = []
        var lines = TextLines.split(bytes)[...]
        var lineNumber = 0
        while let line = lines.popFirst() {
            lineNumber += 1
            guard Self.isMarker(line, "<") else {
                pieces.append(.text(line))
                continue
            }
            let start = lineNumber
            var block = Block(yours: [], base: nil, theirs: [], line: start)
            var section = 0  // 0 yours, 1 base, 2 theirs
            var closed = false
            while let inner = lines.popFirst() {
                lineNumber += 1
                if section == 0, Self.isMarker(inner, "|") {
                    section = 1
                    block.base = []
                } else if section < 2, Self.isMarker(inner, "=") {
                    section = 2
                } else if section == 2, Self.isMarker(inner, ">") {
                    closed = true
                    break
                } else if section == 0 {
                    block.yours.append(inner)
                } else if section == 1 {
                    block.base?.append(inner)
                } else {
                    block.theirs.append(inner)
                }
            }
            guard closed else { throw Unfinished(line: start) }
            pieces.append(.conflict(block))
        }
        self.pieces = pieces
    }

    /// A conflict block that starts on `line` and does not end.
    package struct Unfinished: Error, Equatable {
        package let line: Int
    }

    /// The file with every block replaced by its `side`'s lines.
    package func resolved(taking side: Side) -> [UInt8] {
        var bytes: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .text(let line): bytes += line
            case .conflict(let block):
                for line in side == .yours ? block.yours : block.theirs { bytes += line }
            }
        }
        return bytes
    }

    /// What taking one side of a block keeps and drops: the lines a preview shows (`resolve --dry-run`).
    package struct Outcome: Equatable, Sendable {
        /// The line (from 1) of the block's `<<<<<<<` marker.
        package let line: Int
        /// The lines of the side taken, without their line breaks.
        package let kept: [String]
        /// The lines of the other side, which the resolution deletes, without their line breaks.
        package let dropped: [String]
    }

    /// What taking `side` keeps and drops of each block, in file order.
    package func outcomes(taking side: Side) -> [Outcome] {
        func text(_ lines: [ArraySlice<UInt8>]) -> [String] {
            lines.map { line in
                var end = line.endIndex
                if end > line.startIndex, line[end - 1] == UInt8(ascii: "\n") { end -= 1 }
                if end > line.startIndex, line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                return String(decoding: line[line.startIndex..<end], as: UTF8.self)
            }
        }
        return blocks.map { block in
            let (kept, dropped) = side == .yours ? (block.yours, block.theirs) : (block.theirs, block.yours)
            return Outcome(line: block.line, kept: text(kept), dropped: text(dropped))
        }
    }

    /// Whether `line` is a conflict marker made of seven `character`s, then the end of the line, a space, or a label.
    private static func isMarker(_ line: ArraySlice<UInt8>, _ character: Character) -> Bool {
        let mark = UInt8(ascii: character.unicodeScalars.first!)
        guard line.count >= 7, line.prefix(7).allSatisfy({ $0 == mark }) else { return false }
        guard line.count > 7 else { return true }
        let next = line[line.startIndex + 7]
        return next == UInt8(ascii: " ") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
    }
}
