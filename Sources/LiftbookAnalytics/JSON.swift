import LiftbookModel

/// A JSON value written deterministically: object keys sorted, numbers with at most three
/// decimals and no trailing zeros, integers without a decimal point.
public enum JSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// The text, compact or indented by two spaces, without a trailing newline.
    public func text(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    /// A number, or null when there is none.
    static func number(_ value: Double?) -> JSON { value.map { .number($0) } ?? .null }

    /// A string, or null when there is none.
    static func string(_ value: String?) -> JSON { value.map { .string($0) } ?? .null }

    /// A date as `YYYY-MM-DD`, or null.
    static func date(_ value: LocalDate?) -> JSON { value.map { .string($0.description) } ?? .null }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value): out += value.isFinite ? formatNumber(value, decimals: 3) : "null"
        case .string(let value): JSON.escape(value, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                if pretty { JSON.newline(&out, indent + 1) }
                item.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSON.newline(&out, indent) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (i, key) in members.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                if pretty { JSON.newline(&out, indent + 1) }
                JSON.escape(key, into: &out)
                out += pretty ? ": " : ":"
                members[key]?.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSON.newline(&out, indent) }
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int) {
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    private static func escape(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
