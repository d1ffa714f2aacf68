/// The bytes of one rendered page: templates write into it directly, escaping as they go.
package struct TemplateOutput: Sendable {
    /// The UTF-8 bytes written so far.
    package var bytes: [UInt8]

    /// An empty output with room for `capacity` bytes.
    package init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The output as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    // The appends borrow what they copy (through a buffer pointer) instead of taking their own
    // reference: a template's text is shared by every core, and the reference counts of shared
    // storage are atomics the cores would fight over.

    /// Appends bytes as they are.
    @inlinable
    package mutating func append(raw: [UInt8]) {
        raw.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    }

    /// Appends text as it is (`{{{name}}}`).
    @inlinable
    package mutating func append(raw text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) != nil { return }
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends text with `&`, `<`, `>`, `"` and `'` escaped for HTML (`{{name}}`).
    package mutating func append(escaped text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(escaped: $0) }) != nil { return }
        var text = text
        text.withUTF8 { append(escaped: $0) }
    }

    /// The bytes HTML escapes (`"`, `&`, `'`, `<`, `>`, all below 64), as bits of a word.
    private static let specials: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E

    /// Appends UTF-8 text with the HTML specials escaped.
    private mutating func append(escaped source: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in 0..<source.count {
            let byte = source[index]
            // Most bytes need nothing: one comparison and one bit test settle them.
            guard byte < 64, Self.specials >> UInt64(byte) & 1 != 0 else { continue }
            let replacement: StaticString
            switch byte {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x22: replacement = "&quot;"
            case 0x27: replacement = "&#39;"
            default: continue
            }
            if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index])) }
            replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
            start = index + 1
        }
        if start < source.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<source.count])) }
    }
}
