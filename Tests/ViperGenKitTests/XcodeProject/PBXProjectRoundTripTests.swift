import Testing

@testable import ViperGenKit

@Suite struct PBXProjectRoundTripTests {
    @Test(arguments: XcodeProjectFixtures.allNames)
    func unchangedFixturesAreWrittenBackByteForByte(_ name: String) throws {
        let bytes = try XcodeProjectFixtures.bytes(name)
        let written = PBXProjectWriter.write(try XcodeProjectFixtures.document(name))
        #expect(written.count == bytes.count)
        #expect(
            written == bytes,
            "\(lineDiff(expected: String(decoding: bytes, as: UTF8.self), actual: String(decoding: written, as: UTF8.self)))"
        )
    }
}
