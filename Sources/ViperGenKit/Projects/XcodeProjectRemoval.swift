import ViperGenEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans removing files from an Xcode project (`viper-gen remove`): their file references, the build files that
/// build them (and their entries in build phases), and the groups that held only them, up the tree. Everything
/// else keeps its bytes, so a project that only ever gained a module's files is back to its exact bytes.
enum XcodeProjectRemoval {
    /// A planned removal from one project file.
    struct Plan: Sendable {
        /// The `project.pbxproj`.
        let projectFile: URL
        /// Its contents when planned.
        let originalContents: [UInt8]
        /// The new contents; equal to `originalContents` when the project listed none of the files.
        let newContents: [UInt8]
        /// The files that were in the project, in the order given.
        let removedFiles: [String]
        /// How many groups went because they held only removed files.
        let removedGroups: Int
    }

    /// Plans removing the files at `paths` (absolute) from the `.xcodeproj` folder `project`.
    /// - Throws: `XcodeProjectError` for a missing, unreadable or malformed project.
    static func plan(project: URL, removing paths: [String]) throws(XcodeProjectError) -> Plan {
        let projectPath = ProjectPath.normalized(project.path)
        // Links to the bundle and to its project file are followed, as when a module is added.
        let bundle = FileSystem.followingFinalLinks(projectPath)
        let filePath = FileSystem.followingFinalLinks(ProjectPath.join(bundle, "project.pbxproj"))
        guard FileManager.default.fileExists(atPath: filePath) else {
            throw .projectFileMissing(project: projectPath)
        }
        guard let data = FileManager.default.contents(atPath: filePath) else {
            throw .unreadable(path: filePath, reason: "permission denied")
        }
        let contents = [UInt8](data)
        let lineBreaks = LineBreaks(of: contents)
        let model: PBXProjectModel
        do {
            let document = try PBXProjectReader.read(SourceText(name: filePath, bytes: lineBreaks.normalized(contents)))
            model = try PBXProjectModel(
                document: document, containingFolder: ProjectPath.parent(bundle),
                fileNames: Set(paths.map { ProjectPath.lastComponent($0) }))
        } catch {
            throw XcodeProjectError(error, file: filePath)
        }
        let references = paths.compactMap { path in
            model.fileReferences[ProjectPath.normalized(path)].map { (path, $0) }
        }
        guard !references.isEmpty else {
            return Plan(
                projectFile: URL(fileURLWithPath: filePath), originalContents: contents, newContents: contents,
                removedFiles: [], removedGroups: 0)
        }
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
        return Plan(
            projectFile: URL(fileURLWithPath: filePath), originalContents: contents,
            newContents: lineBreaks.restored(PBXProjectWriter.write(edited)), removedFiles: references.map(\.0),
            removedGroups: removedGroups
        )
    }
}
