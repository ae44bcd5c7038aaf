import ViperGenConfig
import ViperGenGeneration
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ModuleRequestBuilder {
    /// The project folder a run of `request` writes in (the lockfile's folder), with the roots the user typed outside
    /// it exempt: `--output ../Other/Sources` writes there as before.
    func confinement(of request: GenerationRequest, options: ModuleOptions, config: ProjectConfig?)
        -> ProjectConfinement
    {
        var confinement = ProjectConfinement(folder: request.lockDirectory ?? context.lockDirectory(config: config))
        if options.output != nil { confinement.exempt(typed: request.codeDirectory) }
        if options.testsOutput != nil || (options.output != nil && config?.testsOutput == nil) {
            confinement.exempt(typed: request.testsDirectory)
        }
        if options.package != nil, let package = request.packageTargets?.package {
            confinement.exempt(typed: package)
            confinement.exempt(typed: request.codeDirectory)
            confinement.exempt(typed: request.testsDirectory)
        }
        return confinement
    }

    /// Refuses, before anything is read or written, an output root, Xcode project or package that is not exempt and
    /// resolves outside the project (through a link met on the way) or into `.git`.
    /// - Throws: `Diagnostics` (data, 65) naming each such path and the link that leads out.
    func checkConfinement(_ confinement: ProjectConfinement, of request: GenerationRequest) throws(Diagnostics) {
        var problems = DiagnosticCollector()
        var places = [(request.codeDirectory, "output"), (request.testsDirectory, "testsOutput")]
        if let project = request.xcode.project { places.append((project, "xcodeproj")) }
        if let package = request.packageTargets?.package {
            places.append((package.appending(path: "Package.swift"), "package"))
        }
        var seen: Set<String> = []
        for (place, argument) in places where !confinement.isExempt(root: place) && seen.insert(place.path).inserted {
            if let problem = confinement.problem(with: place.path, fix: context.outsideProjectFix(argument: argument)) {
                problems.add(problem)
            }
        }
        try problems.check()
    }
}
