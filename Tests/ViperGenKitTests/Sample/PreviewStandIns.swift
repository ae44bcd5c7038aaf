import Foundation

/// `#Preview` is a macro whose compiler plugin ships with Xcode only, so a Linux `swiftc` cannot expand it. Before a
/// file is type-checked against the SwiftUI stand-in, each `#Preview` at the start of a line becomes
/// `@MainActor private let previewN = PreviewStandIn`, whose initializer has the macro's signature: the preview's
/// body is type-checked as Xcode would check it (Tests/Stubs/SwiftUI.swift). `Tests/Darwin/typecheck.sh` does the
/// same for the real SDK, which a Linux compiler cannot expand the macro of either.
enum PreviewStandIns {
    /// `source` with each `#Preview` declaration made a `PreviewStandIn` value.
    static func rewrite(_ source: String) -> String {
        var count = 0
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard line.hasPrefix("#Preview") else { return line }
            count += 1
            return "@MainActor private let preview\(count) = PreviewStandIn" + line.dropFirst("#Preview".count)
        }
        return lines.joined(separator: "\n")
    }

    /// `arguments` with every `.swift` file that declares a preview replaced by a rewritten copy in `folder`.
    static func rewritingPreviews(in arguments: [String], into folder: URL) throws -> [String] {
        try arguments.enumerated().map { index, argument in
            guard argument.hasSuffix(".swift"),
                let source = try? String(contentsOfFile: argument, encoding: .utf8),
                source.contains("\n#Preview")
            else { return argument }
            let copy = folder.appending(path: "previews/\(index)/\(URL(filePath: argument).lastPathComponent)")
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(rewrite(source).utf8).write(to: copy)
            return copy.path
        }
    }
}
