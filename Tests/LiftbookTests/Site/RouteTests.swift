import Foundation
import LiftbookAnalytics
import LiftbookModel
import LiftbookSite
import Testing

/// Every address of the site is spelled by one constructor of `Route`; these pin the spellings
/// (hand-written) and check that no other source file of the site spells one.
struct RouteTests {
    static let spellings: [(route: Route, path: String, file: String)] = [
        (.home, "", "index.html"),
        (.history, "history/", "history/index.html"),
        (.history(page: 1), "history/", "history/index.html"),
        (.history(page: 3), "history/page/3/", "history/page/3/index.html"),
        (.history(year: 2025), "history/2025/", "history/2025/index.html"),
        (.session("2026-11-18-lower-a"), "sessions/2026-11-18-lower-a/", "sessions/2026-11-18-lower-a/index.html"),
        (.exercise(ExerciseID("barbell-row")), "exercises/barbell-row/", "exercises/barbell-row/index.html"),
        (.exercises(category: .back), "exercises/category/back/", "exercises/category/back/index.html"),
        (.exercises(equipment: "kettlebell"), "exercises/equipment/kettlebell/", "exercises/equipment/kettlebell/index.html"),
        (.exercises(muscle: "lats"), "exercises/muscle/lats/", "exercises/muscle/lats/index.html"),
        (.report(.week(ISOWeek(year: 2026, week: 47))), "reports/2026-W47/", "reports/2026-W47/index.html"),
        (.reportMarkdown(.month(year: 2026, month: 3)), "reports/2026-03.md", "reports/2026-03.md"),
        (.report(.year(2026)), "reports/2026/", "reports/2026/index.html"),
        (.post("upper-a"), "posts/upper-a/", "posts/upper-a/index.html"),
        (.postRoutine("upper-a"), "posts/upper-a.yaml", "posts/upper-a.yaml"),
        (.badge(ExerciseID("records")), "badges/records-exercise.svg", "badges/records-exercise.svg"),
        (.badge(ExerciseID("squat")), "badges/squat.svg", "badges/squat.svg"),
        (.api(exercise: ExerciseID("Odd Name!")), "api/exercises/odd-name.json", "api/exercises/odd-name.json"),
        (.api(week: ISOWeek(year: 2026, week: 2)), "api/weeks/2026-W02.json", "api/weeks/2026-W02.json"),
        (.notFound, "404.html", "404.html"),
        (.calendar, "routine.ics", "routine.ics"),
        (.gym, "gym/", "gym/index.html"),
        (.year(2026), "year/2026/", "year/2026/index.html"),
        (.search, "search/", "search/index.html"),
        (.homeCard, "cards/home.png", "cards/home.png"),
        (.card(session: "2026-11-16-1805"), "cards/sessions/2026-11-16-1805.png", "cards/sessions/2026-11-16-1805.png"),
        (.card(exercise: ExerciseID("barbell-row")), "cards/exercises/barbell-row.png", "cards/exercises/barbell-row.png"),
        (.card(year: 2026), "cards/year/2026.png", "cards/year/2026.png"),
        (.card(post: "upper-a"), "cards/posts/upper-a.png", "cards/posts/upper-a.png"),
        (.pagefindScript, "pagefind/pagefind-ui.js", "pagefind/pagefind-ui.js"),
    ]

    @Test(arguments: spellings.indices)
    func eachRouteHasOneSpelling(_ index: Int) {
        let (route, path, file) = Self.spellings[index]
        #expect(route.path == path)
        #expect(route.file == file)
    }

    @Test func linksAndAddressesAskTheRoute() {
        let urls = SiteURLs(baseURL: "https://lifter.example.org/log/")
        #expect(urls.href(.exercise(ExerciseID("squat"))) == "/log/exercises/squat/")
        #expect(urls.absolute(.feed) == "https://lifter.example.org/log/feed.xml")
        #expect(urls.absolute(.routine, fragment: "monday") == "https://lifter.example.org/log/routine/#monday")
        #expect(Route.api(exercise: ExerciseID("squat")).path(below: .api) == "exercises/squat.json")
    }

    /// A route written as a string anywhere else is the bug that waits to happen: the two
    /// spellings drift. Only `Route+Pages.swift` may spell an address of the site: in the site
    /// module, none of its folders or files; in every other module of `Sources/` (which also
    /// read the site folder's `sessions/`, `exercises/`, `posts/` and `following/`), none of the
    /// folders and files only the output has.
    @Test func noOtherSourceFileSpellsARoute() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../../Sources").standardized
        let outputOnly = ["history/", "reports/", "badges/", "api/", "routine/", "bodyweight/", "year/", "search/", "pagefind/", "cards/",
                          "gym/", "assets/", "feed.xml", "feed.json", "routine.ics", "404.html", "sitemap.xml", "favicon.svg"]
        let siteOnly = ["sessions/", "exercises/", "posts/", "following/"]
        // Where the same text names an input, not an address: the gym page's built-in sources
        // (`Templates/gym/`) and a theme's stylesheet file.
        let inputs = [("LiftbookSite/Gym/GymPage.swift", "assets[\"gym/\""), ("LiftbookLoading/Theme/ThemeLoader.swift", "/style.css\")")]
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 400, "the sources were found")
        var spelled: [String] = []
        for file in files where !file.hasSuffix("Route+Pages.swift") {
            let spellings = file.hasPrefix("LiftbookSite/") ? outputOnly + siteOnly : outputOnly
            let text = try String(contentsOf: sources.appending(path: file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), !inputs.contains(where: { file == $0.0 && code.contains($0.1) }) else { continue }
                for spelling in spellings where code.contains("\"" + spelling) || code.contains("\"/" + spelling) {
                    spelled.append("\(file):\(number + 1): \(spelling)")
                }
            }
        }
        #expect(spelled == [])
    }
}
