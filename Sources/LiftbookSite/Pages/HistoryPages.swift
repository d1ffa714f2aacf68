import LiftbookMarkdown
import LiftbookModel

/// The history list (paged, newest first), per-year archives and a page per session.
struct HistoryPages {
    let factory: PageFactory
    let data: TrainingData
    let pageSize: Int
    /// Records beaten in each session, by session id.
    let recordsBySession: [String: [RecordBadge]]
    /// Reuses session pages whose inputs did not change.
    let cached: CachedRender

    /// A record a set of a session beat, for its badge.
    struct RecordBadge: Hashable {
        var exercise: ExerciseID
        var title: String
        var weightKilograms: Double?
        var reps: Int?
    }

    var unit: MassUnit { data.config.units }

    /// Everything a history list page shows.
    private struct ListInputs: Hashable {
        var page: Int
        var pages: Int
        var total: Int
        var sessions: [Int]
        var badges: [Int]
        var years: [String]
    }

    /// Everything a session page shows besides what every page shares.
    private struct PageInputs: Hashable {
        var session: Int
        var prev: String?
        var next: String?
        var badges: [RecordBadge]
    }

    static func path(of session: Session) -> String { "sessions/\(session.id)/" }

    /// A job per list page and per session page.
    func jobs() -> [RenderJob] {
        let newestFirst = Array(data.sessions.reversed())
        let years = yearChips(current: nil)
        let yearKeys = years.map { "\($0.label):\($0.count)" }
        let pageCount = max(1, (newestFirst.count + pageSize - 1) / pageSize)
        let cached = self.cached
        // One list per page of the full history, then one per year; each is rendered on its own.
        var lists: [(path: String, page: Int, year: Int?, sessions: ArraySlice<Session>)] = []
        for page in 1...pageCount {
            let start = (page - 1) * pageSize
            lists.append((page == 1 ? "history/" : "history/page/\(page)/", page, nil,
                          newestFirst[min(start, newestFirst.count)..<min(start + pageSize, newestFirst.count)]))
        }
        for year in Set(data.sessions.map(\.date.year)).sorted() {
            lists.append(("history/\(year)/", year, year, newestFirst.filter { $0.date.year == year }[...]))
        }
        var jobs = lists.map { list in
            RenderJob(cost: list.sessions.count / 8) {
                let inputs = ListInputs(page: list.page, pages: list.year == nil ? pageCount : 0, total: newestFirst.count,
                                        sessions: list.sessions.map(cached.key), badges: list.sessions.map { recordsBySession[$0.id]?.count ?? 0 },
                                        years: yearKeys)
                return cached.files(group: list.path, inputs: inputs) {
                    if let year = list.year { return [yearPage(year, sessions: Array(list.sessions))] }
                    return [listPage(list.page, of: pageCount, path: list.path, sessions: list.sessions, years: years)]
                }
            }
        }
        let sessions = data.sessions
        jobs += sessions.indices.map { index in
            RenderJob.file {
                let session = sessions[index]
                let prev = index > 0 ? sessions[index - 1] : nil
                let next = index + 1 < sessions.count ? sessions[index + 1] : nil
                let inputs = PageInputs(session: cached.key(of: session), prev: prev?.id, next: next?.id,
                                        badges: recordsBySession[session.id] ?? [])
                return cached.file(outputPath(forPage: Self.path(of: session)), inputs: inputs) {
                    sessionPage(session, prev: prev, next: next)
                }
            }
        }
        return jobs
    }

    private func listPage(_ page: Int, of pageCount: Int, path: String, sessions: ArraySlice<Session>, years: [Chip]) -> OutputFile {
        let pager = pageCount > 1 ? Pager(
            page: page, pages: pageCount,
            prev: page > 1 ? factory.urls.href(page == 2 ? "history/" : "history/page/\(page - 1)/") : nil,
            next: page < pageCount ? factory.urls.href("history/page/\(page + 1)/") : nil) : nil
        let view = HistoryPageView(
            title: "History", intro: "\(data.sessions.count) session\(data.sessions.count == 1 ? "" : "s"), newest first.",
            listTitle: pageCount > 1 ? "Sessions, page \(page) of \(pageCount)" : "Sessions", years: years,
            sessions: sessions.map(row), pager: pager, exercisesHref: factory.urls.href("exercises/"))
        return factory.page(path, section: .history, template: \.history, view: view,
                            title: page == 1 ? "History" : "History, page \(page)",
                            description: "Every logged workout, newest first.",
                            breadcrumbs: factory.crumbs([], current: page == 1 ? "History" : "Page \(page)"))
    }

    private func yearPage(_ year: Int, sessions: [Session]) -> OutputFile {
        let view = HistoryPageView(
            title: "\(year)", intro: "\(sessions.count) session\(sessions.count == 1 ? "" : "s") in \(year).",
            listTitle: "Sessions in \(year)", years: yearChips(current: year), sessions: sessions.map(row), pager: nil,
            exercisesHref: factory.urls.href("exercises/"))
        return factory.page("history/\(year)/", section: .history, template: \.history, view: view, title: "\(year)",
                            description: "Workouts logged in \(year).", breadcrumbs: factory.crumbs([("History", "history/")], current: "\(year)"))
    }

    private func yearChips(current: Int?) -> [Chip] {
        var counts: [Int: Int] = [:]
        // By index: a loop over the sessions would copy each one (every string and array in it).
        for index in data.sessions.indices { counts[data.sessions[index].date.year, default: 0] += 1 }
        return counts.keys.sorted(by: >).map { year in
            Chip(label: "\(year)", href: factory.urls.href("history/\(year)/"), count: counts[year, default: 0], current: year == current)
        }
    }

