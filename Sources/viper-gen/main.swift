import ViperGenKit
import ViperGenSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let environment = ProcessEnvironment.current()
let status = ViperGenCLI.run(
    Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
    console: .standard(environment: environment))
exit(status)
