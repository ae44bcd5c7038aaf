import ViperGenEngine

extension TemplateValue: Encodable {
    /// Encodes the value as the matching JSON value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .float(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        case .list(let items): try container.encode(items)
        case .dictionary(let entries): try container.encode(entries.unordered)
        case .nil: try container.encodeNil()
        }
    }
}
