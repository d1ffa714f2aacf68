import CFreeType
import LiftbookSystem

/// One glyph drawn by the font engine: an 8-bit coverage bitmap and where it sits.
///
/// The bitmap belongs to the ``FontFace`` that drew it and lives as long as that face, so a
/// glyph is copied between threads without touching a reference count.
public struct Glyph: @unchecked Sendable {
    /// Coverage, 0 (none) to 255 (full), `width` bytes per row (nil when the glyph is blank).
    let coverage: UnsafePointer<UInt8>?
    /// The coverage as levels from 0 (none) to `Palette.steps + 1` (full), the same layout.
    let levels: UnsafePointer<UInt8>?
    /// Width and height of the bitmap in pixels.
    let width: Int
    let rows: Int
    /// From the pen position to the bitmap's left column, and from the baseline up to its top row.
    let left: Int
    let top: Int
    /// How far the pen moves after the glyph, in pixels.
    let advance: Int
    /// The font's index of the glyph, for kerning.
    let index: UInt32
}

/// A line of text set in one face at one size: each glyph with the pen position it is drawn at
/// (kerning applied), and the width of the whole line.
public struct TextLine: @unchecked Sendable {
    /// The glyphs, left to right, with their pen positions; characters the face lacks are left out.
    let glyphs: [(x: Int, glyph: Glyph)]
    /// How far the pen moved, in pixels.
    public let width: Int
}

/// A font face read by FreeType from bytes in memory, with the glyphs it has drawn kept for the
/// life of the face, and the lines it has set (labels, the site's title) kept too, so that a
/// build's thousandth card sets its repeated words with one look-up each. The one file that imports FreeType; safe to share between threads (every
/// call into FreeType holds the face's lock).
public final class FontFace: @unchecked Sendable {
    private struct State: @unchecked Sendable {
        var library: FT_Library?
        var face: FT_Face?
        var size = 0
        var glyphs: [UInt64: Glyph] = [:]
        var bitmaps: [UnsafeMutablePointer<UInt8>] = []
        var lines: [LineKey: TextLine] = [:]
    }

    private struct LineKey: Hashable {
        var text: String
        var size: Int
    }

    /// At most this many lines are kept: the words every card repeats come first, and a build's
    /// own titles and figures, each set once, cannot make the cache grow without end.
    private static let lineLimit = 4096

    private let state: Locked<State>
    /// The font file, which FreeType reads while the face lives.
    private let file: UnsafeMutableBufferPointer<UInt8>

    /// A face from the bytes of a TrueType or OpenType file; nil when FreeType cannot read it.
    public init?(bytes: [UInt8]) {
        file = .allocate(capacity: max(1, bytes.count))
        _ = file.initialize(from: bytes)
        var library: FT_Library?
        var face: FT_Face?
        guard FT_Init_FreeType(&library) == 0 else {
            file.deallocate()
            return nil
        }
        guard let base = file.baseAddress, FT_New_Memory_Face(library, base, FT_Long(bytes.count), 0, &face) == 0 else {
            FT_Done_FreeType(library)
            file.deallocate()
            return nil
        }
        state = Locked(State(library: library, face: face))
    }

    deinit {
        state.withLock { state in
            for bitmap in state.bitmaps { bitmap.deallocate() }
            if let face = state.face { FT_Done_Face(face) }
            if let library = state.library { FT_Done_FreeType(library) }
        }
        file.deallocate()
    }