    func row(_ session: Session) -> SessionRow {
        let records = recordsBySession[session.id]?.count ?? 0
        let working = Self.workingTotals(session)
        return SessionRow(
            date: Format.date(session.date), title: title(of: session), href: factory.urls.href(Self.path(of: session)),
            duration: session.durationSeconds.map { Format.duration(seconds: Double($0)) } ?? "—",
            exercises: session.exercises.count, sets: working.sets,
            volume: Format.volume(kilograms: working.volume, unit: unit),
            records: records > 0 ? records : nil, isPrivate: session.isPrivate)
    }

    /// The session's working sets and their volume: the sum of the list of its working sets,
    /// in the same order, without making the list.
    static func workingTotals(_ session: Session) -> (sets: Int, volume: Double) {
        var sets = 0
        var volume = 0.0
        for exercise in session.exercises {
            for set in exercise.sets where set.kind.isWorking {
                sets += 1
                volume += set.volumeKilograms
            }
        }
        return (sets, volume)
    }

    func title(of session: Session) -> String {
        session.title.isEmpty ? (session.exercises.first?.name ?? "Workout") : session.title
    }

    private func sessionPage(_ session: Session, prev: Session?, next: Session?) -> OutputFile {
        let working = Self.workingTotals(session)
        let badges = recordsBySession[session.id] ?? []
        let exercises = session.exercises.map { exercise in
            let mine = badges.filter { $0.exercise == exercise.exerciseID }
            var used: Set<String> = []
            let sets = exercise.sets.map { set -> SetView in
                var pr: String?
                // An assisted set's records name its load as minus the help.
                let load = set.helpKilograms.map { -$0 } ?? set.kilograms
                if set.kind.isWorking, let badge = mine.first(where: { !used.contains($0.title) && $0.weightKilograms == load && ($0.reps == nil || $0.reps == set.reps) }) {
                    used.insert(badge.title)
                    pr = badge.title
                }
                var text = Format.set(set, unit: unit)
                if let moved = set.movedKilograms(bodyweight: session.bodyweight) {
                    text += " (moves " + Format.weight(kilograms: moved, unit: unit) + ")"
                }
                return SetView(text: text, rpe: set.effortText,
                               label: Format.label(set.kind), pr: pr)
            }
            return SessionExerciseView(
                name: exercise.name, href: factory.urls.href("exercises/\(exercise.exerciseID)/"), superset: exercise.superset,
                substitutes: exercise.substitutes.map { data.exercises[$0]?.name ?? $0.rawValue }, sets: sets,
                notes: exercise.notes.isEmpty ? nil : Markdown.html(exercise.notes))
        }
        let view = SessionPageView(
            title: title(of: session), date: Format.date(session.date),
            time: session.start.map { start in session.end.map { "\(start)–\($0)" } ?? "\(start)" },
            duration: session.durationSeconds.map { Format.duration(seconds: Double($0)) }, isPrivate: session.isPrivate,
            exerciseCount: session.exercises.count, setCount: working.sets,
            volume: Format.volume(kilograms: working.volume, unit: unit),
            bodyweight: session.bodyweight.map { Format.weight($0, unit: unit) }, recordCount: badges.isEmpty ? nil : badges.count,
            notes: session.notes.isEmpty ? nil : Markdown.html(session.notes), exercises: exercises, plan: plan(for: session),
            prev: prev.map { factory.urls.href(Self.path(of: $0)) }, next: next.map { factory.urls.href(Self.path(of: $0)) },
            historyHref: factory.urls.href("history/"))
        let name = title(of: session)
        return factory.page(Self.path(of: session), section: .history, template: \.session, view: view,
                            title: "\(name), \(Format.date(session.date))",
                            description: "\(name) on \(Format.date(session.date)): \(session.exercises.count) exercises, \(working.sets) working sets.",
                            breadcrumbs: factory.crumbs([("History", "history/"), ("\(session.date.year)", "history/\(session.date.year)/")], current: Format.shortDate(session.date)),
                            ogType: "article")
    }

    /// The routine day the session followed, and what was done differently.
    private func plan(for session: Session) -> PlanView? {
        guard let weekday = session.routineDay, let day = data.routine?.day(weekday), !day.isRest else { return nil }
        var differences: [String] = []
        let done = Dictionary(session.exercises.map { ($0.exerciseID, $0) }, uniquingKeysWith: { first, _ in first })
        let substituted = Set(session.exercises.compactMap(\.substitutes))
        for planned in day.exercises {
            let name = planned.displayName ?? data.exercises[planned.exercise]?.name ?? planned.exercise.rawValue
            guard let logged = done[planned.exercise] else {
                if !substituted.contains(planned.exercise) { differences.append("Skipped \(name).") }
                continue
            }
            let plannedSets = planned.setGroups.reduce(0) { $0 + $1.sets }
            let doneSets = logged.workingSetCount
            if plannedSets > 0, doneSets != plannedSets {
                differences.append("\(name): \(doneSets) working set\(doneSets == 1 ? "" : "s") instead of \(plannedSets).")
            }
        }
        let planned = Set(day.exercises.map(\.exercise))
        for exercise in session.exercises where !planned.contains(exercise.exerciseID) {
            if let original = exercise.substitutes {
                differences.append("\(exercise.name) instead of \(data.exercises[original]?.name ?? original.rawValue).")
            } else {
                differences.append("Added \(exercise.name).")
            }
        }
        return PlanView(title: "\(weekday.displayName), \(day.title)", differences: differences)
    }
}
