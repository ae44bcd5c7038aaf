import Foundation
import Testing
import ViperGenTestSupport

/// `templates new NAME` makes a set that the next command finds (`templates/` is searched when no config lists
/// template folders), and warns, exit 0, when the name is that of a built-in set, which the new set then replaces.
@Suite struct NewTemplateSetTests {
    static let createdFeature = """
        created templates/feature/Service.swift.liquid
        created templates/feature/ServiceTests.swift.liquid
        created templates/feature/snippets/header.liquid
        created templates/feature/template.json

        """

    @Test func aNewSetIsFoundAtOnceWithoutAConfig() throws {
        let directory = try TemporaryDirectory()
        let created = try runViperGen(["templates", "new", "feature"], in: directory.url)
        #expect(created == ProcessResult(status: 0, standardOutput: Self.createdFeature, standardError: ""))
        let lint = try runViperGen(["templates", "lint", "feature"], in: directory.url)
        #expect(
            lint
                == ProcessResult(
                    status: 0, standardOutput: "feature: ok (2 files, 3 parameter combinations rendered)\n",
                    standardError: ""))
        let module = try runViperGen(
            ["module", "Cart", "-t", "feature", "--author", "Jane", "--output", "Sources", "--tests-output", "Tests"],
            in: directory.url)
        #expect(
            module.standardOutput
                == "created Sources/Services/CartService.swift\ncreated Tests/CartServiceTests.swift\n"
                + "created viper-gen.lock\ncreated viper-gen.bases/Cart.base\n")
        #expect(module.status == 0, "\(module.standardError)")
    }

    @Test func aNewSetNextToAConfigWithoutTemplateFoldersIsFoundFromBelow() throws {
        let directory = try TemporaryDirectory()
        try Data(#"{ "project": "Shop" }"#.utf8).write(to: directory.url.appending(path: "viper-gen.json"))
        let below = directory.url.appending(path: "Sources/App")
        try FileManager.default.createDirectory(at: below, withIntermediateDirectories: true)
        let created = try runViperGen(["templates", "new", "feature"], in: below)
        #expect(created.status == 0)
        #expect(created.standardError == "")
        #expect(FileManager.default.fileExists(atPath: directory.url.appending(path: "templates/feature").path))
        let lint = try runViperGen(["templates", "lint", "feature"], in: below)
        #expect(lint.status == 0, "\(lint.standardError)")
    }

    /// Issue 53: `templates new viper` made a Service-style set that replaced the built-in one, after which
    /// `outdated` listed every file of every module as removed. It is refused, pointing to `templates copy`.
    @Test func aSetNamedLikeABuiltInOneIsRefusedWithAHintToCopy() throws {
        let directory = try TemporaryDirectory()
        let refused = try runViperGen(["templates", "new", "viper"], in: directory.url)
        #expect(
            refused
                == ProcessResult(
                    status: 64, standardOutput: "",
                    standardError: "viper-gen: error: 'viper' is the name of a built-in set, which a new set of that "
                        + "name replaces (its modules would then show every file as removed); run 'viper-gen "
                        + "templates copy viper' for an editable copy of it, choose another name, or pass --force to "
                        + "make a new set named 'viper' all the same; see 'viper-gen templates --help'\n"))
        #expect(snapshotTree(directory.url) == [:])
    }

    @Test func aSetNamedLikeABuiltInOneIsMadeWithForceAndAWarning() throws {
        let directory = try TemporaryDirectory()
        let created = try runViperGen(["templates", "new", "viper", "--force"], in: directory.url)
        #expect(created.status == 0)
        #expect(created.standardOutput == Self.createdFeature.replacingOccurrences(of: "/feature/", with: "/viper/"))
        #expect(
            created.standardError
                == "viper-gen: warning: templates/viper has the name of the built-in set 'viper' and replaces it "
                + "wherever its folder is searched: 'viper-gen module' uses it instead of the built-in set; rename the "
                + "folder (and \"name\" in its template.json) unless that is what you want\n")
        let listing = try runViperGen(["templates"], in: directory.url)
        let real = directory.url.resolvingSymlinksInPath().path
        #expect(listing.standardOutput.contains("viper (\(real)/templates/viper, overrides built-in)"))
        // A set of another name warns of nothing.
        let other = try runViperGen(["templates", "new", "feature"], in: directory.url)
        #expect(other == ProcessResult(status: 0, standardOutput: Self.createdFeature, standardError: ""))
    }
}
