import Foundation

/// One line of `liftbook bench`'s table: a sample, a scenario, the time of each stage, the total
/// and the peak memory. It prints as a Markdown table row and reads back from one, so `bench
/// --against` can put another version's rows (printed by that version) beside this one's.
package struct BenchRow: Equatable {
    package var sample: String
    package var sessions: Int
    package var sets: Int
    package var pages: Int
    package var scenario: String
    /// Load, analyse, render and write, in milliseconds.
    package var stages: [Double]
    /// The whole build in milliseconds (wall time for a build in a new process).
    package var total: Double
    /// True when `total` is the wall time of a new process rather than the stages' sum.
    package var wall: Bool
    package var peakMegabytes: Int

    /// The table's header.
    package static let header = """
        | sample | sessions | sets | pages | scenario | load | analyse | render | write | total | peak memory |
        | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |
        """

    /// The row as `bench` prints it.
    package var line: String {
        let cells = stages.map { "\(Self.format($0)) ms" } + ["\(Self.format(total)) ms\(wall ? " wall" : "")", "\(peakMegabytes) MB"]
        return "| \(sample) | \(sessions) | \(sets) | \(pages) | \(scenario) | " + cells.joined(separator: " | ") + " |"
    }

    /// A row read back from a printed line; nil for any other line (the header, a note).
    package init?(line: String) {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count == 11, let sessions = Int(cells[1]), let sets = Int(cells[2]), let pages = Int(cells[3]) else { return nil }
        func milliseconds(_ text: String) -> Double? {
            let number = text.split(separator: " ").first.map(String.init) ?? ""
            return text.contains(" ms") ? Double(number) : nil
        }
        let stages = cells[5...8].compactMap(milliseconds)
        guard stages.count == 4, let total = milliseconds(cells[9]), let peak = Int(cells[10].split(separator: " ").first ?? "") else { return nil }
        self.init(sample: cells[0], sessions: sessions, sets: sets, pages: pages, scenario: cells[4], stages: stages, total: total,
                  wall: cells[9].hasSuffix("wall"), peakMegabytes: peak)
    }

    package init(sample: String, sessions: Int, sets: Int, pages: Int, scenario: String, stages: [Double], total: Double, wall: Bool, peakMegabytes: Int) {
        self.sample = sample
        self.sessions = sessions
        self.sets = sets
        self.pages = pages
        self.scenario = scenario
        self.stages = stages
        self.total = total
        self.wall = wall
        self.peakMegabytes = peakMegabytes
    }

    /// Milliseconds as the table shows them: one decimal under 10, whole above.
    package static func format(_ milliseconds: Double) -> String {
        milliseconds < 10 ? String(format: "%.1f", milliseconds) : "\(Int(milliseconds.rounded()))"
    }
}
