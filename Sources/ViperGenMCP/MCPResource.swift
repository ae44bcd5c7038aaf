/// One resource of the server: a template set's description or one of its files, the lockfile, the modules' state.
package struct MCPResource {
    /// `viper-gen://templates/viper/template.json`.
    let uri: String
    let name: String
    let description: String
    let mimeType: String
    /// Its text, read when the client asks.
    let read: () throws(MCPError) -> String

    package init(
        uri: String, name: String, description: String, mimeType: String, read: @escaping () throws(MCPError) -> String
    ) {
        self.uri = uri
        self.name = name
        self.description = description
        self.mimeType = mimeType
        self.read = read
    }

    /// The resource's entry in `resources/list`.
    var listing: MCPValue {
        [
            "uri": .string(uri), "name": .string(name), "description": .string(description),
            "mimeType": .string(mimeType),
        ]
    }

    /// `viper-gen://` and the path, each byte outside letters, digits, `-._~/` percent-encoded (template paths hold
    /// `{{ }}`).
    package static func uri(_ path: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
        var encoded = "viper-gen://"
        for byte in path.utf8 {
            if allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return encoded
    }

    /// The MIME type of a file, by its extension.
    package static func mimeType(of path: String) -> String {
        path.hasSuffix(".json") || path.hasSuffix(".lock") ? "application/json" : "text/plain"
    }
}
