import Foundation
import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// The gym page and the files beside it: the page (its data inside it), its scripts and style from
/// the templates' assets, the web app manifest, and the service worker that keeps them offline.
struct GymPage {
    let factory: PageFactory
    let config: SiteConfig
    let routine: Routine?
    let library: [ExerciseID: Exercise]
    let today: LocalDate
    let inputs: GymData.Inputs
    let text: RecommendationText
    let assets: [String: String]
    let themeColour: String
    /// The site's stylesheet, which the worker caches with the page.
    let stylesheet: String

    /// The assets the page loads, below `Templates/gym/`, in the order the worker lists them.
    static let scripts = ["app.js", "logic.js", "gym.css"]
    /// The service worker's file name; it lives beside the page so that its scope is the page.
    static let worker = "sw.js"
    /// The manifest's file name.
    static let manifest = "manifest.webmanifest"

    /// Every file of the gym page, sorted by nothing in particular (the render stage sorts).
    func files() -> [OutputFile] {
        let urls = factory.urls
        // Where the site is published (liftbook.yaml's baseURL, not serve's local address).
        let published = config.baseURL.hasPrefix("http") ? config.baseURL : nil
        let json = GymData(config: config, routine: routine, library: library, today: today, inputs: inputs, text: text, home: urls.href(.home),
                           published: published, strings: factory.strings).json()
        // `<` cannot close the script element: JSON's strings already write it as \u003c, and it
        // never appears outside a string, so the text goes in as it is.
        let script = json.text()
        let view = GymPageView(data: script, manifest: urls.href(.gym(file: Self.manifest)), app: urls.href(.gym(file: "app.js")),
                               style: urls.href(.gym(file: "gym.css")), home: urls.href(.home), routine: urls.href(.routine))
        let page = factory.page(.gym, section: .gym, template: \.gym, view: view, title: factory.strings["gym.title"],
                                description: factory.strings["gym.description"],
                                manifest: view.manifest, stylesheet: view.style)
        var cached: [(route: Route, file: OutputFile)] = [(.gym, page)]
        for name in Self.scripts {
            cached.append((.gym(file: name), OutputFile(path: Route.gym(file: name).file, contents: assets["gym/" + name] ?? "")))
        }
        cached.append((.gym(file: Self.manifest), OutputFile(path: Route.gym(file: Self.manifest).file, contents: manifestText())))
        let worker = OutputFile(path: Route.gym(file: Self.worker).file, contents: workerText(cached: cached))
        return cached.map(\.file) + [worker]
    }

    /// The web app manifest: the page opens standalone, in the theme's colours.
    private func manifestText() -> String {
        let urls = factory.urls
        let object: JSONObject = [
            "name": .string("\(config.title): gym"),
            "short_name": .string("Gym"),
            "start_url": .string("./"),
            "scope": .string("./"),
            "display": .string("standalone"),
            "background_color": .string(themeColour),
            "theme_color": .string(themeColour),
            "icons": .array([.object(["src": .string(urls.href(.favicon)), "sizes": .string("any"), "type": .string("image/svg+xml")])]),
        ]
        return JSON.object(object).text(pretty: true) + "\n"
    }

    /// The service worker with its precache list and a cache name made from the content of every
    /// file it caches, so a new build replaces the old copy whole and never mixes two.
    private func workerText(cached files: [(route: Route, file: OutputFile)]) -> String {
        let urls = factory.urls
        let shared: [(String, [UInt8])] = [
            (urls.href(.stylesheet), Array(stylesheet.utf8)),
            (urls.href(.favicon), Array(Favicon.svg.utf8)),
        ]
        var entries: [(String, [UInt8])] = files.map { (urls.href($0.route), $0.file.bytes) }
        entries += shared
        var hash = FNV1a()
        for (href, bytes) in entries {
            // Each entry's address, a NUL, its bytes and a NUL: ("ab", "c") and ("a", "bc") differ.
            hash.add(href.utf8)
            hash.add(byte: 0)
            hash.add(bytes)
            hash.add(byte: 0)
        }
        let list = JSON.array(entries.map { .string($0.0) }).text()
        let source = assets["gym/" + Self.worker] ?? ""
        return source
            .replacingOccurrences(of: "\"@@CACHE@@\"", with: "\"liftbook-gym-\(hash.hex)\"")
            .replacingOccurrences(of: "[\"@@FILES@@\"]", with: list)
    }
}
