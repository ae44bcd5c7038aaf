import ViperGenFormats
import ViperGenSupport

extension ModuleUpdatePlanner {
    /// Why moving `modules` to `movingTo` would leave wiring half on each set (65), or `nil`: a moved module wired
    /// into a parent that stays on another set, or a parent that moves while a module wired into it stays. The
    /// parent's files would hold code of both sets, which do not build together; the two move in one run.
    func wiringLeftBehind(moving modules: [LockedModule], in lockfile: Lockfile) -> Diagnostic? {
        guard let movingTo else { return nil }
        let moving = Set(modules.map(\.name))
        var pairs: [(child: String, parent: LockedModule)] = []
        var left: Set<String> = []
        for child in lockfile.modules.values.sorted(by: { $0.name < $1.name }) where !child.insertions.isEmpty {
            guard case .string(let name)? = child.inputs.parameters["parent"], let parent = lockfile.modules[name],
                moving.contains(child.name) != moving.contains(parent.name)
            else { continue }
            let staying = moving.contains(child.name) ? parent : child
            guard library.current(staying.template).name != movingTo else { continue }
            pairs.append((child.name, parent))
            left.insert(staying.name)
        }
        guard !pairs.isEmpty else { return nil }
        let wired = pairs.map { pair in
            let set = library.current(
                lockfile.modules[left.contains(pair.child) ? pair.child : pair.parent.name]!
                    .template
            ).name
            return "\(pair.child) is wired into \(pair.parent.name), which "
                + (left.contains(pair.parent.name) ? "stays" : "moves while \(pair.child) stays") + " on \(set)"
        }
        let together = (moving.union(left)).sorted()
        return Diagnostic(
            .data,
            wired.joined(separator: "; ") + "; the parent's files would hold code of both sets, which does not "
                + "build; nothing was written; move them together: '\(Remedy.command(.update, arguments: together))' "
                + "with \(Remedy.option(.template, value: movingTo))")
    }
}
