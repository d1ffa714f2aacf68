/// A zlib stream (RFC 1950) of one deflate block with the fixed Huffman codes (RFC 1951), made
/// from runs of equal bytes and copies of the previous row rather than by searching for matches:
/// the images Liftbook draws are flat colours and text, so a row is a few runs, a copy of the
/// row above, or a short stretch of anti-aliased pixels written as literals. Its cost grows with
/// the runs, not the pixels, which is what lets a build make thousands of cards.
struct Deflate {
    private let out: ByteBuffer
    private var bits: UInt64 = 0
    private var bitCount = 0
    /// The Adler-32 checksum of everything written, kept as its two sums (RFC 1950).
    private var sumA: UInt64 = 1
    private var sumB: UInt64 = 0
    private static let base: UInt64 = 65521
    // The tables, held here so that no call goes through a global's lazy initialisation.
    private let literals = Codes.literal
    private let lengths = Codes.length
    private let near = Codes.distance(1)
    private let up: Codes.Code
    /// The bits of a whole row copied from the row above (the commonest row of an image), made
    /// once: whole 32-bit words, then `rowTailCount` bits of `rowTail`.
    private let rowWords: [UInt32]
    private let rowTail: UInt64
    private let rowTailCount: Int
    private let stride: Int

    /// A stream that writes into `out` (emptied first), whose rows are `stride` bytes apart.
    init(into out: ByteBuffer, stride: Int) {
        self.out = out
        up = Codes.distance(max(1, min(stride, 32768)))
        self.stride = stride
        (rowWords, rowTail, rowTailCount) = Self.rowCopy(stride: stride, up: up)
        out.removeAll()
        out.append(0x78)  // deflate, 32 KB window
        out.append(0x01)  // no dictionary, fastest; 0x7801 is a multiple of 31
        put(0b011, 3)  // the final block, fixed codes
    }

    /// The middle of a stream, without the zlib header: rows encoded once to be spliced into
    /// other streams (``splice(_:)``). Its checksum sums start at
    /// zero, so that they are the sums of its own bytes.
    init(segmentInto out: ByteBuffer, stride: Int) {
        self.out = out
        up = Codes.distance(max(1, min(stride, 32768)))
        self.stride = stride
        (rowWords, rowTail, rowTailCount) = Self.rowCopy(stride: stride, up: up)
        out.removeAll()
        sumA = 0
    }

    /// The bits written and not yet in the buffer (fewer than 32), and the checksum's two sums.
    var pending: (bits: UInt64, count: Int) { (bits, bitCount) }
    var sums: (a: UInt64, b: UInt64) { (sumA, sumB) }

    /// Appends the bits of a segment (its whole 32-bit words, then `tailCount` bits of `tail`)
    /// and adds its `count` bytes, whose own sums are `a` and `b`, to the checksum: the stream
    /// is then the one that encoding the same rows here would have made.
    mutating func splice(_ segment: EncodedSegment) {
        put(words: segment.words, tail: segment.tail, tailCount: segment.tailCount)
        checksum(a: segment.a, b: segment.b, count: segment.count)
    }

    /// Appends whole 32-bit words of bits, then `tailCount` (under 32) bits of `tail`: the same
    /// stream as putting them one at a time, with one check for room.
    private mutating func put(words: [UInt32], tail: UInt64, tailCount: Int) {
        if !words.isEmpty {
            out.reserve(words.count * 4)
            var bits = self.bits
            let shift = UInt64(bitCount)
            var target = UnsafeMutableRawPointer(out.pointer + out.count)
            for word in words {
                bits |= UInt64(word) << shift
                target.storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
                target += 4
                bits >>= 32
            }
            out.appended(words.count * 4)
            self.bits = bits
        }
        if tailCount > 0 { put(UInt32(truncatingIfNeeded: tail), min(tailCount, 32)) }
    }

    /// The bits ``repeatRow(count:)`` writes for a whole row of `stride` bytes.
    private static func rowCopy(stride: Int, up: Codes.Code) -> ([UInt32], UInt64, Int) {
        var words: [UInt32] = []
        var bits: UInt64 = 0
        var count = 0
        func put(_ value: UInt32, _ length: Int) {
            bits |= UInt64(value) << UInt64(count)
            count += length
            if count >= 32 {
                words.append(UInt32(truncatingIfNeeded: bits))
                bits >>= 32
                count -= 32
            }
        }
        var left = stride
        while left >= 3 {
            var length = min(left, 258)
            if left - length > 0 && left - length < 3 { length -= 3 }
            let code = Codes.length[length]
            put(code.bits, Int(code.count))
            put(up.bits, Int(up.count))
            left -= length
        }
        return (words, bits, count)
    }

