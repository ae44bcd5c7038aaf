import Foundation

extension LocalizedStringResource {
    /// Text that is already worded, such as a date or an error message of TodoCore, as a resource: its key is the
    /// text itself, so that it reads the same in every locale.
    static func verbatim(_ text: String) -> LocalizedStringResource {
        LocalizedStringResource(stringLiteral: text)
    }

    /// The text to draw. The terminal app ships no translations, so this is the resource's default value: English.
    var text: String {
        #if canImport(Darwin)
            String(localized: self)
        #else
            defaultValue
        #endif
    }
}
