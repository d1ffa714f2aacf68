import Foundation
import LiftbookImages
import LiftbookLoading
import LiftbookModel
import LiftbookOutput
import LiftbookPipeline
import LiftbookResources
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// The Open Graph cards: decoded with libpng and checked for size, the theme's colours, the text
/// drawn (against a recorded image), identical bytes, the pages' meta tags, the off switch and
/// `serve`'s incremental rebuild.
struct CardTests {
    static let recorded = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Golden/cards/text.png")

    static func cards(_ files: [OutputFile]) -> [OutputFile] { files.filter { $0.path.hasPrefix("cards/") } }

    @Test func everyCardIsA1200By630PNGInTheThemesColours() throws {
        let (files, diagnostics) = try SiteFixture.render(SiteFixture.goldenSite)
        #expect(diagnostics.errors == [])
        let cards = Self.cards(files)
        #expect(cards.contains { $0.path == "cards/home.png" })
        #expect(cards.contains { $0.path == "cards/sessions/2026-11-18-0730.png" })
        #expect(cards.contains { $0.path == "cards/exercises/barbell-bench-press.png" })
        #expect(cards.contains { $0.path == "cards/year/2026.png" })
        let background = RGB(0x00, 0x2B, 0x36)
        let accent = RGB(0x71, 0xB5, 0xE5)
        let text = RGB(0xEE, 0xE8, 0xD5)
        let surface = RGB(0x07, 0x36, 0x42)
        for card in cards {
            #expect(card.bytes.count < 300_000, "\(card.path): \(card.bytes.count) bytes")
            let pixels = try #require(PNGFile.decode(card.bytes), "\(card.path) decodes")
            #expect(pixels.width == 1200 && pixels.height == 630)
            #expect(pixels.colour(x: 600, y: 4) == accent, "the accent band on top")
            #expect(pixels.colour(x: 20, y: 300) == background)
            var seen: Set<RGB> = []
            for y in stride(from: 0, to: 630, by: 2) { for x in stride(from: 0, to: 1200, by: 2) { seen.insert(pixels.colour(x: x, y: y)) } }
            #expect(seen.contains(text), "\(card.path) has text in the theme's primary colour")
            #expect(seen.contains(surface) || card.path.hasPrefix("cards/posts/"), "\(card.path) has the theme's surface colour")
        }
    }

    @Test func twoBuildsGiveIdenticalCards() throws {
        let first = Self.cards(try SiteFixture.render(SiteFixture.goldenSite).files)
        let second = Self.cards(try SiteFixture.render(SiteFixture.goldenSite).files)
        #expect(first.count >= 10)
        #expect(first == second)
    }

