import LiftbookImages
import LiftbookResources
import Testing

/// The foot every card shares is encoded once and spliced at the end of each card: the PNG made
/// that way is byte for byte the one drawn whole, and the splice is refused where it would differ.
struct EncodedRowsTests {
    static let palette = Palette(solid: [RGB(0x00, 0x2B, 0x36), RGB(0xEE, 0xE8, 0xD5), RGB(0x1C, 0x53, 0x62)], pairs: [(1, 0)])

    static func foot(_ canvas: inout Canvas, font: FontFace) {
        canvas.fill(x: 72, y: 562, width: 1056, height: 2, colour: 2)
        canvas.text("Golden log", font: font, size: 26, x: 72, baseline: 606, colour: 1, on: 0)
        canvas.text("lifter.example.org/log", font: font, size: 24, x: 1128, baseline: 606, colour: 1, on: 0, alignRight: true)
    }

    static func body(_ canvas: inout Canvas, font: FontFace, title: String) {
        canvas.fill(x: 0, y: 0, width: 1200, height: 12, colour: 2)
        canvas.text(title, font: font, size: 68, x: 72, baseline: 176, colour: 1, on: 0)
        canvas.fillRounded(x: 72, y: 276, width: 336, height: 150, radius: 12, colour: 2, on: 0)
    }

    @Test(arguments: ["Barbell Bench Press", "Ωμέγα 142,5 kg", ""])
    func aSplicedFootGivesTheSameBytesAsDrawingItWhole(title: String) throws {
        let font = try #require(EmbeddedFiles.font("Fonts/DejaVuSans.ttf").flatMap(FontFace.init(bytes:)))
        var whole = Canvas(width: 1200, height: 630, palette: Self.palette, background: 0)
        Self.body(&whole, font: font, title: title)
        Self.foot(&whole, font: font)
        var footOnly = Canvas(width: 1200, height: 630, palette: Self.palette, background: 0)
        Self.foot(&footOnly, font: font)
        let rows = try #require(footOnly.encodedRows(from: 562))
        var card = Canvas(width: 1200, height: 630, palette: Self.palette, background: 0)
        Self.body(&card, font: font, title: title)
        let spliced = try #require(card.png(endingWith: rows))
        let drawn = try #require(whole.png())
        #expect(spliced == drawn)
        let pixels = try #require(PNGFile.decode(spliced), "libpng reads it (its Adler-32 included)")
        #expect(pixels.colour(x: 600, y: 562) == RGB(0x1C, 0x53, 0x62), "the foot's rule is there")
    }

    @Test func theSpliceIsRefusedWhereItWouldDiffer() throws {
        let font = try #require(EmbeddedFiles.font("Fonts/DejaVuSans.ttf").flatMap(FontFace.init(bytes:)))
        var footOnly = Canvas(width: 1200, height: 630, palette: Self.palette, background: 0)
        Self.foot(&footOnly, font: font)
        let rows = try #require(footOnly.encodedRows(from: 562))
        var reaching = Canvas(width: 1200, height: 630, palette: Self.palette, background: 0)
        reaching.fill(x: 0, y: 500, width: 100, height: 62, colour: 1)  // ends on row 561, right above the foot
        #expect(!reaching.isBlank(from: 561))
        #expect(reaching.png(endingWith: rows) == nil)
        let otherPalette = Canvas(width: 1200, height: 630, palette: Palette(solid: [RGB(0, 0, 0), RGB(9, 9, 9), RGB(1, 1, 1)], pairs: []),
                                  background: 0)
        #expect(otherPalette.png(endingWith: rows) == nil)
        #expect(reaching.encodedRows(from: 562) == nil, "rows that follow something drawn are not encoded alone")
    }
}
