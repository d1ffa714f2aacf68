import LiftbookModel

extension StrongImporter {
    /// True for a row whose `Set Order` is a word the table of translations does not list (the
    /// rest-timer label of a language not in it yet) and that holds no weight and no reps: it is
    /// not a set. Warned about once per word, so nothing is skipped silently.
    static func isUnlistedLabel(_ order: String, fields: FieldReader, weight: Int?, reps: Int?, field: Int?,
                                report: inout ImportReport) -> Bool {
        guard !order.isEmpty, Double(order) == nil, !["w", "d", "f", "note"].contains(order.lowercased()) else { return false }
        guard (Double(fields.text(weight)) ?? 0) == 0, (Double(fields.text(reps)) ?? 0) == 0 else { return false }
        report.warnOnce("label \(order.lowercased())",
                        "rows whose Set Order is '\(order)' hold no weight or reps; they are read as rest-timer rows and skipped",
                        at: report.table.location(of: fields.row, field: field),
                        hint: "if '\(order)' is the rest-timer label of the app's language, it belongs in Liftbook's table of Strong's translations")
        return true
    }
}
