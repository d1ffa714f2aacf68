import LiftbookModel

/// How exported files write values so that reading them back gives exactly the same values.
enum ExportText {
    /// A number with every digit it needs to read back exactly (`Double.description`), without
    /// a trailing `.0`: `80`, `44.09245243697551`.
    static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A YAML double-quoted scalar: `"Push \"A\"\nday"` (the one quoting of the project, ``YAMLText/quoted(_:)``).
    static func quoted(_ text: String) -> String { YAMLText.quoted(text) }

    /// A time as `"18:05"` or `"18:05:30"`.
    static func time(_ time: LocalTime) -> String { "\"\(time)\"" }

    /// The part of a file name a title gives: `push-day`, at most 40 characters.
    static func slug(_ title: String) -> String {
        var slug = String(slugify(title).prefix(40))
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }
}
