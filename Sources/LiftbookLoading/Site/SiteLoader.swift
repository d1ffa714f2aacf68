public import LiftbookModel
package import LiftbookSystem

/// The load stage: reads a site folder into ``TrainingData`` and collects every problem of every
/// file in one pass (the templates and the theme are compiled and read by the pipeline's validate stage).
public struct SiteLoader: Sendable {
    /// The site folder.
    public let files: any SiteFiles
    /// Today's date in the site's time zone, for warnings about sessions in the future; asked once
    /// per ``load()`` (the result's ``Result/today``).
    public let today: @Sendable (SiteConfig) -> LocalDate

    /// What earlier builds of this process keep (its parsed session files), if any.
    package let memory: StageMemory?

    /// Creates a loader for a site folder.
    package init(files: any SiteFiles, today: LocalDate, memory: StageMemory? = nil) {
        self.init(files: files, today: { _ in today }, memory: memory)
    }

    /// Creates a loader whose "today" depends on the settings it reads (their time zone).
    package init(files: any SiteFiles, today: @escaping @Sendable (SiteConfig) -> LocalDate, memory: StageMemory? = nil) {
        self.files = files
        self.today = today
        self.memory = memory
    }

    /// What was read and what is wrong with it.
    public struct Result: Sendable {
        /// The data set (with whatever could be read when there are errors).
        public var data: TrainingData
        /// Every problem found, sorted by location.
        public var diagnostics: [Diagnostic]
        /// Names in logs and exports that no library entry matched, with where they were first seen.
        public var unmappedNames: [String: SourceLocation]
        /// The exercise library the names were resolved with (built-in entries and the site's).
        public var library: ExerciseLibrary
        /// Today in the site's time zone: the clock is asked once per load, and every later stage
        /// of the run takes this date, so a run that crosses midnight never mixes two.
        public var today: LocalDate
        /// The string table of the site's language (built in, with the site's `i18n/` overrides).
        public var strings: Strings = StringTables.english
        /// The language each export in `imports/` is written in, where its layout shows it
        /// (path → BCP 47 tag): Strong's translated header, Hevy's month names.
        public var exportLanguages: [String: String] = [:]
        /// The display names of built-in exercises in the site's language, for those the site did
        /// not rename (empty for English): what ``TrainingData/showingNames(_:)`` shows.
        public var exerciseNames: [ExerciseID: String] = [:]
    }

