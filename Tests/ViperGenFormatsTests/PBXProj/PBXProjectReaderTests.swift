import Testing
import ViperGenEngine
import ViperGenTestSupport

@testable import ViperGenFormats

@Suite struct PBXProjectReaderTests {
    @Test func quotedStringsDecodeXcodesEscapes() throws {
        let document = try XcodeProjectFixtures.document("OddQuoting")
        let model = try PBXProjectModel(document: document, containingFolder: "/p")
        let paths = ["OBJ_8", "OBJ_9", "OBJ_10", "OBJ_11", "OBJ_12"].map { id in
            model.object(id: id).flatMap { model.string($0, "path") }
        }
        #expect(paths == ["My File.swift", "Über.swift", #"Say "Hi".swift"#, "Legacyé.swift", "a+b.swift"])
        #expect(model.object(id: "OBJ_6").flatMap { model.string($0, "path") } == "Sources")
        #expect(model.targets.map(\.name) == ["Lib"])
        let debug = try #require(model.object(id: "OBJ_21"))
        guard case .dictionary(let settings) = document.objects[debug].entries[1].value else {
            Issue.record("expected build settings")
            return
        }
        #expect(
            settings.map { document.value(of: $0.key) }.first == "GCC_PREPROCESSOR_DEFINITIONS[arch=*]")
        guard case .string(let copyright) = settings[1].value else {
            Issue.record("expected the copyright setting to be a string")
            return
        }
        #expect(document.value(of: copyright) == "© 2026 Ünicode\nSecond line\ttab")
    }

    @Test func commentsAfterIdsAreKept() throws {
        let document = try XcodeProjectFixtures.document("AppWithTests")
        let names = document.objects.prefix(3).map { document.commentText(of: $0.id) }
        #expect(
            names == [
                "AppDelegate.swift in Sources", "SceneDelegate.swift in Sources", "ViewController.swift in Sources",
            ])
    }

    @Test func bareStringsAreMadeOfLettersDigitsAndSevenSymbols() {
        let allowed = Set(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$+/:.-".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(PlistStringCoding.isUnquotedByte(byte) == allowed.contains(byte), "byte \(byte)")
        }
    }

    @Test func classesAreEqualByName() {
        let read = PBXClass(rawValue: String(decoding: Array("PBXFileReference".utf8), as: UTF8.self))
        #expect(read == .fileReference)
        #expect(read != .group)
        #expect(PBXClass(rawValue: "PBXFileReferencf") != .fileReference)
        #expect(PBXClass(rawValue: "") == PBXClass(rawValue: ""))
        #expect(Set([read, .fileReference, .group]).count == 2)
    }

    @Test func stringsAreWrittenTheWayXcodeQuotesThem() {
        let cases: [(String, String)] = [
            ("App", "App"), ("sourcecode.swift", "sourcecode.swift"), ("$(SRCROOT)/x", #""$(SRCROOT)/x""#),
            ("", #""""#), ("<group>", #""<group>""#),
            (
                "com.apple.product-type.application",
                #""com.apple.product-type.application""#
            ), ("a:b", #""a:b""#), ("a//b", #""a//b""#),
            ("___FILE___", #""___FILE___""#), ("A_B", "A_B"), ("Über.swift", #""Über.swift""#),
            ("say \"hi\"\n\t\\", #""say \"hi\"\n\t\\""#), ("bell\u{07}", #""bell\a""#), ("\u{01}", #""\U0001""#),
        ]
        for (value, written) in cases {
            #expect(PlistStringCoding.encode(value) == written)
            #expect(PlistStringCoding.decode(Array(written.utf8)[...]) == value)
        }
    }

    @Test func theWriterSortsObjectsIntoSectionsWhateverTheOrderRead() throws {
        var document = try XcodeProjectFixtures.document("NestedGroups")
        document.objects.reverse()
        #expect(PBXProjectWriter.write(document) == (try XcodeProjectFixtures.bytes("NestedGroups")))
    }

    @Test func newObjectsAreWrittenInXcodesLayout() throws {
        var document = try XcodeProjectFixtures.document("OddQuoting")
        document.objects.append(
            PBXObject(
                id: PlistString("OBJ_0", comment: "A b"), isa: "PBXBuildFile",
                entries: [
                    PlistEntry(key: PlistString("isa"), value: .string(PlistString("PBXBuildFile"))),
                    PlistEntry(
                        key: PlistString("fileRef"), value: .string(PlistString("OBJ_8", comment: "My File.swift"))),
                    PlistEntry(
                        key: PlistString("settings"),
                        value: .dictionary([
                            PlistEntry(
                                key: PlistString("ATTRIBUTES"),
                                value: .array([.string(PlistString("Weak")), .string(PlistString("a b"))]))
                        ])),
                ]))
        document.objects.append(
            PBXObject(
                id: PlistString("OBJ_99"), isa: "PBXGroup",
                entries: [
                    PlistEntry(key: PlistString("isa"), value: .string(PlistString("PBXGroup"))),
                    PlistEntry(key: PlistString("children"), value: .array([])),
                    PlistEntry(key: PlistString("settings"), value: .dictionary([])),
                ]))
        let text = String(decoding: PBXProjectWriter.write(document), as: UTF8.self)
        #expect(
            text.contains(
                "/* Begin PBXBuildFile section */\n\t\tOBJ_0 /* A b */ = {isa = PBXBuildFile; fileRef = OBJ_8 "
                    + "/* My File.swift */; settings = {ATTRIBUTES = (Weak, \"a b\", ); }; };\n\t\tOBJ_15 "))
        #expect(
            text.contains(
                "\t\t};\n\t\tOBJ_99 = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t);\n"
                    + "\t\t\tsettings = {\n\t\t\t};\n\t\t};\n/* End PBXGroup section */\n"))
    }

    @Test func theWriterOrdersIdsByTheirBytesShortLongOrQuoted() throws {
        // Ids of up to 24 bytes sort as packed integers, longer and quoted ones byte by byte: all in one order.
        var document = try XcodeProjectFixtures.document("NestedGroups")
        let ids = [
            "A", "AB", "ABC", "B", "AA", "0", "Z9", "ABCDEFGHABCDEFGHABCDEFGH", "ABCDEFGHABCDEFGHABCDEFG",
            "ABCDEFGHABCDEFGHABCDEFGHA", "ABCDEFGHABCDEFGHABCDEFGI", "ABCDEFGHABCDEFGHABCDEFGHABCDEFGH1",
            "ABCDEFGHABCDEFGHABCDEFGHABCDEFGH", "a b", "Über", "Uber", "A\"B", "A.B", "A-B", "AB ",
            "1A2B3C4D5E6F7A8B9C0D1E2F", "1A2B3C4D5E6F7A8B9C0D1E2E", "1A2B3C4D5E6F7A8B9C0D1E2F0",
        ]
        // A fixed shuffle, so that new objects come in no order, mixed with the file's.
        for (position, id) in ids.enumerated().sorted(by: { ($0.offset * 7) % 23 < ($1.offset * 7) % 23 }) {
            let isa: PBXClass = position % 2 == 0 ? "PBXBuildFile" : "PBXZOrderTest"
            document.objects.insert(
                PBXObject(
                    id: PlistString(id), isa: isa,
                    entries: [PlistEntry(key: PlistString("isa"), value: .string(PlistString(isa.rawValue)))]),
                at: (position * 5) % document.objects.count)
        }
        let written = PBXProjectWriter.write(document)
        let reread = try PBXProjectReader.read(SourceText(name: "written.pbxproj", bytes: written))
        #expect(reread.objects.count == document.objects.count)
        for (previous, next) in zip(reread.objects, reread.objects.dropFirst()) {
            #expect(previous.isa.rawValue <= next.isa.rawValue)
            guard previous.isa == next.isa else { continue }
            let (left, right) = (Array(reread.value(of: previous.id).utf8), Array(reread.value(of: next.id).utf8))
            #expect(
                left.lexicographicallyPrecedes(right),
                "\(reread.value(of: previous.id)) before \(reread.value(of: next.id))")
        }
        // Read back, the ids are the file's (bare or quoted): in reverse, they are written in the same order again.
        var reversed = reread
        reversed.objects.reverse()
        #expect(PBXProjectWriter.write(reversed) == written)
    }
}
