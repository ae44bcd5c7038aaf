import Testing

@testable import ViperGenFormats

@Suite struct YAMLReaderTests {
    /// The shape of a real Rambafile: comments, plain and quoted values, a list at its key's indentation holding
    /// flow mappings, and a missing value.
    @Test func readsARambafile() throws {
        let text = """
            ### Headers settings
            company: Rambler&Co
            project_name: "Search App"   # quoted
            prefix: RDS
            xcodeproj_path:
            project_targets:
              - App
              - 'App Extension'
            create_logical_groups: yes

            ### Templates
            catalogs:
            - 'https://github.com/igrekde/my-own-generamba-catalog'
            templates:
            - {name: rviper_controller}
            - {name: swifty_viper, git: https://github.com/igrekde/swifty_viper.git, branch: develop}
            - { name: local_one, local: 'Templates/local one' }

            """
        #expect(
            compact(try readYAML(text))
                == "{company: \"Rambler&Co\", project_name: \"Search App\", prefix: \"RDS\", xcodeproj_path: null, "
                + "project_targets: [\"App\", \"App Extension\"], create_logical_groups: true, "
                + "catalogs: [\"https://github.com/igrekde/my-own-generamba-catalog\"], "
                + "templates: [{name: \"rviper_controller\"}, {name: \"swifty_viper\", "
                + "git: \"https://github.com/igrekde/swifty_viper.git\", branch: \"develop\"}, "
                + "{name: \"local_one\", local: \"Templates/local one\"}]}")
    }

    /// The shapes of real rambaspecs: flow-mapping items, `- key: value` items continued on the next lines, and
    /// nested `- -` items.
    @Test func readsARambaspec() throws {
        let text = """
            ---
            name: "viper"
            version: 1.0.1
            code_files:
            # Interactor
            - {name: Interactor/Interactor.swift, path: Code/interactor.swift.liquid}
            - name: Assembly/Assembly.swift
              path: Code/assembly.swift.liquid
              custom_name: "{{ prefix }}Assembly.swift"
            - name: Empty group
            test_files:
              -
                name: Tests/PresenterTests.swift
                path: Tests/presenter_tests.swift.liquid
                is_resource: false
            dependencies: [ViperMcFlurry, "Swinject"]
            matrix:
            - - a
              - b
            - - c
            ...

            """
        #expect(
            compact(try readYAML(text))
                == "{name: \"viper\", version: \"1.0.1\", code_files: ["
                + "{name: \"Interactor/Interactor.swift\", path: \"Code/interactor.swift.liquid\"}, "
                + "{name: \"Assembly/Assembly.swift\", path: \"Code/assembly.swift.liquid\", "
                + "custom_name: \"{{ prefix }}Assembly.swift\"}, {name: \"Empty group\"}], "
                + "test_files: [{name: \"Tests/PresenterTests.swift\", path: \"Tests/presenter_tests.swift.liquid\", "
                + "is_resource: false}], dependencies: [\"ViperMcFlurry\", \"Swinject\"], "
                + "matrix: [[\"a\", \"b\"], [\"c\"]]}")
    }

    @Test func keepsThePositionOfEveryKeyAndValue() throws {
        let text = "a: 1\nlist:\n- x\n-   - \"y\"\n    - {k: 'v', é: [w]}\nz:\n"
        #expect(
            positions(try readYAML(text), in: text) == [
                "{@1:1", "a@1:1=1@1:4", "list@2:1=[@3:1", "x@3:3", "[@4:5", "y@4:7", "{@5:7", "k@5:8=v@5:11",
                "é@5:16=[@5:19", "w@5:20", "z@6:1=@6:3",
            ])
    }

    @Test func readsNestedBlockCollectionsAndTheirEnds() throws {
        let text = """
            a:
              b:
                c: 1
                d:
              e: [1, 2]
            f:
              - g: 1
                h:
                  - 2
              - i
            """
        #expect(
            compact(try readYAML(text))
                == "{a: {b: {c: 1, d: null}, e: [1, 2]}, f: [{g: 1, h: [2]}, \"i\"]}")
    }

    @Test func readsFlowCollectionsAcrossLinesWithCommentsAndTrailingCommas() throws {
        let text = """
            flow: {a: 1, "b": [x, 'y', {}],   # comment
              c: , d,
              e: [],
              f: "q" }
            list: [ one,
                two words ,
              three, ]
            json: {"k":"v","n":[1,2]}
            """
        #expect(
            compact(try readYAML(text))
                == "{flow: {a: 1, b: [\"x\", \"y\", {}], c: null, d: null, e: [], f: \"q\"}, "
                + "list: [\"one\", \"two words\", \"three\"], json: {k: \"v\", n: [1, 2]}}")
    }

    @Test func foldsAndUnescapesScalars() throws {
        let text = #"""
            plain: first
              second

              third   # comment
            single: 'it''s
               folded  '
            double: "tab\tnew\nline \"quoted\" \\ \/ \x41\u00e9\U0001F600 \N\_\L\P \e\0\a\b\v\f\r"
            joined: "one\
                two \
              three"
            spaces: "  kept  "
            colon: a:b # plain with a colon
            hash: a#b
            url: http://example.com/x?y=1
            """#
        guard case .mapping(let entries) = try readYAML(text).value else {
            Issue.record("expected a mapping")
            return
        }
        #expect(
            entries.map { $0.value.scalarText ?? "?" } == [
                "first second\nthird", "it's folded  ",
                "tab\tnew\nline \"quoted\" \\ / Aé😀 \u{85}\u{A0}\u{2028}\u{2029} \u{1B}\u{0}\u{7}\u{8}\u{B}\u{C}\r",
                "onetwo three", "  kept  ", "a:b", "a#b", "http://example.com/x?y=1",
            ])
        #expect(
            entries.map { $0.value.resolved == .string($0.value.scalarText ?? "") } == Array(repeating: true, count: 8))
    }

    @Test func readsDocumentMarkersEmptyDocumentsCRLFAndAByteOrderMark() throws {
        #expect(compact(try readYAML("")) == "null")
        #expect(compact(try readYAML("# only a comment\n---\n...\n")) == "null")
        #expect(compact(try readYAML("--- # start\na: 1\n...\n# after\n")) == "{a: 1}")
        #expect(compact(try readYAML("\u{FEFF}a:\r\n  - b\r\n  - \"c\r\n  d\"\r\n")) == "{a: [\"b\", \"c d\"]}")
        #expect(compact(try readYAML("just text\n  more")) == "\"just text more\"")
        #expect(compact(try readYAML("[a, b]")) == "[\"a\", \"b\"]")
    }

    @Test func keepsScalarStyles() throws {
        guard case .sequence(let items) = try readYAML("- yes\n- 'yes'\n- \"yes\"\n-\n").value else {
            Issue.record("expected a sequence")
            return
        }
        let styles: [YAMLNode.ScalarStyle] = items.compactMap {
            if case .scalar(_, let style) = $0.value { return style }
            return nil
        }
        #expect(styles == [.plain, .singleQuoted, .doubleQuoted, .plain])
        #expect(items.map(\.resolved) == [.bool(true), .string("yes"), .string("yes"), .null])
        #expect(items.map(\.typeName) == ["a boolean", "a string", "a string", "null"])
    }
}