    /// Reads everything: settings, library, routine, sessions (with `corrections.yaml` applied)
    /// and posts.
    public func load() -> Result {
        var diagnostics: [Diagnostic] = []
        var config = ConfigLoader.load(from: files, into: &diagnostics)
        Self.parseBuiltIns()
        let strings = StringTables.load(config: config, files: files, into: &diagnostics)
        if !config.weekStartIsStated, let first = strings.locale.firstWeekday { config.weekStart = first }
        let today = self.today(config)
        // Weights written without a unit are in the log unit, whatever the display unit.
        var library = loadLibrary(unit: config.logUnit, into: &diagnostics)
        let exerciseNames = Self.displayNames(language: config.language, library: library, into: &diagnostics)
        library.addDisplayNames(exerciseNames)
        config.mainLifts = Self.mainLifts(config, library: library, into: &diagnostics)
        // What `serve` keeps parses by besides the files: the library, hashed once per load.
        let libraryKey = memory == nil ? 0 : library.fingerprint
        var routine = RoutineLoader.load(from: files, library: library, unit: config.logUnit, memory: memory?.part(RoutineMemory.self),
                                         libraryKey: libraryKey, into: &diagnostics)
        let loadedSessions = loadSessions(library: library, libraryKey: libraryKey, config: config, into: &diagnostics)
        var handWritten = loadedSessions.sessions
        var importedRows = ImportedRows()
        var importedWeights: [BodyWeightEntry] = []
        var imported = ImportLoader.load(from: files, config: config, library: library, rows: &importedRows,
                                         bodyWeights: &importedWeights, handWritten: handWritten, into: &diagnostics)
        // corrections.yaml fixes every copy of a workout before the copies are merged.
        let corrections = CorrectionLoader.load(from: files, library: library, into: &diagnostics)
        CorrectionApplier(library: library, logUnit: config.logUnit)
            .apply(corrections, handWritten: &handWritten, imported: &imported, into: &diagnostics)
        // The weight of an assisted exercise is help, however it was written.
        // Implausible values are warned about once corrections have fixed what they fix.
        if corrections.isEmpty, let prepared = loadedSessions.prepared {
            // Without corrections, each file's sessions were prepared so as it was read (and
            // kept with it while the file is unchanged).
            handWritten = prepared.sessions
            diagnostics += prepared.implausible
        } else {
            AssistedLoads.markHelp(in: &handWritten, library: library)
            diagnostics += Self.implausibleValues(in: handWritten, limits: config.limits, unit: config.units)
        }
        AssistedLoads.markHelp(in: &imported, library: library)
        diagnostics += importedRows.implausibleValues(in: imported, limits: config.limits, unit: config.units)
        var sessions = ImportMerger.merge(handWritten, imported: imported, into: &diagnostics)
        if sessions.contains(where: { !Self.plausibleYears.contains($0.date.year) }) {
            sessions = sessions.filter { hasPlausibleDate($0, into: &diagnostics) }
        }
        StarterExamples.leaveOut(&sessions, routine: &routine, into: &diagnostics)
        numberSameDaySessions(&sessions, importedPaths: Set(imported.map(\.location.path)))
        Self.checkRoutineLabels(sessions, routine: routine, into: &diagnostics)
        checkSessions(sessions, today: today, config: config, into: &diagnostics)
        if sessions.isEmpty, files.files(under: "sessions").isEmpty, files.files(under: "imports").isEmpty, config.imports.isEmpty {
            diagnostics.append(.warning("the site has no sessions yet", at: SourceLocation(path: "sessions"),
                                        hint: "log a workout in sessions/YYYY-MM-DD.md, or drop an app export into imports/"))
        }
        var unmapped: [String: SourceLocation] = [:]
        // By index: a loop over the sessions would copy each one (every string and array in it).
        for s in sessions.indices {
            for e in sessions[s].exercises.indices where !sessions[s].exercises[e].isKnown {
                let name = sessions[s].exercises[e].name
                if let seen = unmapped[name], seen < sessions[s].exercises[e].location { continue }
                unmapped[name] = sessions[s].exercises[e].location
            }
        }
        let posts = PostLoader.load(from: files, routine: routine, today: today, into: &diagnostics)
        var data = TrainingData(config: config, exercises: library.exercises, routine: routine, sessions: sessions, posts: posts)
        data.bodyWeights = BodyWeightMerge.merge(log: BodyWeightLoader.load(from: files, unit: config.units, into: &diagnostics),
                                                 imported: importedWeights)
        data.following = FollowingLoader.load(from: files, into: &diagnostics)
        if let kept = memory?.part(KeptHashes.self) {
            // What is loaded anew each build but seldom changes shares the last build's storage
            // when it is equal, so the later stages' comparisons with what they kept are quick.
            data.exercises = kept.interned(data.exercises, as: "library")
            data.routine = kept.interned(data.routine, as: "routine")
            data.posts = kept.interned(data.posts, as: "posts")
            data.bodyWeights = kept.interned(data.bodyWeights, as: "body weights")
            data.following = kept.interned(data.following, as: "following")
        }
        return Result(data: data, diagnostics: diagnostics.sortedByLocation(), unmappedNames: unmapped, library: library, today: today,
                      strings: strings, exportLanguages: importedRows.languages, exerciseNames: exerciseNames)
    }

    /// Parses the built-in English string table and exercise library, which every run reads
    /// and neither needs the other: the table is one job among the library's files, so both
    /// cores stay busy (each is parsed once per process). Waits for the parse that
    /// ``prepareBuiltIns()`` started, if any.
    static func parseBuiltIns() {
        builtIns.value
    }

