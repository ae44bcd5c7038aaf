/// The fields of a Generamba `.rambaspec`, read after the file was rendered as Liquid for one module.
package struct Rambaspec: Sendable {
    /// One entry of `code_files` or `test_files`.
    package struct Entry: Sendable, Equatable {
        /// Whether the entry came from `code_files` or `test_files`, which decides its root folder.
        package let kind: TemplateSet.File.Kind
        /// `name`: its folder part is the group the file goes in, its last part the file name's base.
        package let name: String
        /// `path`: the template inside the set; `nil` makes the entry an empty folder (a group).
        package let path: String?
        /// `custom_name`: the file name template, used instead of `{{ prefix }}{{ module_info.name }}` + base name.
        package let customName: String?
        /// `is_resource`: only decides the Xcode build phase.
        package let isResource: Bool
        /// Where the entry stands in the rendered rambaspec, for messages.
        let offset: Int
    }

    var name: String?
    var summary: String?
    package var author: String?
    var version: String?
    var license: String?
    /// `code_files` then `test_files`, in file order.
    package var entries: [Entry] = []
    /// `support_code_files` then `support_test_files` (viper-gen's keys, which Generamba ignores): files the modules
    /// of a target share, written once; an entry's `name` is its path below the code or tests folder.
    package var support: [Entry] = []
    /// `dependencies`: pods or Carthage packages the set needs; listed by `templates show`.
    var dependencies: [String] = []
}
