import LiftbookAnalytics
import LiftbookModel

/// A week's sets per muscle against the target bands, as a chart with its legend and table:
/// on the home page (the last full week) and on week report pages.
struct MuscleTargetsChart {
    let targets: [String: VolumeTarget]

    /// The rows of `week`.
    func rows(_ week: WeekSummary) -> [MuscleTargetRow] {
        MuscleTargets.rows(sets: week.muscleSets, targets: targets)
    }

    /// The chart of `week`; nil when it has no sets for any muscle.
    func view(_ week: WeekSummary, id: String, heading: String) -> SeriesChartView? {
        guard week.muscleSets.values.contains(where: { $0 > 0 }) else { return nil }
        let rows = rows(week)
        let description = "\(week.week): " + summary(rows)
        return SeriesChartView(
            heading: heading,
            svg: BodyMap.svg(id: id + "-map", title: "Muscle map: " + heading.lowercased(), description: bodyDescription(rows), rows: rows)
                + MuscleBars.svg(id: id, title: heading, description: description, rows: rows),
            legend: [LegendItem(name: "Below target", style: "muscle-key-below"), LegendItem(name: "Within", style: "muscle-key-within"),
                     LegendItem(name: "Above", style: "muscle-key-above"), LegendItem(name: "Target band", style: "muscle-key-band")],
            caption: "Working sets in \(week.week), 1 for each primary muscle and ½ for each secondary one: the body shaded by sets, the bars against the weekly target bands. Sessions: how many sessions trained the muscle as a primary one.",
            columns: ["Muscle", "Sets", "Sessions", "Target", "Against target"],
            rows: rows.map { row in
                TableRowView(label: MuscleBars.name(row.muscle),
                             cells: [formatNumber(row.sets, decimals: 1), week.muscleSessions[row.muscle].map { "\($0)" } ?? "—",
                                     row.target.map(Format.band) ?? "—", row.status?.rawValue ?? "no target"])
            })
    }

    /// `Shaded by working sets: chest 15.5, shoulders 27.5, …; none for calves.`
    func bodyDescription(_ rows: [MuscleTargetRow]) -> String {
        let trained = rows.filter { $0.sets > 0 }.map { "\($0.muscle) \(formatNumber($0.sets, decimals: 1))" }
        let untrained = rows.filter { $0.sets <= 0 }.map(\.muscle)
        return "Front and back of a body, each muscle group shaded by its working sets: " + trained.joined(separator: ", ")
            + (untrained.isEmpty ? "." : "; none for " + untrained.joined(separator: ", ") + ".")
    }

    /// `2 below (chest, biceps), 7 within, 1 above (quadriceps).`
    func summary(_ rows: [MuscleTargetRow]) -> String {
        let parts = VolumeStatus.allCases.compactMap { status -> String? in
            let names = rows.filter { $0.status == status }.map(\.muscle)
            guard !names.isEmpty else { return nil }
            return status == .within ? "\(names.count) within" : "\(names.count) \(status.rawValue) (\(names.joined(separator: ", ")))"
        }
        return parts.isEmpty ? "no muscle has a target." : parts.joined(separator: ", ") + "."
    }
}
