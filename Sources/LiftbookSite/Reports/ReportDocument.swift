/// A report as text, ready for the Markdown writer and the HTML template alike: a title, the
/// headline figures and sections of paragraphs, a table or lists. Links are site paths.
struct ReportDocument: Sendable, Hashable {
    var title: String
    var subtitle: String
    var headline: [ReportFigure]
    var sections: [ReportSection]
}

/// One headline figure: `Volume: 27,480 kg`, with its change on last week (`+1,116 kg on last
/// week`) written after the value in Markdown and in small type under it on the page.
struct ReportFigure: Sendable, Hashable {
    var label: String
    var value: String
    var change: String? = nil

    /// The value with its change: `27,480 kg (+1,116 kg on last week)`.
    var text: String { change.map { "\(value) (\($0))" } ?? value }
}

/// A section: a heading and its paragraphs, table and lists, or the text shown when empty.
struct ReportSection: Sendable, Hashable {
    var id: String
    var title: String
    var paragraphs: [String] = []
    var table: ReportTable?
    var groups: [ReportGroup] = []
    /// Shown instead of the table and lists when there are none.
    var empty: String?
    /// An inline SVG figure shown above the table on the page (the Markdown has the table only).
    var figure: String?

    /// True when there is nothing but the empty text to show.
    var isEmpty: Bool { paragraphs.isEmpty && (table?.rows.isEmpty ?? true) && groups.isEmpty }
}

/// A table with a header row; numeric columns are right-aligned.
struct ReportTable: Sendable, Hashable {
    var columns: [ReportColumn]
    var rows: [[ReportCell]]
}

/// A column heading.
struct ReportColumn: Sendable, Hashable {
    var title: String
    var numeric = false
}

/// A cell: its text and, on the site, a link.
struct ReportCell: Sendable, Hashable, ExpressibleByStringLiteral {
    var text: String
    var link: Route?

    init(_ text: String, link: Route? = nil) {
        self.text = text
        self.link = link
    }

    init(stringLiteral value: String) { self.init(value) }
}

/// A titled list, such as one routine day's targets.
struct ReportGroup: Sendable, Hashable {
    var title: String
    var items: [ReportItem]
}

/// A list item: `label: text`, with a note on the next line.
struct ReportItem: Sendable, Hashable {
    var label: String
    var text: String
    var note: String?
}
