/// A value of a JSON-shaped document (JSON today; YAML reads into the same shapes), as a schema reader sees it:
/// its position, its type's name for messages, and its contents when it is of the type asked for.
package protocol SchemaNode {
    /// The byte offset the value starts at in its file.
    var offset: Int { get }
    /// The type's name with its article, for messages: `an object`, `a string`.
    var typeName: String { get }
    /// The text, when the value is a string.
    var stringValue: String? { get }
    /// The flag, when the value is a boolean.
    var boolValue: Bool? { get }
    /// The keys and values in document order, when the value is an object.
    var members: [(key: String, keyOffset: Int, value: Self)]? { get }
    /// The elements, when the value is a list.
    var elements: [Self]? { get }
}
