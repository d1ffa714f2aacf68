/// The bytes of one rendered page: templates write into it directly, escaping as they go.
///
/// The bytes live in a buffer of its own rather than an array: a page is written in thousands of
/// small appends, and an array's append of a buffer (a uniqueness check through the runtime, a
/// generic copy, then the count) costs several times the copy of a short run. A copy of the
/// output shares the buffer until one of them is written to (copy on write, as an array does),
/// which is what makes it safe to send: a buffer that is shared is never written.
package struct TemplateOutput: @unchecked Sendable {
    @usableFromInline var buffer: OutputBuffer

    /// An empty output with room for `capacity` bytes; without a capacity it allocates nothing
    /// until it is written to.
    package init(capacity: Int = 0) {
        buffer = capacity > 0 ? OutputBuffer.make(capacity: capacity) : OutputBuffer.empty
    }

    /// The number of bytes written so far.
    package var count: Int { buffer.withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// The UTF-8 bytes written so far, in an array of exactly their size.
    package var bytes: [UInt8] { withBytes { Array($0) } }

    /// The output as text.
    package var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the bytes written so far.
    package func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try buffer.withUnsafeMutablePointers { header, elements in
            try body(UnsafeBufferPointer(start: elements, count: header.pointee.count))
        }
    }

    // The appends borrow what they copy (through a buffer pointer) instead of taking their own
    // reference: a template's text is shared by every core, and the reference counts of shared
    // storage are atomics the cores would fight over.

    /// Appends bytes as they are.
    @inlinable
    package mutating func append(raw bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        // The header is read through its pointer: `header` is a stored property of a class,
        // whose every access would be checked for exclusivity through the runtime.
        if !isKnownUniquelyReferenced(&buffer) || !buffer.withUnsafeMutablePointerToHeader({ $0.pointee.capacity - $0.pointee.count >= bytes.count }) {
            buffer = buffer.copy(reserving: bytes.count)
        }
        buffer.withUnsafeMutablePointers { header, elements in
            (elements + header.pointee.count).initialize(from: source, count: bytes.count)
            header.pointee.count += bytes.count
        }
    }

    /// Appends bytes as they are.
    @inlinable
    package mutating func append(raw: [UInt8]) {
        raw.withUnsafeBufferPointer { append(raw: $0) }
    }

    /// Appends another output's bytes as they are.
    package mutating func append(raw other: TemplateOutput) {
        other.withBytes { append(raw: $0) }
    }

    /// Appends text as it is (`{{{name}}}`).
    @inlinable
    package mutating func append(raw text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(raw: $0) }) != nil { return }
        var text = text
        text.withUTF8 { append(raw: $0) }
    }

    /// Appends `count` bytes that `write` stores through the pointer it is given, with room made
    /// once: a few bytes of punctuation and a name cost one check instead of one per byte.
    @inlinable
    package mutating func append(count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
        guard count > 0 else { return }
        if !isKnownUniquelyReferenced(&buffer) || !buffer.withUnsafeMutablePointerToHeader({ $0.pointee.capacity - $0.pointee.count >= count }) {
            buffer = buffer.copy(reserving: count)
        }
        buffer.withUnsafeMutablePointers { header, elements in
            write(elements + header.pointee.count)
            header.pointee.count += count
        }
    }

    /// Appends one byte (stored in place: JSON is written a punctuation byte at a time).
    @inlinable
    package mutating func append(byte: UInt8) {
        if !isKnownUniquelyReferenced(&buffer) || !buffer.withUnsafeMutablePointerToHeader({ $0.pointee.capacity > $0.pointee.count }) {
            buffer = buffer.copy(reserving: 1)
        }
        buffer.withUnsafeMutablePointers { header, elements in
            elements[header.pointee.count] = byte
            header.pointee.count += 1
        }
    }

    /// Appends text with `&`, `<`, `>`, `"` and `'` escaped for HTML (`{{name}}`).
    package mutating func append(escaped text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(escaped: $0) }) != nil { return }
        var text = text
        text.withUTF8 { append(escaped: $0) }
    }

    /// The bytes HTML escapes (`"`, `&`, `'`, `<`, `>`, all below 64), as bits of a word.
    private static let specials: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E

    /// Whether any of the eight bytes of `word` is one HTML escapes. A byte of `word ^ c·0x01…01`
    /// is zero where `word` holds `c`, and `(x - 0x01…01) & ~x & 0x80…80` is nonzero exactly when
    /// some byte of `x` is zero (a borrow only ever starts at a zero byte). `&` and `'` (0x26 and
    /// 0x27) differ in the lowest bit alone, so they are tested together with that bit set.
    @inline(__always)
    static func hasSpecial(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zero(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        return zero(word ^ (ones &* 0x22)) | zero((word | ones) ^ (ones &* 0x27)) | zero(word ^ (ones &* 0x3C))
            | zero(word ^ (ones &* 0x3E)) != 0
    }

    /// Appends UTF-8 text with the HTML specials escaped: runs without one are copied whole, and
    /// eight bytes that hold none are passed over at once.
    mutating func append(escaped source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress else { return }
        let end = source.count
        var start = 0
        var index = 0
        while index < end {
            var stop = end
            if end - index >= 8 {
                guard Self.hasSpecial(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) else {
                    index += 8
                    continue
                }
                stop = index + 8
            }
            // A word with a special byte, or the last few bytes: one at a time.
            while index < stop {
                let byte = base[index]
                // Most bytes need nothing: one comparison and one bit test settle them.
                guard byte < 64, Self.specials >> UInt64(byte) & 1 != 0 else {
                    index += 1
                    continue
                }
                let replacement: StaticString
                switch byte {
                case 0x26: replacement = "&amp;"
                case 0x3C: replacement = "&lt;"
                case 0x3E: replacement = "&gt;"
                case 0x22: replacement = "&quot;"
                default: replacement = "&#39;"
                }
                if start < index { append(raw: UnsafeBufferPointer(start: base + start, count: index - start)) }
                append(raw: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                index += 1
                start = index
            }
        }
        if start < end { append(raw: UnsafeBufferPointer(start: base + start, count: end - start)) }
    }
}

/// The storage of a ``TemplateOutput``: a count and a capacity, then the bytes.
@usableFromInline
final class OutputBuffer: ManagedBuffer<OutputBuffer.Header, UInt8> {
    @usableFromInline
    struct Header {
        @usableFromInline var count: Int
        @usableFromInline var capacity: Int
    }

    /// The buffer of every output made without a capacity: shared, so the first append copies it
    /// (and never written, so sharing it between threads is safe).
    nonisolated(unsafe) static let empty = make(capacity: 0)

    /// An empty buffer with room for at least `capacity` bytes.
    static func make(capacity: Int) -> OutputBuffer {
        let capacity = max(capacity, 64)
        let made = OutputBuffer.create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
        return unsafeDowncast(made, to: OutputBuffer.self)
    }

    /// A buffer with this one's bytes and room for `more` after them: at least double the
    /// capacity when it grows, so that a page written in small pieces is copied a few times only.
    @usableFromInline
    func copy(reserving more: Int) -> OutputBuffer {
        withUnsafeMutablePointers { header, source in
            let count = header.pointee.count, capacity = header.pointee.capacity
            let needed = count + more
            let copy = OutputBuffer.make(capacity: needed > capacity ? max(needed, 2 * capacity) : capacity)
            copy.withUnsafeMutablePointers { copyHeader, target in
                target.initialize(from: source, count: count)
                copyHeader.pointee.count = count
            }
            return copy
        }
    }
}
