extension SHA256 {
    /// HMAC-SHA256 (RFC 2104) of `message` under `key`, as 64 lowercase hex digits: what seals a write journal, so
    /// that only the holder of the key can make one that recovery trusts.
    package static func hmacHex(key: [UInt8], message: [UInt8]) -> String {
        var block = key.count > 64 ? digest(key) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5c })
        outer.update(inner.finalBytes())
        return outer.finalHex()
    }

    /// The 32-byte digest of `bytes`.
    static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalBytes()
    }
}
