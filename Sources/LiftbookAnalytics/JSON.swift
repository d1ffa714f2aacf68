/// A JSON value written deterministically: object keys sorted, numbers with at most three
/// decimals and no trailing zeros, integers without a decimal point.
public enum JSON: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number written with at most three decimals.
    case number(Double)
    /// A string, escaped as JSON requires.
    case string(String)
    /// A list.
    case array([JSON])
    /// An object, keys sorted.
    case object(JSONObject)

    /// The text, compact or indented by two spaces, without a trailing newline.
    public func text(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    /// A number, or null when there is none.
    static func number(_ value: Double?) -> JSON { value.map { .number($0) } ?? .null }

    /// A date as `YYYY-MM-DD`, or null.
    static func date(_ value: (some CustomStringConvertible)?) -> JSON { value.map { .string($0.description) } ?? .null }

    func write(into out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value): JSON.format(value, into: &out)
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
        case .object(let object):
            object.write(into: &out, pretty: pretty, indent: indent)
        }
    }

    static func newline(_ out: inout String, _ indent: Int) {
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    /// Up to three decimals, no trailing zeros, no `-0`; null when not finite.
    static func format(_ value: Double, into out: inout String) {
        guard value.isFinite else { out += "null"; return }
        guard abs(value) < 1e15 else { out += String(value); return }
        let scaled = Int64((abs(value) * 1000).rounded())
        if value < 0, scaled != 0 { out += "-" }
        out += String(scaled / 1000)
        var fraction = Int(scaled % 1000)
        guard fraction != 0 else { return }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        out += digits == 3 && fraction < 100 ? (fraction < 10 ? ".00" : ".0") : (digits == 2 && fraction < 10 ? ".0" : ".")
        out += String(fraction)
    }

    /// Writes a JSON string. `<`, `>` and `&` are written as `\u` escapes (and so are U+2028 and
    /// U+2029), so that a document pasted into an HTML page or a script cannot close its tag.
    static func escape(_ text: String, into out: inout String) {
        out += "\""
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0xE2 }) {
            out += text
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20 || scalar == "<" || scalar == ">" || scalar == "&" || scalar == "\u{2028}" || scalar == "\u{2029}":
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

/// A JSON object's members, kept sorted by key.
public struct JSONObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private var keys: [String] = []
    private var values: [JSON] = []

    /// Creates an object from a literal (written in key order it costs no sorting).
    public init(dictionaryLiteral elements: (String, JSON)...) {
        let sorted = zip(elements, elements.dropFirst()).allSatisfy { $0.0 < $1.0 } ? elements : elements.sorted { $0.0 < $1.0 }
        keys = sorted.map(\.0)
        values = sorted.map(\.1)
    }

    /// Creates an object from a dictionary.
    public init(_ dictionary: [String: JSON]) {
        for key in dictionary.keys.sorted() {
            keys.append(key)
            values.append(dictionary[key] ?? .null)
        }
    }

    /// The value of a key; setting one keeps the keys sorted.
    public subscript(key: String) -> JSON? {
        get { keys.firstIndex(of: key).map { values[$0] } }
        set {
            let index = keys.firstIndex { $0 >= key } ?? keys.count
            if index < keys.count, keys[index] == key {
                if let newValue { values[index] = newValue } else { keys.remove(at: index); values.remove(at: index) }
            } else if let newValue {
                keys.insert(key, at: index)
                values.insert(newValue, at: index)
            }
        }
    }

    /// True without members.
    public var isEmpty: Bool { keys.isEmpty }

    func write(into out: inout String, pretty: Bool, indent: Int) {
        guard !keys.isEmpty else { out += "{}"; return }
        out += "{"
        for index in keys.indices {
            if index > 0 { out += "," }
            if pretty { JSON.newline(&out, indent + 1) }
            JSON.escape(keys[index], into: &out)
            out += pretty ? ": " : ":"
            values[index].write(into: &out, pretty: pretty, indent: indent + 1)
        }
        if pretty { JSON.newline(&out, indent) }
        out += "}"
    }
}