    /// True when the face has a glyph for `scalar` (DejaVu Sans covers Latin, Greek and
    /// Cyrillic, not Chinese, Japanese or Korean).
    public func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        state.withLock { state in
            guard let face = state.face else { return false }
            return FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
        }
    }

    /// The glyph of `scalar` at `size` pixels, drawn once and kept; nil when the face has none.
    public func glyph(_ scalar: Unicode.Scalar, size: Int) -> Glyph? {
        state.withLock { Self.glyph(scalar, size: size, state: &$0) }
    }

    /// How much closer (negative) or further apart two glyphs sit, in pixels.
    public func kerning(_ left: Glyph, _ right: Glyph, size: Int) -> Int {
        state.withLock { Self.kerning(left, right, size: size, state: &$0) }
    }

    /// `text` set at `size` pixels, with one lock for the whole line; kept for the next call
    /// when `keep` (the ellipsis search of a line too long sets many lines it never draws).
    public func line(_ text: String, size: Int, keep: Bool = true) -> TextLine {
        let key = LineKey(text: text, size: size)
        return state.withLock { state in
            if let line = state.lines[key] { return line }
            var pen = 0
            var placed: [(x: Int, glyph: Glyph)] = []
            placed.reserveCapacity(text.utf8.count)
            var previous: Glyph?
            for scalar in text.unicodeScalars {
                guard let glyph = Self.glyph(scalar, size: size, state: &state) else { continue }
                if let previous { pen += Self.kerning(previous, glyph, size: size, state: &state) }
                placed.append((pen, glyph))
                pen += glyph.advance
                previous = glyph
            }
            let line = TextLine(glyphs: placed, width: pen)
            if keep && state.lines.count < Self.lineLimit { state.lines[key] = line }
            return line
        }
    }

    private static func glyph(_ scalar: Unicode.Scalar, size: Int, state: inout State) -> Glyph? {
        let key = UInt64(scalar.value) << 16 | UInt64(size & 0xFFFF)
        if let glyph = state.glyphs[key] { return glyph }
        guard let glyph = draw(scalar, size: size, state: &state) else { return nil }
        state.glyphs[key] = glyph
        return glyph
    }

    private static func kerning(_ left: Glyph, _ right: Glyph, size: Int, state: inout State) -> Int {
        guard let face = state.face, left.index != 0, right.index != 0 else { return 0 }
        setSize(size, state: &state)
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left.index, right.index, FT_UInt(FT_KERNING_DEFAULT.rawValue), &delta) == 0 else { return 0 }
        return Int((delta.x + 32) >> 6)
    }

    /// The distance from the baseline up to the top of the tallest letters and down to the
    /// lowest descender, in pixels, at `size`.
    public func lineMetrics(size: Int) -> (ascent: Int, descent: Int) {
        state.withLock { state in
            guard let face = state.face else { return (size, size / 4) }
            Self.setSize(size, state: &state)
            let metrics = face.pointee.size.pointee.metrics
            return (Int((metrics.ascender + 32) >> 6), Int((-metrics.descender + 32) >> 6))
        }
    }

    private static func setSize(_ size: Int, state: inout State) {
        guard state.size != size, let face = state.face else { return }
        FT_Set_Pixel_Sizes(face, 0, FT_UInt(size))
        state.size = size
    }

    private static func draw(_ scalar: Unicode.Scalar, size: Int, state: inout State) -> Glyph? {
        guard let face = state.face else { return nil }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard index != 0 else { return nil }
        setSize(size, state: &state)
        let flags = FT_Int32(FT_LOAD_RENDER) | FT_Int32(FT_RENDER_MODE_LIGHT.rawValue & 15) << 16  // FT_LOAD_TARGET_LIGHT
        guard FT_Load_Glyph(face, index, flags) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        var coverage: UnsafeMutablePointer<UInt8>?
        var levels: UnsafeMutablePointer<UInt8>?
        if width > 0, rows > 0, let buffer = bitmap.buffer {
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * rows)
            for row in 0..<rows {
                (copy + row * width).update(from: buffer + row * Int(bitmap.pitch), count: width)
            }
            let level = UnsafeMutablePointer<UInt8>.allocate(capacity: width * rows)
            for index in 0..<width * rows { level[index] = UInt8((Int(copy[index]) * (Palette.steps + 1) + 127) / 255) }
            state.bitmaps.append(copy)
            state.bitmaps.append(level)
            coverage = copy
            levels = level
        }
        return Glyph(coverage: coverage.map { UnsafePointer($0) }, levels: levels.map { UnsafePointer($0) }, width: width, rows: rows,
                     left: Int(slot.pointee.bitmap_left),
                     top: Int(slot.pointee.bitmap_top), advance: Int((slot.pointee.advance.x + 32) >> 6), index: index)
    }
}
