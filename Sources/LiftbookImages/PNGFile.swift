import CLibPNG

/// A colour of an image, 8 bits a channel.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// A colour from its channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from `#rgb` or `#rrggbb`; nil for anything else.
    public init?(hex: String) {
        var digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#") else { return nil }
        digits.removeFirst()
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 else { return nil }
        var values: [UInt8] = []
        for pair in stride(from: 0, to: 6, by: 2) {
            guard let high = Self.nibble(digits[pair]), let low = Self.nibble(digits[pair + 1]) else { return nil }
            values.append(high << 4 | low)
        }
        self.init(values[0], values[1], values[2])
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }

    /// The colour `amount` (0…1) of the way from `self` to `other`.
    func mixed(with other: RGB, amount: Double) -> RGB {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded()) }
        return RGB(channel(red, other.red), channel(green, other.green), channel(blue, other.blue))
    }
}

/// Writes and reads PNG files with libpng: the one file that imports it.
public enum PNGFile {
    /// An 8-bit indexed PNG of `width` × `height` pixels from its palette and its image data,
    /// a zlib stream of filtered rows already made; nil if libpng refuses them.
    static func indexed(width: Int, height: Int, palette: [RGB], imageData: ByteBuffer) -> [UInt8]? {
        let colours = palette.map { png_color(red: $0.red, green: $0.green, blue: $0.blue) }
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        sink.bytes.reserveCapacity(imageData.count + 1024)
        let status = colours.withUnsafeBufferPointer { palette in
            withExtendedLifetime(sink) {
                liftbook_png_write_indexed(UInt32(width), UInt32(height), 8, palette.baseAddress, Int32(palette.count), imageData.pointer,
                                           imageData.count, { context, bytes, count in
                                               guard let context, let bytes else { return }
                                               let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
                                               sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
                                           }, Unmanaged.passUnretained(sink).toOpaque())
            }
        }
        return status == 0 ? sink.bytes : nil
    }

    /// A decoded image: its size and its pixels as RGBA, 4 bytes each, row after row.
    public struct Pixels: Sendable, Equatable {
        public var width: Int
        public var height: Int
        public var rgba: [UInt8]

        /// The colour at column `x`, row `y`.
        public func colour(x: Int, y: Int) -> RGB {
            let at = (y * width + x) * 4
            return RGB(rgba[at], rgba[at + 1], rgba[at + 2])
        }
    }

    /// Decodes any PNG libpng reads; nil when it is not one.
    public static func decode(_ bytes: [UInt8]) -> Pixels? {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        let status = bytes.withUnsafeBufferPointer { buffer in
            liftbook_png_read_rgba(buffer.baseAddress, buffer.count, &width, &height, &pixels)
        }
        guard status == 0, let pixels else { return nil }
        defer { liftbook_png_free(pixels) }
        let count = Int(width) * Int(height) * 4
        return Pixels(width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}
