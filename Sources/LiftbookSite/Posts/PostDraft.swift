public import LiftbookModel
import LiftbookLoading

/// The file `liftbook share` writes: front matter and a description to edit.
public enum PostDraft {
    /// `posts/<slug>.md`'s text for a post sharing `subject` of `routine`.
    public static func markdown(title: String, date: LocalDate, subject: PostSubject, routine: Routine) -> String {
        let intro: String
        switch subject {
        case .day(let weekday):
            let day = routine.day(weekday)
            intro = "\(day.title) is the \(weekday.displayName) of my \(routine.name) routine: \(day.exercises.count) exercise\(day.exercises.count == 1 ? "" : "s")."
        case .week:
            intro = "My \(routine.name) routine: \(routine.trainingDaysPerWeek) training day\(routine.trainingDaysPerWeek == 1 ? "" : "s") a week."
        }
        return """
            ---
            title: \(YAMLText.quoted(title))
            date: \(date)
            day: \(subject)
            # summary: "One line for link previews and feeds"
            ---
            \(intro)

            <!-- Describe it for the people who read the post: what it is for, how to run it, what to
                 watch for. This text is Markdown. The exercises, sets, targets, rest and notes come
                 from routine.yaml and are shown below it; session notes and body weight never are. -->

            """
    }
}
