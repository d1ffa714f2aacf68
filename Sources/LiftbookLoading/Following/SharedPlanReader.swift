import LiftbookModel

/// Reads the days of a feed item's `_liftbook` object (see `PostFeed`): weekday, title and
/// exercises with their set groups. Out-of-range or missing values are left out, never trusted.
enum SharedPlanReader {
    static func days(_ value: Any?, notes: inout FeedNotes) -> [SharedDay] {
        guard let list = value as? [Any] else { return [] }
        return list.prefix(7).compactMap { item -> SharedDay? in
            guard let day = item as? [String: Any] else { return nil }
            let weekday = (day["weekday"] as? String).flatMap(Weekday.init(spelling:))
            let exercises = (day["exercises"] as? [Any] ?? []).prefix(50).compactMap { exercise($0) }
            return SharedDay(weekday: weekday, title: FeedText.clean(day["title"], limit: 100) ?? weekday?.displayName ?? "Day",
                             exercises: exercises)
        }
    }

    static func exercise(_ value: Any) -> SharedExercise? {
        guard let item = value as? [String: Any] else { return nil }
        let id = FeedText.clean(item["id"], limit: 100)
        guard let name = FeedText.clean(item["name"], limit: 100) ?? id else { return nil }
        let groups = (item["sets"] as? [Any] ?? []).prefix(20).compactMap { sets($0) }
        return SharedExercise(id: id ?? name, name: name, sets: groups, rest: int(item["rest"], in: 0...3600),
                              progression: FeedText.clean(item["progression"], limit: 20),
                              superset: FeedText.clean(item["superset"], limit: 4), notes: FeedText.clean(item["notes"], limit: 300))
    }

    static func sets(_ value: Any) -> SharedSets? {
        guard let item = value as? [String: Any], let count = int(item["sets"], in: 1...100) else { return nil }
        var group = SharedSets(sets: count)
        if let low = int(item["reps"], in: 1...1000) {
            group.reps = RepTarget(low)
        } else if let range = item["reps"] as? [String: Any], let low = int(range["low"], in: 1...1000), let high = int(range["high"], in: 1...1000) {
            group.reps = RepTarget(low: low, high: high)
        }
        if let load = item["load"] as? [String: Any], let value = number(load["value"], in: 0...2000),
           let unit = (load["unit"] as? String).flatMap(MassUnit.init(rawValue:)) {
            group.load = Weight(value, unit)
        }
        group.kilograms = number(item["kg"], in: 0...1000)
        group.rpe = number(item["rpe"], in: 1...10)
        group.duration = number(item["seconds"], in: 0...86_400)
        group.metres = number(item["metres"], in: 0...1_000_000)
        return group
    }

    static func int(_ value: Any?, in range: ClosedRange<Int>) -> Int? {
        guard let number = number(value, in: Double(range.lowerBound)...Double(range.upperBound)), number == number.rounded() else { return nil }
        return Int(number)
    }

    static func number(_ value: Any?, in range: ClosedRange<Double>) -> Double? {
        guard !(value is String), let number = (value as? Double) ?? (value as? Int).map(Double.init),
              number.isFinite, range.contains(number) else { return nil }
        return number
    }
}
