import ViperGenEngine
import ViperGenSupport

/// A problem in a YAML file (a Rambafile or a rambaspec), with the exact place it happened.
///
/// The reader accepts the part of YAML these files use; everything else is one of these errors, so that nothing
/// outside that part is ever read differently from Ruby's YAML without a word.
package struct YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    enum Reason: Equatable, Sendable {
        /// Bytes that are not UTF-8 (`codePoint` nil), or a character YAML does not allow (control characters).
        case invalidCharacter(codePoint: UInt32?)
        /// A tab before the first character of a line; YAML indents with spaces only.
        case tabInIndentation
        /// `&name`, which this reader does not support.
        case anchor
        /// `*name`, which this reader does not support.
        case alias
        /// `!tag` or `!!type`, which this reader does not support.
        case tag
        /// A literal (`|`) or folded (`>`) block scalar, which this reader does not support.
        case blockScalar(indicator: Character)
        /// A `%YAML` or `%TAG` line.
        case directive
        /// `? key`, a complex mapping key.
        case explicitKey
        /// `: value` with no key before the colon.
        case missingKey
        /// `@` or a backquote, which YAML reserves, at the start of a plain value.
        case reservedIndicator(Character)
        /// A second `---` after the first document's content: the file must hold one document.
        case multipleDocuments
        /// Content after `---` on the same line.
        case contentOnDocumentStartLine
        /// Content after the `...` that ends the document.
        case contentAfterDocumentEnd
        /// A key that appears twice in one mapping; `firstLine` is where it first appears.
        case duplicateKey(String, firstLine: Int)
        /// A quoted string without its closing quote.
        case unclosedQuote(Character)
        /// A backslash escape that double-quoted YAML does not define, or a `\x`/`\u`/`\U` code that is no character.
        case invalidEscape(String)
        /// `---` or `...` at the start of a line inside a quoted string.
        case documentMarkerInQuotedScalar
        /// A `[` or `{` without its closing bracket.
        case unclosedFlowCollection(opening: Character)
        /// Inside `[ ]` or `{ }`, something other than the punctuation that may come next.
        case expectedFlowPunctuation(expected: String)
        /// A `,`, `]` or `}` where a value should be.
        case expectedValue(found: Character)
        /// A `[ ]` or `{ }` used as a key inside `{ }`.
        case flowKeyNotScalar
        /// `[a: b]`: a single-pair mapping inside a flow sequence.
        case pairInFlowSequence
        /// `- ` inside `[ ]` or `{ }`.
        case blockEntryInFlow
        /// A plain value with `:` right before `,`, `[`, `]`, `{` or `}` inside `[ ]` or `{ }`.
        case colonBeforeFlowIndicator
        /// `: ` after a complete value on the same line (`a: b: c`, a key that is not on one line).
        case unexpectedColon
        /// Text after a complete value on the same line (after a closing quote or bracket).
        case textAfterValue
        /// A line indented more than its siblings where no nested value can start, or less than them.
        case badIndentation
        /// A block mapping or `- ` list that starts on the line of its key (`a: b: c`, `a: - b`).
        case blockCollectionOnKeyLine
        /// A line at a mapping's indentation that is not `key: value`.
        case expectedKey
        /// A `- ` item where the mapping around it expects a key.
        case itemWhereKeyExpected
        /// A `key: value` line where the sequence around it expects a `- ` item.
        case keyWhereItemExpected
        /// Content after the document's single value has ended.
        case contentAfterValue
        /// Collections nested deeper than `limit`.
        case tooDeep(limit: Int)
    }

    /// What went wrong.
    let reason: Reason
    /// Where it went wrong.
    let location: SourceLocation

    /// Creates an error.
    init(_ reason: Reason, at location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    /// The one-line message without position: what is wrong and how to fix it.
    var message: String {
        switch reason {
        case .invalidCharacter(nil):
            "the file is not valid UTF-8; save it as UTF-8"
        case .invalidCharacter(let codePoint?):
            "character U+\(Self.hex(codePoint)) is not allowed in YAML; remove it, or write it as an escape in a "
                + "double-quoted string"
        case .tabInIndentation:
            "tab in indentation; YAML indents with spaces only, so replace the tab with spaces"
        case .anchor:
            "anchors ('&name') are not supported; write the value out in full"
        case .alias:
            "aliases ('*name') are not supported; write the value out in full where it is used"
        case .tag:
            "tags ('!' and '!!') are not supported; remove the tag and quote the value if it must stay a string"
        case .blockScalar(let indicator):
            "block scalars ('\(indicator)') are not supported; write the text as a double-quoted string with \\n "
                + "for each line break"
        case .directive:
            "directives ('%YAML', '%TAG') are not supported; delete the line"
        case .explicitKey:
            "explicit keys ('? ') are not supported; write 'key: value' with a plain or quoted key"
        case .missingKey:
            "a ':' with no key before it; write the key, or quote the value if the ':' belongs to it"
        case .reservedIndicator(let character):
            "'\(character)' is reserved in YAML and cannot start a plain value; quote the value"
        case .multipleDocuments:
            "a second document starts here; the file holds one document, so remove this '---' or split the file"
        case .contentOnDocumentStartLine:
            "content on the '---' line; move it to the next line"
        case .contentAfterDocumentEnd:
            "content after '...', which ends the document; remove the '...' line or what follows it"
        case .duplicateKey(let key, let firstLine):
            "duplicate key '\(key)' (first at line \(firstLine)); remove one of them"
        case .unclosedQuote(let quote):
            "string is never closed; add '\(quote)'"
        case .invalidEscape(let escape):
            "invalid escape '\(escape)'; use one of YAML's escapes (\\\\, \\\", \\n, \\t, \\xXX, \\uXXXX, "
                + "\\UXXXXXXXX, …) or single quotes"
        case .documentMarkerInQuotedScalar:
            "a document marker ('---' or '...') at the start of a line inside a quoted string; indent the line"
        case .unclosedFlowCollection(let opening):
            "'\(opening)' is never closed; add '\(opening == "[" ? "]" : "}")'"
        case .expectedFlowPunctuation(let expected):
            "expected \(expected)"
        case .expectedValue(let found):
            "expected a value before '\(found)'; write the value, or remove the '\(found)'"
        case .flowKeyNotScalar:
            "a key must be a plain or quoted scalar, not a '[ ]' or '{ }'"
        case .pairInFlowSequence:
            "a 'key: value' pair directly inside '[ ]'; wrap it in braces: [{ key: value }]"
        case .blockEntryInFlow:
            "'- ' items cannot appear inside '[ ]' or '{ }'; separate the items with ','"
        case .colonBeforeFlowIndicator:
            "':' right before ',', '[', ']', '{' or '}' inside '[ ]' or '{ }'; quote the value"
        case .unexpectedColon:
            "unexpected ':' after a value; start each 'key: value' on its own line, or quote a value that holds ': '"
        case .textAfterValue:
            "unexpected text after the value; quote the whole value, or start a comment with ' #'"
        case .badIndentation:
            "this line's indentation matches nothing above it; indent it like the keys or items it belongs with"
        case .blockCollectionOnKeyLine:
            "a nested mapping or '- ' list cannot start on its key's line; move it to the next line and indent it"
        case .expectedKey:
            "expected 'key: value'; add ': ' after the key, or indent the line more to continue the value above"
        case .itemWhereKeyExpected:
            "a '- ' item where a 'key: value' is expected; put it under a key, or indent it under the key above"
        case .keyWhereItemExpected:
            "a 'key: value' where a '- ' item is expected; start the line with '- ', or indent it under an item"
        case .contentAfterValue:
            "content after the document's value ended; a file holds one value, so indent this line under a key"
        case .tooDeep(let limit):
            "nested more than \(limit) levels deep; flatten the structure"
        }
    }

    /// The full diagnostic: `file:line:col: error: message`, the source line, and a caret under the column.
    package var description: String {
        location.diagnostic(label: "error:", message: message)
    }

    /// The error as the problem every reader of a YAML file reports (`invalid YAML: …`, at its position).
    package var sourceProblem: SourceProblem {
        SourceProblem("invalid YAML: " + message, at: location)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
