package import LiftbookModel

/// The file `liftbook share` writes: front matter and a description to edit.
package enum PostDraft {
    /// `posts/<slug>.md`'s text for a post sharing `subject` of `routine`.
    package static func markdown(title: String, date: LocalDate, subject: PostSubject, routine: Routine) -> String {
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
            # summary: "One line for link previews and feeds (optional)"
            # Below: a Markdown description for the people who read the post, such as what it is
            # for and how to run it. The exercises, sets, targets, rest and notes come from
            # routine.yaml; session notes and body weight never appear on posts.
            ---
            \(intro)

            """
    }
}
