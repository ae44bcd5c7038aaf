import Foundation
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenFormats

extension XcodeProjectFixtures {
    /// Fixture `name`, read.
    static func document(_ name: String) throws -> PBXProjectDocument {
        let text = String(decoding: try bytes(name), as: UTF8.self)
        return try PBXProjectReader.read(SourceText(name: "\(name)/project.pbxproj", text: text))
    }
}
