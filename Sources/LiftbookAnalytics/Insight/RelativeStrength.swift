public import LiftbookModel

/// A main lift's best e1RM against the lifter's body weight on the day it was set.
public struct RelativeStrength: Sendable, Hashable {
    /// The lift.
    public var exercise: ExerciseID
    /// Its best e1RM, kg.
    public var e1RMKilograms: Double
    /// The day of that e1RM.
    public var date: LocalDate
    /// The 7-day average body weight then (the latest measured day on or before it), kg.
    public var bodyWeightKilograms: Double
    /// e1RM ÷ body weight.
    public var ratio: Double { e1RMKilograms / bodyWeightKilograms }

    /// One per lift that has an e1RM set on or after the first body-weight measurement.
    public static func of(_ lifts: [ExerciseID], in analysis: Analysis, bodyWeight: BodyWeightSeries) -> [RelativeStrength] {
        lifts.compactMap { id in
            guard let record = analysis.exercise(id)?.records[.e1rm],
                  let day = bodyWeight.day(onOrBefore: record.date) else { return nil }
            return RelativeStrength(exercise: id, e1RMKilograms: record.value, date: record.date, bodyWeightKilograms: day.average7)
        }
    }
}

/// The DOTS score week by week: the best squat, bench press and deadlift e1RMs of the 12 weeks up
/// to each week's end, against the 7-day average body weight then.
public struct DOTSPoint: Sendable, Hashable {
    /// The week.
    public var week: ISOWeek
    /// The total of the three best e1RMs, kg.
    public var totalKilograms: Double
    /// The body weight used, kg.
    public var bodyWeightKilograms: Double
    /// The score.
    public var score: Double

    /// The lifts a total is made of.
    public static let lifts: [ExerciseID] = ["barbell-back-squat", "barbell-bench-press", "barbell-deadlift"]
    /// How far back a lift's best e1RM counts.
    public static let windowWeeks = 12

    /// A point for every week in which all three lifts have an e1RM in the window and a body weight is known.
    public static func series(_ analysis: Analysis, bodyWeight: BodyWeightSeries, sex: AthleteSex) -> [DOTSPoint] {
        let histories = lifts.map { analysis.exercise($0)?.history.filter { $0.e1RMKilograms != nil } ?? [] }
        guard !bodyWeight.isEmpty, histories.allSatisfy({ !$0.isEmpty }) else { return [] }
        let first = histories.compactMap { $0.first?.date }.max() ?? analysis.today
        var week = ISOWeek(containing: first, weekStart: analysis.weekStart)
        let last = ISOWeek(containing: analysis.today, weekStart: analysis.weekStart)
        var points: [DOTSPoint] = []
        var guardCount = 0
        while week <= last, guardCount < 60 * 53 {
            guardCount += 1
            let end = min(week.firstDay(weekStart: analysis.weekStart).adding(days: 6), analysis.today)
            let start = end.adding(days: -7 * windowWeeks + 1)
            let bests = histories.map { rows in rows.filter { $0.date >= start && $0.date <= end }.compactMap(\.e1RMKilograms).max() }
            if bests.allSatisfy({ $0 != nil }), let day = bodyWeight.day(onOrBefore: end) {
                let total = bests.compactMap { $0 }.reduce(0, +)
                if let score = DOTS.score(totalKilograms: total, bodyWeightKilograms: day.average7, sex: sex) {
                    points.append(DOTSPoint(week: week, totalKilograms: total, bodyWeightKilograms: day.average7, score: score))
                }
            }
            week = week.next
        }
        return points
    }
}