    /// Starts parsing the built-in string table and exercise library on a thread of their own:
    /// a command that goes on to load a site calls it before reading its arguments, which
    /// otherwise keeps one core busy alone at the start of every run.
    package static func prepareBuiltIns() {
        _ = builtIns
    }

    /// The parse of the built-in string table and exercise library, started once per process.
    private static let builtIns = Background { BuiltInLibrary.parse(alongside: { _ = StringTables.english.language }) }

    private func loadLibrary(unit: MassUnit, into diagnostics: inout [Diagnostic]) -> ExerciseLibrary {
        var library = BuiltInLibrary.library
        let libraryFiles = files.files(under: "exercises")
        files.reportListingProblems(under: "exercises", into: &diagnostics)
        for path in libraryFiles {
            let lower = path.lowercased()
            let isYAML = lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
            let isJSON = lower.hasSuffix(".json")
            guard isYAML || isJSON else {
                diagnostics.append(.warning("ignored file: exercise files end in .yaml, .yml or .json", at: SourceLocation(path: path),
                                            hint: "rename it, or move it out of exercises/"))
                continue
            }
            guard let text = TextFile.read(path, from: files, into: &diagnostics),
                  let source = YAMLSource(path: path, text: text, into: &diagnostics) else { continue }
            let entries = isJSON
                ? LibraryJSONLoader.load(source, base: library, into: &diagnostics)
                : ExerciseFileLoader.load(source, base: library, unit: unit, custom: true, into: &diagnostics)
            for exercise in entries {
                for clash in library.add(exercise) {
                    diagnostics.append(.warning("'\(clash.name)' already names the exercise '\(clash.owner)'; it still means that one",
                                                at: exercise.location ?? SourceLocation(path: path),
                                                hint: "remove the alias from one of the two exercises"))
                }
            }
        }
        return library
    }

    /// The hand-written sessions as read, and with a memory (`serve`), the same sessions as the
    /// rest of loading takes them when no correction applies (``SessionFileCache/Prepared``).
    private func loadSessions(library: ExerciseLibrary, libraryKey: Int, config: SiteConfig,
                              into diagnostics: inout [Diagnostic]) -> (sessions: [Session], prepared: SessionFileCache.Prepared?) {
        let files = self.files
        let cache = memory?.part(SessionFileCache.self)
        // With a cache, each file's stamp is taken while the folder is listed.
        let listed = cache == nil ? files.files(under: "sessions").map { ListedFile(path: $0, stamp: nil) } : files.stampedFiles(under: "sessions")
        let paths = listed.map(\.path)
        files.reportListingProblems(under: "sessions", into: &diagnostics)
        let unit = config.logUnit
        let limits = config.limits
        let displayUnit = config.units
        // What a parse and its preparation depend on besides the file: the library, the log
        // unit, the limits and the display unit (a cache's key only).
        let context: Int = {
            guard cache != nil else { return 0 }
            var hasher = Hasher()
            hasher.combine(unit)
            hasher.combine(libraryKey)
            hasher.combine(limits)
            hasher.combine(displayUnit)
            return hasher.finalize()
        }()
        // The library's assisted exercises, worked out on the first file read anew (none, most builds);
        // `serve` keeps them while the library is unchanged.
        let assistedIDs = Locked<Set<ExerciseID>?>(nil)
        let assisted = { @Sendable () -> Set<ExerciseID> in
            assistedIDs.withLock { kept in
                if let kept { return kept }
                let found = cache?.assisted(context: context) { AssistedLoads.assistedIDs(library) } ?? AssistedLoads.assistedIDs(library)
                kept = found
                return found
            }
        }
        // One resolver for every file: each heading and name is worked out once per load.
        let resolver = ExerciseResolver(library: library)
        // Each file is read on its own, on every core; results keep file order.
        let kept = cache?.kept()
        let results = Parallel.map(listed) { file -> (sessions: [Session], diagnostics: [Diagnostic], prepared: SessionFileCache.Prepared?, fresh: SessionFileCache.Entry?) in
            let path = file.path
            let stamp = file.stamp
            if let kept, let stamp, let hit = kept.lookup(path, stamp: stamp, context: context) {
                return (hit.sessions, hit.diagnostics, hit.prepared, nil)
            }
            let (sessions, found) = SiteLoader.loadSessionFile(path, files: files, resolver: resolver, unit: unit)
            // Each file's sessions are prepared here, on every core, in case no correction
            // applies (nearly always): done for all sessions at the end of loading, it kept
            // one core working alone.
            var marked = sessions
            AssistedLoads.markHelp(in: &marked, assisted: assisted())
            let prepared = SessionFileCache.Prepared(sessions: marked,
                                                     implausible: SiteLoader.implausibleValues(in: marked, limits: limits, unit: displayUnit))
            guard cache != nil else { return (sessions, found, prepared, nil) }
            guard let stamp else { return (sessions, found, nil, nil) }
            return (sessions, found, prepared,
                    SessionFileCache.Entry(stamp: stamp, context: context, sessions: sessions, diagnostics: found, prepared: prepared))
        }
        // The resolver's memo (every name and set line seen) is released on a thread of its own.
        Background.release(consume resolver)
        if let cache {
            var fresh: [String: SessionFileCache.Entry] = [:]
            var reused = 0
            for (file, result) in zip(listed, results) {
                if let entry = result.fresh { fresh[file.path] = entry } else if result.prepared != nil { reused += 1 }
            }
            cache.update(fresh: fresh, reused: reused, listed: paths)
        }
        var sessions: [Session] = []
        var problems: [Diagnostic] = []
        var prepared: SessionFileCache.Prepared? = SessionFileCache.Prepared(sessions: [], implausible: [])
        for result in results {
            sessions += result.sessions
            problems += result.diagnostics
            if let file = result.prepared {
                prepared?.sessions += file.sessions
                prepared?.implausible += file.implausible
            } else {
                prepared = nil
            }
        }
        diagnostics += Self.groupingUnknownNames(problems, sessions: sessions)
        return (sessions, prepared)
    }

