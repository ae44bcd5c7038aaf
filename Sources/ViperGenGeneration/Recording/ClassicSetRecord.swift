import ViperGenFormats
import ViperGenTemplateSets

extension TemplateLibrary {
    /// `template` as this viper-gen reads it: a record of the built-in `viper` without a version, written before
    /// `viper` declared one (every lockfile of the pre-2026 set), names the set kept under `classicSetName` once the
    /// `viper` this library finds declares a version; every other record is as it is. The one place the rename is
    /// made: `LockedSetResolver` finds sets through it, and lockfiles are read through `current(_:)`, so that the
    /// next write records the new name.
    package func current(_ template: LockedTemplate) -> LockedTemplate {
        guard template.source == "built-in", template.name == Self.defaultSetName, template.version == nil,
            Self.builtInNames.contains(Self.classicSetName),
            (try? load(Self.defaultSetName))?.version != nil
        else { return template }
        var renamed = template
        renamed.name = Self.classicSetName
        return renamed
    }

    /// `lockfile` with every module's and support file's set record read through `current(_:)`.
    package func current(_ lockfile: Lockfile) -> Lockfile {
        let renames = { (template: LockedTemplate) -> Bool in
            template.source == "built-in" && template.name == Self.defaultSetName && template.version == nil
        }
        guard
            lockfile.modules.values.contains(where: { renames($0.template) })
                || lockfile.support.contains(where: { renames($0.template) })
        else { return lockfile }
        var renamed = lockfile
        for name in renamed.modules.keys { renamed.modules[name]!.template = current(renamed.modules[name]!.template) }
        for index in renamed.support.indices {
            renamed.support[index].template = current(renamed.support[index].template)
        }
        return renamed
    }
}
