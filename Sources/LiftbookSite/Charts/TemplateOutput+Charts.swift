import LiftbookModel
import LiftbookTemplates

extension TemplateOutput {
    /// Appends a chart coordinate with at most one decimal (`118`, `62.5`), as the charts write them.
    mutating func append(coordinate value: Double) {
        append(raw: formatNumber(value, decimals: 1))
    }
}

extension TemplateOutput {
    /// Opens a chart: `<svg class="…" viewBox="…" role="img" aria-labelledby="ID-title ID-desc">`
    /// with its `<title>` and `<desc>` for assistive technology.
    mutating func appendChartStart(class className: String, viewBox: String, id: String, title: String, description: String) {
        append(raw: "<svg class=\"")
        append(raw: className)
        append(raw: "\" viewBox=\"")
        append(raw: viewBox)
        append(raw: "\" role=\"img\" aria-labelledby=\"")
        append(raw: id)
        append(raw: "-title ")
        append(raw: id)
        append(raw: "-desc\"><title id=\"")
        append(raw: id)
        append(raw: "-title\">")
        append(escaped: title)
        append(raw: "</title><desc id=\"")
        append(raw: id)
        append(raw: "-desc\">")
        append(escaped: description)
        append(raw: "</desc>")
    }
}
