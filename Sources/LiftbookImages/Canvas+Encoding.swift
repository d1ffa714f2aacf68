import LiftbookSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bottom rows of an image, encoded once (``Canvas/encodedRows(from:)``) and put at the
/// end of other images of the same size and palette (``Canvas/png(endingWith:)``): the part
/// every card shares, its foot, is drawn and encoded once per build instead of once per card.
public struct EncodedRows: Sendable {
    /// The first row encoded; the row above it was the background.
    let firstRow: Int
    let width: Int
    let height: Int
    let palette: Palette
    let background: UInt8
    /// The rows' deflate bits and checksum.
    let segment: EncodedSegment
}

extension Canvas {
    /// The image as an 8-bit indexed PNG; nil if libpng refuses it. With `bands`, its lines of
    /// text are taken from and kept in that cache (the bytes are the same).
    public func png(bands: BandCache? = nil) -> [UInt8]? {
        let out = ByteBuffer(capacity: 32 * 1024)
        var deflate = Deflate(into: out, stride: width + 1)
        encode(rows: 0..<height, into: &deflate, bands: bands)
        deflate.finish()
        return PNGFile.indexed(width: width, height: height, palette: palette.colours, imageData: out)
    }

    /// True when nothing drawn reaches row `row` or any row below it.
    public func isBlank(from row: Int) -> Bool {
        !flats.contains { $0.y.upperBound > row } && !runs.contains { $0.rows.upperBound > row }
    }

    /// The rows from `firstRow` to the bottom, encoded for ``png(endingWith:)``; nil when
    /// something is drawn above `firstRow` (the rows must follow a row of background).
    public func encodedRows(from firstRow: Int) -> EncodedRows? {
        guard firstRow > 0, firstRow < height,
              !flats.contains(where: { $0.y.lowerBound < firstRow }), !runs.contains(where: { $0.rows.lowerBound < firstRow }) else { return nil }
        let segment = encodedSegment(rows: firstRow..<height)
        return EncodedRows(firstRow: firstRow, width: width, height: height, palette: palette, background: background, segment: segment)
    }

    /// `range`'s rows encoded on their own, the first against the row above it.
    private func encodedSegment(rows range: Range<Int>) -> EncodedSegment {
        let out = ByteBuffer(capacity: 8 * 1024)
        var deflate = Deflate(segmentInto: out, stride: width + 1)
        encode(rows: range, into: &deflate, bands: nil)
        let (tail, tailCount) = deflate.pending
        let (a, b) = deflate.sums
        let words = (0..<out.count / 4).map { UnsafeRawPointer(out.pointer + $0 * 4).loadUnaligned(as: UInt32.self).littleEndian }
        return EncodedSegment(words: words, tail: tail, tailCount: tailCount, a: a, b: b, count: range.count * (width + 1))
    }

    /// The image with `rows` as its bottom rows, as an 8-bit indexed PNG, byte for byte the PNG
    /// of this image with the same shapes drawn there; nil when `rows` was made for another size
    /// or palette, when something here reaches those rows or the row above them, or if libpng
    /// refuses the image. With `bands`, as ``png(bands:)``.
    public func png(endingWith rows: EncodedRows, bands: BandCache? = nil) -> [UInt8]? {
        guard rows.width == width, rows.height == height, rows.background == background, rows.palette == palette,
              isBlank(from: rows.firstRow - 1) else { return nil }
        let out = ByteBuffer(capacity: 32 * 1024)
        var deflate = Deflate(into: out, stride: width + 1)
        encode(rows: 0..<rows.firstRow, into: &deflate, bands: bands)
        deflate.splice(rows.segment)
        deflate.finish()
        return PNGFile.indexed(width: width, height: height, palette: palette.colours, imageData: out)
    }

