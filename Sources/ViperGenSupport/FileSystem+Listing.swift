#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// The names of the entries of the folder at `path`, without `.` and `..`, in the order the file system gives
    /// them (`readdir(3)`); `nil` when it cannot be listed (nothing there, not a folder, no permission).
    ///
    /// What `FileManager.contentsOfDirectory(atPath:)` returns, read directly: FoundationEssentials' version costs
    /// about 40,000 instructions a call, 200,000 for the first in a run, and each run lists its output roots to
    /// recover killed runs.
    package static func entryNames(inFolder path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
