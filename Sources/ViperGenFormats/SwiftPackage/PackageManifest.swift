import ViperGenEngine

/// What viper-gen reads of a `Package.swift`: the array literal that lists the package's targets and the targets in
/// it. Pure: bytes in, model out.
///
/// The list is the `targets:` argument of the `Package(…)` call when it is an array literal (`targets: [ … ]`,
/// also `targets: [ … ] + more`), or the array literal of the top-level `let`/`var` it names
/// (`let targets: [Target] = [ … ]` … `targets: targets`). Anything else is refused with a message, never guessed.
package struct PackageManifest: Sendable {
    /// One element of the target list.
    struct Element: Sendable {
        /// The element's tokens, as indexes into `tokens`.
        let tokens: Range<Int>
        /// The factory called (`target`, `testTarget`, `executableTarget`, …), when the element is such a call.
        let factory: String?
        /// The `name:` argument's string, when the element is such a call with a plain literal name.
        let name: String?
    }

    /// The source and its name, for positions in messages.
    let source: SourceText
    /// Every token of the file.
    let tokens: [SwiftToken]
    /// The token index of the list's `[`.
    let open: Int
    /// The token index of the list's `]`.
    let close: Int
    /// The list's elements, in order (`#if` lines are not elements).
    let elements: [Element]

    /// The names of the package's targets, as the list spells them, with the position of each.
    package var targetNames: [(name: String, location: SourceLocation)] {
        elements.compactMap { element in
            element.name.map { ($0, source.location(at: tokens[element.tokens.lowerBound].range.lowerBound)) }
        }
    }

    /// Reads `bytes`, the contents of the manifest called `name` in messages.
    /// - Throws: `PackageManifestError` when the file cannot be split into tokens, its brackets do not match, or its
    ///   target list cannot be found.
    package init(bytes: [UInt8], name: String) throws(PackageManifestError) {
        source = SourceText(name: name, bytes: bytes)
        // A carriage return alone (old Mac line endings) would be a line break to Swift but not to the editor, which
        // could then not take its own lines out again byte for byte (found by PackageManifestFuzzer).
        if let lone = bytes.indices.first(where: {
            bytes[$0] == UInt8(ascii: "\r") && ($0 + 1 == bytes.count || bytes[$0 + 1] != UInt8(ascii: "\n"))
        }) {
            throw .malformed(
                problem:
                    "a carriage return without a line feed; lines must end in \\n or \\r\\n, convert the line endings",
                at: source.location(at: lone))
        }
        var scanner = SwiftTokenScanner(bytes: bytes)
        do {
            tokens = try scanner.tokens()
        } catch {
            throw .malformed(problem: error.problem, at: source.location(at: error.offset))
        }
        let matches = try Self.matchBrackets(tokens, source: source)
        (open, close) = try Self.findTargetList(tokens, matches: matches, source: source)
        try Self.checkNoEmptyElement(tokens, from: open, to: close, matches: matches, source: source)
        elements = Self.elements(tokens, from: open, to: close, matches: matches)
    }

    /// Refuses a comma right after the list's `[` or after another comma (Swift does not compile it), and a comma
    /// right after a `#if`/`#else`/`#endif` line: the editor splits the list at its commas and directive lines, so
    /// it could not add and remove targets around either byte for byte (found by PackageManifestFuzzer:
    /// `targets: [ // a comment ⏎ ,]`).
    private static func checkNoEmptyElement(
        _ tokens: [SwiftToken], from open: Int, to close: Int, matches: [Int: Int], source: SourceText
    ) throws(PackageManifestError) {
        var afterSeparator = true
        var afterDirective = false
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if token.isPunctuation(",") {
                if afterSeparator {
                    throw .malformed(
                        problem: "this ',' follows no element of the target list; remove it",
                        at: source.location(at: token.range.lowerBound))
                }
                if afterDirective {
                    // The editor splits the list at directive lines too, so it would take this comma for nothing's.
                    throw .malformed(
                        problem: "this ',' follows a '#' line; put it right after the element it follows",
                        at: source.location(at: token.range.lowerBound))
                }
                afterSeparator = true
                afterDirective = false
                index += 1
            } else if case .directive = token.kind {
                afterDirective = true
                index += 1
                while index < close, !tokens[index].startsLine { index += 1 }
            } else {
                afterSeparator = false
                afterDirective = false
                index = (matches[index] ?? index) + 1
            }
        }
    }

    /// For each opening bracket's token index, the index of its closing bracket.
    private static func matchBrackets(_ tokens: [SwiftToken], source: SourceText) throws(PackageManifestError)
        -> [Int: Int]
    {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
        var stack: [Int] = []
        var matches: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() {
            guard case .punctuation(let text) = token.kind else { continue }
            if pairs[text] != nil {
                stack.append(index)
            } else if pairs.values.contains(text) {
                guard let opening = stack.popLast(), case .punctuation(let open) = tokens[opening].kind,
                    pairs[open] == text
                else {
                    throw .malformed(
                        problem: "this '\(text)' closes nothing open; check the brackets above it",
                        at: source.location(at: token.range.lowerBound))
                }
                matches[opening] = index
            }
        }
        if let unclosed = stack.last, case .punctuation(let text) = tokens[unclosed].kind {
            throw .malformed(
                problem: "this '\(text)' is never closed; add '\(pairs[text] ?? "")'",
                at: source.location(at: tokens[unclosed].range.lowerBound))
        }
        return matches
    }

    /// The token indexes of the `[` and `]` of the target list.
    private static func findTargetList(_ tokens: [SwiftToken], matches: [Int: Int], source: SourceText)
        throws(PackageManifestError) -> (Int, Int)
    {
        let location = { (index: Int) in source.location(at: tokens[index].range.lowerBound) }
        let calls = tokens.indices.filter { index in
            tokens[index].identifier == "Package" && index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
                && (index == 0 || !tokens[index - 1].isPunctuation(".")
                    || (index >= 2 && tokens[index - 2].identifier == "PackageDescription"))
        }
        guard let call = calls.first else { throw .noPackageCall(file: source.name) }
        if calls.count > 1 { throw .ambiguous(what: "Package(…) call", at: location(calls[1]), other: location(call)) }
        let arguments = topLevelItems(tokens, from: call + 1, to: matches[call + 1]!, matches: matches)
        guard
            let argument = arguments.first(where: { range in
                range.count >= 2 && tokens[range.lowerBound].identifier == "targets"
                    && tokens[range.lowerBound + 1].isPunctuation(":")
            })
        else { throw .noTargetsArgument(at: location(call)) }
        let value = argument.lowerBound + 2..<argument.upperBound
        if let list = arrayOperand(tokens, value, matches: matches) { return list }
        guard value.count >= 1, let name = tokens[value.lowerBound].identifier,
            value.count == 1 || tokens[value.lowerBound + 1].isPunctuation("+")
        else { throw .unsupportedTargets(at: location(min(value.lowerBound, tokens.count - 1))) }
        guard let list = try variableList(named: name, tokens, matches: matches, source: source) else {
            throw .targetsVariableNotFound(name: name, at: location(value.lowerBound))
        }
        return list
    }

    /// The array literal that opens `range` when it is the whole expression or the left operand of `+`.
    private static func arrayOperand(_ tokens: [SwiftToken], _ range: Range<Int>, matches: [Int: Int]) -> (Int, Int)? {
        guard !range.isEmpty, tokens[range.lowerBound].isPunctuation("["), let close = matches[range.lowerBound]
        else { return nil }
        let after = close + 1
        guard after == range.upperBound || tokens[after].isPunctuation("+") else { return nil }
        return (range.lowerBound, close)
    }

    /// The array literal initialising the one top-level `let name` or `var name`.
    private static func variableList(
        named name: String, _ tokens: [SwiftToken], matches: [Int: Int], source: SourceText
    ) throws(PackageManifestError) -> (Int, Int)? {
        var found: [(Int, Int)] = []
        var declaredWithVar = false
        var index = 0
        while index < tokens.count {
            if let close = matches[index] {
                index = close + 1
                continue
            }
            guard let keyword = tokens[index].identifier, keyword == "let" || keyword == "var",
                index + 1 < tokens.count, tokens[index + 1].identifier == name
            else {
                index += 1
                continue
            }
            var cursor = index + 2
            while cursor < tokens.count, !tokens[cursor].isPunctuation("=") {
                if tokens[cursor].isPunctuation("{") || tokens[cursor].startsLine { break }
                cursor = (matches[cursor] ?? cursor) + 1
            }
            guard cursor < tokens.count, tokens[cursor].isPunctuation("=") else {
                index += 2
                continue
            }
            var end = cursor + 1
            if end < tokens.count, let close = matches[end] {
                end = close + 1
                while end < tokens.count, !tokens[end].startsLine, !tokens[end].isPunctuation(";") {
                    end = (matches[end] ?? end) + 1
                }
            }
            if let list = arrayOperand(tokens, cursor + 1..<end, matches: matches) {
                found.append(list)
                declaredWithVar = keyword == "var"
            } else {
                throw .targetsVariableNotFound(name: name, at: source.location(at: tokens[index].range.lowerBound))
            }
            index = end
        }
        if found.count > 1 {
            throw .ambiguous(
                what: "declaration of '\(name)'",
                at: source.location(at: tokens[found[1].0].range.lowerBound),
                other: source.location(at: tokens[found[0].0].range.lowerBound))
        }
        if declaredWithVar, let list = found.first {
            try checkNotAssignedAgain(name, declaredAt: list.0, tokens, source: source)
        }
        return found.first
    }

    /// Refuses a `var` list that is given another value anywhere in the file (`name = [ … ]`, under an `if` say): the
    /// package would get what was assigned last, and targets added to the declared list would silently not be part
    /// of it (found on swift-collections' manifest, whose `var _targets: [Target] = []` is replaced in both branches
    /// of an `if`). Appending (`name += …`, `name.append(…)`) keeps the added targets, and so does an assignment
    /// that starts from the list itself (`name = name.filter { … }`, as swift-format's test-only mode does): both
    /// are fine.
    private static func checkNotAssignedAgain(
        _ name: String, declaredAt open: Int, _ tokens: [SwiftToken], source: SourceText
    ) throws(PackageManifestError) {
        for index in tokens.indices.dropLast() where tokens[index].identifier == name {
            guard tokens[index + 1].isPunctuation("=") else { continue }
            if index + 2 < tokens.count, tokens[index + 2].identifier == name { continue }
            let before = index > 0 ? tokens[index - 1] : nil
            // `x.name = …` is another value's member; `var name = …` a declaration (the list's own, or a shadow).
            if let before, before.isPunctuation(".") || before.identifier == "let" || before.identifier == "var" {
                continue
            }
            throw .targetsVariableAssigned(
                name: name, at: source.location(at: tokens[index].range.lowerBound),
                declaration: source.location(at: tokens[open].range.lowerBound))
        }
    }

    /// The comma-separated items between the brackets at `open` and `close`, as token ranges; `#if` lines are
    /// skipped and end an item.
    static func topLevelItems(_ tokens: [SwiftToken], from open: Int, to close: Int, matches: [Int: Int])
        -> [Range<Int>]
    {
        var items: [Range<Int>] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if token.isPunctuation(",") {
                if index > start { items.append(start..<index) }
                index += 1
                start = index
            } else if case .directive = token.kind {
                if index > start { items.append(start..<index) }
                index += 1
                while index < close, !tokens[index].startsLine { index += 1 }
                start = index
            } else {
                index = (matches[index] ?? index) + 1
            }
        }
        if close > start { items.append(start..<close) }
        return items
    }

    private static func elements(_ tokens: [SwiftToken], from open: Int, to close: Int, matches: [Int: Int])
        -> [Element]
    {
        topLevelItems(tokens, from: open, to: close, matches: matches).map { range in
            var call = range.lowerBound
            if tokens[call].identifier == "Target", call + 1 < range.upperBound { call += 1 }
            guard tokens[call].isPunctuation("."), call + 2 < range.upperBound,
                let factory = tokens[call + 1].identifier, tokens[call + 2].isPunctuation("("),
                let closing = matches[call + 2]
            else { return Element(tokens: range, factory: nil, name: nil) }
            let arguments = topLevelItems(tokens, from: call + 2, to: closing, matches: matches)
            let name = arguments.lazy.compactMap { argument -> String? in
                guard argument.count == 3, tokens[argument.lowerBound].identifier == "name",
                    tokens[argument.lowerBound + 1].isPunctuation(":"),
                    case .string(let value) = tokens[argument.lowerBound + 2].kind
                else { return nil }
                return value
            }.first
            return Element(tokens: range, factory: factory, name: name)
        }
    }
}