    /// Draws and encodes `range`'s rows; a range that starts below the top encodes its first
    /// row against the row above it, as the whole image's encoding does. With `bands`, each band
    /// of text (``bands(in:)``) that the cache holds is spliced instead.
    private func encode(rows range: Range<Int>, into deflate: inout Deflate, bands cache: BandCache?) {
        let stride = width + 1
        let first = UnsafeMutablePointer<UInt8>.allocate(capacity: stride + 8)
        let second = UnsafeMutablePointer<UInt8>.allocate(capacity: stride + 8)
        defer {
            first.deallocate()
            second.deallocate()
        }
        var rowA: UInt64 = 0
        var rowB: UInt64 = 0
        var row = first
        var above = second
        if range.lowerBound > 0 {
            draw(row: range.lowerBound - 1, into: above)
            for index in 0..<stride { Self.add(above[index], count: 1, a: &rowA, b: &rowB) }
            rowA %= 65521
            rowB %= 65521
        }
        let bands = cache == nil ? [] : self.bands(in: range)
        var next = 0
        var y = range.lowerBound - 1
        while y + 1 < range.upperBound {
            y += 1
            if next < bands.count, bands[next].first == y, let cache {
                let key = bands[next]
                next += 1
                if let segment = cache.segment(for: key, make: { encodedSegment(rows: key.first..<key.last + 1) }) {
                    deflate.splice(segment)
                    // The rows after the band are encoded against its last row.
                    draw(row: key.last, into: above)
                    (rowA, rowB) = Self.sums(above, count: stride)
                    y = key.last
                    continue
                }
            }
            if y > 0 && !changes[y] && y > range.lowerBound {
                deflate.repeatRow(count: stride)
                deflate.checksum(a: rowA, b: rowB, count: stride)
                continue
            }
            draw(row: y, into: row)
            if y > 0 && memcmp(row, above, stride) == 0 {
                deflate.repeatRow(count: stride)
                deflate.checksum(a: rowA, b: rowB, count: stride)
                continue
            }
            (rowA, rowB) = Self.encode(row, above: y > 0 ? above : nil, count: stride, into: &deflate)
            deflate.checksum(a: rowA, b: rowB, count: stride)
            swap(&row, &above)
        }
    }

    /// The bands of `range` worth a look-up: each line of text (lines that touch make one band)
    /// with the row after it, where the row above is in `range` too; keyed by everything drawn
    /// on those rows and the row above.
    private func bands(in range: Range<Int>) -> [BandKey] {
        let order = runs.indices.sorted { runs[$0].rows.lowerBound < runs[$1].rows.lowerBound }
        var spans: [ClosedRange<Int>] = []
        for index in order {
            let rows = runs[index].rows
            guard !rows.isEmpty else { continue }
            if let last = spans.last, rows.lowerBound <= last.upperBound {
                spans[spans.count - 1] = last.lowerBound...max(last.upperBound, rows.upperBound)
            } else {
                spans.append(rows.lowerBound...rows.upperBound)
            }
        }
        return spans.compactMap { span in
            guard span.lowerBound > range.lowerBound, span.upperBound < range.upperBound else { return nil }
            let touched = span.lowerBound - 1..<span.upperBound + 1
            let shapes = flats.filter { $0.y.overlaps(touched) }.map {
                BandKey.Shape(x: $0.x, y: $0.y, colour: $0.colour, under: $0.under, radius: $0.radius, ramp: $0.ramp)
            }
            let texts = runs.filter { $0.rows.overlaps(touched) }.map(\.drawn)
            return BandKey(first: span.lowerBound, last: span.upperBound, width: width, background: background, shapes: shapes, texts: texts)
        }
    }

    /// The Adler-32 sums of a row's bytes (without the initial 1).
    private static func sums(_ row: UnsafeMutablePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
        var a: UInt64 = 0
        var b: UInt64 = 0
        var start = 0
        while start < count {
            let value = row[start]
            var end = start + 1
            while end < count && row[end] == value { end += 1 }
            Self.add(value, count: end - start, a: &a, b: &b)
            start = end
        }
        return (a % 65521, b % 65521)
    }


    /// Writes one row as copies of the row above, runs and literals; its Adler-32 sums (without
    /// the initial 1).
    private static func encode(_ row: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?, count: Int,
                               into deflate: inout Deflate) -> (UInt64, UInt64) {
        var a: UInt64 = 0
        var b: UInt64 = 0
        var start = 0
        while start < count {
            if let above, row[start] == above[start] {
                var end = start
                while end + 8 <= count && UnsafeRawPointer(row + end).loadUnaligned(as: UInt64.self)
                    == UnsafeRawPointer(above + end).loadUnaligned(as: UInt64.self) { end += 8 }
                while end < count && row[end] == above[end] { end += 1 }
                if end - start >= 6 {
                    deflate.repeatRow(count: end - start)
                    var index = start
                    while index < end {
                        let value = row[index]
                        var stop = index + 1
                        let pattern = UInt64(value) &* 0x0101_0101_0101_0101
                        while stop + 8 <= end && UnsafeRawPointer(row + stop).loadUnaligned(as: UInt64.self) == pattern { stop += 8 }
                        while stop < end && row[stop] == value { stop += 1 }
                        Self.add(value, count: stop - index, a: &a, b: &b)
                        index = stop
                    }
                    start = end
                    continue
                }
            }
            let value = row[start]
            if start + 1 < count && row[start + 1] != value {
                // An anti-aliased pixel: one literal (the commonest case in a line of text).
                deflate.literal(value)
                Self.add(value, count: 1, a: &a, b: &b)
                start += 1
                continue
            }
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
            Self.add(value, count: length, a: &a, b: &b)
            start = end
        }
        return (a % 65521, b % 65521)
    }

