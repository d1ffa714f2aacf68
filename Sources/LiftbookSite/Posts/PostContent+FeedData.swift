import LiftbookAnalytics
import LiftbookModel

extension PostContent {
    /// The version of the `_liftbook` object of a feed item.
    static let feedDataVersion = 1

    /// A JSON Feed item's `_liftbook` object: the plan as data, so a reader never parses HTML.
    ///
    /// `{"version": 1, "about": SITE, "routine": NAME, "file": YAML-URL, "days": [{"weekday", "title",
    /// "exercises": [{"id", "name", "sets": [{"sets", "reps" (a number or {"low", "high"}), "kg",
    /// "load": {"value", "unit"}, "rpe", "seconds", "metres"}], "rest", "progression", "superset", "notes"}]}]}`.
    /// Loads are left out when the site's privacy settings keep weights off posts.
    func feedData(urls: SiteURLs, showWeights: Bool) -> JSON {
        let days: [JSON] = self.days.map { day in
            .object(JSONObject([
                "weekday": .string(day.weekday.rawValue),
                "title": .string(day.title),
                "exercises": .array(day.exercises.map { exerciseData($0, showWeights: showWeights) }),
            ]))
        }
        return .object(JSONObject([
            "version": .int(PostContent.feedDataVersion),
            "about": .string(urls.absolute(.home)),
            "routine": .string(routineName),
            "file": .string(urls.absolute(.postRoutine(post.slug))),
            "days": .array(days),
        ]))
    }

    private func exerciseData(_ planned: PlannedExercise, showWeights: Bool) -> JSON {
        var fields: [String: JSON] = [
            "id": .string(planned.exercise.rawValue),
            "name": .string(name(planned)),
            "progression": .string(planned.progression.rawValue),
            "sets": .array(planned.setGroups.map { group in
                var set: [String: JSON] = ["sets": .int(group.sets)]
                if let reps = group.reps {
                    set["reps"] = reps.isRange ? .object(JSONObject(["low": .int(reps.low), "high": .int(reps.high)])) : .int(reps.low)
                }
                if showWeights, let weight = group.weight {
                    set["kg"] = .number(weight.kilograms)
                    set["load"] = .object(JSONObject(["value": .number(weight.value), "unit": .string(weight.unit.rawValue)]))
                }
                if let rpe = group.rpe { set["rpe"] = .number(rpe) }
                if let duration = group.duration { set["seconds"] = .number(duration) }
                if let distance = group.distance { set["metres"] = .number(distance.metres) }
                return .object(JSONObject(set))
            }),
        ]
        if let rest = planned.rest { fields["rest"] = .int(rest) }
        if let superset = planned.superset { fields["superset"] = .string(superset) }
        if let notes = planned.notes { fields["notes"] = .string(notes) }
        return .object(JSONObject(fields))
    }
}
