import ViperGenEngine
import ViperGenSupport
import ViperGenTemplateSets

extension GenerationPlanner {
    /// Why `set`'s code cannot build where `request` writes it, one line a platform: an Xcode target or a package
    /// builds for a lower version than the set's requirements (`"deploymentTargets"` in its manifest) whose
    /// condition holds for `variables` need. Refusals (65), or warnings when the request overwrites existing files
    /// (`--force` writes anyway and says so). Where the version could not be read there is no floor and nothing is
    /// said.
    static func deploymentProblems(
        of set: TemplateSet, request: GenerationRequest, variables: [String: TemplateValue]
    ) -> (refusals: [Diagnostic], warnings: [Warning]) {
        guard !request.deploymentFloors.isEmpty else { return ([], []) }
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
        var shortfalls: (refusals: [Diagnostic], warnings: [Warning]) = ([], [])
        for floor in request.deploymentFloors {
            guard let needed = needs[floor.platform], let version = DeploymentVersion(floor.version),
                version < needed
            else { continue }
            let what =
                "\(floor.holder) builds for \(floor.platform) \(floor.version) (\(floor.source)) and the set "
                + "'\(set.name)' needs \(floor.platform) \(needed) for these parameters"
            if request.overwritesExistingFiles {
                shortfalls.warnings.append(
                    Warning(
                        "\(what); written anyway (\(Remedy.option(.force))): raise \(floor.setting) to \(needed) "
                            + "before you build"))
            } else {
                shortfalls.refusals.append(
                    Diagnostic(
                        .data,
                        "\(what); nothing was written; raise \(floor.setting) to \(needed), pick another set with "
                            + "\(Remedy.option(.template, value: "NAME")), or pass \(Remedy.option(.force)) to write "
                            + "it anyway"))
            }
        }
        return shortfalls
    }
}
