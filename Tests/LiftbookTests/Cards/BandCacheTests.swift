import LiftbookImages
import LiftbookResources
import Testing

/// Lines of text that images repeat are encoded once and spliced: every image made with the
/// cache is byte for byte the one made without it, whether its bands were kept, seen once or new.
struct BandCacheTests {
    static let palette = Palette(solid: [RGB(0x00, 0x2B, 0x36), RGB(0x07, 0x36, 0x42), RGB(0xEE, 0xE8, 0xD5), RGB(0x71, 0xB5, 0xE5)],
                                 pairs: [(2, 0), (2, 1), (3, 0)])

    /// A card-like image: a band on top, a kicker, a title, panels with a figure and a label,
    /// lines that touch each other, and text that reaches into a panel's rounded corner.
    static func card(title: String, figure: String, font: FontFace) -> Canvas {
        var canvas = Canvas(width: 1200, height: 630, palette: palette, background: 0)
        canvas.fill(x: 0, y: 0, width: 1200, height: 12, colour: 3)
        canvas.text("SESSION", font: font, size: 26, x: 72, baseline: 92, colour: 3, on: 0)
        canvas.text(title, font: font, size: 68, x: 72, baseline: 176, colour: 2, on: 0, maxWidth: 1056)
        for position in 0..<3 {
            let x = 72 + position * 360
            canvas.fillRounded(x: x, y: 276, width: 336, height: 150, radius: 12, colour: 1, on: 0)
            canvas.text(position == 1 ? figure : "12", font: font, size: 54, x: x + 28, baseline: 354, colour: 2, on: 1)
            canvas.text("working sets", font: font, size: 26, x: x + 28, baseline: 398, colour: 2, on: 1)
        }
        canvas.text("Squat, Deadlift", font: font, size: 28, x: 72, baseline: 484, colour: 2, on: 0)
        canvas.text("Bench press, Row", font: font, size: 28, x: 72, baseline: 510, colour: 2, on: 0)
        canvas.text("corner", font: font, size: 20, x: 60, baseline: 282, colour: 2, on: 0)
        return canvas
    }

    @Test func imagesMadeWithTheCacheHaveTheSameBytes() throws {
        let font = try #require(EmbeddedFiles.font("Fonts/DejaVuSans.ttf").flatMap(FontFace.init(bytes:)))
        let cache = BandCache()
        // The first card's bands are seen, the second's kept, the third's spliced; the last
        // shares some bands and not others.
        let cards = [("Lower A", "4,210 kg"), ("Lower A", "4,210 kg"), ("Lower A", "4,210 kg"), ("Ωμέγα Upper B", "98 kg"),
                     ("Lower A", "12,5 kg")]
        for (title, figure) in cards {
            let canvas = Self.card(title: title, figure: figure, font: font)
            let plain = try #require(canvas.png())
            let cached = try #require(canvas.png(bands: cache))
            #expect(cached == plain, "\(title), \(figure)")
            #expect(PNGFile.decode(cached) != nil)
        }
        let stored = cache.stored
        #expect(stored.bands >= 3, "the kicker, the title and the labels' band are kept")
        #expect(stored.bytes > 0)
    }

    @Test func aFullCacheKeepsNothingAndChangesNothing() throws {
        let font = try #require(EmbeddedFiles.font("Fonts/DejaVuSans.ttf").flatMap(FontFace.init(bytes:)))
        let cache = BandCache(limit: 0)
        for _ in 0..<3 {
            let canvas = Self.card(title: "Lower A", figure: "1", font: font)
            #expect(canvas.png(bands: cache) == canvas.png())
        }
        #expect(cache.stored.bands == 0)
    }
}
