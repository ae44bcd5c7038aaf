import Testing

@testable import ViperGenFormats

/// The pure `Package.swift` edit: where the target list is found, and the exact text added in each common layout.
@Suite struct PackageManifestTests {
    static let search = [
        PackageTarget(name: "Search", kind: .target, dependencies: ["Core"]),
        PackageTarget(name: "SearchTests", kind: .testTarget, dependencies: ["Search"]),
    ]

    /// The manifest after adding `targets`, as text.
    func added(_ text: String, _ targets: [PackageTarget] = search) throws -> String {
        let manifest = try PackageManifest(bytes: Array(text.utf8), name: "Package.swift")
        return String(decoding: manifest.adding(targets).bytes, as: UTF8.self)
    }

    @Test func inlineTargetsOneArgumentALine() throws {
        let text = """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "App",
                targets: [
                    .target(
                        name: "Core"
                    ),
                    .testTarget(
                        name: "CoreTests",
                        dependencies: ["Core"]
                    ),
                ]
            )

            """
        #expect(
            try added(text) == """
                // swift-tools-version: 6.2
                import PackageDescription

                let package = Package(
                    name: "App",
                    targets: [
                        .target(
                            name: "Core"
                        ),
                        .testTarget(
                            name: "CoreTests",
                            dependencies: ["Core"]
                        ),
                        .target(
                            name: "Search",
                            dependencies: ["Core"]
                        ),
                        .testTarget(
                            name: "SearchTests",
                            dependencies: ["Search"]
                        ),
                    ]
                )

                """)
    }

    @Test func oneLineElementsWithoutTrailingCommaAndAComment() throws {
        let text = """
            let package = Package(
              name: "App",
              targets: [
                .target(name: "Core"),  // the core
                .testTarget(name: "CoreTests", dependencies: ["Core"]) // its tests
                // .target(name: "Later"),
              ],
              swiftLanguageModes: [.v6]
            )
            """
        #expect(
            try added(text) == """
                let package = Package(
                  name: "App",
                  targets: [
                    .target(name: "Core"),  // the core
                    .testTarget(name: "CoreTests", dependencies: ["Core"]), // its tests
                    // .target(name: "Later"),
                    .target(name: "Search", dependencies: ["Core"]),
                    .testTarget(name: "SearchTests", dependencies: ["Search"])
                  ],
                  swiftLanguageModes: [.v6]
                )
                """)
    }

    @Test func targetsInAConstant() throws {
        let text = """
            import PackageDescription

            let package = Package(
                name: "App",
                products: products,
                targets: targets
            )

            let products: [Product] = [.library(name: "App", targets: ["App"])]

            let targets: [Target] = [
                .target(name: "App", dependencies: ["Core"]),
                .target(name: "Core"),
            ]
            """
        #expect(
            try added(text) == """
                import PackageDescription

                let package = Package(
                    name: "App",
                    products: products,
                    targets: targets
                )

                let products: [Product] = [.library(name: "App", targets: ["App"])]

                let targets: [Target] = [
                    .target(name: "App", dependencies: ["Core"]),
                    .target(name: "Core"),
                    .target(name: "Search", dependencies: ["Core"]),
                    .testTarget(name: "SearchTests", dependencies: ["Search"]),
                ]
                """)
    }

    /// A `var` list that later code appends to or transforms keeps the added targets; one given another value does
    /// not, so it is refused at the assignment (swift-collections' manifest: `var _targets: [Target] = []`, replaced
    /// in both branches of an `if`, took the targets in silently and the package never had them).
    @Test func aVariableListAppendedToIsEditedOneAssignedAgainIsRefused() throws {
        let appended = """
            var targets: [Target] = [.target(name: "Core")]
            targets += [.target(name: "Extra")]
            targets.append(.target(name: "More"))
            if testsOnly { targets = targets.filter { $0.isTest } }
            package.targets = targets
            let package = Package(name: "App", targets: targets)
            """
        #expect(
            try added(appended, [PackageTarget(name: "Search", kind: .target, dependencies: [])]) == """
                var targets: [Target] = [.target(name: "Core"), .target(name: "Search")]
                targets += [.target(name: "Extra")]
                targets.append(.target(name: "More"))
                if testsOnly { targets = targets.filter { $0.isTest } }
                package.targets = targets
                let package = Package(name: "App", targets: targets)
                """)
        let assigned = """
            var _targets: [Target] = []
            if singleModule {
              _targets = [.target(name: "Collections")]
            } else {
              _targets = targets.map { $0.toTarget() }
            }
            let package = Package(name: "Collections", targets: _targets)
            """
        #expect(throws: PackageManifestError.self) { try added(assigned) }
        do {
            _ = try PackageManifest(bytes: Array(assigned.utf8), name: "Package.swift")
        } catch {
            #expect(error.location.map { "\($0.line):\($0.column)" } == "3:3")
            #expect(
                error.message
                    == "'_targets' is assigned again here, so the package's targets may not be the list declared at "
                    + "line 1; viper-gen cannot tell which list to edit: keep one 'let _targets = [ … ]' (append with "
                    + "'+=' if needed), or add the new targets by hand")
            #expect(error.diagnostic.category == .data)
        }
    }

    @Test func productsPluginsAndTrickyLiterals() throws {
        let text = #"""
            // swift-tools-version: 6.0
            import PackageDescription

            /* targets: [ not this one ] */
            let note = "targets: [ nor ] this"
            let raw = #"a "]" inside \(raw)"#
            let package = Package(
                name: "App",
                products: [
                    .library(name: "App", targets: ["App"]),
                    .plugin(name: "Lint", targets: ["Lint"]),
                ],
                dependencies: [],
                targets: [
                    .target(
                        name: "App",
                        resources: [.process("Resources/\("x")]")],
                        plugins: [.plugin(name: "Lint")]
                    ),
                    .plugin(
                        name: "Lint",
                        capability: .buildTool()
                    ),
                ] + extraTargets
            )
            let extraTargets: [Target] = []
            """#
        let manifest = try PackageManifest(bytes: Array(text.utf8), name: "Package.swift")
        #expect(manifest.targetNames.map(\.name) == ["App", "Lint"])
        #expect(manifest.targetNames.map(\.location.line) == [15, 20])
        #expect(
            try added(text).contains(
                """
                        .plugin(
                            name: "Lint",
                            capability: .buildTool()
                        ),
                        .target(
                            name: "Search",
                            dependencies: ["Core"]
                        ),
                        .testTarget(
                            name: "SearchTests",
                            dependencies: ["Search"]
                        ),
                    ] + extraTargets

                """))
    }

    /// swift-argument-parser's layout: two-space steps, `)` after the last argument, `#if` blocks after the call.
    @Test func closingParenthesisAfterTheLastArgumentAndConditionalElements() throws {
        let text = """
            var package = Package(
              name: "swift-argument-parser",
              targets: [
                // Core Library
                .target(
                  name: "ArgumentParser",
                  exclude: ["CMakeLists.txt"]),
            #if os(macOS)
                .target(name: "MacOnly"),
            #endif
              ]
            )

            #if os(macOS)
            package.targets.append(.target(name: "Later"))
            #endif
            """
        let manifest = try PackageManifest(bytes: Array(text.utf8), name: "Package.swift")
        #expect(manifest.targetNames.map(\.name) == ["ArgumentParser", "MacOnly"])
        #expect(
            try added(text) == """
                var package = Package(
                  name: "swift-argument-parser",
                  targets: [
                    // Core Library
                    .target(
                      name: "ArgumentParser",
                      exclude: ["CMakeLists.txt"]),
                #if os(macOS)
                    .target(name: "MacOnly"),
                #endif
                    .target(
                      name: "Search",
                      dependencies: ["Core"]),
                    .testTarget(
                      name: "SearchTests",
                      dependencies: ["Search"]),
                  ]
                )

                #if os(macOS)
                package.targets.append(.target(name: "Later"))
                #endif
                """)
    }

    @Test func listsOnOneLine() throws {
        let targets = [PackageTarget(name: "Search", kind: .target)]
        #expect(
            try added(#"let package = Package(name: "A", targets: [.target(name: "A")])"#, targets)
                == #"let package = Package(name: "A", targets: [.target(name: "A"), .target(name: "Search")])"#)
        #expect(
            try added(#"let package = Package(name: "A", targets: [.target(name: "A"),])"#, targets)
                == #"let package = Package(name: "A", targets: [.target(name: "A"), .target(name: "Search"),])"#)
        #expect(
            try added(#"let package = Package(name: "A", targets: [])"#, targets)
                == #"let package = Package(name: "A", targets: [.target(name: "Search")])"#)
    }

    @Test func emptyListOnLinesOfItsOwnAndClosingAfterTheLastElement() throws {
        let targets = [PackageTarget(name: "Search", kind: .target)]
        #expect(
            try added("let package = Package(\n\tname: \"A\",\n\ttargets: [\n\t]\n)\n", targets)
                == "let package = Package(\n\tname: \"A\",\n\ttargets: [\n\t\t.target(name: \"Search\"),\n\t]\n)\n")
        #expect(
            try added("let package = Package(\n  targets: [\n    .target(name: \"A\")])\n", targets)
                == "let package = Package(\n  targets: [\n    .target(name: \"A\"),\n    .target(name: \"Search\")])\n")
    }

    @Test func windowsLineEndingsAndConditionalElements() throws {
        let text = "let package = Package(\r\n  targets: [\r\n    .target(name: \"A\"),\r\n  ]\r\n)\r\n"
        #expect(
            try added(text, [PackageTarget(name: "B", kind: .target)])
                == "let package = Package(\r\n  targets: [\r\n    .target(name: \"A\"),\r\n    .target(name: \"B\"),\r\n  ]\r\n)\r\n"
        )
    }

    /// Found by PackageManifestFuzzer: a file whose first line ends in `\r\n` but whose list uses `\n` got `\r\n`
    /// lines in the list, and removing them left a `\r` behind.
    @Test func lineEndingsFollowTheLinesAroundTheList() throws {
        let text =
            "// swift-tools-version: 6.2\r\nlet package = Package(\n  targets: [\n    .target(name: \"A\")\n  ]\n)\n"
        #expect(
            try added(text, [PackageTarget(name: "B", kind: .target)])
                == "// swift-tools-version: 6.2\r\nlet package = Package(\n  targets: [\n    .target(name: \"A\"),\n"
                + "    .target(name: \"B\")\n  ]\n)\n")
        #expect(
            try added(
                "let package = Package(targets: [.target(name: \"A\")])\r\n", [PackageTarget(name: "B", kind: .target)])
                == "let package = Package(targets: [.target(name: \"A\"), .target(name: \"B\")])\r\n")
    }

    /// Found by PackageManifestFuzzer (finding 13): a block comment spanning lines ends on the line of `]` (or of
    /// an element). The new targets went in at the start of that line, inside the comment, and taking an element
    /// out there cut the comment apart; both now work from the token itself when text comes before it on its line.
    @Test func aCommentEndingOnTheLineOfTheClosingBracketOrOfAnElement() throws {
        let targets = [PackageTarget(name: "B", kind: .target)]
        let closing = "let package = Package(\n  targets: [\n    .target(name: \"A\"),\n    /* a\n    b */ ]\n)\n"
        let closingAdded = try added(closing, targets)
        #expect(
            closingAdded
                == "let package = Package(\n  targets: [\n    .target(name: \"A\"),\n    /* a\n    b */ \n"
                + "    .target(name: \"B\"),]\n)\n")
        let closingManifest = try PackageManifest(bytes: Array(closingAdded.utf8), name: "Package.swift")
        #expect(closingManifest.elements.map(\.name) == ["A", "B"])
        #expect(closingManifest.removing(targetsNamed: ["B"]).bytes == Array(closing.utf8))

        let element =
            "let package = Package(\n  targets: [\n    /* a\n    b */ .target(name: \"A\"),\n    .target(name: \"C\"),\n  ]\n)\n"
        let manifest = try PackageManifest(bytes: Array(element.utf8), name: "Package.swift")
        #expect(
            String(decoding: manifest.removing(targetsNamed: ["A"]).bytes, as: UTF8.self)
                == "let package = Package(\n  targets: [\n    /* a\n    b */\n    .target(name: \"C\"),\n  ]\n)\n")
    }

    @Test func theAdditionSaysWhereTheNewTargetsAre() throws {
        let text = "let package = Package(\n    targets: [\n        .target(name: \"A\")\n    ]\n)\n"
        let manifest = try PackageManifest(bytes: Array(text.utf8), name: "Package.swift")
        let addition = manifest.adding(Self.search)
        #expect(addition.firstLine == 4)
        #expect(
            addition.lines == [
                "        .target(name: \"Search\", dependencies: [\"Core\"]),",
                "        .testTarget(name: \"SearchTests\", dependencies: [\"Search\"])",
            ])
    }

    @Test func errorsNameThePlace() {
        func error(_ text: String) -> String {
            do {
                _ = try PackageManifest(bytes: Array(text.utf8), name: "Package.swift")
                return "no error"
            } catch {
                let location = error.location.map { "\($0.line):\($0.column): " } ?? ""
                return location + error.message
            }
        }
        #expect(
            error("let x = 1\n")
                == "Package.swift has no Package(…) call; is it a Swift package manifest? Run viper-gen in the "
                + "package's folder")
        #expect(
            error("let package = Package(\n  name: \"A\"\n)\n")
                == "1:15: this Package(…) call has no targets: argument; add 'targets: []' after its other arguments "
                + "and run again")
        #expect(
            error("let package = Package(\n  name: \"A\",\n  targets: makeTargets()\n)\n")
                == "3:12: targets: is neither an array literal nor the name of a top-level constant holding one; list "
                + "the targets as 'targets: [ … ]' (or in 'let targets: [Target] = [ … ]') or add the new ones by hand")
        #expect(
            error("let package = Package(targets: all)\nvar all: [Target] { [] }\n")
                == "1:32: targets: names 'all', but no top-level 'let all = [ … ]' or 'var all = [ … ]' declares it as "
                + "an array literal; declare it so, or add the new targets by hand")
        #expect(
            error("let package = Package(targets: [\n  .target(name: \"A)\n])\n")
                == "2:17: cannot read the package manifest: this string literal is not closed on its line; add the "
                + "closing quote")
        #expect(
            error("let package = Package(targets: [\n  .target(name: \"A\")\n)\n")
                == "3:1: cannot read the package manifest: this ')' closes nothing open; check the brackets above it")
        // Found by PackageManifestFuzzer: a comma after no element, which the addition wrote its targets before and
        // the removal then took out with a comment line.
        #expect(
            error("let package = Package(targets: [\n  // a comment\n  ,])\n")
                == "3:3: cannot read the package manifest: this ',' follows no element of the target list; remove it")
        #expect(
            error("let package = Package(targets: [.target(name: \"A\"),, .target(name: \"B\")])\n")
                == "1:52: cannot read the package manifest: this ',' follows no element of the target list; remove it")
        #expect(
            error("let package = Package(targets: [\n  .target(name: \"A\")\n#if os(Linux)\n#endif\n  ,])\n")
                == "5:3: cannot read the package manifest: this ',' follows a '#' line; put it right after the element "
                + "it follows")
        // Found by PackageManifestFuzzer: a carriage return alone before ']' became half of the line break the
        // addition wrote after it, and the removal took it away with the added lines.
        #expect(
            error("let package = Package(targets: [\n  .target(name: \"A\")\r])\n")
                == "2:21: cannot read the package manifest: a carriage return without a line feed; lines must end in "
                + "\\n or \\r\\n, convert the line endings")
        // Found by PackageManifestFuzzer: a lone backquote read the rest of its line as one name, commas included,
        // so the targets added after it merged with the element before them.
        #expect(
            error("let package = Package(targets: [\n  .target(name: \"A\") // x\n  .exec`x(name: \"B\"),\n])\n")
                == "3:8: cannot read the package manifest: this `name is not closed on its line; add the closing "
                + "backquote")
        #expect(
            error("/* a /* nested */ comment\nlet package = Package(targets: [])")
                == "1:1: cannot read the package manifest: this /* comment is never closed; add */")
        #expect(
            error(
                "#if os(Linux)\nlet package = Package(targets: [])\n#else\nlet package = Package(targets: [])\n#endif\n"
            )
                == "4:15: this Package(…) call is one of several (another at line 2); viper-gen cannot tell which "
                + "one to edit: add the targets by hand")
    }

    /// Every prefix of a manifest (a file cut anywhere: in a string, a comment, an interpolation) is read or refused
    /// with an error, never a crash; every prefix that is read takes the targets and reads back with them.
    @Test func everyPrefixIsReadOrRefused() throws {
        let text = ##"""
            // swift-tools-version: 6.0
            /* a /* nested */ comment */
            let note = """
                multi-line "with quotes" and \(interpolated("]"))
                """
            let package = Package(
              name: "Cut",
              targets: [
                .target(name: "A", resources: [.copy(#"raw "]" \#(x)"#)]),
                .testTarget(name: "ATests", dependencies: ["A"]),
              ] + more
            )
            let more: [Target] = []
            """##
        let bytes = Array(text.utf8)
        var read = 0
        for end in 0...bytes.count {
            guard let manifest = try? PackageManifest(bytes: Array(bytes[..<end]), name: "Package.swift") else {
                continue
            }
            read += 1
            let names = manifest.targetNames.map(\.name)
            let added = manifest.adding([PackageTarget(name: "New", kind: .target)])
            let again = try PackageManifest(bytes: added.bytes, name: "Package.swift")
            #expect(again.targetNames.map(\.name) == names + ["New"], "prefix of \(end) bytes")
        }
        // The prefixes read are those that end after the Package(…) call and outside the brackets of
        // `let more: [Target] = []`: 12 up to `let more: `, 4 from `[Target]` to `= `, and the whole file.
        #expect(read == 17)
    }
}
