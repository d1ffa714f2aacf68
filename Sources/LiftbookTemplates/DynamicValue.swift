/// Data without a declared shape (parsed JSON): its names are looked up while rendering, as
/// Mustache does in dynamic languages. Liftbook's pages use typed views; this serves tests and
/// tools that render arbitrary data.
package enum DynamicValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([DynamicValue])
    case object([String: DynamicValue])

    /// The value of `name` in an object (`.` is the value itself).
    package subscript(name: String) -> DynamicValue? {
        if name == "." { return self }
        guard case .object(let members) = self else { return nil }
        return members[name]
    }

    /// How `{{name}}` shows the value: numbers without a needless `.0`, nothing for null.
    package var text: String {
        switch self {
        case .null, .list, .object: ""
        case .bool(let value): value ? "true" : "false"
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 { String(Int(value)) } else { String(value) }
        case .string(let value): value
        }
    }

    /// False, null and the empty list skip a section.
    var isFalsy: Bool {
        switch self {
        case .null, .bool(false): true
        case .list(let items): items.isEmpty
        default: false
        }
    }
}

extension DynamicValue: TemplateView {
    /// Dynamic data declares no names; they are looked up in the value.
    package static let templateKeys = TemplateKeys<DynamicValue>(title: "data", keys: [], dot: { $0.text }, dynamic: { $0[$1] })
}
