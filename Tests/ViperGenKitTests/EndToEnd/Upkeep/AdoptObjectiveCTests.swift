import Foundation
import Testing
import ViperGenTestSupport

/// Issue 37: an Objective-C module (`.h`/`.m`) as a team's vendored Generamba set wrote it, whose headers say
/// `Copyright 2017 …` without `©` and whose dates were written both as Generamba does (`16/09/2017`) and as Xcode's
/// US file templates do (`9/16/17`), adopted end to end: what is recorded, what `check` says, what `update` writes.
@Suite struct AdoptObjectiveCTests {
    static let folder = "Sources/Modules/EventList"

    /// The header the set's templates write: Generamba's, without `©`.
    static let header = """
        //
        //  {{ module_info.file_name }}
        //  {{ module_info.project_name }}
        //
        //  Created by {{ developer.name }} on {{ date }}.
        //  Copyright {{ year }} {{ developer.company }}. All rights reserved.
        //

        """

    /// A file of the module as it was written on 16 September 2017 by Kirill Klebanov, the date as `date` writes it.
    static func written(_ name: String, date: String, body: String) -> String {
        """
        //
        //  \(name)
        //  Events
        //
        //  Created by Kirill Klebanov on \(date).
        //  Copyright 2017 Acme Labs. All rights reserved.
        //

        \(body)
        """
    }

    static let bodies = [
        "Presenter.h": "@interface EventListPresenter : NSObject\n@end\n",
        "Presenter.m": "#import \"EventListPresenter.h\"\n\n@implementation EventListPresenter\n@end\n",
        "Router.h": "@interface EventListRouter : NSObject\n@end\n",
        "Router.m": "#import \"EventListRouter.h\"\n\n@implementation EventListRouter\n@end\n",
    ]

    private func project() throws -> GenerambaAdoptProject {
        let project = try GenerambaAdoptProject()
        var spec = "name: mini_viper\ncode_files:\n"
        for part in ["Presenter", "Router"] {
            for suffix in ["h", "m"] {
                spec += "- {name: \(part)/\(part).\(suffix), path: Code/\(part.lowercased()).\(suffix).liquid}\n"
                let body = Self.bodies["\(part).\(suffix)"]!.replacingOccurrences(
                    of: "EventList", with: "{{ module_info.name }}")
                try project.write(
                    "Templates/mini_viper/Code/\(part.lowercased()).\(suffix).liquid", "{% include 'header' %}\n\(body)"
                )
            }
        }
        try project.write("Templates/mini_viper/mini_viper.rambaspec", spec)
        try project.write("Templates/mini_viper/snippets/header.liquid", Self.header)
        for (file, date) in [
            ("Presenter.h", "16/09/2017"), ("Presenter.m", "16/09/2017"), ("Router.h", "16/09/2017"),
            ("Router.m", "9/16/17"),
        ] {
            let name = "EventList\(file)"
            let part = String(file.prefix { $0 != "." })
            try project.write(
                "\(Self.folder)/\(part)/\(name)", Self.written(name, date: date, body: Self.bodies[file]!))
        }
        return project
    }

    @Test func anObjectiveCModuleIsAdoptedCheckedAndUpdated() throws {
        let project = try project()
        let presenterH = "\(Self.folder)/Presenter/EventListPresenter.h"
        let presenterM = "\(Self.folder)/Presenter/EventListPresenter.m"
        let routerH = "\(Self.folder)/Router/EventListRouter.h"
        let routerM = "\(Self.folder)/Router/EventListRouter.m"
        #expect(
            try project.run(["adopt", "EventList", "mini_viper"])
                == ProcessResult(
                    status: 0,
                    standardOutput: """
                        recorded EventList (mini_viper) in viper-gen.lock: 3 of 4 files equal the template's render
                          from the files' headers: author 'Kirill Klebanov', company 'Acme Labs', project 'Events', date 2017-09-16 (--author, --company, --project, --date to choose others)
                          same     \(presenterH)
                          same     \(presenterM)
                          same     \(routerH)
                          differs  \(routerM) (your version; 'viper-gen update' keeps your changes)

                        """, standardError: ""))
        let lockfile = try #require(project.read("viper-gen.lock"))
        #expect(lockfile.contains("        \"author\": \"Kirill Klebanov\",\n        \"company\": \"Acme Labs\",\n"))
        #expect(lockfile.contains("        \"date\": \"2017-09-16\",\n"))
        #expect(!lockfile.contains("absent"))
        #expect(
            try project.run(["check"])
                == ProcessResult(status: 0, standardOutput: "1 recorded module is up to date\n", standardError: ""))
        // A template change reaches every file; the router's own date line stays as it was written.
        for suffix in ["h", "m"] {
            let url = project.url.appending(path: "Templates/mini_viper/Code/router.\(suffix).liquid")
            try (String(contentsOf: url, encoding: .utf8) + "// v2\n").write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(
            try project.run(["update"])
                == ProcessResult(
                    status: 0,
                    standardOutput: "update \(routerH)\nmerge \(routerM) (your changes and the template's)\n",
                    standardError: ""))
        #expect(
            project.read(routerH)
                == Self.written("EventListRouter.h", date: "16/09/2017", body: Self.bodies["Router.h"]! + "// v2\n"))
        #expect(
            project.read(routerM)
                == Self.written("EventListRouter.m", date: "9/16/17", body: Self.bodies["Router.m"]! + "// v2\n"))
        #expect(
            project.read(presenterM)
                == Self.written("EventListPresenter.m", date: "16/09/2017", body: Self.bodies["Presenter.m"]!))
        #expect(try project.run(["check"]).status == 0)
    }
}
