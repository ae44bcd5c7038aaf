import ViperGenTemplateSets

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GenerationPlan {
    /// One insertion of a run: text a set's `insertions` entry puts into an existing file, next to an anchor line.
    public struct Insertion: Equatable, Sendable {
        /// The module the insertion belongs to.
        public let module: String
        /// The manifest entry (`insertions[N]`).
        public let index: Int
        /// The file the text goes into.
        public let url: URL
        /// The anchor line, rendered and trimmed.
        public let anchor: String
        /// After or before the anchor.
        public let placement: TemplateSet.Insertion.Placement
        /// The inserted lines, exactly as written (indented, with the anchor line's line endings).
        public let bytes: [UInt8]
        /// True when the text stood at the anchor already, so that nothing is inserted. Such lines are not the
        /// module's: they are not recorded, and `remove` leaves them.
        public let alreadyPresent: Bool
        /// True when the anchor was the file's last line and had no line break, so that one was added to it before
        /// the text: `remove` takes it away again with the text.
        public var addedLineBreak = false
        /// The change as a unified diff's hunk (`@@ -4,3 +4,5 @@` and its lines), without file headers; empty when
        /// the text was present already.
        public let hunk: String
    }

    /// An insertion as rendered, before any file is read: what `update` merges over the recorded one.
    package struct RenderedInsertion: Equatable, Sendable {
        let module: String
        /// The manifest entry (`insertions[N]`).
        package let index: Int
        /// The file the text goes into.
        package let url: URL
        /// The anchor line, rendered and trimmed.
        package let anchor: String
        /// After or before the anchor.
        package let placement: TemplateSet.Insertion.Placement
        /// The rendered text.
        package let text: String
        /// Whether the set asks for a unique anchor line (`"unique": true`).
        package var unique = false
    }
}
