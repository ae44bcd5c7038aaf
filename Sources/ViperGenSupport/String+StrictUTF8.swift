extension String {
    /// The text `bytes` hold when they are valid UTF-8, or `nil` when they are not.
    ///
    /// Stands in for the standard library's `String(validating:as:)`, which needs macOS 15 while viper-gen runs on
    /// macOS 13: decoding replaces every invalid sequence with U+FFFD, so the bytes are valid exactly when the
    /// decoded text encodes back to the same bytes.
    ///
    /// Inlinable, so that each caller gets it compiled for its own collection: called from another module as a
    /// generic, decoding and comparing went through the standard library's unspecialized code, and reading a 1 MB
    /// `project.xcproj` (a check per string) took three times as long.
    @inlinable
    package init?(strictUTF8 bytes: some Collection<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
