import Foundation

/// Where the console front end writes text.
protocol TextOutput: AnyObject {
    /// Writes `text` as it is; add line breaks yourself.
    func write(_ text: String)
}

/// Standard output or standard error, unbuffered so that prompts appear before input is read.
final class StandardStream: TextOutput {
    private let handle: FileHandle

    private init(_ handle: FileHandle) {
        self.handle = handle
    }

    static func output() -> StandardStream { StandardStream(.standardOutput) }
    static func error() -> StandardStream { StandardStream(.standardError) }

    func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

/// Collects what is written, for tests.
final class TextBuffer: TextOutput {
    private(set) var text = ""

    func write(_ text: String) {
        self.text += text
    }
}
