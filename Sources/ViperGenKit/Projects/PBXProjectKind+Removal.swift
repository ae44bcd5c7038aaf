import ViperGenEngine

extension PBXProjectKind {
    /// Plans removing the files at `paths` (absolute): their file references, the build files that build them (and
    /// their entries in build phases), and the groups that held only them, up the tree. Everything else keeps its
    /// bytes, so a project that only ever gained these files is back to its exact bytes.
    /// - Throws: `XcodeProjectError` for a malformed project.
    static func planRemoval(contents: [UInt8], named name: String, containingFolder: String, removing paths: [String])
        throws(XcodeProjectError) -> (contents: [UInt8], report: XcodeProjectRemovalReport)
    {
        let lineBreaks = LineBreaks(of: contents)
        let model = try model(
            contents: lineBreaks.normalized(contents), named: name, containingFolder: containingFolder,
            fileNames: Set(paths.map { ProjectPath.lastComponent($0) }))
        let references = paths.compactMap { path in
            model.fileReferences[ProjectPath.normalized(path)].map { (path, $0) }
        }
        guard !references.isEmpty else { return (contents, XcodeProjectRemovalReport()) }
        var edited = model.document
        var removed = Set(references.map { edited.value(of: edited.objects[$0.1.object].id) })
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
        return (
            lineBreaks.restored(PBXProjectWriter.write(edited)),
            XcodeProjectRemovalReport(removedFiles: references.map(\.0), removedGroups: removedGroups)
        )
    }
}
