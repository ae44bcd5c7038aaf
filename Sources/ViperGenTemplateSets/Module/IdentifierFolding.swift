/// What a person meant to type, for suggesting a valid name: invisible characters dropped and look-alike forms
/// folded to the letters they stand for, as Unicode's compatibility normalization (NFKC) folds them.
///
/// `Se\u{200F}rch` (a right-to-left mark pasted in) → `Serch`; `ﬁle` (a ligature) → `file`; `Ｓｅａｒｃｈ` (full
/// width) → `Search`; `𝐒𝐞𝐚𝐫𝐜𝐡` (mathematical bold) → `Search`. Only the forms that look like ASCII letters and
/// digits are folded; everything else is kept as typed.
enum IdentifierFolding {
    /// `text` without format and control characters, with ligatures, full-width forms and mathematical letters and
    /// digits folded.
    static func folded(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .format, .control: continue
            default: result += fold(scalar)
            }
        }
        return result
    }

    private static let ligatures: [UInt32: String] = [
        0xFB00: "ff", 0xFB01: "fi", 0xFB02: "fl", 0xFB03: "ffi", 0xFB04: "ffl", 0xFB05: "st", 0xFB06: "st",
        0x0132: "IJ", 0x0133: "ij", 0x01C7: "LJ", 0x01C8: "Lj", 0x01C9: "lj", 0x01CA: "NJ", 0x01CB: "Nj",
        0x01CC: "nj",
    ]

    private static func fold(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        if let ligature = ligatures[value] { return ligature }
        switch value {
        case 0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            // Full-width digits and Latin letters.
            return String(Unicode.Scalar(value - 0xFEE0)!)
        case 0x1D400...0x1D6A3:
            // Mathematical alphanumeric letters: 13 styles of A–Z then a–z.
            let index = (value - 0x1D400) % 52
            return String(Unicode.Scalar(index < 26 ? 0x41 + index : 0x61 + index - 26)!)
        case 0x1D7CE...0x1D7FF:
            // Mathematical digits: 5 styles of 0–9.
            return String(Unicode.Scalar(0x30 + (value - 0x1D7CE) % 10)!)
        default:
            return String(scalar)
        }
    }
}
