/// Text of a project file: a byte range of the file as read, written back exactly as it was, or new text.
enum PlistText: Sendable, Equatable {
    /// Bytes of the original file. For a string, the whole token with its quotes; for a comment, `/* … */`.
    case original(Range<Int>)
    /// Text made by an edit: a string's value (the writer quotes it) or a comment's inner text.
    case new(String)
}

/// A string of a project file (keys, ids, values) and the `/* comment */` written after it, if any.
///
/// A string read from the file is kept as two byte ranges of 32-bit offsets, 24 bytes in all: with a `PlistText` for
/// the token and one for the comment (48 bytes), a 12 MB project's parsed tree took 96 bytes an entry and 4,500 page
/// faults of its own. New text, and ranges past 4 GB, are kept apart in `Texts`.
package struct PlistString: Sendable {
    /// The token and comment of a string that is not two ranges of the file below 4 GB.
    private final class Texts: Sendable {
        let token: PlistText
        let comment: PlistText?

        init(token: PlistText, comment: PlistText?) {
            self.token = token
            self.comment = comment
        }
    }

    /// Set for new text (and ranges past 4 GB); the ranges below are then unused.
    private let texts: Texts?
    /// The token's first byte in the file, and its length.
    private let tokenStart: UInt32
    private let tokenCount: UInt32
    /// The comment's first byte and length (`/* … */`); a length of 0 for no comment, as a comment has 4 bytes or more.
    private let commentStart: UInt32
    private let commentCount: UInt32

    /// The string.
    var token: PlistText {
        if let texts { return texts.token }
        return .original(Int(tokenStart)..<Int(tokenStart) + Int(tokenCount))
    }

    /// The comment right after it: Xcode names the object an id refers to this way (`1A2B… /* App.swift */`).
    var comment: PlistText? {
        if let texts { return texts.comment }
        return commentCount == 0 ? nil : .original(Int(commentStart)..<Int(commentStart) + Int(commentCount))
    }

    /// A new string with an optional new comment.
    package init(_ value: String, comment: String? = nil) {
        self.init(token: .new(value), comment: comment.map { .new($0) })
    }

    /// A string read from the file.
    init(token: PlistText, comment: PlistText?) {
        let limit = Int(UInt32.max)
        if case .original(let range) = token, range.upperBound <= limit {
            switch comment {
            case nil:
                self.init(range, comment: 0..<0)
                return
            case .original(let commentRange) where commentRange.upperBound <= limit && !commentRange.isEmpty:
                self.init(range, comment: commentRange)
                return
            default:
                break
            }
        }
        self.init(texts: Texts(token: token, comment: comment), 0..<0, comment: 0..<0)
    }

    /// A string read from the file whose ranges end below 4 GB; an empty `comment` for none.
    private init(_ token: Range<Int>, comment: Range<Int>) {
        self.init(texts: nil, token, comment: comment)
    }

    private init(texts: Texts?, _ token: Range<Int>, comment: Range<Int>) {
        self.texts = texts
        tokenStart = UInt32(token.lowerBound)
        tokenCount = UInt32(token.count)
        commentStart = UInt32(comment.lowerBound)
        commentCount = UInt32(comment.count)
    }

    /// The byte offset of the string in the original file, or `nil` for new text.
    var offset: Int? {
        if case .original(let range) = token { return range.lowerBound }
        return nil
    }
}

/// A value of an ASCII property list: a string, an array or a dictionary (keys in the order written).
package enum PlistValue: Sendable {
    case string(PlistString)
    case array([PlistValue])
    case dictionary([PlistEntry])
}

/// One `key = value;` of a dictionary.
package struct PlistEntry: Sendable {
    package var key: PlistString
    package var value: PlistValue
}
