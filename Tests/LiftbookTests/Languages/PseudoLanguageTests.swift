import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// The done-when test of the languages: a build with every phrase of `en.yaml` wrapped in `⟦…⟧`
/// leaves no unmarked word a reader sees, in any page, report, feed, calendar or the gym page,
/// apart from data (the site's names, titles and notes; numbers; units).
struct PseudoLanguageTests {
    /// The sample site with a post (so that the feeds are built), in the pseudo-language.
    static let site: [String: String] = {
        var files = SiteFixture.goldenSite
        files["posts/2026-11-21-upper.md"] = PostFixture.upperDay
        files["i18n/en.yaml"] = PseudoLanguage.table()
        return files
    }()

    /// The containers whose words are not phrases: Markdown text (`notes`) and the how-to steps (`instructions`): the lifter's notes and the library's
    /// descriptions, which are content.
    static let excludedClasses: Set<String> = ["notes", "instructions"]

    /// Whole words that are data: units, and the superset letters the lifter writes (`A`).
    static let dataWords: Set<String> = {
        let loaded = SiteLoader(files: MemorySiteFiles(site), today: AnalyticsFixtures.day("2026-11-22")).load()
        var words: Set<String> = ["km", "m", "min", "s", "h", "md"]
        for day in loaded.data.routine?.days ?? [] { words.formUnion(day.exercises.compactMap(\.superset)) }
        for session in loaded.data.sessions { words.formUnion(session.exercises.compactMap(\.superset)) }
        return words
    }()

    /// The site's own words, which no table translates: names of exercises, sessions, days and
    /// posts, notes, the title and author, units.
    static let data: [String] = {
        let loaded = SiteLoader(files: MemorySiteFiles(site), today: AnalyticsFixtures.day("2026-11-22")).load()
        var items: [String] = [loaded.data.config.title, loaded.data.config.author, "kg", "lb", "Liftbook", "e1RM", "RPE", "RIR"]
        items += loaded.data.exercises.values.map(\.name)
        for session in loaded.data.sessions {
            items.append(session.title)
            items += session.notes.split(whereSeparator: \.isNewline).map(String.init)
            for exercise in session.exercises {
                items.append(exercise.name)
                items += exercise.notes.split(whereSeparator: \.isNewline).map(String.init)
            }
        }
        for day in loaded.data.routine?.days ?? [] { items.append(day.title) }
        if let routine = loaded.data.routine { items.append(routine.name) }
        for post in loaded.data.posts { items.append(post.title) }
        items += ["Upper day, my way", "Bench", "heavy", "then the", "row and pull-up", "superset", "alert"]
        return items.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }()

    static func build() throws -> [OutputFile] {
        let (files, diagnostics) = try SiteFixture.render(site)
        #expect(diagnostics.errors == [])
        return files
    }

    @Test func theTableWrapsEveryPhrase() throws {
        let table = PseudoLanguage.table()
        #expect(table.contains("nav.history: \"⟦History⟧\""))
        #expect(table.contains("number.decimal: \".\""))
        #expect(PseudoLanguage.unmarked("a ⟦b ⟦c⟧ d⟧ e") == "a  e")
    }

    @Test func everyPageIsInTheTable() throws {
        var problems: [String] = []
        for file in try Self.build() where file.path.hasSuffix(".html") {
            let (root, _) = StrictHTML.parse(file.contents)
            var texts: [String] = []
            func walk(_ element: StrictHTML.Element) {
                guard !["script", "style"].contains(element.name) else { return }
                let classes = Set((element.attribute("class") ?? "").split(separator: " ").map(String.init))
                guard classes.isDisjoint(with: Self.excludedClasses) else { return }
                for name in ["alt", "title", "aria-label", "placeholder"] {
                    if let value = element.attribute(name) { check(value, "\(element.name)[\(name)]") }
                }
                if element.name == "meta", ["description", "og:description", "twitter:description", "og:title", "twitter:title"]
                    .contains(element.attribute("name") ?? element.attribute("property") ?? "") {
                    check(element.attribute("content") ?? "", "meta")
                }
                for child in element.children {
                    switch child {
                    case .text(let text): texts.append(text)
                    case .element(let inner): walk(inner)
                    }
                }
            }
            func check(_ text: String, _ place: String) {
                if let left = Self.unmarkedWords(text) { problems.append("\(file.path) \(place): \(left) — in: \(text.prefix(160))") }
            }
            walk(root)
            check(texts.joined(separator: " "), "text")
        }
        for problem in problems.prefix(400) { print("unmarked: " + problem) }
        #expect(problems.isEmpty, "\(problems.count) texts have words from no string table")
    }

