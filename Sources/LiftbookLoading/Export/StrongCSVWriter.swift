package import LiftbookModel

/// Writes the log in Strong's most common CSV layout, one row per set, so any app that imports
/// Strong can take it: `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`.
/// Weights are in `unit` (the column names none, as in Strong); distances in kilometres with
/// kilograms and miles with pounds, as Liftbook reads an unlabelled Distance column back.
package enum StrongCSVWriter {
    /// The header row.
    package static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"

    /// What the export could not say in Strong's layout, to tell the user.
    package struct Losses: Sendable, Equatable {
        /// Session body weights (Strong keeps body weight apart).
        package var bodyweights = 0
        /// Band colours (the set is kept without its band).
        package var bands = 0
        /// Sessions whose day has another session without a start time (Strong would merge them).
        package var sameDayWithoutStart = 0
        /// Assisted sets of an exercise whose name does not say `Assisted` (read back as added weight).
        package var assisted = 0

        /// Creates a count.
        package init(bodyweights: Int = 0, bands: Int = 0, sameDayWithoutStart: Int = 0, assisted: Int = 0) {
            self.bodyweights = bodyweights
            self.bands = bands
            self.sameDayWithoutStart = sameDayWithoutStart
            self.assisted = assisted
        }
    }

    /// The CSV text, oldest workout first, and what it could not hold.
    package static func csv(_ sessions: [Session], unit: MassUnit) -> (text: String, losses: Losses) {
        var losses = Losses()
        var rows = [header]
        let undated = Dictionary(grouping: sessions.filter { $0.start == nil }, by: \.date).filter { $0.value.count > 1 }
        for session in sessions.sorted(by: Session.chronological) {
            if session.bodyweight != nil { losses.bodyweights += 1 }
            if session.start == nil, undated[session.date] != nil { losses.sameDayWithoutStart += 1 }
            let date = "\(session.date)" + (session.start.map { " \(clock($0))" } ?? "")
            let duration = (session.durationSeconds ?? session.loggedSeconds).map { "\($0)" } ?? ""
            for exercise in session.exercises {
                var order = 0
                for set in exercise.sets {
                    let setOrder: String
                    switch set.kind {
                    case .warmup: setOrder = "W"
                    case .drop: setOrder = "D"
                    case .failure: setOrder = "F"
                    case .working, .amrap:
                        order += 1
                        setOrder = "\(order)"
                    }
                    var weight = ""
                    switch set.load {
                    case .weight(let value): weight = ExportText.number(value.value(in: unit))
                    case .bodyweight(let added):
                        if let added, added.value != 0 {
                            weight = ExportText.number(abs(added.value(in: unit)))
                            if added.value < 0, !exercise.name.lowercased().contains("assist"), !exercise.exerciseID.rawValue.contains("assisted") {
                                losses.assisted += 1
                            }
                        }
                    case .band:
                        losses.bands += 1
                    case nil: break
                    }
                    let distance = set.distance.map { ExportText.number($0.metres / (unit == .kg ? 1000 : DistanceUnit.mi.metres)) } ?? ""
                    let fields = [
                        date, session.title, duration, exercise.name, setOrder, weight, set.reps.map { "\($0)" } ?? "",
                        distance, set.duration.map { ExportText.number($0) } ?? "", escapedNote(exercise.notes),
                        escapedNote(session.notes), set.rpe.map { ExportText.number($0) } ?? "",
                    ]
                    rows.append(fields.map(quoted).joined(separator: ","))
                }
            }
        }
        return (rows.joined(separator: "\n") + "\n", losses)
    }

    /// `18:05:00`.
    static func clock(_ time: LocalTime) -> String {
        let seconds = time.secondsSinceMidnight
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
    }

    /// Line breaks as the two characters `\n`, as Strong writes them.
    static func escapedNote(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break.
    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
