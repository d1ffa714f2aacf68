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
        var muscles: [String] = []
        for exercise in exercises {
            if !names.contains(exercise.name) { names.append(exercise.name) }
            let entry = library[exercise.id]
            for muscle in (entry?.primaryMuscles ?? []) + (entry?.secondaryMuscles ?? []) {
                let label = muscle.capitalizedFirst
                if !muscles.contains(label) { muscles.append(label) }
            }
        }
        self.exercises = names
        self.muscles = muscles
    }
}
