package import LiftbookModel

/// The file `liftbook share` writes: front matter and a description to edit.
package enum PostDraft {
    /// `posts/<slug>.md`'s text for a post sharing `subject` of `routine`; its first paragraph,
    /// which readers see on the post, is in the site's language (`strings`).
    package static func markdown(title: String, date: LocalDate, subject: PostSubject, routine: Routine, strings: Strings) -> String {
        let intro: String
        switch subject {
        case .day(let weekday):
            let day = routine.day(weekday)
            intro = strings.format("share.intro.day", count: day.exercises.count,
                                   ["title": day.title, "weekday": strings.locale.weekday(weekday), "routine": routine.name])
        case .week:
            intro = strings.format("share.intro.week", count: routine.trainingDaysPerWeek, ["routine": routine.name])
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
