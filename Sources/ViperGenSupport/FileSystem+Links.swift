#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// A symbolic link met while resolving a path: where it is, spelled as the path reached it, and what it leads to
    /// with every link followed.
    struct LinkStep: Equatable, Sendable {
        /// The link's own path.
        let link: String
        /// What it leads to, absolute, every link followed.
        let target: String
    }

    /// `path` (absolute) with every symbolic link on the way followed, component by component, and the links met;
    /// the part that does not exist yet is appended as spelled. `.` and `..` are taken as spelled (the path is
    /// normalized first), so a link's `..` counts from where the link leads. A loop or a chain longer than 40 links
    /// stops resolving where it is.
    static func resolvingLinks(_ path: String) -> (path: String, links: [LinkStep]) {
        resolvingLinks(ProjectPath.normalized(path).dropFirst().description, under: "/", spelledAs: "/")
    }

    /// `relative` below the folder `base` (itself resolved already) with every link followed, and the links met;
    /// links met directly on the way are named as spelled below `spelledBase`, so that a message names
    /// `/w/App/ext` rather than where `/w` itself leads.
    static func resolvingLinks(_ relative: String, under base: String, spelledAs spelledBase: String)
        -> (path: String, links: [LinkStep])
    {
        var types = FileTypeMemo()
        return resolvingLinks(relative, under: base, spelledAs: spelledBase, types: &types)
    }

    /// `resolvingLinks(_:under:spelledAs:)`, looking each folder on the way up in `types`: a series of paths resolved
    /// while nothing changes on disk (the checks of one write set) looks at each folder once, not once a path.
    static func resolvingLinks(
        _ relative: String, under base: String, spelledAs spelledBase: String, types: inout FileTypeMemo
    ) -> (path: String, links: [LinkStep]) {
        var links: [LinkStep] = []
        var budget = 40
        var current = base
        var spelled = spelledBase
        // Split on the byte and walked by index (with the character split and `enumerated()` this cost about 30,000
        // instructions a path): the writer resolves every path it writes.
        let parts = ProjectPath.components(relative).filter { $0 != "." }
        for index in parts.indices {
            let part = parts[index]
            let candidate = ProjectPath.join(current, String(part))
            spelled = ProjectPath.join(spelled, String(part))
            // At most one lstat(2) a component: this runs for every path a run writes.
            let type = types.type(of: candidate)
            guard type == .symbolicLink else {
                guard type != nil else {
                    // Appended one by one, a part as a substring: `joined(separator:)` on a slice and
                    // `String + Substring` run unspecialized code here (20,000 instructions for every path not
                    // written yet), and the latter made the runtime scan every conformance of the program for
                    // `Substring: Collection` (about 150,000 instructions) in every run in a project.
                    var spelledOn = current
                    for missing in parts[index...] {
                        spelledOn += "/"
                        spelledOn.append(contentsOf: missing)
                    }
                    return (ProjectPath.normalized(spelledOn), links)
                }
                current = candidate
                continue
            }
            var inner: [LinkStep] = []
            let followed = follow(candidate, links: &inner, budget: &budget)
            links.append(LinkStep(link: spelled, target: followed))
            links += inner
            current = followed
        }
        return (current, links)
    }

    /// What the link at `link` leads to, every link followed.
    private static func follow(_ link: String, links: inout [LinkStep], budget: inout Int) -> String {
        guard budget > 0 else { return link }
        budget -= 1
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(link, &buffer, buffer.count - 1)
        guard length > 0 else { return link }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return resolve(
            target, from: target.hasPrefix("/") ? "/" : ProjectPath.parent(link), links: &links, budget: &budget)
    }

    /// `path` followed from the resolved folder `start`, `..` taken from where the links so far lead (as the
    /// kernel does), not from the spelling.
    private static func resolve(_ path: String, from start: String, links: inout [LinkStep], budget: inout Int)
        -> String
    {
        var current = start
        let parts = path.split(separator: "/").filter { $0 != "." }
        for (index, part) in parts.enumerated() {
            if part == ".." {
                current = ProjectPath.parent(current)
                continue
            }
            let candidate = ProjectPath.join(current, String(part))
            guard let type = fileType(candidate) else {
                // Missing: the rest is created as spelled.
                return ProjectPath.normalized(current + "/" + parts[index...].joined(separator: "/"))
            }
            guard type == .symbolicLink else {
                current = candidate
                continue
            }
            let followed = follow(candidate, links: &links, budget: &budget)
            links.append(LinkStep(link: candidate, target: followed))
            current = followed
        }
        return current
    }
}

/// The types of the paths looked up so far (`nil` for a missing one), for lookups made while nothing changes on disk.
package struct FileTypeMemo {
    private var types: [String: FileSystem.FileType?] = [:]

    /// Nothing looked up yet.
    package init() {}

    /// The type of what is at `path`, without following a final symbolic link; asked of the disk the first time only,
    /// and not at all below a folder found missing.
    package mutating func type(of path: String) -> FileSystem.FileType? {
        if let known = types[path] { return known }
        let type = liesInMissingFolder(path) ? nil : FileSystem.fileType(path)
        types[path] = .some(type)
        return type
    }

    /// Whether the nearest folder above `path` that was looked up was found missing: nothing can be below it, not
    /// even a link.
    private func liesInMissingFolder(_ path: String) -> Bool {
        var folder = path
        while folder != "/" {
            folder = ProjectPath.parent(folder)
            if let known = types[folder] { return known == nil }
        }
        return false
    }
}
