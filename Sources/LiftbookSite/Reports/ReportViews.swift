import Mustache

/// A report page: the document's text with links resolved, and links to other reports.
struct ReportPageView: MustacheParent {
    var title: String
    var subtitle: String
    var headline: [LabelValue]
    var sections: [ReportSectionView]
    var markdownHref: String
    var markdownName: String
    var related: [Crumb]
    var prev: Crumb?
    var next: Crumb?

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "subtitle": subtitle
        case "headline": headline
        case "sections": sections
        case "markdownHref": markdownHref
        case "markdownName": markdownName
        case "related": related
        case "hasRelated": !related.isEmpty
        case "prev": prev.orAbsent
        case "next": next.orAbsent
        case "hasPager": prev != nil || next != nil
        default: nil
        }
    }
}

/// A section of a report page.
struct ReportSectionView: MustacheParent {
    var id: String
    var title: String
    var paragraphs: [TextView]
    var table: ReportTableView?
    var groups: [ReportGroupView]
    var empty: String?

    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "paragraphs": paragraphs
        case "table": table.orAbsent
        case "groups": groups
        case "empty": empty.orAbsent
        default: nil
        }
    }
}

/// A paragraph of text.
struct TextView: MustacheParent {
    var text: String

    func child(named name: String) -> Any? { name == "text" ? text : nil }
}

/// A report table.
struct ReportTableView: MustacheParent {
    var caption: String
    var columns: [ReportCellView]
    var rows: [ReportRowView]

    func child(named name: String) -> Any? {
        switch name {
        case "caption": caption
        case "columns": columns
        case "rows": rows
        default: nil
        }
    }
}

/// A table row.
struct ReportRowView: MustacheParent {
    var cells: [ReportCellView]

    func child(named name: String) -> Any? { name == "cells" ? cells : nil }
}

/// A header or body cell. Every key has a value (`href` is empty without a link), so the
/// template never searches the context stack for a missing one: report tables are large.
struct ReportCellView: MustacheParent {
    var text: String
    var href: String?
    var numeric: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "href": href ?? ""
        case "link": href != nil
        case "numeric": numeric
        default: nil
        }
    }
}

/// A titled list.
struct ReportGroupView: MustacheParent {
    var title: String
    var items: [ReportItemView]

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "items": items
        default: nil
        }
    }
}

/// A list item.
struct ReportItemView: MustacheParent {
    var label: String
    var text: String
    var note: String?

    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "text": text
        case "note": note.orAbsent
        default: nil
        }
    }
}

extension ReportSectionView {
    /// The view of a document section; `href` turns site paths into links.
    init(_ section: ReportSection, href: (String) -> String) {
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
                  empty: section.isEmpty ? section.empty : nil)
    }
}
