/// A short text put together piece by piece (`82.5 kg × 5`, `12,345 kg`) in a buffer on the
/// stack and made into one string at the end.
///
/// Pages print tens of thousands of such texts. Each piece as a string of its own, then joined,
/// cost a string check and an append per piece (a set's text took some 1,700 instructions); here
/// the pieces are bytes until the end. A text longer than the buffer goes on in an ordinary
/// string, so any length is written correctly.
public struct ShortText: ~Copyable {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    @usableFromInline var count = 0
    /// The text so far, once it outgrew the buffer.
    @usableFromInline var spilled: String?

    /// The text `write` puts together.
    @inlinable
    public static func make(_ write: (inout ShortText) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var text = ShortText(buffer: buffer)
            write(&text)
            return text.string
        }
    }

    @usableFromInline static var capacity: Int { 64 }

    @inlinable
    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    @inlinable
    var string: String {
        let written = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        guard let spilled else { return written }
        return spilled + written
    }

    /// Makes room for `needed` bytes: what the buffer holds moves into the spilled string when
    /// they would not fit. False when they are more than the whole buffer.
    @inlinable
    mutating func room(for needed: Int) -> Bool {
        if count + needed <= buffer.count { return true }
        let written = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        spilled = (spilled ?? "") + written
        count = 0
        return needed <= buffer.count
    }

    /// True while nothing has been written.
    @inlinable
    public var isEmpty: Bool { count == 0 && (spilled ?? "").isEmpty }

    /// Appends `text` as it is.
    @inlinable
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            append(bytes: bytes)
        }
    }

    /// Appends a whole number in decimal digits (`-12`).
    @inlinable
    public mutating func append(_ value: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
            var start = digits.count
            var rest = value.magnitude
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            append(bytes: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `value` as ``formatNumber(_:decimals:)`` writes it, with `point` for its decimal point.
    @inlinable
    public mutating func append(_ value: Double, decimals: Int, point: String = ".") {
        let written: Void? = NumberDigits.write(value, decimals: decimals) { digits, pointAt in
            if let pointAt, point != "." {
                append(bytes: UnsafeBufferPointer(rebasing: digits[..<pointAt]))
                append(point)
                append(bytes: UnsafeBufferPointer(rebasing: digits[(pointAt + 1)...]))
            } else {
                append(bytes: digits)
            }
        }
        // Past 1e15 the plain spelling (`1.5e+16`), its point written as the language writes it.
        guard written == nil else { return }
        let plain = formatNumber(value, decimals: decimals)
        guard point != ".", let dot = plain.utf8.firstIndex(of: UInt8(ascii: ".")) else { return append(plain) }
        append(String(plain[..<dot]))
        append(point)
        append(String(plain[plain.utf8.index(after: dot)...]))
    }

    @inlinable
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        guard room(for: bytes.count) else {
            spilled = (spilled ?? "") + String(decoding: bytes, as: UTF8.self)
            return
        }
        guard let start = buffer.baseAddress, let source = bytes.baseAddress else { return }
        (start + count).update(from: source, count: bytes.count)
        count += bytes.count
    }
}
