import ViperGenConfig
import ViperGenEngine
import ViperGenGeneration
import ViperGenSupport
import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Makes a module run's `GenerationRequest` from options and the project config, with its defaults, Xcode and
/// package settings and its confinement: what `module`, `gen` and `adopt` share.
struct ModuleRequestBuilder {
    let context: CommandContext
    private var console: Console { context.console }
    private var currentDirectory: URL { context.currentDirectory }

    /// Builds the request; each value comes from its flag, else the project config, else its default.
    func makeRequest(_ options: ModuleOptions, config: ProjectConfig?) throws(Diagnostics) -> GenerationRequest {
        var problems = DiagnosticCollector()
        var assignments = options.typedParameters
        do {
            assignments = try ParameterAssignments.parse(options.parameters) + assignments
        } catch {
            problems.add(error)
        }
        var date = GenerationDate(year: 1970, month: 1, day: 1)
        var now = 0
        do {
            date = try GenerationDate.current(environment: context.environment)
            now = try GenerationDate.runTime(environment: context.environment)
        } catch {
            problems.add(error)
        }
        var xcode = XcodeProjectSettings()
        var packageTargets: PackageTargetSettings?
        do {
            packageTargets = try packageTargetSettings(options, config: config)
            // A module that is its own target joins no Xcode project: Xcode picks the package's targets up itself.
            if packageTargets == nil { xcode = try xcodeSettings(options, config: config) }
        } catch {
            problems.add(error)
        }
        let (xcodeModule, xcodeFloors) = chooseXcodeTargets(&xcode, problems: &problems, quiet: options.quiet)
        var limits = (file: RenderLimits(), runBytes: 0)
        do {
            limits = try RenderLimits.viperGen(environment: context.environment, options: options.renderLimits)
        } catch {
            problems.add(error)
        }
        let author =
            options[.author] ?? config?.author
            ?? GitUserName.find(from: currentDirectory, environment: context.environment)
        // On the path's text, as `standardizedFileURL.lastPathComponent` gives it (`/` for the root), without its cost.
        let folderPath = (config?.directory ?? currentDirectory).normalizedPath
        let folderName = folderPath == "/" ? "/" : ProjectPath.lastComponent(folderPath)
        // Values from a config were checked where they were read, with their positions.
        var headerValues: [(value: String?, what: String, category: Diagnostic.Category)] = []
        for input in RenderInput.all where input.isHeaderText {
            if let option = input.option { headerValues.append((options[input], "--" + option.name, .usage)) }
            if input.lockfileKey == RenderInput.author.lockfileKey {
                headerValues.append(
                    (options[.author] ?? config?.author == nil ? author : nil, "git config user.name", .data))
            } else if input.lockfileKey == RenderInput.project.lockfileKey {
                headerValues.append(
                    (
                        options[.project] ?? config?.project == nil ? folderName : nil,
                        "the project name taken from the folder name (pass --project)", .usage
                    ))
            }
        }
        for (value, what, category) in headerValues {
            if let value, let problem = HeaderText.problem(in: value, what: what) {
                problems.add(Diagnostic(category, problem))
            }
        }
        try problems.check()

        var codeDirectory = context.directory(options.output) ?? config?.output ?? currentDirectory
        var testsDirectory =
            context.directory(options.testsOutput) ?? config?.testsOutput
            ?? ProjectDefaults.packageTestsDirectory(for: codeDirectory) ?? codeDirectory
        if let package = packageTargets?.package {
            codeDirectory = package.appending(path: "Sources", directoryHint: .isDirectory)
            testsDirectory = package.appending(path: "Tests", directoryHint: .isDirectory)
        }
        let projectName = options[.project] ?? config?.project ?? folderName
        // A `Sources/<Target>` folder names a target, whose module SwiftPM names as an identifier (`my-feature` →
        // `my_feature`); an Xcode target's module is one already.
        let chosenTarget =
            options[.target] ?? config?.target ?? xcodeModule
            ?? ProjectDefaults.packageTarget(containing: codeDirectory).map(SwiftIdentifier.moduleName(from:))
        let target = chosenTarget ?? SwiftIdentifier.moduleName(from: projectName)
        if chosenTarget == nil, !options.quiet, target.hasPrefix("_"), !projectName.hasPrefix("_") {
            // SwiftPM names the module of a folder `2048` `_2048`; say so, since the tests import it.
            console.note(
                "the target '\(target)' comes from the project name '\(projectName)' (made a Swift identifier, as "
                    + "SwiftPM names modules); pass --target NAME, or set \"target\" in viper-gen.json, if your tests "
                    + "import another module")
        }
        var request = GenerationRequest(
            moduleNames: options.positionals,
            templateName: options.template ?? config?.template ?? TemplateLibrary.defaultSetName,
            configName: config?.file.path ?? "",
            author: author,
            projectName: projectName,
            target: target,
            codeDirectory: codeDirectory,
            testsDirectory: testsDirectory,
            date: date,
            now: now,
            overwritesExistingFiles: options.force,
            xcode: xcode,
            productModuleName: config?.productModuleName ?? options[.target] ?? config?.target)
        // Each input from its option, else the config, else its default; those without one were worked out above.
        for input in RenderInput.all {
            if let value = options[input] ?? config?[input] ?? input.defaultValue {
                request[keyPath: input.request] = value
            }
        }
        request.parameterAssignments = assignments
        request.configuredParameters = config?.parameters ?? []
        // A value that came from the config is reported at its place there.
        if options[.prefix] == nil { request.prefixSpot = config?.spot(of: .prefix) }
        if options.template == nil { request.templateSpot = config?.templateSpot }
        if options[.target] == nil, config?.target != nil { request.targetSpot = config?.spot(of: .target) }
        request.hasChosenTestsDirectory =
            options.testsOutput != nil || config?.testsOutput != nil || packageTargets != nil
        request.packageTargets = packageTargets
        let projectFloors =
            xcode.project != nil
            ? xcodeFloors : packageFloors(codeDirectory: codeDirectory, packageTargets: packageTargets)
        request.deploymentFloors = projectFloors + configFloors(config, besides: projectFloors)
        (request.renderLimits, request.runOutputLimit) = limits
        // Without a config, modules made targets of a package are recorded at the package's root, wherever the run is.
        request.lockDirectory =
            config == nil
            ? packageTargets?.package ?? context.lockDirectory(config: nil)
            : context.lockDirectory(config: config)
        return request
    }
}
