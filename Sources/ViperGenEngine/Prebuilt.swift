/// The marker of the initializers that rebuild a parsed template from the Swift source `EmbedTemplatesTool` writes
/// at build time: each takes every stored property of its type, in order, so that the tool can write any parsed
/// value with `Mirror` (`AssignTag(.parts, name: "x", value: …)`).
package enum Prebuilt: Sendable {
    case parts
}
