import LiftbookSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An indexed image drawn from flat rectangles, rounded panels and text, and written as a PNG.
///
/// Drawing only records shapes; ``png()`` draws them a row at a time and hands each row to
/// ``Deflate``: a row that nothing starts, ends or crosses is a copy of the row above, and a
/// drawn row is written as stretches equal to the row above, runs of one colour, and the
/// anti-aliased pixels between them. Rectangles and panels are drawn in the order given, text
/// over them. Coordinates outside the image are cut.
public struct Canvas {
    public let width: Int
    public let height: Int
    public let palette: Palette
    let background: UInt8
    var flats: [Flat] = []
    var masks: [[UInt8]] = []
    var runs: [TextRun] = []
    var placed: [Placed] = []
    /// Rows where something starts, ends or varies from row to row.
    var changes: [Bool]

    /// A rectangle, with its corners rounded (`radius` > 0) against `under`.
    struct Flat {
        var x: Range<Int>
        var y: Range<Int>
        var colour: UInt8
        var under: UInt8
        var radius: Int
        var ramp: Int
        var mask: Int
    }

    /// A line of text: its rows, its glyphs in ``placed``, its colour and anti-aliasing ramp.
    struct TextRun {
        var rows: Range<Int>
        var glyphs: Range<Int>
        var colour: UInt8
        var ramp: Int
        /// What was drawn, for a band's key.
        var drawn: BandKey.Text
    }

    struct Placed {
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

    func clip(_ start: Int, _ length: Int, to limit: Int) -> Range<Int> {
        let low = max(0, min(start, limit))
        return low..<max(low, min(limit, start + max(0, length)))
    }

    mutating func mark(_ rows: Range<Int>) {
        for row in rows where row >= 0 && row < changes.count { changes[row] = true }
    }

    /// A rectangle of one colour.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, colour: Int) {
        let columns = clip(x, width, to: self.width)
        let rows = clip(y, height, to: self.height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        flats.append(Flat(x: columns, y: rows, colour: UInt8(clamping: colour), under: 0, radius: 0, ramp: -1, mask: 0))
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
        masks.append(Self.corners.withLock { corners in
            if let mask = corners[radius] { return mask }
            let mask = Self.corner(radius)
            corners[radius] = mask
            return mask
        })
        flats.append(Flat(x: x..<x + width, y: y..<y + height, colour: UInt8(clamping: colour), under: UInt8(clamping: background),
                          radius: radius, ramp: palette.ramp(colour, on: background) ?? -1, mask: masks.count - 1))
        mark(y..<y + radius)
        mark(y + height - radius..<y + height + 1)
    }

    /// The corners drawn so far, by radius (at most 64 of them), for every canvas.
    static let corners = Locked([Int: [UInt8]]())

    /// The coverage (0…16) of a quarter circle's pixels, the top-left corner, row after row.
    static func corner(_ radius: Int) -> [UInt8] {
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
        font.line(text, size: size).width
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
            if font.line(cut, size: size, keep: false).width <= maxWidth { return cut }
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
        let line = font.line(shown, size: size)
        let width = line.width
        let start = alignRight ? x - width : x
        let first = placed.count
        var top = Int.max
        var bottom = Int.min
        for (offset, glyph) in line.glyphs where glyph.coverage != nil {
            let item = Placed(x: start + offset + glyph.left, top: baseline - glyph.top, glyph: glyph)
            placed.append(item)
            top = min(top, item.top)
            bottom = max(bottom, item.top + glyph.rows)
        }
        guard placed.count > first else { return width }
        let rows = clip(top, bottom - top, to: height)
        let ramp = palette.ramp(colour, on: background) ?? -1
        runs.append(TextRun(rows: rows, glyphs: first..<placed.count, colour: UInt8(clamping: colour), ramp: ramp,
                            drawn: BandKey.Text(font: font, text: shown, size: size, x: start, baseline: baseline, colour: UInt8(clamping: colour),
                                                ramp: ramp)))
        mark(rows.lowerBound..<rows.upperBound + 1)
        return width
    }
}
