/// `root/relativePath` for a root that may end with `/` (the file system's root). Paths are joined as strings
/// where it happens for every file of a run: building a URL per file costs more than the rest of the step.
package func joinedPath(_ root: String, _ relativePath: some StringProtocol) -> String {
    root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath
}
