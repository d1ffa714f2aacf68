import LiftbookAnalytics
import LiftbookMarkdown
import LiftbookModel
import LiftbookSystem

/// The history list (paged, newest first), per-year archives and a page per session.
struct HistoryPages {
    /// What every page reads.
    let context: SiteContext
    var format: Format { context.format }

    /// A record a set of a session beat, for its badge (worked out in the analyse stage).
    typealias RecordBadge = LiftbookAnalytics.RecordBadge

    /// A year of the history and its number of sessions, for the year chips.
    struct YearCount: Hashable, Sendable {
        var year: Int
        var sessions: Int
    }

    /// A session in a list, with the number of records it beat.
    struct ListedSession: Hashable, Sendable {
        var session: Hashed<Session>
        var records: Int
    }

    /// Everything a page of the history list reads: its page number (the year for a year's
    /// archive), the sessions it lists, and what the list's header counts.
    struct ListInputs: Hashable, Sendable {
        /// The page number of the full list, or nil for a year's archive.
        var page: Int?
        var year: Int?
        var pageCount: Int
        var total: Int
        var sessions: [ListedSession]
        var years: [YearCount]
    }

    /// Everything a session page reads: the session, its neighbours' ids and its record badges.
    struct SessionInputs: Hashable, Sendable {
        var session: Hashed<Session>
        var prev: String?
        var next: String?
        var badges: [RecordBadge]
        /// Whether the session has a card of its own (else its page shows the home card).
        var hasCard: Bool
    }

    var factory: PageFactory { context.factory }
    var unit: MassUnit { context.unit }
    var strings: Strings { context.strings }

    /// A page of the full list or a year's archive, from its inputs.
    func listPage(_ inputs: ListInputs) -> OutputFile {
        let years = yearChips(inputs.years, current: inputs.year)
        let sessions = inputs.sessions.map { row($0.session.value, records: $0.records) }
        if let year = inputs.year {
            var view = HistoryPageView(
                title: "\(year)", intro: strings.format("history.year.intro", count: sessions.count, ["year": String(year)]),
                listTitle: strings.format("history.year.list", ["year": String(year)]), years: years, sessions: sessions, pager: nil,
                exercisesHref: factory.urls.href(.exercises))
            view.search = SearchMarks(kind: strings["search.kind.history"], date: inputs.sessions.first?.session.value.date, years: [year])
            return factory.page(.history(year: year), section: .history, template: \.history, view: view, title: "\(year)",
                                description: strings.format("history.year.description", ["year": String(year)]),
                                breadcrumbs: factory.crumbs([(strings["history.title"], .history)], current: "\(year)"))
        }
        let page = inputs.page ?? 1
        let pageCount = inputs.pageCount
        let pager = pageCount > 1 ? Pager(
            page: page, pages: pageCount,
            prev: page > 1 ? factory.urls.href(.history(page: page - 1)) : nil,
            next: page < pageCount ? factory.urls.href(.history(page: page + 1)) : nil) : nil
        var view = HistoryPageView(
            title: strings["history.title"], intro: strings.format("history.intro", count: inputs.total),
            listTitle: pageCount > 1 ? strings.format("history.list.page", ["page": String(page), "pages": String(pageCount)]) : strings["history.list"],
            years: years,
            sessions: sessions, pager: pager, exercisesHref: factory.urls.href(.exercises))
        view.search = SearchMarks(kind: strings["search.kind.history"])
        return factory.page(.history(page: page), section: .history, template: \.history, view: view,
                            title: page == 1 ? strings["history.title"] : strings.format("history.title.page", ["page": String(page)]),
                            description: strings["history.description"],
                            breadcrumbs: factory.crumbs([], current: page == 1 ? strings["history.title"] : strings.format("history.crumb.page", ["page": String(page)])))
    }

    /// Each year with training, newest first; `current` is marked.
    private func yearChips(_ years: [YearCount], current: Int?) -> [Chip] {
        years.map { year in
            Chip(label: "\(year.year)", href: factory.urls.href(.history(year: year.year)), count: year.sessions, current: year.year == current)
        }
    }

