import ViperGenEngine
import ViperGenSupport

extension TemplateSet {
    /// Text a set inserts into a file that exists already (a parent module's router, a route list), next to an
    /// anchor line the file holds; declared in `template.json` under `insertions`.
    ///
    /// ```json
    /// { "into": "{{ params.parent }}/{{ params.parent }}Router.swift", "after": "// viper-gen: routes",
    ///   "source": "insertions/route.swift.liquid", "when": "params.parent != ''" }
    /// ```
    public struct Insertion: Sendable {
        /// Whether the text goes right after or right before the anchor line.
        public enum Placement: String, Equatable, Sendable {
            /// Right after the anchor line.
            case after
            /// Right before the anchor line.
            case before
        }

        /// The entry's index in `insertions`, for messages (`insertions[0]`).
        public let index: Int
        /// Where the entry stands in `template.json`, which every problem of the insertion points at.
        package let spot: SourceSpot
        /// Code (below the code folder) or test (below the tests folder).
        public let kind: File.Kind
        /// After or before the anchor.
        public let placement: Placement
        /// Whether the anchor must occur once only in the file.
        public let unique: Bool
        /// The target file's path as written in the manifest.
        public let intoText: String
        /// The anchor as written in the manifest.
        public let anchorText: String
        /// The target file's path, relative to the root of `kind`: a template.
        package let into: LiquidTemplate
        /// The anchor line: a template, compared with the file's lines after trimming whitespace.
        package let anchor: LiquidTemplate
        /// The text to insert: whole lines.
        package let text: LiquidTemplate
        /// Renders `true` when the insertion is made; `nil` means always.
        package let condition: LiquidTemplate?

        /// `insertions[N]`, as messages name the entry.
        package var name: String { "insertions[\(index)]" }
    }
}