    @inline(__always) private mutating func put(_ value: UInt32, _ count: Int) {
        bits |= UInt64(value) << UInt64(bitCount)
        bitCount += count
        if bitCount >= 32 {
            out.appendWord(UInt32(truncatingIfNeeded: bits))
            bits >>= 32
            bitCount -= 32
        }
    }

    /// One byte, as a literal.
    @inline(__always) mutating func literal(_ byte: UInt8) {
        let code = literals[Int(byte)]
        put(code.bits, Int(code.count))
    }

    /// A copy of `length` (3…258) bytes from the distance whose code is `distance`.
    @inline(__always) private mutating func copy(length: Int, distance: Codes.Code) {
        let code = lengths[length]
        put(code.bits, Int(code.count))
        put(distance.bits, Int(distance.count))
    }

    /// `count` bytes equal to `byte`: a literal, then copies of it.
    mutating func run(_ byte: UInt8, count: Int) {
        guard count > 0 else { return }
        literal(byte)
        var left = count - 1
        while left >= 3 {
            var length = min(left, 258)
            if left - length > 0 && left - length < 3 { length -= 3 }
            copy(length: length, distance: near)
            left -= length
        }
        for _ in 0..<left { literal(byte) }
    }

    /// `count` (at least 3) bytes equal to those one row above.
    mutating func repeatRow(count: Int) {
        if count == stride {
            put(words: rowWords, tail: rowTail, tailCount: rowTailCount)
            return
        }
        var left = count
        while left >= 3 {
            var length = min(left, 258)
            if left - length > 0 && left - length < 3 { length -= 3 }
            copy(length: length, distance: up)
            left -= length
        }
    }

    /// Adds a stretch of `count` bytes (written as runs, copies or literals) whose own Adler-32
    /// sums are `a` (without its initial 1) and `b` to the stream's checksum.
    @inline(__always) mutating func checksum(a: UInt64, b: UInt64, count: Int) {
        sumB = (sumB + b + UInt64(count) % Self.base * sumA) % Self.base
        sumA = (sumA + a) % Self.base
    }

    /// Ends the block and the stream; the buffer then holds the whole zlib stream.
    mutating func finish() {
        put(0, 7)  // end of block
        while bitCount > 0 {
            out.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            bitCount = max(0, bitCount - 8)
        }
        let adler = UInt32(sumB << 16 | sumA)
        out.append(UInt8(adler >> 24))
        out.append(UInt8(adler >> 16 & 0xFF))
        out.append(UInt8(adler >> 8 & 0xFF))
        out.append(UInt8(adler & 0xFF))
    }
}

/// The fixed Huffman codes of RFC 1951, bit-reversed for an LSB-first writer.
enum Codes {
    struct Code {
        var bits: UInt32
        var count: UInt8
    }

    private static func reversed(_ code: Int, _ count: Int) -> UInt32 {
        var value: UInt32 = 0
        for bit in 0..<count where code & (1 << bit) != 0 { value |= 1 << UInt32(count - 1 - bit) }
        return value
    }

    private static func symbol(_ symbol: Int) -> Code {
        switch symbol {
        case 0...143: Code(bits: reversed(0x30 + symbol, 8), count: 8)
        case 144...255: Code(bits: reversed(0x190 + symbol - 144, 9), count: 9)
        case 256...279: Code(bits: reversed(symbol - 256, 7), count: 7)
        default: Code(bits: reversed(0xC0 + symbol - 280, 8), count: 8)
        }
    }

    /// The code of each literal byte.
    static let literal: [Code] = (0..<256).map(symbol)

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// The code of each copy length (0–2 unused), with its extra bits.
    static let length: [Code] = (0...258).map { length in
        guard length >= 3 else { return Code(bits: 0, count: 0) }
        let index = length == 258 ? 28 : (lengthBase.lastIndex { $0 <= length } ?? 0)
        let code = symbol(257 + index)
        let extra = UInt32(length - lengthBase[index])
        return Code(bits: code.bits | extra << UInt32(code.count), count: code.count + UInt8(lengthExtra[index]))
    }

    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                       4097, 6145, 8193, 12289, 16385, 24577]

    /// The code of a copy distance (1…32768), with its extra bits.
    static func distance(_ distance: Int) -> Code {
        var index = 0
        while index + 1 < distanceBase.count && distanceBase[index + 1] <= distance { index += 1 }
        let extraCount = index < 4 ? 0 : index / 2 - 1
        let extra = UInt32(distance - distanceBase[index])
        return Code(bits: reversed(index, 5) | extra << 5, count: UInt8(5 + extraCount))
    }
}
