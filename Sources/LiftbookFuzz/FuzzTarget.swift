#if LIFTBOOK_FUZZ
import Foundation
@testable import LiftbookLoading
import LiftbookModel
import LiftbookResources
@testable import LiftbookSite
import LiftbookTemplates

/// One parser under fuzzing; the raw value is the name `LIFTBOOK_FUZZ_TARGET` takes.
enum FuzzTarget: String, CaseIterable {
    case notation, markdown, frontmatter, structured, config, routine, exercises, libraryjson, strong, hevy, fitnotes, fitnotes2, feed
    case templates, themetokens, corrections, bodyweight, posts, applehealth, garmin

    /// The target named by the environment, read once.
    static let selected: FuzzTarget? = ProcessInfo.processInfo.environment["LIFTBOOK_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:))

    /// The built-in library, parsed once so that each input costs only its own parse.
    static let library = BuiltInLibrary.library

    /// The path the input is read from, as a site file (the extension picks the parser).
    var path: String {
        switch self {
        case .notation: "sessions/notation.txt"
        case .markdown, .frontmatter: "sessions/2026-11-16.md"
        case .structured: "sessions/2026-11-16.yaml"
        case .config: ConfigLoader.path
        case .routine: RoutineLoader.path
        case .exercises: "exercises/custom.yaml"
        case .libraryjson: "exercises/library.json"
        case .strong: "imports/strong.csv"
        case .hevy: "imports/hevy.csv"
        case .fitnotes: "imports/fitnotes.csv"
        case .fitnotes2: "imports/fitnotes2.csv"
        case .applehealth: "imports/export.xml"
        case .garmin: "imports/strength.fit"
        case .feed: "following/sam-example-org-feed-json.json"
        case .templates: "Templates/home.mustache"
        case .themetokens: "Themes/solarized-dark/tokens.yaml"
        case .corrections: "corrections.yaml"
        case .bodyweight: "bodyweight.yaml"
        case .posts: "posts/upper-day.md"
        }
    }

    /// The built-in templates by name, read once.
    static let builtInTemplates: [String: String] = Dictionary(uniqueKeysWithValues:
        EmbeddedFiles.files(under: "Templates").filter { $0.key.hasSuffix(".mustache") }.map { (String($0.key.dropLast(".mustache".count)), $0.value) })

    /// The routine posts refer to, parsed once.
    static let postsRoutine: Routine? = {
        var ignored: [Diagnostic] = []
        return RoutineLoader.parse(FuzzSeeds.routine, path: RoutineLoader.path, library: library, unit: .kg, into: &ignored)
    }()

    /// Runs the targets that read their file through the site's own loader, as a build does;
    /// false for the others.
    private func runSiteLoader(_ files: MemorySiteFiles, into diagnostics: inout [Diagnostic]) -> Bool {
        switch self {
        case .templates:
            // Read as a build reads it, then parsed with the built-in templates (its partials) and
            // compiled against the home page's view: the whole set would cost a hundred times more.
            guard let text = TextFile.read(path, from: files, allowEmpty: true, sizeLimit: TemplateSources.sizeLimit, into: &diagnostics) else { return true }
            var sources = Self.builtInTemplates
            sources["home"] = text
            let library = TemplateLibrary(sources: sources)
            _ = library.compile("home", for: HomePageView.self)
        case .themetokens: _ = ThemeLoader.load("solarized-dark", from: files, into: &diagnostics).map(Theme.init)
        case .corrections: _ = CorrectionLoader.load(from: files, library: Self.library, into: &diagnostics)
        case .bodyweight: _ = BodyWeightLoader.load(from: files, unit: .kg, into: &diagnostics)
        case .posts: _ = PostLoader.load(from: files, routine: Self.postsRoutine, today: LocalDate(dayNumber: 20_779), into: &diagnostics)
        default: return false
        }
        _ = diagnostics.sortedByLocation()
        return true
    }

    /// Parses one input the way a build reads a file: bytes are decoded by `TextFile` first.
    func run(_ data: Data) {
        var diagnostics: [Diagnostic] = []
        let bytes = self == .frontmatter ? Data("---\n".utf8) + data + Data("\n---\n## Squat\n- 100 x 5\n".utf8) : data
        let files = MemorySiteFiles(data: [path: bytes])
        if self == .feed {
            // A feed another site serves: read as fetched, then as `build` reads its copy, and
            // the same bytes as following.yaml.
            let lifter = FollowedLifter(url: "https://sam.example.org/feed.json", location: SourceLocation(path: FollowingLoader.path))
            _ = FeedReader.read(data, lifter: lifter)
            let site = MemorySiteFiles(data: [FollowingLoader.path: Data("schema: 1\nfollowing:\n  - url: \(lifter.url)\n".utf8), path: data])
            _ = FollowingLoader.load(from: site, into: &diagnostics)
            _ = FollowingLoader.parse(String(decoding: data, as: UTF8.self), into: &diagnostics)
            return
        }
        if self == .config {
            _ = ConfigLoader.load(from: files, into: &diagnostics)
            return
        }
        if self == .applehealth {
            // Streamed as a build streams it, in small chunks so tags cross chunk boundaries.
            var weights: [BodyWeightEntry] = []
            var reader = AppleHealthReader(path: path, clock: ExportClock(timezone: "Europe/Berlin"))
            try? files.readChunks(path, chunkSize: 61) { reader.feed($0) }
            diagnostics += reader.finish()
            _ = HealthWorkouts.uncovered(reader.workouts, by: reader.workouts.prefix(3).map { $0 })
            _ = ImportLoader.readAppleHealth(path: path, from: files, timezone: "UTC", bodyWeights: &weights, into: &diagnostics)
            _ = diagnostics.sortedByLocation()
            return
        }
        if self == .garmin {
            // Read as a build reads it (a session and body weights), then the decoder alone on every message.
            var weights: [BodyWeightEntry] = []
            var rows = ImportedRows()
            _ = ImportLoader.readGarmin(path: path, from: files, timezone: "Europe/Berlin", library: Self.library, rows: &rows,
                                        bodyWeights: &weights, into: &diagnostics)
            _ = data.withUnsafeBytes { try? FitDecoder.messages($0) }
            _ = diagnostics.sortedByLocation()
            return
        }
        if runSiteLoader(files, into: &diagnostics) { return }
        guard let text = TextFile.read(path, from: files, into: &diagnostics) else { return }
        let library = Self.library
        switch self {
        case .notation:
            for line in text.split(separator: "\n").prefix(64) {
                _ = SetNotation.parse(String(line), defaultUnit: .kg)
            }
        case .markdown, .frontmatter:
            _ = MarkdownSessionLoader.load(path: path, text: text, library: library, defaultUnit: .kg, into: &diagnostics)
        case .structured:
            _ = StructuredSessionLoader.load(path: path, text: text, library: library, defaultUnit: .lb, into: &diagnostics)
        case .routine:
            _ = RoutineLoader.parse(text, path: path, library: library, unit: .kg, into: &diagnostics)
        case .exercises:
            guard let source = YAMLSource(path: path, text: text, into: &diagnostics) else { return }
            _ = ExerciseFileLoader.load(source, base: library, unit: .kg, custom: true, into: &diagnostics)
        case .libraryjson:
            guard let source = YAMLSource(path: path, text: text, into: &diagnostics) else { return }
            _ = LibraryJSONLoader.load(source, base: library, into: &diagnostics)
        case .strong, .hevy, .fitnotes, .fitnotes2:
            importCSV(text, into: &diagnostics)
        case .config, .feed, .templates, .themetokens, .corrections, .bodyweight, .posts, .applehealth, .garmin:
            break
        }
        _ = diagnostics.sortedByLocation()
    }

    /// Reads a CSV with this target's importer whatever its header says, then assembles sessions.
    private func importCSV(_ text: String, into diagnostics: inout [Diagnostic]) {
        guard let table = CSVTable(path: path, text: text, into: &diagnostics) else { return }
        let layout: ExportLayout = switch self {
        case .hevy: .hevy
        case .fitnotes: .fitNotes
        case .fitnotes2: .fitNotes2
        default: .strong
        }
        var report = ImportReport(table: table)
        let setting = ImportSetting(file: path, location: nil)
        let workouts = layout.read(table, setting: setting, siteUnit: .kg, clock: ExportClock(timezone: "Europe/Berlin"), report: &report)
        _ = ImportAssembler(library: Self.library).sessions(from: workouts, report: &report)
        diagnostics += report.finished()
        _ = ImportLoader.read(path: path, text: text, setting: nil, siteUnit: .lb, library: Self.library, into: &diagnostics)
    }
}
#endif
