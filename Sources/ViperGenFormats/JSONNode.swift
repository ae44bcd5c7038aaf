/// A JSON value with the byte offset it starts at, so that manifest problems can name a line and column.
///
/// Foundation's decoders say little about where a problem is, and nothing about unknown keys; this small
/// reader keeps positions and object key order. Nesting is limited to `maximumDepth`, so hostile input
/// cannot exhaust the stack.
package struct JSONNode: Sendable {
    package enum Value: Sendable {
        case object([(key: String, keyOffset: Int, value: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    package let value: Value
    package let offset: Int

    package var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