    /// Adds `count` bytes equal to `value` to a row's Adler-32 sums (a row's sums stay far
    /// below 2⁶⁴: at most 8,193 bytes of 255).
    @inline(__always) private static func add(_ value: UInt8, count: Int, a: inout UInt64, b: inout UInt64) {
        let n = UInt64(count)
        let v = UInt64(value)
        b &+= n &* a &+ v &* (n &* (n &+ 1) / 2)
        a &+= n &* v
    }

    /// Draws row `y`: the filter byte (none), the rectangles and panels that cross it in order,
    /// then the text.
    private func draw(row y: Int, into row: UnsafeMutablePointer<UInt8>) {
        row[0] = 0
        let pixels = row + 1
        pixels.initialize(repeating: background, count: width)
        let steps = Palette.steps
        // Eight glyph pixels of full coverage (levels run from 0 to `steps + 1`).
        let fullWord = UInt64(steps + 1) &* 0x0101_0101_0101_0101
        flats.withUnsafeBufferPointer { flats in
            for flat in flats where flat.y.contains(y) {
                (pixels + flat.x.lowerBound).initialize(repeating: flat.colour, count: flat.x.count)
                guard flat.radius > 0 else { continue }
                let radius = flat.radius
                let fromTop = y - flat.y.lowerBound
                let fromBottom = flat.y.upperBound - 1 - y
                let cornerRow = fromTop < radius ? fromTop : (fromBottom < radius ? fromBottom : -1)
                guard cornerRow >= 0 else { continue }
                masks[flat.mask].withUnsafeBufferPointer { mask in
                    for column in 0..<radius {
                        let level = Int(mask[cornerRow * radius + column]) * (steps + 1) / 16
                        let index: UInt8 = level > steps ? flat.colour
                            : level == 0 ? flat.under : (flat.ramp >= 0 ? UInt8(flat.ramp + level - 1) : (level > steps / 2 ? flat.colour : flat.under))
                        pixels[flat.x.lowerBound + column] = index
                        pixels[flat.x.upperBound - 1 - column] = index
                    }
                }
            }
        }
        placed.withUnsafeBufferPointer { placed in
                for run in runs where run.rows.contains(y) {
                    let colour = run.colour
                    let ramp = run.ramp
                    let colourWord = UInt64(colour) &* 0x0101_0101_0101_0101
                    for index in run.glyphs {
                        let item = placed[index]
                        let line = y - item.top
                        guard line >= 0, line < item.glyph.rows, let levels = item.glyph.levels else { continue }
                        let source = levels + line * item.glyph.width
                        let first = max(0, -item.x)
                        let last = min(item.glyph.width, width - item.x)
                        guard first < last else { continue }
                        let target = pixels + item.x
                        var column = first
                        while column < last {
                            // Blank stretches of the glyph's row, and full ones (the stems and bars
                            // of large figures, drawn in the text's colour), eight pixels at a time.
                            if column + 8 <= last {
                                let word = UnsafeRawPointer(source + column).loadUnaligned(as: UInt64.self)
                                if word == 0 {
                                    column += 8
                                    continue
                                }
                                if word == fullWord {
                                    UnsafeMutableRawPointer(target + column).storeBytes(of: colourWord, as: UInt64.self)
                                    column += 8
                                    continue
                                }
                            }
                            let level = Int(source[column])
                            column += 1
                            guard level > 0 else { continue }
                            let column = column - 1
                            if level > steps {
                                target[column] = colour
                            } else if ramp >= 0 {
                                let existing = Int(target[column])
                                if existing == Int(colour) || (existing >= ramp && existing - ramp + 1 >= level && existing < ramp + steps) { continue }
                                target[column] = UInt8(ramp + level - 1)
                            } else if level > steps / 2 {
                                target[column] = colour
                            }
                        }
                    }
                }
        }
    }
}
