extension String {
    /// The text `bytes` hold when they are valid UTF-8, or `nil` when they are not.
    ///
    /// Stands in for the standard library's `String(validating:as:)`, which needs macOS 15 while viper-gen runs on
    /// macOS 13: decoding replaces every invalid sequence with U+FFFD, so the bytes are valid exactly when the
    /// decoded text encodes back to the same bytes.
    package init?(strictUTF8 bytes: some Collection<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
