import LiftbookSystem

/// Bands of rows encoded once and spliced into every later image that draws the same band: the
/// label line under a card's figures, a session title that a thousand cards share, the kicker of
/// every exercise card.
///
/// A band is a line of text (or lines that touch) with the row above it and the row after it;
/// its key is everything drawn on those rows (the shapes, the text, its font, size, place and
/// colours), so two images whose bands have equal keys encode them to the same bits, and the
/// image made with the cache is byte for byte the one made without. A band is kept the second
/// time it is seen (most text is drawn once: a date, a figure), and at most ``limit`` bytes are
/// kept. Safe to share between threads.
public final class BandCache: Sendable {
    private struct State: Sendable {
        var seen: Set<Int> = []
        var bands: [BandKey: EncodedSegment] = [:]
        var bytes = 0
    }

    private let state = Locked(State())
    /// The most bytes of encoded bands kept.
    public let limit: Int
    /// The most keys remembered as seen once.
    private static let seenLimit = 1 << 16

    /// An empty cache that keeps at most `limit` bytes of encoded rows.
    public init(limit: Int = 16 << 20) {
        self.limit = max(0, limit)
    }

    /// How many bands are kept, and their bytes.
    public var stored: (bands: Int, bytes: Int) { state.withLock { ($0.bands.count, $0.bytes) } }

    /// The band's encoded rows: kept ones, or made by `make` and kept when the key was seen
    /// before; nil the first time (the caller encodes the rows in place).
    func segment(for key: BandKey, make: () -> EncodedSegment) -> EncodedSegment? {
        let hash = key.hashValue
        let known: EncodedSegment?? = state.withLock { state in
            if let segment = state.bands[key] { return .some(segment) }
            if state.seen.contains(hash) { return .some(nil) }
            if state.seen.count < Self.seenLimit { state.seen.insert(hash) }
            return nil
        }
        switch known {
        case .some(.some(let segment)): return segment
        case .none: return nil
        case .some(.none): break
        }
        let segment = make()
        let size = segment.words.count * 4 + 64
        state.withLock { state in
            guard state.bands[key] == nil, state.bytes + size <= limit else { return }
            state.bands[key] = segment
            state.bytes += size
        }
        return segment
    }
}

/// Rows encoded on their own, to splice into a stream (``Deflate/splice(_:)``): the deflate
/// bits (whole 32-bit words, then `tailCount` bits of `tail`), and the Adler-32 sums of the
/// rows' `count` bytes.
struct EncodedSegment: Sendable {
    let words: [UInt32]
    let tail: UInt64
    let tailCount: Int
    let a: UInt64
    let b: UInt64
    let count: Int
}

/// Everything drawn on a band's rows and on the row above them, in drawing order: the rows'
/// bytes, and so their encoding, follow from it.
struct BandKey: Hashable, @unchecked Sendable {
    /// A rectangle or panel (its mask follows from its radius).
    struct Shape: Hashable {
        var x: Range<Int>
        var y: Range<Int>
        var colour: UInt8
        var under: UInt8
        var radius: Int
        var ramp: Int
    }

    /// A line of text as drawn: the face (by identity, which the key keeps alive), the text
    /// shown (after any ellipsis), its size, where its pen starts, its baseline and colours.
    struct Text: Hashable {
        var font: FontFace
        var text: String
        var size: Int
        var x: Int
        var baseline: Int
        var colour: UInt8
        var ramp: Int

        static func == (a: Text, b: Text) -> Bool {
            a.font === b.font && a.text == b.text && a.size == b.size && a.x == b.x && a.baseline == b.baseline && a.colour == b.colour
                && a.ramp == b.ramp
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(font))
            hasher.combine(text)
            hasher.combine(size)
            hasher.combine(x)
            hasher.combine(baseline)
        }
    }

    /// The band's first and last rows, the image's width and background.
    var first: Int
    var last: Int
    var width: Int
    var background: UInt8
    var shapes: [Shape]
    var texts: [Text]
}
