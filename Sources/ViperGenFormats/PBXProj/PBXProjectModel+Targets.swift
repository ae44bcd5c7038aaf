extension PBXProjectModel {
    /// The string build settings of `object` (a target or the project) in its default configuration (else its
    /// first); list values are left out.
    package func buildSettings(of object: Int) -> [String: String] {
        guard let listID = reference(object, .buildConfigurationList), let list = self.object(listID) else {
            return [:]
        }
        let configurations = references(list, .buildConfigurations).compactMap { self.object($0) }
        let defaultName = string(list, .defaultConfigurationName)
        guard
            let configuration = configurations.first(where: { string($0, .name) == defaultName })
                ?? configurations.first,
            let entry = entry(configuration, .buildSettings),
            case .dictionary(let entries) = document.objects[configuration].entries[entry].value
        else { return [:] }
        var settings: [String: String] = [:]
        for entry in entries {
            if case .string(let value) = entry.value {
                settings[document.value(of: entry.key)] = document.value(of: value)
            }
        }
        return settings
    }

    /// The names of the targets `target` depends on, in its order.
    package func dependencies(of target: Int) -> [String] {
        references(target, .dependencies).compactMap { dependencyID in
            guard let dependency = object(dependencyID), let targetID = reference(dependency, .target),
                let other = object(targetID)
            else { return nil }
            return targets.first { $0.object == other }?.name
        }
    }
}
