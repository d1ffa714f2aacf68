import LiftbookTemplates

/// A JSON value written deterministically: object keys sorted, numbers with at most three
/// decimals and no trailing zeros, integers without a decimal point.
package enum JSON: Sendable, Hashable {
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
    package func text(pretty: Bool = false) -> String {
        String(decoding: bytes(pretty: pretty), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``text(pretty:)``, followed by `terminator` (API files end in a newline).
    package func bytes(pretty: Bool = false, terminator: String = "") -> [UInt8] {
        var out = JSONOutput()
        write(into: &out, pretty: pretty, indent: 0)
        out.append(terminator)
        return out.bytes
    }

    /// A number, or null when there is none.
    static func number(_ value: Double?) -> JSON { value.map { .number($0) } ?? .null }

    /// A date as `YYYY-MM-DD`, or null.
    static func date(_ value: (some CustomStringConvertible)?) -> JSON { value.map { .string($0.description) } ?? .null }

    func write(into out: inout JSONOutput, pretty: Bool, indent: Int) {
        switch self {
        case .null: out.append("null")
        case .bool(let value): out.append(value ? "true" : "false")
        case .int(let value): out.append(integer: value)
        case .number(let value): JSON.format(value, into: &out)
        case .string(let value): JSON.escape(value, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out.append("[]"); return }
            out.append(byte: UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { out.append(byte: UInt8(ascii: ",")) }
                if pretty { out.newline(indent + 1) }
                items[index].write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out.newline(indent) }
            out.append(byte: UInt8(ascii: "]"))
        case .object(let object):
            object.write(into: &out, pretty: pretty, indent: indent)
        }
    }

    /// Up to three decimals, no trailing zeros, no `-0`; null when not finite.
    static func format(_ value: Double, into out: inout JSONOutput) {
        guard value.isFinite else { out.append("null"); return }
        guard abs(value) < 1e15 else { out.append(String(value)); return }
        let scaled = Int64((abs(value) * 1000).rounded())
        if value < 0, scaled != 0 { out.append(byte: UInt8(ascii: "-")) }
        out.append(integer: Int(scaled / 1000))
        var fraction = Int(scaled % 1000)
        guard fraction != 0 else { return }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        out.append(byte: UInt8(ascii: "."))
        // The leading zeros of the fraction: .05 is written from 5 with two digits.
        if digits >= 2, fraction < 10 { out.append(byte: UInt8(ascii: "0")) }
        if digits == 3, fraction < 100 { out.append(byte: UInt8(ascii: "0")) }
        out.append(integer: fraction)
    }

    /// The bytes below 64 that a JSON string escapes (controls, `"`, `&`, `<`, `>`), as bits of a
    /// word; above 64 only `\\` and 0xE2 (the lead byte of U+2028 and U+2029) need a look.
    private static let specials: UInt64 = 0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E

    /// Writes a JSON string. `<`, `>` and `&` are written as `\u` escapes (and so are U+2028 and
    /// U+2029), so that a document pasted into an HTML page or a script cannot close its tag.
    static func escape(_ text: String, into out: inout JSONOutput) {
        out.append(byte: UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { source in
            // Runs of plain bytes are copied at once; every byte a scalar of several bytes is
            // made of is 0x80 or above, so a byte below 0x80 is a whole scalar.
            var start = 0
            var index = 0
            func flush() {
                if start < index { out.append(raw: UnsafeBufferPointer(rebasing: source[start..<index])) }
            }
            while index < source.count {
                let byte = source[index]
                let length: Int
                if byte < 64 {
                    guard specials >> UInt64(byte) & 1 != 0 else { index += 1; continue }
                    length = 1
                } else if byte == UInt8(ascii: "\\") {
                    length = 1
                } else if byte == 0xE2, index + 2 < source.count, source[index + 1] == 0x80,
                          source[index + 2] == 0xA8 || source[index + 2] == 0xA9 {
                    length = 3
                } else {
                    index += 1
                    continue
                }
                flush()
                switch byte {
                case UInt8(ascii: "\""): out.append("\\\"")
                case UInt8(ascii: "\\"): out.append("\\\\")
                case UInt8(ascii: "\n"): out.append("\\n")
                case UInt8(ascii: "\r"): out.append("\\r")
                case UInt8(ascii: "\t"): out.append("\\t")
                case 0xE2: out.append(source[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                default: unicodeEscape(UInt32(byte), into: &out)
                }
                index += length
                start = index
            }
            flush()
        }
        out.append(byte: UInt8(ascii: "\""))
    }

    /// `\u` and four lowercase hexadecimal digits.
    private static func unicodeEscape(_ value: UInt32, into out: inout JSONOutput) {
        let hex = String(value, radix: 16)
        out.append("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex)
    }
}

/// The bytes of a JSON document as it is written, in the page buffer of the templates (whose
/// appends cost less than an array's).
struct JSONOutput {
    private var buffer = TemplateOutput(capacity: 4096)

    /// The bytes written so far, in an array of exactly their size.
    var bytes: [UInt8] { buffer.bytes }

    mutating func append(byte: UInt8) { buffer.append(byte: byte) }

    mutating func append(_ text: String) { buffer.append(raw: text) }

    mutating func append(raw bytes: UnsafeBufferPointer<UInt8>) { buffer.append(raw: bytes) }

    /// Appends `count` bytes stored by `write`, with room made once.
    mutating func append(count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) { buffer.append(count: count, write) }

    /// A whole number in decimal, written without making a String.
    mutating func append(integer value: Int) {
        if value < 0 { buffer.append(byte: UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        guard magnitude > 0 else { buffer.append(byte: UInt8(ascii: "0")); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { digits in
            while magnitude > 0 {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            let written = UnsafeRawBufferPointer(rebasing: digits[(20 - count)...])
            buffer.append(raw: written.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Twenty-four spaces: the indent of up to twelve levels in one append.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 24)

    /// A line break and two spaces per level.
    mutating func newline(_ indent: Int) {
        buffer.append(byte: UInt8(ascii: "\n"))
        var rest = 2 * indent
        while rest > 0 {
            let run = min(rest, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer { buffer.append(raw: UnsafeBufferPointer(rebasing: $0[..<run])) }
            rest -= run
        }
    }
}

/// A JSON object's members, kept sorted by key.
package struct JSONObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private var keys: [String] = []
    private var values: [JSON] = []

    /// Creates an object from a literal (written in key order it costs no sorting).
    package init(dictionaryLiteral elements: (String, JSON)...) {
        let sorted = zip(elements, elements.dropFirst()).allSatisfy { $0.0 < $1.0 } ? elements : elements.sorted { $0.0 < $1.0 }
        keys = sorted.map(\.0)
        values = sorted.map(\.1)
    }

    /// Creates an object from a dictionary.
    package init(_ dictionary: [String: JSON]) {
        for key in dictionary.keys.sorted() {
            keys.append(key)
            values.append(dictionary[key] ?? .null)
        }
    }

    /// The value of a key; setting one keeps the keys sorted.
    package subscript(key: String) -> JSON? {
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
    package var isEmpty: Bool { keys.isEmpty }

    func write(into out: inout JSONOutput, pretty: Bool, indent: Int) {
        guard !keys.isEmpty else { out.append("{}"); return }
        out.append(byte: UInt8(ascii: "{"))
        for index in keys.indices {
            if index > 0 { out.append(byte: UInt8(ascii: ",")) }
            if pretty { out.newline(indent + 1) }
            JSON.escape(keys[index], into: &out)
            out.append(pretty ? ": " : ":")
            values[index].write(into: &out, pretty: pretty, indent: indent + 1)
        }
        if pretty { out.newline(indent) }
        out.append(byte: UInt8(ascii: "}"))
    }
}
