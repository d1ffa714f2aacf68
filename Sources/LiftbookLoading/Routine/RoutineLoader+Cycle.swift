import LiftbookModel
import Yams

/// Reads `cycle:`, a list of days done in order whatever the weekday (StrongLifts' A and B).
struct CycleReader {
    let source: YAMLSource
    let reader: PlannedExerciseReader

    /// The days, each with a title of its own; a missing or repeated title is an error.
    func days(_ node: Node?, into diagnostics: inout [Diagnostic]) -> [RoutineDay] {
        guard let node else { return [] }
        guard case .sequence(let items) = node, !items.isEmpty else {
            diagnostics.append(.error("'cycle' should be a list of days, each with a title and exercises", at: source.location(of: node),
                                      hint: "write '- title: A' followed by its 'exercises:', one entry per day of the cycle"))
            return []
        }
        var days: [RoutineDay] = []
        for (index, item) in items.enumerated() {
            guard var day = reader.day(item, weekday: .monday, into: &diagnostics) else { continue }
            let written = MappingReader.peekString("title", in: item)
            if written == nil { day.title = String(UnicodeScalar(UInt8(65 + index % 26))) }
            if days.contains(where: { $0.title.lowercased() == day.title.lowercased() }) {
                diagnostics.append(.error("the cycle has two days titled '\(day.title)'", at: source.location(of: item),
                                          hint: "give each day of the cycle its own title, such as A and B"))
                continue
            }
            if Weekday(spelling: day.title) != nil || Int(day.title) != nil {
                diagnostics.append(.error("a cycle day cannot be titled '\(day.title)'", at: source.location(of: item),
                                          hint: "sessions name a cycle day by its title or number; use a title such as A, Push or Legs"))
                continue
            }
            days.append(day)
        }
        return days
    }
}

extension MappingReader {
    /// The text of `key` in a mapping node, without reading or reporting anything.
    static func peekString(_ key: String, in node: Node) -> String? {
        guard case .mapping(let mapping) = node else { return nil }
        return mapping.first { $0.key.scalarText == key }?.value.scalarText
    }
}
