/// `root/relativePath` for a root that may end with `/` (the file system's root). Paths are joined as strings
/// where it happens for every file of a run: building a URL per file costs more than the rest of the step.
///
/// Two overloads rather than one generic function: generic over `StringProtocol`, each call went through the standard
/// library's generic `String.append(contentsOf:)`, which looks its types up at run time (about 6,000 instructions a
/// call, and 170,000 for the first).
package func joinedPath(_ root: String, _ relativePath: String) -> String {
    var path = root
    if path.utf8.last != UInt8(ascii: "/") { path.append("/") }
    path.append(relativePath)
    return path
}

/// `joinedPath(_:_:)` for a part of a path.
package func joinedPath(_ root: String, _ relativePath: Substring) -> String {
    var path = root
    if path.utf8.last != UInt8(ascii: "/") { path.append("/") }
    path.append(contentsOf: relativePath)
    return path
}