    /// The largest session file, 2 MiB: some 160,000 set lines, far more than any workout.
    public static let sessionSizeLimit = 2 << 20

    /// The sessions of one file under `sessions/`, and its problems.
    static func loadSessionFile(_ path: String, files: any SiteFiles, resolver: ExerciseResolver, unit: MassUnit) -> ([Session], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let lower = path.lowercased()
        if lower.hasSuffix(".md") || lower.hasSuffix(".markdown") {
            guard let text = TextFile.read(path, from: files, sizeLimit: sessionSizeLimit, into: &diagnostics) else { return ([], diagnostics) }
            let session = MarkdownSessionLoader.load(path: path, text: text, resolver: resolver, defaultUnit: unit, into: &diagnostics)
            return (session.map { [$0] } ?? [], diagnostics)
        }
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") || lower.hasSuffix(".json") {
            guard let text = TextFile.read(path, from: files, sizeLimit: sessionSizeLimit, into: &diagnostics) else { return ([], diagnostics) }
            return (StructuredSessionLoader.load(path: path, text: text, resolver: resolver, defaultUnit: unit, into: &diagnostics), diagnostics)
        }
        diagnostics.append(.warning("ignored file: sessions are .md, .yaml, .yml or .json files", at: SourceLocation(path: path),
                                    hint: "rename it, or move it out of sessions/"))
        return ([], diagnostics)
    }

    /// The years a session may fall in. Weeks without training are built from the first session's
    /// week on, so one session in the year 1 would make half a million empty week files.
    static let plausibleYears = 1900...2199

    private func hasPlausibleDate(_ session: Session, into diagnostics: inout [Diagnostic]) -> Bool {
        guard !Self.plausibleYears.contains(session.date.year) else { return true }
        diagnostics.append(.error("the session is dated \(session.date), outside the years \(Self.plausibleYears.lowerBound) to \(Self.plausibleYears.upperBound); it is left out",
                                  at: session.location, hint: "check the date"))
        return false
    }

    /// Sessions on one day without a start time are told apart by their order.
    private func numberSameDaySessions(_ sessions: inout [Session], importedPaths: Set<String>) {
        // Sessions come in order nearly always, and each already numbered as it was last build:
        // the array (shared with the files' cache) is then left as it is, not copied session by session.
        if sessions.indices.dropFirst().contains(where: { Session.chronological(sessions[$0], sessions[$0 - 1]) }) {
            sessions.sort(by: Session.chronological)
        }
        var counts: [LocalDate: Int] = [:]
        for index in sessions.indices where sessions[index].start == nil {
            let n = counts[sessions[index].date, default: 0]
            if sessions[index].sequence != n { sessions[index].sequence = n }
            counts[sessions[index].date] = n + 1
        }
        // Workouts of one export that start at the same time are told apart by the export (its
        // workout number): they stay two, numbered in file order.
        var previous: (key: DayAndStart, path: String, index: Int)?
        for index in sessions.indices {
            guard let start = sessions[index].start else { continue }
            let key = DayAndStart(date: sessions[index].date, start: start)
            let path = sessions[index].location.path
            if let last = previous, last.key == key, last.path == path, importedPaths.contains(path) {
                if sessions[index].sameStartIndex != last.index + 1 { sessions[index].sameStartIndex = last.index + 1 }
                previous = (key, path, last.index + 1)
            } else {
                previous = (key, path, 0)
            }
        }
    }

    /// Sets and workouts of hand-written session files beyond the limits, one warning per file
    /// and kind (a set is placed at its exercise's heading).
    static func implausibleValues(in sessions: [Session], limits: PlausibilityLimits, unit: MassUnit) -> [Diagnostic] {
        var byPath: [String: PlausibilityFindings] = [:]
        for session in sessions {
            // Nearly every session has nothing to report: found without touching the findings.
            let seconds = session.durationSeconds ?? session.loggedSeconds
            let longWorkout = seconds.map { !limits.isPlausible(workoutSeconds: $0) } ?? false
            guard longWorkout || session.exercises.contains(where: { $0.sets.contains { !limits.isPlausible($0) } }) else { continue }
            var findings = byPath[session.location.path] ?? PlausibilityFindings(path: session.location.path)
            findings.check(workoutSeconds: seconds, line: session.location.line, limits: limits)
            for exercise in session.exercises {
                for set in exercise.sets { findings.check(set, line: exercise.location.line, limits: limits) }
            }
            if !findings.isEmpty { byPath[session.location.path] = findings }
        }
        return byPath.keys.sorted().flatMap { byPath[$0]?.diagnostics(limits: limits, unit: unit) ?? [] }
    }

    private func checkSessions(_ sessions: [Session], today: LocalDate, config: SiteConfig, into diagnostics: inout [Diagnostic]) {
        var future: [String: PlausibilityFindings] = [:]
        for session in sessions where session.date > today {
            let path = session.location.path
            future[path, default: PlausibilityFindings(path: path)].add(.futureDate, line: session.location.line)
        }
        for path in future.keys.sorted() {
            diagnostics += future[path]?.diagnostics(limits: config.limits, unit: config.units, today: today) ?? []
        }
        // The sessions are in chronological order here (numbered): those that start at one time
        // are side by side, so each is compared with the first of its run only.
        var first: (key: DayAndStart, location: SourceLocation)?
        for index in sessions.indices {
            guard let start = sessions[index].start, sessions[index].sameStartIndex == 0 else { continue }
            let key = DayAndStart(date: sessions[index].date, start: start)
            if let first, first.key == key {
                diagnostics.append(.error("another session starts at the same time (\(key.date) \(start))", at: sessions[index].location,
                                          hint: "the first is at \(first.location); a workout is identified by its start time, so merge them or fix a time"))
            } else {
                first = (key, sessions[index].location)
            }
        }
    }

    /// A session's day and start, which identify a workout.
    private struct DayAndStart: Hashable {
        var date: LocalDate
        var start: LocalTime
    }
}
