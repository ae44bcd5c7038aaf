/// Text of a project file: a byte range of the file as read, written back exactly as it was, or new text.
enum PlistText: Sendable, Equatable {
    /// Bytes of the original file. For a string, the whole token with its quotes; for a comment, `/* … */`.
    case original(Range<Int>)
    /// Text made by an edit: a string's value (the writer quotes it) or a comment's inner text.
    case new(String)
}

/// A string of a project file (keys, ids, values) and the `/* comment */` written after it, if any.
package struct PlistString: Sendable {
    /// The string.
    var token: PlistText
    /// The comment right after it: Xcode names the object an id refers to this way (`1A2B… /* App.swift */`).
    var comment: PlistText?

    /// A new string with an optional new comment.
    package init(_ value: String, comment: String? = nil) {
        self.token = .new(value)
        self.comment = comment.map { .new($0) }
    }

    /// A string read from the file.
    init(token: PlistText, comment: PlistText?) {
        self.token = token
        self.comment = comment
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
