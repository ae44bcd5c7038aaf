import ViperGenEngine
import ViperGenFormats

extension PBXProjectKind {
    /// The bytes of `model` without the file references `references`, the build files that build them (and their
    /// entries in build phases), and the groups that held only them, up the tree; untouched objects keep their bytes.
    static func removing(_ references: [PBXProjectModel.FileReference], from model: PBXProjectModel) -> (
        bytes: [UInt8], removedGroups: Int
    ) {
        var edited = model.document
        var removed = Set(references.map { edited.value(of: edited.objects[$0.object].id) })
        for object in edited.objects where object.isa == .buildFile {
            let fileRef = object.entries.first { edited.hasValue($0.key, PBXKey.fileRef.rawValue) }
            if case .string(let id)? = fileRef?.value, removed.contains(edited.value(of: id)) {
                removed.insert(edited.value(of: object.id))
            }
        }
        let mainGroup = model.groups.first.map { edited.value(of: edited.objects[$0.object].id) }
        var removedGroups = 0
        // Drop removed ids from every list; a group whose children all went goes too, and so on up the tree.
        while true {
            var emptied: [String] = []
            for index in edited.objects.indices {
                for entryIndex in edited.objects[index].entries.indices {
                    guard case .array(let elements) = edited.objects[index].entries[entryIndex].value else { continue }
                    let kept = elements.filter { element in
                        guard case .string(let string) = element else { return true }
                        return !removed.contains(edited.value(of: string))
                    }
                    guard kept.count != elements.count else { continue }
                    edited.objects[index].entries[entryIndex].value = .array(kept)
                    // Printed again, in the layout the file uses for its class; untouched objects keep their bytes.
                    edited.objects[index].original = nil
                    let object = edited.objects[index]
                    let id = edited.value(of: object.id)
                    if kept.isEmpty, object.isa == .group,
                        edited.hasValue(object.entries[entryIndex].key, PBXKey.children.rawValue),
                        id != mainGroup
                    {
                        emptied.append(id)
                    }
                }
            }
            guard !emptied.isEmpty else { break }
            removedGroups += emptied.count
            removed.formUnion(emptied)
        }
        let final = edited
        edited.objects.removeAll { removed.contains(final.value(of: $0.id)) }
        return (PBXProjectWriter.write(edited), removedGroups)
    }
}
