/// Writes a JSON document straight into bytes, with exactly the text ``JSON/bytes(pretty:terminator:)``
/// gives for the same tree, without building the tree first. The caller writes each object's keys
/// in sorted order (they are fixed names, so the order is known where the document is written);
/// a test checks the streamed documents against the tree's text.
struct JSONWriter {
    private(set) var output = JSONOutput()
    private let pretty: Bool
    /// How deep the open objects and arrays are.
    private var depth = 0
    /// True until the innermost open object or array gets its first member.
    private var isFirst = true

    init(pretty: Bool) { self.pretty = pretty }

    /// The bytes written, followed by `terminator`.
    consuming func bytes(terminator: String = "") -> [UInt8] {
        output.append(terminator)
        return output.bytes
    }

    /// Opens an object; its members follow as ``key(_:)`` and a value each.
    mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost object (`{}` when it has no members).
    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array; its items follow as values.
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes the innermost array (`[]` when it has no items).
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// A member's key. Keys are fixed ASCII names that need no escaping.
    mutating func key(_ name: StaticString) {
        // The value after a key is not an array item: it needs no separator of its own.
        valueFollowsKey = true
        guard !pretty else {
            separate()
            output.append(byte: UInt8(ascii: "\""))
            name.withUTF8Buffer { output.append(raw: $0) }
            output.append(raw: UnsafeBufferPointer(start: Self.prettyKeyEnd.utf8Start, count: Self.prettyKeyEnd.utf8CodeUnitCount))
            return
        }
        // `,"name":` (the comma but before the first member) in one append: an API document
        // writes hundreds of thousands of keys.
        let comma = isFirst ? 0 : 1
        isFirst = false
        let length = name.utf8CodeUnitCount
        name.withUTF8Buffer { utf8 in
            output.append(count: comma + length + 3) { target in
                if comma == 1 { target[0] = UInt8(ascii: ",") }
                target[comma] = UInt8(ascii: "\"")
                if let source = utf8.baseAddress { (target + comma + 1).initialize(from: source, count: length) }
                target[comma + 1 + length] = UInt8(ascii: "\"")
                target[comma + 2 + length] = UInt8(ascii: ":")
            }
        }
    }

    /// What follows a key's name in a pretty document.
    private static let prettyKeyEnd: StaticString = "\": "

    /// A member's key that is not a fixed name (a muscle, say), escaped. (Named apart from
    /// ``key(_:)`` so that a literal key, which Swift would rather make a String, takes the
    /// fixed-name path without a scan for escapes.)
    mutating func key(named name: String) {
        separate()
        JSON.escape(name, into: &output)
        output.append(byte: UInt8(ascii: ":"))
        if pretty { output.append(byte: UInt8(ascii: " ")) }
        valueFollowsKey = true
    }

    /// True right after a key, so that the value is written on the key's line.
    private var valueFollowsKey = false

    mutating func null() { item(); output.append("null") }
    mutating func bool(_ value: Bool) { item(); output.append(value ? "true" : "false") }
    mutating func int(_ value: Int) { item(); output.append(integer: value) }
    mutating func number(_ value: Double) { item(); JSON.format(value, into: &output) }
    mutating func number(_ value: Double?) { if let value { number(value) } else { null() } }
    mutating func string(_ value: String) { item(); JSON.escape(value, into: &output) }
    mutating func date(_ value: (some CustomStringConvertible)?) { if let value { string(value.description) } else { null() } }

    /// A value given as a tree, written at the current depth.
    mutating func value(_ json: JSON) {
        item()
        json.write(into: &output, pretty: pretty, indent: depth)
    }

    /// Before a value: the separator and line break of an array item, nothing after a key.
    private mutating func item() {
        if valueFollowsKey {
            valueFollowsKey = false
        } else if depth > 0 {
            separate()
        }
        isFirst = false
    }

    /// The comma (but before the first member) and, when pretty, the line break and indent.
    private mutating func separate() {
        if !isFirst { output.append(byte: UInt8(ascii: ",")) }
        isFirst = false
        if pretty { output.newline(depth) }
    }

    private mutating func open(_ bracket: UInt8) {
        item()
        output.append(byte: bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isFirst, pretty { output.newline(depth) }
        output.append(byte: bracket)
        isFirst = false
    }
}
