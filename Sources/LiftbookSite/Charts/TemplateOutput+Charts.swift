import LiftbookModel
import LiftbookTemplates

extension TemplateOutput {
    /// Appends a chart coordinate with at most one decimal (`118`, `62.5`), as the charts write them.
    mutating func append(coordinate value: Double) {
        append(raw: formatNumber(value, decimals: 1))
    }
}
