#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An indexed image drawn from flat rectangles, rounded panels and text, and written as a PNG.
///
/// Drawing only records shapes; ``png()`` draws them a row at a time and hands each row to
/// ``Deflate``: a row that nothing starts, ends or crosses is a copy of the row above, and a
/// drawn row costs its runs and its anti-aliased pixels. Coordinates outside the image are cut.
public struct Canvas {
    public let width: Int
    public let height: Int
    public let palette: Palette
    private let background: UInt8
    private var shapes: [Shape] = []
    /// Rows where something starts, ends or varies from row to row.
    private var changes: [Bool]

    private enum Shape {
        case rect(x: Range<Int>, y: Range<Int>, colour: UInt8)
        case panel(x: Range<Int>, y: Range<Int>, radius: Int, colour: UInt8, under: UInt8, ramp: Int?, corner: [UInt8])
        case text(y: Range<Int>, glyphs: [Placed], colour: UInt8, background: UInt8, ramp: Int?)
    }

    private struct Placed {
        var x: Int
        var top: Int
        var glyph: Glyph
    }

    /// A blank image of `background` (an index into `palette`).
    public init(width: Int, height: Int, palette: Palette, background: Int) {
        self.width = max(2, min(width, 8192))
        self.height = max(1, min(height, 8192))
        self.palette = palette
        self.background = UInt8(clamping: background)
        changes = [Bool](repeating: false, count: self.height + 1)
        changes[0] = true
    }

    private func clip(_ start: Int, _ length: Int, to limit: Int) -> Range<Int> {
        let low = max(0, min(start, limit))
        return low..<max(low, min(limit, start + max(0, length)))
    }

    private mutating func mark(_ rows: Range<Int>) {
        for row in rows where row < changes.count { changes[row] = true }
    }

    /// A rectangle of one colour.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, colour: Int) {
        let columns = clip(x, width, to: self.width)
        let rows = clip(y, height, to: self.height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        shapes.append(.rect(x: columns, y: rows, colour: UInt8(clamping: colour)))
        mark(rows.lowerBound..<rows.lowerBound + 1)
        mark(rows.upperBound..<rows.upperBound + 1)
    }

    /// A rectangle of one colour with corners rounded to `radius`, smoothed against `background`.
    public mutating func fillRounded(x: Int, y: Int, width: Int, height: Int, radius: Int, colour: Int, on background: Int) {
        let radius = max(0, min(radius, width / 2, height / 2, 64))
        guard radius > 0, x >= 0, y >= 0, x + width <= self.width, y + height <= self.height else {
            fill(x: x, y: y, width: width, height: height, colour: colour)
            return
        }
        shapes.append(.panel(x: x..<x + width, y: y..<y + height, radius: radius, colour: UInt8(clamping: colour), under: UInt8(clamping: background),
                             ramp: palette.ramp(colour, on: background), corner: Self.corner(radius)))
        mark(y..<y + radius)
        mark(y + height - radius..<y + height + 1)
    }

    /// The coverage (0…16) of a quarter circle's pixels, the top-left corner, row after row.
    private static func corner(_ radius: Int) -> [UInt8] {
        var cells: [UInt8] = []
        let r = Double(radius)
        for row in 0..<radius {
            for column in 0..<radius {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = r - (Double(column) + (Double(sx) + 0.5) / 4)
                        let dy = r - (Double(row) + (Double(sy) + 0.5) / 4)
                        if dx * dx + dy * dy <= r * r { inside += 1 }
                    }
                }
                cells.append(UInt8(inside))
            }
        }
        return cells
    }

    /// The width `text` takes in `font` at `size` pixels.
    public static func measure(_ text: String, font: FontFace, size: Int) -> Int {
        layout(text, font: font, size: size).width
    }

    private static func layout(_ text: String, font: FontFace, size: Int) -> (glyphs: [(x: Int, glyph: Glyph)], width: Int) {
        var pen = 0
        var placed: [(x: Int, glyph: Glyph)] = []
        var previous: Glyph?
        for scalar in text.unicodeScalars {
            guard let glyph = font.glyph(scalar, size: size) else { continue }
            if let previous { pen += font.kerning(previous, glyph, size: size) }
            placed.append((pen, glyph))
            pen += glyph.advance
            previous = glyph
        }
        return (placed, pen)
    }

    /// `text` cut with an ellipsis to fit `maxWidth` pixels.
    public static func fitted(_ text: String, font: FontFace, size: Int, maxWidth: Int) -> String {
        guard measure(text, font: font, size: size) > maxWidth else { return text }
        var scalars = Array(text.unicodeScalars)
        while !scalars.isEmpty {
            scalars.removeLast()
            while scalars.last == " " { scalars.removeLast() }
            var candidate = String.UnicodeScalarView()
            candidate.append(contentsOf: scalars)
            let cut = String(candidate) + "…"
            if measure(cut, font: font, size: size) <= maxWidth { return cut }
        }
        return ""
    }

    /// Draws `text` with its baseline at `baseline`, starting at `x` (or ending there when
    /// `alignRight`), cut with an ellipsis at `maxWidth`; characters the font lacks are left
    /// out. The text's colour and the colour under it are indices into the palette.
    /// Returns the width drawn.
    @discardableResult
    public mutating func text(_ text: String, font: FontFace, size: Int, x: Int, baseline: Int, colour: Int, on background: Int,
                              maxWidth: Int = .max, alignRight: Bool = false) -> Int {
        let shown = maxWidth == .max ? text : Self.fitted(text, font: font, size: size, maxWidth: maxWidth)
        let (glyphs, width) = Self.layout(shown, font: font, size: size)
        let start = alignRight ? x - width : x
        var placed: [Placed] = []
        var top = Int.max
        var bottom = Int.min
        for (offset, glyph) in glyphs where glyph.coverage != nil {
            let item = Placed(x: start + offset + glyph.left, top: baseline - glyph.top, glyph: glyph)
            placed.append(item)
            top = min(top, item.top)
            bottom = max(bottom, item.top + glyph.rows)
        }
        guard !placed.isEmpty else { return width }
        let rows = max(0, top)..<max(max(0, top), min(height, bottom))
        shapes.append(.text(y: rows, glyphs: placed, colour: UInt8(clamping: colour), background: UInt8(clamping: background),
                            ramp: palette.ramp(colour, on: background)))
        mark(rows.lowerBound..<rows.upperBound + 1)
        return width
    }
}

