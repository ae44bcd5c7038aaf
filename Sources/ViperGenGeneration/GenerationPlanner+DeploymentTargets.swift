import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

extension GenerationPlanner {
    /// Why `set`'s code cannot build where `request` writes it (65), one line a platform: an Xcode target or a
    /// package builds for a lower version than the set's requirements (`"deploymentTargets"` in its manifest) whose
    /// condition holds for `variables` need. Where the version could not be read there is no floor and nothing is
    /// said.
    static func deploymentProblems(
        of set: TemplateSet, request: GenerationRequest, variables: [String: TemplateValue]
    ) -> [Diagnostic] {
        guard !request.deploymentFloors.isEmpty else { return [] }
        var needs: [String: DeploymentVersion] = [:]
        for requirement in set.deploymentTargets {
            // A condition that does not render is the file conditions' problem, reported with them.
            if let condition = requirement.condition,
                (try? condition.render(variables, now: request.now)) != "true"
            {
                continue
            }
            for (platform, text) in requirement.versions {
                guard let version = DeploymentVersion(text) else { continue }
                if needs[platform].map({ $0 < version }) ?? true { needs[platform] = version }
            }
        }
        return request.deploymentFloors.compactMap { floor in
            guard let needed = needs[floor.platform], let version = DeploymentVersion(floor.version),
                version < needed
            else { return nil }
            return Diagnostic(
                .data,
                "\(floor.holder) builds for \(floor.platform) \(floor.version) (\(floor.source)) and the set "
                    + "'\(set.name)' needs \(floor.platform) \(needed) for these parameters; nothing was written; "
                    + "raise \(floor.setting) to \(needed), or pick another set with "
                    + "\(Remedy.option(.template, value: "NAME"))")
        }
    }
}
