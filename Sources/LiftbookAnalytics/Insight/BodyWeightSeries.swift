public import LiftbookModel

/// Body weight day by day, from the body-weight log and sessions' `bodyweight:`, with a 7-day average.
public struct BodyWeightSeries: Sendable, Hashable {
    /// One day with a measurement.
    public struct Day: Sendable, Hashable {
        /// The day.
        public var date: LocalDate
        /// The day's weight, kg: the mean of the log's entries that day, else of the sessions' values.
        public var kilograms: Double
        /// The mean of the measured days from 6 days before to this day, kg.
        public var average7: Double
    }

    /// The measured days, oldest first.
    public let days: [Day]

    /// The series of a data set: log entries win over sessions' values on the same day.
    public init(_ data: TrainingData) {
        self.init(log: data.bodyWeights.map { ($0.date, $0.weight.kilograms) },
                  sessions: data.sessions.compactMap { session in session.bodyweight.map { (session.date, $0.kilograms) } })
    }

    /// The series from dated weights in kilograms.
    public init(log: [(LocalDate, Double)], sessions: [(LocalDate, Double)]) {
        var logged: [LocalDate: [Double]] = [:]
        for (date, kg) in log { logged[date, default: []].append(kg) }
        var fromSessions: [LocalDate: [Double]] = [:]
        for (date, kg) in sessions where logged[date] == nil { fromSessions[date, default: []].append(kg) }
        let merged = logged.merging(fromSessions) { first, _ in first }
        let dates = merged.keys.sorted()
        var days: [Day] = []
        days.reserveCapacity(dates.count)
        var windowStart = 0
        var windowSum = 0.0
        for date in dates {
            let values = merged[date] ?? []
            let kilograms = values.reduce(0, +) / Double(max(1, values.count))
            days.append(Day(date: date, kilograms: kilograms, average7: 0))
            windowSum += kilograms
            while days[windowStart].date < date.adding(days: -6) {
                windowSum -= days[windowStart].kilograms
                windowStart += 1
            }
            days[days.count - 1].average7 = windowSum / Double(days.count - windowStart)
        }
        self.days = days
    }

    /// True when nothing was measured: then no body-weight figure is shown anywhere.
    public var isEmpty: Bool { days.isEmpty }

    /// The latest measured day on or before `date`; nil before the first measurement.
    public func day(onOrBefore date: LocalDate) -> Day? {
        var low = 0
        var high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle].date <= date { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? days[low - 1] : nil
    }
}
