/// The line breaks of a project file that an editor reads and writes with `\n`: a file whose every line break is
/// `\r\n` (saved on Windows, or checked out with `core.autocrlf`) is edited as `\n` text and written back with
/// `\r\n` again, so that only the lines an edit adds or changes differ. A file with `\n` or mixed line breaks is
/// edited as it is.
package enum LineBreaks: Equatable {
    /// `\n` (or mixed, or no line break at all): the bytes are edited as they are.
    case lineFeed
    /// `\r\n` for every line break.
    case carriageReturnLineFeed

    private static let carriageReturn = UInt8(ascii: "\r")
    private static let lineFeedByte = UInt8(ascii: "\n")

    /// The line breaks of `bytes`: `\r\n` when there is at least one line break and each is `\r\n`.
    package init(of bytes: [UInt8]) {
        var sawLineBreak = false
        for index in bytes.indices where bytes[index] == Self.lineFeedByte {
            guard index > bytes.startIndex, bytes[index - 1] == Self.carriageReturn else {
                self = .lineFeed
                return
            }
            sawLineBreak = true
        }
        self = sawLineBreak ? .carriageReturnLineFeed : .lineFeed
    }

    /// `bytes` with `\n` line breaks, for reading and editing.
    package func normalized(_ bytes: [UInt8]) -> [UInt8] {
        guard self == .carriageReturnLineFeed else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for index in bytes.indices {
            let isLineBreakCarriageReturn =
                bytes[index] == Self.carriageReturn && index + 1 < bytes.endIndex
                && bytes[index + 1] == Self.lineFeedByte
            if !isLineBreakCarriageReturn { result.append(bytes[index]) }
        }
        return result
    }

    /// `bytes` (written with `\n`) with these line breaks again.
    package func restored(_ bytes: [UInt8]) -> [UInt8] {
        guard self == .carriageReturnLineFeed else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 32)
        for byte in bytes {
            if byte == Self.lineFeedByte { result.append(Self.carriageReturn) }
            result.append(byte)
        }
        return result
    }
}