    /// The words of `text` that come from no phrase and are not data, or nil when there are none.
    static func unmarkedWords(_ text: String) -> String? {
        // ISO weeks (`2026-W46`), addresses and Markdown files (`2026-W46.md`) are data too.
        let plain = PseudoLanguage.unmarked(text)
            .replacingOccurrences(of: #"\d{4}-W\d{2}"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"https?://\S+"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"\S+\.md\b"#, with: " ", options: .regularExpression)
        let left = PseudoLanguage.words(in: plain, data: data).filter { !dataWords.contains($0) }
        return left.isEmpty ? nil : left.joined(separator: " ")
    }

    /// The reports' Markdown copies: headings, tables, paragraphs and lists.
    @Test func everyReportIsInTheTable() throws {
        var problems: [String] = []
        let reports = try Self.build().filter { $0.path.hasPrefix("reports/") && $0.path.hasSuffix(".md") }
        #expect(reports.count >= 4)
        for file in reports {
            for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // A link's address is not text; table rules and Markdown marks have no words.
                let text = String(line).replacingOccurrences(of: #"\]\([^)]*\)"#, with: "]", options: .regularExpression)
                if let left = Self.unmarkedWords(text) { problems.append("\(file.path):\(number + 1): \(left) — in: \(line.prefix(160))") }
            }
        }
        for problem in problems.prefix(100) { print("unmarked: " + problem) }
        #expect(problems.isEmpty, "\(problems.count) report lines have words from no string table")
    }

    /// The feeds: their titles and descriptions, and each entry's summary and plan.
    @Test func theFeedsAreInTheTable() throws {
        let files = try Self.build()
        let json = try #require(files.first { $0.path == "feed.json" })
        let feed = try #require(try JSONSerialization.jsonObject(with: Data(json.contents.utf8)) as? [String: Any])
        var texts = [feed["title"] as? String ?? "", feed["description"] as? String ?? ""]
        let items = feed["items"] as? [[String: Any]] ?? []
        #expect(!items.isEmpty)
        for item in items {
            texts.append(item["summary"] as? String ?? "")
            // The plan after the post's own description, its tags taken out.
            let html = item["content_html"] as? String ?? ""
            texts.append(html.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression))
        }
        let atom = try #require(files.first { $0.path == "feed.xml" }).contents
        #expect(atom.contains(#"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">"#))
        for element in ["title", "subtitle", "summary"] {
            for match in atom.matches(of: try Regex("<\(element)>([^<]*)</\(element)>")) {
                texts.append(String(match.output[1].substring ?? ""))
            }
        }
        let problems = texts.compactMap { text in Self.unmarkedWords(text).map { "\($0) — in: \(text.prefix(160))" } }
        for problem in problems { print("unmarked: feed: " + problem) }
        #expect(problems.isEmpty)
    }

    /// `routine.ics`: the calendar's name and each event's title, description and category.
    @Test func theCalendarIsInTheTable() throws {
        let ics = try #require(try Self.build().first { $0.path == "routine.ics" }).contents
        // Content lines folded at 75 octets continue on a line that starts with a space.
        let unfolded = ics.replacingOccurrences(of: "\r\n ", with: "").split(separator: "\r\n").map(String.init)
        var problems: [String] = []
        var events = 0
        for line in unfolded {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].split(separator: ";").first.map(String.init) ?? ""
            guard ["X-WR-CALNAME", "SUMMARY", "DESCRIPTION", "CATEGORIES"].contains(name) else { continue }
            if name == "SUMMARY" { events += 1 }
            let value = String(line[line.index(after: colon)...])
                .replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\,", with: ",").replacingOccurrences(of: "\\;", with: ";")
            if let left = Self.unmarkedWords(value) { problems.append("\(name): \(left) — in: \(value.prefix(160))") }
        }
        #expect(events > 0)
        for problem in problems { print("unmarked: routine.ics " + problem) }
        #expect(problems.isEmpty)
    }

    /// The gym page writes its words with its script, from the phrases the build puts in the page
    /// data: the block has every key the scripts ask for, each phrase marked. (The scripts' own
    /// literals are checked by `node --test Tests/GymPage/`.)
    @Test func theGymPageCarriesItsPhrases() throws {
        let files = try Self.build()
        let page = try #require(files.first { $0.path == "gym/index.html" }).contents
        let start = try #require(page.range(of: #"<script type="application/json" id="gym-data">"#))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let words = try #require(data["words"] as? [String: Any])
        let phrases = try #require(words["phrases"] as? [String: Any])
        var unmarked: [String] = []
        for (key, value) in phrases {
            let forms = (value as? [String: String]).map { Array($0.values) } ?? [value as? String ?? ""]
            for form in forms where !(form.hasPrefix("⟦") && form.hasSuffix("⟧")) { unmarked.append("\(key): \(form)") }
        }
        #expect(unmarked == [])
        // Every key the scripts name, and the kinds' keys they make from a set's kind.
        var asked: Set<String> = []
        for name in ["gym/app.js", "gym/logic.js"] {
            let source = try #require(files.first { $0.path == name }).contents
            for match in source.matches(of: #/"(gym\.[a-z0-9.-]+)"/#) { asked.insert(String(match.output.1)) }
        }
        for kind in ["working", "warmup", "drop", "failure", "amrap"] { asked.insert("gym.kind." + kind) }
        for kind in ["warmup", "drop", "failure", "amrap"] { asked.insert("gym.kind.mark." + kind) }
        #expect(asked.count > 60)
        #expect(asked.subtracting(phrases.keys).sorted() == [])
    }
}