    /// A session's row in a list.
    func row(_ session: Session, records: Int) -> SessionRow {
        let working = Self.workingTotals(session)
        return SessionRow(
            date: format.date(session.date), title: Self.title(of: session, strings), href: factory.urls.href(.session(session.id)),
            duration: session.durationSeconds.map { format.duration(seconds: Double($0)) } ?? "—",
            exercises: session.exercises.count, sets: working.sets, setCount: format.counted(working.sets, "set.count"),
            volume: format.volume(kilograms: working.volume, unit: unit),
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

    static func title(of session: Session, _ strings: Strings) -> String {
        session.title.isEmpty ? (session.exercises.first?.name ?? strings["home.workout"]) : session.title
    }

    /// A session's page, from its inputs.
    func sessionPage(_ inputs: SessionInputs) -> OutputFile {
        let session = inputs.session.value
        let working = Self.workingTotals(session)
        let badges = inputs.badges
        // The title and date appear in the view, the page's title and its description: made once.
        let name = Self.title(of: session, strings)
        let date = format.date(session.date)
        let exercises = session.exercises.map { exercise in
            let mine = badges.filter { $0.exercise == exercise.exerciseID }
            var used: Set<String> = []
            let sets = exercise.sets.map { set -> SetView in
                var pr: String?
                // An assisted set's records name its load as minus the help.
                let load = set.helpKilograms.map { -$0 } ?? set.kilograms
                if set.kind.isWorking, let badge = mine.first(where: { !used.contains($0.title) && $0.weightKilograms == load && ($0.reps == nil || $0.reps == set.reps) }) {
                    used.insert(badge.title)
                    pr = badge.title == "PR" ? strings["record.pr"] : strings.format("record.badge.rep-max", ["reps": "\(badge.reps ?? 0)"])
                }
                var text = format.set(set, unit: unit)
                if let moved = set.movedKilograms(bodyweight: session.bodyweight) {
                    text = strings.format("session.moves", ["set": text, "weight": format.weight(kilograms: moved, unit: unit)])
                }
                return SetView(text: text, rpe: format.effort(rpe: set.rpe, rir: set.rir),
                               label: format.label(set.kind), pr: pr)
            }
            return SessionExerciseView(
                name: exercise.name, href: factory.urls.href(.exercise(exercise.exerciseID)), superset: exercise.superset,
                substitutes: exercise.substitutes.map { context.library[$0]?.name ?? $0.rawValue }, sets: sets,
                notes: exercise.notes.isEmpty ? nil : Markdown.html(exercise.notes))
        }
        var view = SessionPageView(
            title: name, date: date,
            time: session.start.map { start in session.end.map { "\(start)–\($0)" } ?? "\(start)" },
            duration: session.durationSeconds.map { format.duration(seconds: Double($0)) }, isPrivate: session.isPrivate,
            exerciseCount: session.exercises.count, setCount: working.sets,
            volume: format.volume(kilograms: working.volume, unit: unit),
            bodyweight: session.bodyweight.map { format.weight($0, unit: unit) }, recordCount: badges.isEmpty ? nil : badges.count,
            notes: session.notes.isEmpty ? nil : Markdown.html(session.notes), exercises: exercises, plan: plan(for: session),
            prev: inputs.prev.map { factory.urls.href(.session($0)) }, next: inputs.next.map { factory.urls.href(.session($0)) },
            historyHref: factory.urls.href(.history))
        // A private session is never indexed (the site leaves them out; this holds if one is shown).
        if !session.isPrivate {
            view.search = SearchMarks(kind: strings["search.kind.session"], date: session.date, exercises: session.exercises.map { ($0.exerciseID, $0.name) },
                                      library: context.library)
        }
        return factory.page(.session(session.id), section: .history, template: \.session, view: view,
                            title: strings.format("session.title", ["title": name, "date": date]),
                            description: strings.format("session.description", ["title": name, "date": date,
                                                                                "exercises": String(session.exercises.count), "sets": String(working.sets)]),
                            breadcrumbs: factory.crumbs([(strings["history.title"], .history), ("\(session.date.year)", .history(year: session.date.year))], current: format.shortDate(session.date)),
                            ogType: "article",
                            image: factory.card(.card(session: session.id), own: inputs.hasCard,
                                                alt: CardContent.session(session, records: badges.count, unit: unit, format: format).alt))
    }

    /// The routine day the session followed, and what was done differently.
    private func plan(for session: Session) -> PlanView? {
        guard let weekday = session.routineDay, let day = context.routine?.day(weekday), !day.isRest else { return nil }
        var differences: [String] = []
        // A session and a routine day list a handful of exercises each: they are compared by
        // scanning the lists, without a dictionary or set (and copies of the exercises) per page.
        let done = session.exercises
        for planned in day.exercises {
            let name = planned.displayName ?? context.library[planned.exercise]?.name ?? planned.exercise.rawValue
            // The first logged exercise of that name, as a lifter reads the session from the top.
            guard let logged = done.firstIndex(where: { $0.exerciseID == planned.exercise }) else {
                if !done.contains(where: { $0.substitutes == planned.exercise }) {
                    differences.append(strings.format("session.plan.skipped", ["name": name]))
                }
                continue
            }
            let plannedSets = planned.setGroups.reduce(0) { $0 + $1.sets }
            let doneSets = done[logged].workingSetCount
            if plannedSets > 0, doneSets != plannedSets {
                differences.append(strings.format("session.plan.sets", count: doneSets, ["name": name, "planned": String(plannedSets)]))
            }
        }
        for exercise in done where !day.exercises.contains(where: { $0.exercise == exercise.exerciseID }) {
            if let original = exercise.substitutes {
                differences.append(strings.format("session.plan.substituted", ["name": exercise.name, "planned": context.library[original]?.name ?? original.rawValue]))
            } else {
                differences.append(strings.format("session.plan.added", ["name": exercise.name]))
            }
        }
        return PlanView(title: strings.format("session.plan.day", ["weekday": format.weekday(weekday), "title": day.title]), differences: differences)
    }
}
