import Foundation
import ViperGenKit

let environment = ProcessInfo.processInfo.environment
let status = ViperGenCLI.run(
    Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
    console: .standard(environment: environment))
exit(status)
