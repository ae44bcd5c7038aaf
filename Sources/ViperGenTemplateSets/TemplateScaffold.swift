/// The files of a new, working template set, written by `viper-gen template new NAME`: a manifest with a bool and
/// a choice parameter, a snippet, a conditional test file, and a file outside any module folder.
package enum TemplateScaffold {
    /// The set's files by path inside the set.
    package static func files(named name: String) -> [String: String] {
        [
            "template.json": """
            {
              "name": "\(name)",
              "summary": "A service with its protocol and a test; edit the templates to make it yours",
              "parameters": [
                {
                  "name": "tests",
                  "type": "bool",
                  "default": true,
                  "description": "Generate a test file"
                },
                {
                  "name": "kind",
                  "type": "choice",
                  "choices": ["service", "repository"],
                  "default": "service",
                  "description": "What the generated type is called"
                }
              ],
              "files": [
                {
                  "source": "Service.swift.liquid",
                  "output": "Services/{{ module.type_name }}{{ params.kind | capitalize }}.swift",
                  "kind": "code"
                },
                {
                  "source": "ServiceTests.swift.liquid",
                  "output": "{{ module.type_name }}{{ params.kind | capitalize }}Tests.swift",
                  "kind": "test",
                  "condition": "params.tests"
                }
              ]
            }

            """,
            "snippets/header.liquid": """
            //
            //  {{ file.name }}
            //  {{ project.name }}
            //
            {%- if developer.name != empty %}
            //  Created by {{ developer.name }} on {{ date }}.
            {%- else %}
            //  Created on {{ date }}.
            {%- endif %}
            //

            """,
            "Service.swift.liquid": """
            {% include 'header' %}
            {%- assign kind = params.kind | capitalize %}
            {%- assign type = module.type_name | append: kind %}

            /// Provides {{ module.name | snake_case | replace: "_", " " }} data to the app's interactors.
            protocol {{ type }}Protocol: Sendable {
                /// Loads the items.
                func items() async throws -> [String]
            }

            /// The live {{ params.kind }}.
            struct {{ type }}: {{ type }}Protocol {
                func items() async throws -> [String] {
                    []
                }
            }

            """,
            "ServiceTests.swift.liquid": """
            {% include 'header' %}
            {%- assign kind = params.kind | capitalize %}
            {%- assign type = module.type_name | append: kind %}

            import XCTest

            @testable import {{ target }}

            final class {{ type }}Tests: XCTestCase {
                func testItemsStartEmpty() async throws {
                    let items = try await {{ type }}().items()

                    XCTAssertEqual(items, [])
                }
            }

            """,
        ]
    }
}
