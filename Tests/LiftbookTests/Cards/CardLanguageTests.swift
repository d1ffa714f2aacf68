import LiftbookImages
import LiftbookModel
import LiftbookPipeline
import LiftbookResources
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// Cards in the page's language: the labels come from the site's string table and the numbers
/// carry its separators, on the card itself and in its description.
struct CardLanguageTests {
    /// The golden site in German.
    static var germanSite: [String: String] {
        var site = SiteFixture.goldenSite
        site["liftbook.yaml", default: ""] += "\nlanguage: de\n"
        return site
    }

    static func file(_ path: String, in files: [OutputFile]) throws -> OutputFile {
        try #require(files.first { $0.path == path }, "\(path) is built")
    }

    /// The description of a card is made from the same content as the card: German words, a
    /// decimal comma (80 × (1 + 5/30) = 93.33 → `93,3 kg`) and a dot between thousands.
    @Test func aGermanCardIsDescribedInGerman() throws {
        let (files, diagnostics) = try SiteFixture.render(Self.germanSite)
        #expect(diagnostics.errors == [])
        let exercise = try Self.file("exercises/barbell-bench-press/index.html", in: files).contents
        #expect(exercise.contains(#": bestes e1RM 93,3 kg, schwerster Satz 80 kg × 5, Trainings 2; ein Balkendiagramm"#))
        let home = try Self.file("index.html", in: files).contents
        #expect(home.contains(#"og:image:alt" content="Golden log: 4 Trainings, 4 Std. trainiert, 12.508 kg Volumen."#))
        let year = try Self.file("year/2026/index.html", in: files).contents
        #expect(year.contains(#"og:image:alt" content="2026 im Rückblick: 4 Trainings"#))
    }

    /// The bench press card's first tile draws the German label `bestes e1RM` where the English
    /// card draws `best e1RM`: the label's area is compared with the label drawn alone on the
    /// tile's colour (DejaVu Sans 26 px, the muted colour on the surface, 28 px into the tile).
    @Test func aGermanCardDrawsTheGermanLabel() throws {
        let german = try Self.file("cards/exercises/barbell-bench-press.png", in: try SiteFixture.render(Self.germanSite).files)
        let english = try Self.file("cards/exercises/barbell-bench-press.png", in: try SiteFixture.render(SiteFixture.goldenSite).files)
        let card = try #require(PNGFile.decode(german.bytes))
        let englishCard = try #require(PNGFile.decode(english.bytes))
        #expect(german.bytes != english.bytes)

        let font = try #require(EmbeddedFiles.font("Fonts/DejaVuSans.ttf").flatMap(FontFace.init(bytes:)))
        func label(_ text: String) throws -> PNGFile.Pixels {
            let surface = RGB(0x07, 0x36, 0x42)
            let muted = RGB(0xA5, 0xB1, 0xB1)
            var canvas = Canvas(width: 1200, height: 630, palette: Palette(solid: [surface, muted], pairs: [(1, 0)]), background: 0)
            canvas.text(text, font: font, size: 26, x: 72 + 28, baseline: 398, colour: 1, on: 0)
            return try #require(canvas.png().flatMap(PNGFile.decode))
        }
        /// Pixels of the label's area (the first tile, from under its value to above its foot) that differ.
        func differing(_ a: PNGFile.Pixels, _ b: PNGFile.Pixels) -> Int {
            var count = 0
            for y in 370..<420 {
                for x in 90..<400 where a.colour(x: x, y: y) != b.colour(x: x, y: y) { count += 1 }
            }
            return count
        }
        let drawnGerman = try label("bestes e1RM")
        let drawnEnglish = try label("best e1RM")
        #expect(differing(card, drawnGerman) <= 20, "the German card shows 'bestes e1RM'")
        #expect(differing(card, drawnEnglish) > 200, "and not 'best e1RM'")
        #expect(differing(englishCard, drawnEnglish) <= 20, "the English card shows 'best e1RM'")
    }
}
