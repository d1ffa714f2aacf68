import LiftbookModel
import LiftbookTemplates

/// What an indexed page tells Pagefind (`build --search`): its kind, its date for sorting, and
/// its years, exercises and muscles as filters. Pages without it (home, the library, private
/// data) carry no `data-pagefind-body` and so stay out of the index.
struct SearchMarks: TemplateView {
    var kind: String
    /// `2026-11-16`: the page's date for sorting by date.
    var date: String?
    var years: [String] = []
    var exercises: [String] = []
    var muscles: [String] = []

    static let templateKeys = TemplateKeys<SearchMarks>("what a page tells the search index", [
        .text("kind") { $0.kind },
        .optionalText("date") { $0.date },
        .list("years") { $0.years },
        .list("exercises") { $0.exercises },
        .list("muscles") { $0.muscles },
    ])

    /// Marks for a page of `kind` about `exercises` (their muscles from the library), dated `date`,
    /// filed under `years` (else the date's year).
    init(kind: String, date: LocalDate? = nil, years: [Int] = [], exercises: [(id: ExerciseID, name: String)] = [],
         library: [ExerciseID: Exercise] = [:]) {
        self.kind = kind
        self.date = date?.description
        // A dated page without years of its own is filed under its date's year.
        self.years = (years.isEmpty ? date.map { [$0.year] } ?? [] : years).sorted().map(String.init)
        var names: [String] = []
        // Each muscle once, in the order first met; the library's spellings are compared before
        // one is capitalised (two that capitalise alike still make one label), and the entry's
        // lists are read in place, not copied out of it.
        var seen: [String] = []
        var labels: [String] = []
        func add(_ muscles: [String]) {
            for muscle in muscles where !seen.contains(muscle) {
                seen.append(muscle)
                let label = muscle.capitalizedFirst
                if !labels.contains(label) { labels.append(label) }
            }
        }
        for exercise in exercises {
            if !names.contains(exercise.name) { names.append(exercise.name) }
            if let primary = library[exercise.id]?.primaryMuscles { add(primary) }
            if let secondary = library[exercise.id]?.secondaryMuscles { add(secondary) }
        }
        self.exercises = names
        muscles = labels
    }
}
