import Testing

@testable import ViperGenGeneration
@testable import ViperGenUpkeep

/// Reading the headers Generamba's and Xcode's templates (and viper-gen's) wrote, and what a module's headers agree
/// on.
@Suite struct FileHeaderTests {
    static func header(_ created: String, copyright: String? = "Copyright © 2017 Acme Labs. All rights reserved.")
        -> [UInt8]
    {
        Array(
            ("//\n//  EventListPresenter.swift\n//  Events\n//\n//  \(created)\n"
                + (copyright.map { "//  \($0)\n" } ?? "") + "//\n\nfinal class A {}\n").utf8)
    }

    @Test(arguments: [
        ("16/09/2017", "2017-09-16"), ("16.09.17", "2017-09-16"), ("9/16/17", "2017-09-16"),
        ("16.09.2017", "2017-09-16"),
        ("2017-09-16", "2017-09-16"), ("1/2/18", "2018-01-02"), ("29/02/2016", "2016-02-29"),
    ])
    func datesInEachShape(text: String, iso: String) {
        #expect(FileHeader.date(text)?.iso8601 == iso)
    }

    @Test(arguments: ["29/02/2017", "31/04/2017", "13/13/17", "16-09-2017", "16/09/217", "", "today", "9/16/2017x"])
    func textThatIsNoDate(text: String) {
        #expect(FileHeader.date(text) == nil)
    }

    @Test func aGenerambaHeaderGivesAuthorDateCompanyAndProject() throws {
        let header = try #require(FileHeader(Self.header("Created by Kirill Klebanov on 16/09/2017.")))
        #expect(
            header
                == FileHeader(
                    author: "Kirill Klebanov", date: GenerationDate(year: 2017, month: 9, day: 16),
                    company: "Acme Labs", project: "Events"))
    }

    /// A header in Latin-1 (an older editor's) is read byte for byte as Latin-1, not with U+FFFD.
    @Test func aLatin1HeaderGivesItsAuthorAsWritten() throws {
        let bytes =
            Array("//\n//  EventListPresenter.swift\n//  Events\n//\n//  Created by Jos".utf8) + [0xE9]
            + Array(" Mu".utf8) + [0xF1] + Array("oz on 16/09/2017.\n//\n\nfinal class A {}\n".utf8)
        #expect(String(strictUTF8: bytes) == nil)
        let header = try #require(FileHeader(bytes))
        #expect(header.author == "Jos\u{E9} Mu\u{F1}oz")
        #expect(header.date == GenerationDate(year: 2017, month: 9, day: 16))
    }

    @Test func companiesAsCopyrightLinesWriteThem() {
        #expect(FileHeader.company(ofCopyright: "Copyright © 2017 Acme Labs. All rights reserved.") == "Acme Labs")
        #expect(FileHeader.company(ofCopyright: "Copyright © 2017 Acme Inc.. All rights reserved.") == "Acme Inc.")
        #expect(FileHeader.company(ofCopyright: "Copyright © 2017 . All rights reserved.") == "")
        #expect(FileHeader.company(ofCopyright: "Copyright (c) 2019 Rambler&Co") == "Rambler&Co")
    }

    @Test func viperGensOwnHeaderSplitsAuthorAndCompanyAndNamesNoProject() throws {
        let bytes = Array(
            "//\n//  SearchPresenter.swift\n//  Search module of App\n//\n//  Created by Jane (Acme) on 2026-11-22.\n//\n"
                .utf8)
        #expect(
            FileHeader(bytes)
                == FileHeader(
                    author: "Jane", date: GenerationDate(year: 2026, month: 11, day: 22), company: "Acme", project: nil)
        )
    }

    @Test func aFileWithoutLeadingCommentsHasNoHeader() {
        #expect(FileHeader(Array("import UIKit\n// Created by A on 16/09/2017.\n".utf8)) == nil)
    }

    @Test func headersAgreeOrDisagreeByInput() throws {
        let kirill = try #require(FileHeader(Self.header("Created by Kirill Klebanov on 16/09/2017.")))
        let olga = try #require(FileHeader(Self.header("Created by Olga on 16/09/2017.", copyright: nil)))
        let inputs = HeaderInputs([kirill, olga, kirill])
        #expect(inputs.agreed == [.company: "Acme Labs", .project: "Events", .date: "2017-09-16"])
        #expect(
            inputs.disagreed
                == [
                    .author: [
                        HeaderInputs.Count(value: "Kirill Klebanov", files: 2),
                        HeaderInputs.Count(value: "Olga", files: 1),
                    ]
                ])
    }
}
