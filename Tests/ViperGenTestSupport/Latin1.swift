/// The bytes of `text` written in Latin-1: each character is the byte of its code point (all below 256).
package func latin1(_ text: String) -> [UInt8] {
    text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
}