extension Canvas {
    /// The image as an 8-bit indexed PNG; nil if libpng refuses it.
    public func png() -> [UInt8]? {
        let stride = width + 1
        let current = UnsafeMutablePointer<UInt8>.allocate(capacity: stride + 8)
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: stride + 8)
        defer {
            current.deallocate()
            previous.deallocate()
        }
        let out = ByteBuffer(capacity: 64 * 1024)
        var deflate = Deflate(into: out)
        var rowA: UInt64 = 0
        var rowB: UInt64 = 0
        var row = current
        var above = previous
        for y in 0..<height {
            if y > 0 && !changes[y] {
                deflate.repeatBack(count: stride, distance: stride)
                deflate.checksum(a: rowA, b: rowB, count: stride)
                continue
            }
            draw(row: y, into: row)
            if y > 0 && memcmp(row, above, stride) == 0 {
                deflate.repeatBack(count: stride, distance: stride)
                deflate.checksum(a: rowA, b: rowB, count: stride)
                continue
            }
            (rowA, rowB) = Self.encode(row, count: stride, into: &deflate)
            deflate.checksum(a: rowA, b: rowB, count: stride)
            swap(&row, &above)
        }
        deflate.finish()
        return PNGFile.indexed(width: width, height: height, palette: palette.colours, imageData: out)
    }

    /// Writes one row as runs and literals; its Adler-32 sums (without the initial 1).
    private static func encode(_ row: UnsafeMutablePointer<UInt8>, count: Int, into deflate: inout Deflate) -> (UInt64, UInt64) {
        var a: UInt64 = 0
        var b: UInt64 = 0
        var start = 0
        while start < count {
            let value = row[start]
            var end = start + 1
            let pattern = UInt64(value) &* 0x0101_0101_0101_0101
            while end + 8 <= count && UnsafeRawPointer(row + end).loadUnaligned(as: UInt64.self) == pattern { end += 8 }
            while end < count && row[end] == value { end += 1 }
            let length = end - start
            if length >= 4 {
                deflate.run(value, count: length)
            } else {
                for _ in 0..<length { deflate.literal(value) }
            }
            let n = UInt64(length)
            let v = UInt64(value)
            b += n * a + v * n * (n + 1) / 2
            a += n * v
            start = end
        }
        return (a % 65521, b % 65521)
    }

    /// Draws row `y`: the filter byte (none), then every shape that crosses it, in order.
    private func draw(row y: Int, into row: UnsafeMutablePointer<UInt8>) {
        row[0] = 0
        let pixels = row + 1
        pixels.initialize(repeating: background, count: width)
        for shape in shapes {
            switch shape {
            case let .rect(x, rows, colour):
                guard rows.contains(y) else { continue }
                (pixels + x.lowerBound).initialize(repeating: colour, count: x.count)
            case let .panel(x, rows, radius, colour, under, ramp, corner):
                guard rows.contains(y) else { continue }
                (pixels + x.lowerBound).initialize(repeating: colour, count: x.count)
                let fromTop = y - rows.lowerBound
                let fromBottom = rows.upperBound - 1 - y
                let cornerRow = fromTop < radius ? fromTop : (fromBottom < radius ? fromBottom : -1)
                guard cornerRow >= 0 else { continue }
                for column in 0..<radius {
                    let coverage = Int(corner[cornerRow * radius + column])
                    let left = x.lowerBound + column
                    let right = x.upperBound - 1 - column
                    let level = coverage * (Palette.steps + 1) / 16
                    let index: UInt8 = level >= Palette.steps + 1 ? colour
                        : level == 0 ? under : (ramp.map { UInt8($0 + level - 1) } ?? (level > Palette.steps / 2 ? colour : under))
                    pixels[left] = index
                    pixels[right] = index
                }
            case let .text(rows, glyphs, colour, background, ramp):
                guard rows.contains(y) else { continue }
                for placed in glyphs {
                    let line = y - placed.top
                    guard line >= 0, line < placed.glyph.rows, let coverage = placed.glyph.coverage else { continue }
                    let source = coverage + line * placed.glyph.width
                    let first = max(0, -placed.x)
                    let last = min(placed.glyph.width, width - placed.x)
                    guard first < last else { continue }
                    for column in first..<last {
                        let level = (Int(source[column]) * (Palette.steps + 1) + 127) / 255
                        guard level > 0 else { continue }
                        let at = placed.x + column
                        let index: UInt8
                        if level > Palette.steps {
                            index = colour
                        } else if let ramp {
                            let existing = Int(pixels[at])
                            if existing == Int(colour) { continue }
                            if existing >= ramp && existing < ramp + Palette.steps && existing - ramp + 1 >= level { continue }
                            index = UInt8(ramp + level - 1)
                        } else {
                            guard level > Palette.steps / 2 else { continue }
                            index = colour
                        }
                        _ = background
                        pixels[at] = index
                    }
                }
            }
        }
    }
}
