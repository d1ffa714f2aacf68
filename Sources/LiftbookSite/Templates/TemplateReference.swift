import LiftbookTemplates

/// The template reference: every name each page template offers, read from the views' key
/// tables (so it cannot drift from what the compiler accepts). `liftbook templates` prints it
/// and the README holds a copy that a test keeps current.
package enum TemplateReference {
    /// The reference as Markdown.
    package static func markdown() -> String {
        var lines: [String] = []
        var nested: [(title: String, type: any TemplateView.Type)] = []
        var seen: Set<String> = []
        func note(_ type: (any TemplateView.Type)?) {
            guard let type else { return }
            let title = title(of: type)
            guard !keys(of: type).isEmpty, seen.insert(title).inserted else { return }
            nested.append((title, type))
        }
        lines.append("| template | renders | names |")
        lines.append("| --- | --- | --- |")
        for (name, view) in PageTemplates.views {
            let names = keys(of: view).map { "`\($0.name)`" }.joined(separator: ", ")
            lines.append("| `\(name).mustache` | \(title(of: view)) | \(names) |")
        }
        for (_, view) in PageTemplates.views {
            lines.append("")
            lines.append("#### \(title(of: view))")
            lines.append("")
            lines += table(view, note: note)
        }
        var index = 0
        while index < nested.count {
            let (title, type) = nested[index]
            lines.append("")
            lines.append("#### \(title)")
            lines.append("")
            lines += table(type, note: note)
            index += 1
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func table(_ type: any TemplateView.Type, note: ((any TemplateView.Type)?) -> Void) -> [String] {
        var lines = ["| name | value |", "| --- | --- |"]
        for key in keys(of: type) {
            note(key.elementType)
            lines.append("| `\(key.name)` | \(key.shape) |")
        }
        return lines
    }

    private static func keys(of type: any TemplateView.Type) -> [(name: String, shape: String, elementType: (any TemplateView.Type)?)] {
        func open<View: TemplateView>(_ type: View.Type) -> [(name: String, shape: String, elementType: (any TemplateView.Type)?)] {
            View.templateKeys.keys.map { ($0.name, $0.shape, $0.elementType) }
        }
        return open(type)
    }

    private static func title(of type: any TemplateView.Type) -> String {
        func open<View: TemplateView>(_ type: View.Type) -> String { View.templateKeys.title }
        return open(type)
    }
}
