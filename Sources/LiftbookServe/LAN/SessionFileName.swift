import LiftbookModel

/// The name a session saved from the gym page may have: `YYYY-MM-DD-slug.md`, a plain file name
/// that lands in `sessions/` and nowhere else.
package enum SessionFileName {
    /// The longest name accepted, in bytes.
    package static let maximumLength = 120

    /// Why a name is refused, in a sentence for the page; nil when the name is accepted.
    ///
    /// Accepted: a real date, a hyphen, then a slug of lower-case ASCII letters and digits in
    /// hyphen-separated words (`upper-a`, `upper-a-2`), and `.md`. No folders, no other dots.
    package static func problem(with name: String) -> String? {
        guard name.utf8.count <= maximumLength else { return "The file name is longer than \(maximumLength) characters." }
        guard !name.contains("/"), !name.contains("\\") else { return "The file name must not name a folder: it is saved in sessions/." }
        guard name.hasSuffix(".md") else { return "The file name must end in .md." }
        let stem = name.dropLast(3)
        guard !stem.contains(".") else { return "The file name may have no dot but the one before md." }
        let date = stem.prefix(10)
        guard date.count == 10, LocalDate(iso: String(date)) != nil else {
            return "The file name must start with the session's date as YYYY-MM-DD."
        }
        let rest = stem.dropFirst(10)
        guard rest.first == "-", rest.count > 1 else { return "The date must be followed by a hyphen and a short name, as in 2026-11-27-upper-a.md." }
        let words = rest.dropFirst().split(separator: "-", omittingEmptySubsequences: false)
        let plain = words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        guard plain else { return "The short name after the date may have only lower-case letters a to z, digits and single hyphens." }
        return nil
    }
}