    /// A build that writes makes its cards as it writes them: the output holds the same files,
    /// byte for byte, as the render stage's, and the cards are not among the files it kept.
    @Test func cardsMadeWhileWritingAreTheRenderedOnes() throws {
        let rendered = try SiteFixture.render(SiteFixture.goldenSite).files
        let root = FileManager.default.temporaryDirectory.appending(path: "liftbook-cards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "public")
        let pipeline = BuildPipeline(files: MemorySiteFiles(SiteFixture.goldenSite), today: { _ in LocalDate(iso: "2026-11-22") ?? LocalDate(dayNumber: 0) })
        let outcome = try pipeline.run(through: .write, writingTo: WriteTarget(output: output, siteFolder: root.appending(path: "site")))
        let kept = try #require(outcome.files)
        #expect(Self.cards(kept).map(\.path) == ["cards/year/2026.png"], "the year's card is made with its page")
        #expect(outcome.madeWhileWriting.count == Self.cards(rendered).count - 1)
        #expect(outcome.written?.written == rendered.count && outcome.written?.unchanged == 0)
        for file in rendered {
            let bytes = try Data(contentsOf: output.appending(path: file.path))
            #expect(Array(bytes) == file.bytes, "\(file.path)")
        }
    }

    @Test func pagesNameTheirCardInTheirHead() throws {
        let files = try SiteFixture.render(SiteFixture.goldenSite).files
        let page = try #require(files.first { $0.path == "sessions/2026-11-18-0730/index.html" }).contents
        #expect(page.contains(#"<meta property="og:image" content="https://lifter.example.org/log/cards/sessions/2026-11-18-0730.png">"#))
        #expect(page.contains(#"<meta property="og:image:width" content="1200">"#))
        #expect(page.contains(#"<meta property="og:image:height" content="630">"#))
        #expect(page.contains(#"<meta property="og:image:alt" content=""#))
        #expect(page.contains(#"<meta name="twitter:card" content="summary_large_image">"#))
        #expect(!page.contains(#"content="summary">"#))
        let home = try #require(files.first { $0.path == "index.html" }).contents
        #expect(home.contains(#"<meta property="og:image" content="https://lifter.example.org/log/cards/home.png">"#))
        let exercise = try #require(files.first { $0.path == "exercises/barbell-bench-press/index.html" }).contents
        #expect(exercise.contains(#"content="https://lifter.example.org/log/cards/exercises/barbell-bench-press.png""#))
        let year = try #require(files.first { $0.path == "year/2026/index.html" }).contents
        #expect(year.contains(#"content="https://lifter.example.org/log/cards/year/2026.png""#))
    }

    @Test func cardsFalseMakesNoCardsAndNoImageTags() throws {
        var site = SiteFixture.goldenSite
        site["liftbook.yaml"] = (site["liftbook.yaml"] ?? "").replacing("cards: all", with: "cards: false")
        let (files, diagnostics) = try SiteFixture.render(site)
        #expect(diagnostics.errors == [])
        #expect(Self.cards(files) == [])
        let home = try #require(files.first { $0.path == "index.html" }).contents
        #expect(!home.contains("og:image"))
        #expect(home.contains(#"<meta name="twitter:card" content="summary">"#))
    }

    /// By default the shared pages and the sessions of the log's last eight weeks have cards
    /// (`cards: all` adds every older session's: a card per workout is most of the cost of a full
    /// build); an older session's page shows the home card, described by the site's title.
    @Test func byDefaultOnlyRecentSessionsHaveTheirOwnCard() throws {
        var site = SiteFixture.goldenSite
        site["liftbook.yaml"] = (site["liftbook.yaml"] ?? "").replacing("cards: all", with: "")
        // 56 days before the newest session (2026-11-18) is the first day without a card of its own.
        site["sessions/2026-09-23-old.md"] = "---\ndate: 2026-09-23\nstart: \"18:00\"\n---\n## Barbell Bench Press\n- 60 x 5\n"
        site["sessions/2026-09-24-edge.md"] = "---\ndate: 2026-09-24\nstart: \"18:00\"\n---\n## Barbell Bench Press\n- 60 x 5\n"
        let (files, diagnostics) = try SiteFixture.render(site)
        #expect(diagnostics.errors == [])
        let cards = Self.cards(files).map(\.path)
        #expect(cards.contains("cards/home.png"))
        #expect(cards.contains("cards/exercises/barbell-bench-press.png"))
        #expect(cards.contains("cards/year/2026.png"))
        let sessionCards = cards.filter { $0.hasPrefix("cards/sessions/") }.sorted()
        #expect(sessionCards.first == "cards/sessions/2026-09-24-1800.png", "\(sessionCards)")
        #expect(!sessionCards.contains("cards/sessions/2026-09-23-1800.png"))
        #expect(sessionCards.contains("cards/sessions/2026-11-18-0730.png"))
        let recent = try #require(files.first { $0.path == "sessions/2026-11-09-1800/index.html" }).contents
        #expect(recent.contains(#"<meta property="og:image" content="https://lifter.example.org/log/cards/sessions/2026-11-09-1800.png">"#))
        let old = try #require(files.first { $0.path == "sessions/2026-09-23-1800/index.html" }).contents
        #expect(old.contains(#"<meta property="og:image" content="https://lifter.example.org/log/cards/home.png">"#))
        #expect(old.contains(#"<meta property="og:image:alt" content="Golden log">"#), "\(old.split(separator: "\n").filter { $0.contains("og:") })")
        #expect(old.contains(#"<meta name="twitter:card" content="summary_large_image">"#))
    }

    /// By default only a logged exercise has a card of its own: the page of a library exercise
    /// never logged shows the home card (it has no figures to draw, and such cards were most of a
    /// full build's cards). Logging the exercise gives it its card, and a rebuild that remembers
    /// equals a fresh build. (`cards: all` draws every library exercise's: the golden site.)
    @Test func byDefaultOnlyLoggedExercisesHaveTheirOwnCard() throws {
        var site = SiteFixture.goldenSite
        let yaml = (site["liftbook.yaml"] ?? "").replacing("libraryPages: used", with: "libraryPages: all")
        site["liftbook.yaml"] = yaml.replacing("cards: all", with: "")
        let cache = SiteFixture.remembering()
        let (files, diagnostics) = try SiteFixture.render(site, remembering: cache)
        #expect(diagnostics.errors == [])
        let cards = Self.cards(files).map(\.path)
        #expect(cards.contains("cards/exercises/barbell-bench-press.png"))
        #expect(!cards.contains("cards/exercises/landmine-press.png"), "the site's own exercise, never logged")
        let pages = files.filter { $0.path.hasPrefix("exercises/") && $0.path.hasSuffix("/index.html") && $0.path.split(separator: "/").count == 3 }
        #expect(pages.count > cards.filter { $0.hasPrefix("cards/exercises/") }.count, "the library has exercises never logged")
        let landmine = try #require(files.first { $0.path == "exercises/landmine-press/index.html" }).contents
        #expect(landmine.contains(#"<meta property="og:image" content="https://lifter.example.org/log/cards/home.png">"#))
        #expect(landmine.contains(#"<meta property="og:image:alt" content="Golden log">"#))
        let bench = try #require(files.first { $0.path == "exercises/barbell-bench-press/index.html" }).contents
        #expect(bench.contains(#"<meta property="og:image" content="https://lifter.example.org/log/cards/exercises/barbell-bench-press.png">"#))

        site["sessions/2026-11-19-landmine.md"] = "---\ndate: 2026-11-19\nstart: \"18:00\"\n---\n## Landmine Press\n- 60 x 5\n"
        let logged = try SiteFixture.render(site, remembering: cache)
        #expect(logged.diagnostics.errors == [])
        #expect(Self.cards(logged.files).map(\.path).contains("cards/exercises/landmine-press.png"))
        let page = try #require(logged.files.first { $0.path == "exercises/landmine-press/index.html" }).contents
        #expect(page.contains(#"<meta property="og:image" content="https://lifter.example.org/log/cards/exercises/landmine-press.png">"#))
        #expect(logged.files == (try SiteFixture.render(site).files), "and the rebuild equals a fresh build")
    }

    /// Which sessions and exercises each setting draws a card of its own for.
    @Test(arguments: [
        // setting, logged exercise, never-logged exercise, session 55 days old, session 56 days old
        (CardSetting.off, false, false, false, false),
        (.pages, true, false, true, false),
        (.all, true, true, true, true),
    ])
    func eachSettingDrawsItsCards(setting: CardSetting, logged: Bool, unlogged: Bool, recent: Bool, old: Bool) throws {
        let newest = try #require(LocalDate(year: 2026, month: 11, day: 18))
        #expect(setting.drawsExercise(logged: true) == logged)
        #expect(setting.drawsExercise(logged: false) == unlogged)
        #expect(setting.drawsSession(on: try #require(LocalDate(year: 2026, month: 9, day: 24)), newest: newest) == recent)
        #expect(setting.drawsSession(on: try #require(LocalDate(year: 2026, month: 9, day: 23)), newest: newest) == old)
    }

    @Test func aChangedSessionRemakesOnlyTheCardsItTouches() throws {
        let cache = SiteFixture.remembering()
        var site = SiteFixture.goldenSite
        let first = try SiteFixture.render(site, remembering: cache)
        #expect(first.diagnostics.errors == [])
        #expect(cache.pagesMadeInLastBuild.contains("cards/sessions/2026-11-09-1800.png"), "a first build makes every card")

        site["sessions/2026-11-18-lower-a.md"] = (site["sessions/2026-11-18-lower-a.md"] ?? "") + "\n- 45kg x 30m\n"
        let edited = try SiteFixture.render(site, remembering: cache)
        #expect(edited.diagnostics.errors == [])
        let made = cache.pagesMadeInLastBuild.filter { $0.hasPrefix("cards/") }
        #expect(made.contains("cards/sessions/2026-11-18-0730.png"))
        #expect(!made.contains("cards/sessions/2026-11-09-1800.png"))
        #expect(!made.contains("cards/sessions/2026-11-16-1805.png"))
        #expect(made.filter { $0.hasPrefix("cards/sessions/") }.count == 1, "\(made.sorted())")
        #expect(made.count < Self.cards(first.files).count / 2, "\(made.sorted())")
        #expect(edited.files == (try SiteFixture.render(site).files), "and the rebuild equals a fresh build")
    }

    /// Known text drawn with the embedded font, compared with a recorded image within a small
    /// tolerance (`RECORD_GOLDEN=1` records it and fails).
    @Test func drawnTextMatchesTheRecordedImage() throws {
        let font = try #require(EmbeddedFiles.font("Fonts/DejaVuSans-Bold.ttf").flatMap(FontFace.init(bytes:)))
        let palette = Palette(solid: [RGB(0x00, 0x2B, 0x36), RGB(0xEE, 0xE8, 0xD5)], pairs: [(1, 0)])
        var canvas = Canvas(width: 1200, height: 630, palette: palette, background: 0)
        canvas.text("Liftbook 142.5 kg × 5", font: font, size: 64, x: 60, baseline: 200, colour: 1, on: 0)
        canvas.text("Ωμέγα · Кириллица · Ærø", font: font, size: 40, x: 60, baseline: 300, colour: 1, on: 0)
        let png = try #require(canvas.png())
        let pixels = try #require(PNGFile.decode(png))
        if Golden.recording {
            try FileManager.default.createDirectory(at: Self.recorded.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(png).write(to: Self.recorded)
            Issue.record("recorded \(Self.recorded.lastPathComponent); run the tests again without RECORD_GOLDEN=1 to compare")
            return
        }
        let expected = try #require(PNGFile.decode(Array(try Data(contentsOf: Self.recorded))), "a recorded image (RECORD_GOLDEN=1 records it)")
        #expect(expected.width == pixels.width && expected.height == pixels.height)
        var differing = 0
        var inked = 0
        for index in stride(from: 0, to: min(expected.rgba.count, pixels.rgba.count), by: 4) {
            if pixels.rgba[index] > 0x80 { inked += 1 }
            let delta = (0..<3).map { abs(Int(expected.rgba[index + $0]) - Int(pixels.rgba[index + $0])) }.max() ?? 0
            if delta > 24 { differing += 1 }
        }
        #expect(inked > 2_000, "the text is drawn (\(inked) light pixels)")
        #expect(differing <= 200, "\(differing) pixels differ from the recorded image")
    }

    /// Chinese, Japanese and Korean characters, which the font lacks, are left out (never boxes).
    @Test func charactersTheFontLacksAreLeftOut() throws {
        let font = try #require(EmbeddedFiles.font("Fonts/DejaVuSans.ttf").flatMap(FontFace.init(bytes:)))
        #expect(!font.hasGlyph("深"))
        #expect(font.hasGlyph("Ж") && font.hasGlyph("Ω") && font.hasGlyph("é"))
        let palette = Palette(solid: [RGB(0, 0, 0), RGB(255, 255, 255)], pairs: [(1, 0)])
        var blank = Canvas(width: 200, height: 100, palette: palette, background: 0)
        blank.text("深蹲", font: font, size: 40, x: 10, baseline: 60, colour: 1, on: 0)
        let pixels = try #require(blank.png().flatMap(PNGFile.decode))
        #expect(Set(stride(from: 0, to: pixels.rgba.count, by: 4).map { pixels.rgba[$0] }) == [0])
    }

    /// The deflate stream of runs and copies decodes to the rows drawn (libpng checks its Adler-32).
    @Test func flatShapesDecodeToTheirColours() throws {
        let palette = Palette(solid: [RGB(10, 20, 30), RGB(200, 100, 50), RGB(1, 2, 3)], pairs: [(1, 0)])
        var canvas = Canvas(width: 1200, height: 630, palette: palette, background: 0)
        canvas.fill(x: 100, y: 50, width: 300, height: 200, colour: 1)
        canvas.fillRounded(x: 500, y: 300, width: 400, height: 100, radius: 12, colour: 2, on: 0)
        canvas.fill(x: -50, y: 600, width: 5000, height: 500, colour: 2)
        let pixels = try #require(canvas.png().flatMap(PNGFile.decode))
        #expect(pixels.colour(x: 99, y: 60) == RGB(10, 20, 30))
        #expect(pixels.colour(x: 100, y: 50) == RGB(200, 100, 50))
        #expect(pixels.colour(x: 399, y: 249) == RGB(200, 100, 50))
        #expect(pixels.colour(x: 400, y: 249) == RGB(10, 20, 30))
        #expect(pixels.colour(x: 700, y: 350) == RGB(1, 2, 3))
        #expect(pixels.colour(x: 500, y: 300) == RGB(10, 20, 30), "a rounded corner leaves the background")
        #expect(pixels.colour(x: 0, y: 629) == RGB(1, 2, 3) && pixels.colour(x: 1199, y: 600) == RGB(1, 2, 3))
    }
}
