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
        var links: [LinkStep] = []
        var budget = 40
        let resolved = resolve(ProjectPath.normalized(path), links: &links, budget: &budget)
        return (resolved, links)
    }

    private static func resolve(_ path: String, links: inout [LinkStep], budget: inout Int) -> String {
        var current = "/"
        let parts = path.split(separator: "/")
        for (index, part) in parts.enumerated() {
            let candidate = ProjectPath.join(current, String(part))
            guard let type = fileType(candidate) else {
                // Missing: the rest is created as spelled.
                return ProjectPath.normalized(
                    current + "/" + parts[index...].joined(separator: "/"))
            }
            guard type == .symbolicLink, budget > 0 else {
                current = candidate
                continue
            }
            budget -= 1
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(candidate, &buffer, buffer.count - 1)
            guard length > 0 else {
                current = candidate
                continue
            }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let spelled = ProjectPath.join(current, target)
            var inner: [LinkStep] = []
            let followed = resolve(spelled, links: &inner, budget: &budget)
            links.append(LinkStep(link: candidate, target: followed))
            links += inner
            current = followed
        }
        return current
    }
}
