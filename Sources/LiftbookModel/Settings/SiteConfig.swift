/// The estimated one-rep-max formula a site uses.
public enum E1RMFormula: String, Sendable, Hashable, CaseIterable, Codable {
    case epley, brzycki, lombardi, mayhew, wathan
}

/// What a site shares publicly.
public struct PrivacySettings: Sendable, Hashable {
    /// Session notes may appear on posts and feeds.
    public var shareNotes: Bool
    /// Posts may show current working weights.
    public var shareWeights: Bool

    /// Creates settings; by default notes stay private and weights are shared.
    public init(shareNotes: Bool = false, shareWeights: Bool = true) {
        self.shareNotes = shareNotes
        self.shareWeights = shareWeights
    }
}

/// An import file named in `liftbook.yaml`, with the unit of a weight column that names none.
public struct ImportSetting: Sendable, Hashable {
    /// The CSV file's path relative to the site folder.
    public var file: String
    /// The unit of an unlabelled weight column.
    public var unit: MassUnit?
    /// How the file writes dates (`D/M/YY`, `MM/DD/YYYY HH:mm`, …) when its layout leaves it open.
    public var dateFormat: String?
    /// How to read another app's one-row-per-set CSV: which column holds what.
    public var mapping: ImportMapping?
    /// Where the entry is written.
    public var location: SourceLocation?

    /// Creates an import setting.
    public init(file: String, unit: MassUnit? = nil, location: SourceLocation? = nil) {
        self.file = file
        self.unit = unit
        self.location = location
    }
}

/// The settings of `liftbook.yaml`.
public struct SiteConfig: Sendable, Hashable {
    /// The site's title.
    public var title: String
    /// The public address, ending in `/`; may include a sub-path.
    public var baseURL: String
    /// The display unit.
    public var units: MassUnit
    /// The unit of weights written without one in sessions, the routine and exercise files (and
    /// of an export's weight column that names none); independent of the display unit.
    public var logUnit: MassUnit
    /// True when `liftbook.yaml` states `logUnit` (rather than taking the default): it then also
    /// names the unit of an export whose weight column names none.
    public var logUnitIsStated = false
    /// The first day of a training week.
    public var weekStart: Weekday
    /// True when `liftbook.yaml` states `weekStart`; otherwise the language's first weekday is used.
    public var weekStartIsStated = false
    /// The BCP 47 tag of the language of everything a reader sees (`en`, `de`, `pt-BR`).
    public var language = "en"
    /// Where `liftbook.yaml` states the language, when it does.
    public var languageLocation: SourceLocation?
    /// An IANA time zone name, used to decide what "today" is.
    public var timezone: String
    /// The theme's folder name.
    public var theme: String
    /// The e1RM formula.
    public var e1rm: E1RMFormula
    /// What is shared publicly.
    public var privacy: PrivacySettings
    /// Import files with their units.
    public var imports: [ImportSetting]
    /// The author named in feeds and posts.
    public var author: String
    /// History pages list this many sessions each.
    public var pageSize: Int
    /// Which library exercises get pages: all of them, or only those logged or defined by the site.
    public var libraryPages: LibraryPages
    /// What counts as humanly possible, and the rep range estimated 1RMs come from.
    public var limits: PlausibilityLimits
    /// What scores need to know about the lifter (`athlete: {sex: …}`).
    public var athlete = AthleteSettings()
    /// The lifts charted together on the home page and measured against body weight.
    public var mainLifts: [ExerciseID] = SiteConfig.defaultMainLifts
    /// Where `mainLifts:` is written, for warnings about names no exercise has.
    public var mainLiftsLocation: SourceLocation?
    /// Weekly set bands per muscle (`volumeTargets:`), the defaults overridden per muscle.
    public var volumeTargets: [String: VolumeTarget] = VolumeTarget.defaults
    /// The bar and plates owned, per unit and per exercise.
    public var plates: PlateSettings
    /// When a lift counts as stalled, and how long a break deloads.
    public var stalls: StallSettings
    /// The warm-up ramp before a barbell exercise's work sets (`warmup:`).
    public var warmup: WarmupScheme = .standard
    /// The gym page: published or offered by `serve` only, and its default rest (`gym:`).
    public var gym = GymSettings()
    /// Which pages get an Open Graph card (a 1200 × 630 PNG): by default the home page, each
    /// logged exercise, year in review and post, and the sessions of the log's last eight weeks;
    /// `cards: all` draws one for every session and library exercise, `cards: false` none.
    public var cards = CardSetting.pages

    /// Creates settings with Liftbook's defaults.
    public init(title: String = "My training log", baseURL: String = "/", units: MassUnit = .kg,
                weekStart: Weekday = .monday, timezone: String = "UTC", theme: String = "solarized-dark",
                e1rm: E1RMFormula = .epley, privacy: PrivacySettings = PrivacySettings(), imports: [ImportSetting] = [],
                author: String = "", pageSize: Int = 30, libraryPages: LibraryPages = .all,
                limits: PlausibilityLimits = PlausibilityLimits(), logUnit: MassUnit = .kg, plates: PlateSettings = PlateSettings(),
                stalls: StallSettings = StallSettings()) {
        self.title = title
        self.baseURL = baseURL
        self.units = units
        self.logUnit = logUnit
        self.weekStart = weekStart
        self.timezone = timezone
        self.theme = theme
        self.e1rm = e1rm
        self.privacy = privacy
        self.imports = imports
        self.author = author
        self.pageSize = pageSize
        self.libraryPages = libraryPages
        self.limits = limits
        self.plates = plates
        self.stalls = stalls
    }
}

/// Which exercises of the library the site shows.
public enum LibraryPages: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every library exercise has a page.
    case all
    /// Only exercises that were logged, or that the site's own `exercises/` files define.
    case used
}

/// Which pages the build draws an Open Graph card for (`cards:` in `liftbook.yaml`).
public enum CardSetting: String, Sendable, Hashable, CaseIterable {
    /// No cards (`cards: false`).
    case off
    /// The home page, logged exercises, years in review, posts, and the sessions of the log's
    /// last ``recentDays`` days (`cards: true`, the default); an older session's page, and the page
    /// of an exercise never logged, shows the home card.
    case pages
    /// Those and one for every session and every library exercise (`cards: all`): the dearest.
    case all

    /// How far back from the newest session, in days, a session has its own card by default:
    /// eight weeks, the sessions a lifter shares.
    public static let recentDays = 56

    /// Whether any card is drawn.
    public var isOn: Bool { self != .off }

    /// Whether a session on `date` has a card of its own when the log's newest session is on `newest`.
    public func drawsSession(on date: LocalDate, newest: LocalDate) -> Bool {
        switch self {
        case .off: false
        case .all: true
        case .pages: date.dayNumber > newest.dayNumber - Self.recentDays
        }
    }

    /// Whether an exercise has a card of its own: a logged one (with a row of history) by default,
    /// every library exercise with `cards: all`. An exercise never logged has no figures to show.
    public func drawsExercise(logged: Bool) -> Bool {
        switch self {
        case .off: false
        case .all: true
        case .pages: logged
        }
    }
}
