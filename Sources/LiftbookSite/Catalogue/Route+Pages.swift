package import LiftbookAnalytics
package import LiftbookModel

/// Every route of the site, each spelled here and nowhere else.
extension Route {
    /// The home page.
    package static let home = Route("")
    /// The first page of the history list.
    package static let history = Route("history/")
    /// Page `page` of the history list (page 1 is ``history``).
    package static func history(page: Int) -> Route { page <= 1 ? history : Route("history/page/\(page)/") }
    /// The sessions of one year.
    package static func history(year: Int) -> Route { Route("history/\(year)/") }
    /// One session's page.
    package static func session(_ id: String) -> Route { Route("sessions/\(id)/") }

    /// The exercise library.
    package static let exercises = Route("exercises/")
    /// One exercise's page.
    package static func exercise(_ id: ExerciseID) -> Route { Route("exercises/\(id)/") }
    /// The library's exercises of one category.
    package static func exercises(category: ExerciseCategory) -> Route { Route("exercises/category/\(category.rawValue)/") }
    /// The library's exercises for one piece of equipment (a slug).
    package static func exercises(equipment slug: String) -> Route { Route("exercises/equipment/\(slug)/") }
    /// The library's exercises that work one muscle (a slug).
    package static func exercises(muscle slug: String) -> Route { Route("exercises/muscle/\(slug)/") }

    /// The routine page.
    package static let routine = Route("routine/")
    /// The routine as a calendar.
    package static let calendar = Route("routine.ics")
    /// The body-weight page.
    package static let bodyWeight = Route("bodyweight/")
    /// The people the lifter follows.
    package static let following = Route("following/")

    /// The index of reports.
    package static let reports = Route("reports/")
    /// A report's page: `reports/2026-W47/`.
    package static func report(_ period: ReportPeriod) -> Route { Route("reports/\(period)/") }
    /// A report's Markdown file: `reports/2026-W47.md`.
    package static func reportMarkdown(_ period: ReportPeriod) -> Route { Route("reports/\(period).md") }

    /// The index of posts.
    package static let posts = Route("posts/")
    /// A post's page.
    package static func post(_ slug: String) -> Route { Route("posts/\(slug)/") }
    /// A post's routine, for others to import.
    package static func postRoutine(_ slug: String) -> Route { Route("posts/\(slug).yaml") }
    /// The Atom feed of posts.
    package static let feed = Route("feed.xml")
    /// The JSON feed of posts.
    package static let jsonFeed = Route("feed.json")

    /// The gym page: today's session logged on a phone, offline.
    package static let gym = Route("gym/")
    /// A file of the gym page, beside it: `gym/app.js`, `gym/sw.js`, `gym/manifest.webmanifest`.
    package static func gym(file name: String) -> Route { Route("gym/\(name)") }

    /// The page for addresses that do not exist.
    package static let notFound = Route("404.html")
    /// The stylesheet.
    package static let stylesheet = Route("assets/style.css")
    /// The icon.
    package static let favicon = Route("favicon.svg")
    /// The sitemap.
    package static let sitemap = Route("sitemap.xml")
    /// What crawlers may read.
    package static let robots = Route("robots.txt")

    /// The badge of recent records.
    package static let recordsBadge = Route("badges/records.svg")
    /// One exercise's badge (an exercise named `records` gets `records-exercise.svg`).
    package static func badge(_ id: ExerciseID) -> Route {
        id.rawValue == "records" ? Route("badges/records-exercise.svg") : Route("badges/\(id).svg")
    }

    /// The folder of the JSON API.
    package static let api = Route("api/")
    /// The API's index.
    package static let apiIndex = Route("api/index.json")
    /// The API's body-weight series.
    package static let apiBodyWeight = Route("api/bodyweight.json")
    /// The API document of one exercise (its id made a slug).
    package static func api(exercise id: ExerciseID) -> Route {
        let slug = ExerciseID.isSlug(id.rawValue) ? id.rawValue : slugify(id.rawValue)
        return Route("api/exercises/\(slug.isEmpty ? "exercise" : slug).json")
    }
    /// The API document of one week.
    package static func api(week: ISOWeek) -> Route { Route("api/weeks/\(week).json") }

    /// The Open Graph card of the home page.
    public static let homeCard = Route("cards/home.png")
    /// A session's Open Graph card.
    public static func card(session id: String) -> Route { Route("cards/sessions/\(id).png") }
    /// An exercise's Open Graph card.
    public static func card(exercise id: ExerciseID) -> Route {
        let slug = ExerciseID.isSlug(id.rawValue) ? id.rawValue : slugify(id.rawValue)
        return Route("cards/exercises/\(slug.isEmpty ? "exercise" : slug).png")
    }
    /// A year in review's Open Graph card.
    public static func card(year: Int) -> Route { Route("cards/year/\(year).png") }
    /// A post's Open Graph card.
    public static func card(post slug: String) -> Route { Route("cards/posts/\(slug).png") }

    /// A year in review: `year/2026/`.
    package static func year(_ year: Int) -> Route { Route("year/\(year)/") }
    /// The search page (Pagefind's interface, loaded on this page only).
    package static let search = Route("search/")
    /// The folder Pagefind writes its index and interface into (`pagefind --site`).
    package static let pagefind = Route("pagefind/")
    /// Pagefind's interface script.
    package static let pagefindScript = Route("pagefind/pagefind-ui.js")
    /// Pagefind's interface stylesheet.
    package static let pagefindStylesheet = Route("pagefind/pagefind-ui.css")
}
