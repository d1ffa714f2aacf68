import LiftbookTemplates

/// A report page: the document's text with links resolved, and links to other reports.
struct ReportPageView: TemplateView {
    var title: String
    var subtitle: String
    var headline: [StatView]
    var sections: [ReportSectionView]
    var markdownHref: String
    var markdownName: String
    var related: [Crumb]
    var prev: Crumb?
    var next: Crumb?

    /// What the search index reads (nil keeps the page out of it).
    var search: SearchMarks? = nil

    static let templateKeys = TemplateKeys<ReportPageView>("the report page", [
        .text("title") { $0.title },
        .text("subtitle") { $0.subtitle },
        .list("headline") { $0.headline },
        .list("sections") { $0.sections },
        .text("markdownHref") { $0.markdownHref },
        .text("markdownName") { $0.markdownName },
        .list("related") { $0.related },
        .bool("hasRelated") { !$0.related.isEmpty },
        .view("prev") { $0.prev },
        .view("next") { $0.next },
        .bool("hasPager") { $0.prev != nil || $0.next != nil },
        .view("search") { $0.search },
    ])
}

/// A section of a report page.
struct ReportSectionView: TemplateView {
    var id: String
    var title: String
    var paragraphs: [TextView]
    var table: ReportTableView?
    var groups: [ReportGroupView]
    var empty: String?
    var figure: String? = nil

    static let templateKeys = TemplateKeys<ReportSectionView>("a report section", [
        .optionalText("figure") { $0.figure },
        .text("id") { $0.id },
        .text("title") { $0.title },
        .list("paragraphs") { $0.paragraphs },
        .view("table") { $0.table },
        .list("groups") { $0.groups },
        .optionalText("empty") { $0.empty },
    ])
}

/// A paragraph of text.
struct TextView: TemplateView {
    var text: String

    static let templateKeys = TemplateKeys<TextView>("a paragraph", [
        .text("text") { $0.text },
    ])
}

/// A report table.
struct ReportTableView: TemplateView {
    var caption: String
    var columns: [ReportCellView]
    var rows: [ReportRowView]

    static let templateKeys = TemplateKeys<ReportTableView>("a report table", [
        .text("caption") { $0.caption },
        .list("columns") { $0.columns },
        .list("rows") { $0.rows },
    ])
}

/// A table row.
struct ReportRowView: TemplateView {
    var cells: [ReportCellView]

    static let templateKeys = TemplateKeys<ReportRowView>("a table row", [
        .list("cells") { $0.cells },
    ])
}

/// A header or body cell. Every key has a value (`href` is empty without a link), so the
/// template never searches the context stack for a missing one: report tables are large.
struct ReportCellView: TemplateView {
    var text: String
    var href: String?
    var numeric: Bool

    static let templateKeys = TemplateKeys<ReportCellView>("a table cell", [
        .text("text") { $0.text },
        .text("href") { $0.href ?? "" },
        .bool("link") { $0.href != nil },
        .bool("numeric") { $0.numeric },
    ])
}

/// A titled list.
struct ReportGroupView: TemplateView {
    var title: String
    var items: [ReportItemView]

    static let templateKeys = TemplateKeys<ReportGroupView>("a titled list", [
        .text("title") { $0.title },
        .list("items") { $0.items },
    ])
}

/// A list item.
struct ReportItemView: TemplateView {
    var label: String
    var text: String
    var note: String?

    static let templateKeys = TemplateKeys<ReportItemView>("a list item", [
        .text("label") { $0.label },
        .text("text") { $0.text },
        .optionalText("note") { $0.note },
    ])
}

extension ReportSectionView {
    /// The view of a document section; `href` turns site paths into links.
    init(_ section: ReportSection, href: (Route) -> String) {
        let table = section.table.flatMap { table -> ReportTableView? in
            guard !table.rows.isEmpty else { return nil }
            return ReportTableView(
                caption: section.title,
                columns: table.columns.map { ReportCellView(text: $0.title, href: nil, numeric: $0.numeric) },
                rows: table.rows.map { row in
                    ReportRowView(cells: row.enumerated().map { index, cell in
                        ReportCellView(text: cell.text, href: cell.link.map(href),
                                       numeric: index < table.columns.count && table.columns[index].numeric)
                    })
                })
        }
        self.init(id: section.id, title: section.title, paragraphs: section.paragraphs.map(TextView.init),
                  table: table,
                  groups: section.groups.map { group in
                      ReportGroupView(title: group.title, items: group.items.map { ReportItemView(label: $0.label, text: $0.text, note: $0.note) })
                  },
                  empty: section.isEmpty ? section.empty : nil, figure: section.isEmpty ? nil : section.figure)
    }
}
