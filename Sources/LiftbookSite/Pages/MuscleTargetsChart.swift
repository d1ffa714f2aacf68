import LiftbookAnalytics
import LiftbookModel

/// A week's sets per muscle against the target bands, as a chart with its legend and table:
/// on the home page (the last full week) and on week report pages.
struct MuscleTargetsChart {
    let targets: [String: VolumeTarget]
    var format: Format
    var strings: Strings { format.strings }

    /// The rows of `week`.
    func rows(_ week: WeekSummary) -> [MuscleTargetRow] {
        MuscleTargets.rows(sets: week.muscleSets, targets: targets)
    }

    /// The chart of `week`; nil when it has no sets for any muscle.
    func view(_ week: WeekSummary, id: String, heading: String, mapTitle: String) -> SeriesChartView? {
        guard week.muscleSets.values.contains(where: { $0 > 0 }) else { return nil }
        let rows = rows(week)
        let description = "\(week.week): " + summary(rows)
        return SeriesChartView(
            heading: heading,
            svg: BodyMap.svg(id: id + "-map", title: mapTitle, description: bodyDescription(rows), rows: rows,
                             format: format)
                + MuscleBars.svg(id: id, title: heading, description: description, rows: rows, format: format),
            legend: [LegendItem(name: strings["muscles.legend.below"], style: "muscle-key-below"),
                     LegendItem(name: strings["muscles.legend.within"], style: "muscle-key-within"),
                     LegendItem(name: strings["muscles.legend.above"], style: "muscle-key-above"),
                     LegendItem(name: strings["muscles.legend.band"], style: "muscle-key-band")],
            caption: strings.format("muscles.caption", ["week": week.week.description]),
            columns: ["muscles.column.muscle", "muscles.column.sets", "muscles.column.sessions", "muscles.column.target",
                      "muscles.column.status"].map { strings[$0] },
            rows: rows.map { row in
                TableRowView(label: format.label(format.muscle(row.muscle)),
                             cells: [format.number(row.sets, decimals: 1), week.muscleSessions[row.muscle].map { "\($0)" } ?? "—",
                                     row.target.map(format.band) ?? "—", Self.status(row.status, format: format)])
            })
    }

    /// `below`, `within`, `above`, `no target`.
    static func status(_ status: VolumeStatus?, format: Format) -> String {
        format.strings[status.map { "muscles.status.\($0.rawValue)" } ?? "muscles.status.none"]
    }

    /// `Shaded by working sets: chest 15.5, shoulders 27.5, …; none for calves.`
    func bodyDescription(_ rows: [MuscleTargetRow]) -> String {
        let trained = rows.filter { $0.sets > 0 }.map { "\(format.muscle($0.muscle)) \(format.number($0.sets, decimals: 1))" }
        let untrained = rows.filter { $0.sets <= 0 }.map { format.muscle($0.muscle) }
        let separator = strings["list.separator"]
        return untrained.isEmpty ? strings.format("muscles.body", ["trained": trained.joined(separator: separator)])
            : strings.format("muscles.body.untrained", ["trained": trained.joined(separator: separator), "untrained": untrained.joined(separator: separator)])
    }

    /// `2 below (chest, biceps), 7 within, 1 above (quadriceps).`
    func summary(_ rows: [MuscleTargetRow]) -> String {
        let parts = VolumeStatus.allCases.compactMap { status -> String? in
            let names = rows.filter { $0.status == status }.map { format.muscle($0.muscle) }
            guard !names.isEmpty else { return nil }
            return status == .within ? strings.format("muscles.summary.within", count: names.count)
                : strings.format("muscles.summary.\(status.rawValue)", count: names.count, ["muscles": names.joined(separator: strings["list.separator"])])
        }
        return parts.isEmpty ? strings["muscles.none"] : parts.joined(separator: strings["list.separator"]) + "."
    }
}
