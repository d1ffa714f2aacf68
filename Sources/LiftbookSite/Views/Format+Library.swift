import Foundation
public import LiftbookModel

/// The words of the built-in library's categories, equipment and muscles in the site's
/// language; a name the table does not know (a lifter's own) stays as written.
extension Format {
    /// `Chest`, `Full body`.
    public func category(_ category: ExerciseCategory) -> String {
        strings.phrase("category." + category.rawValue)?.text ?? category.displayName
    }

    /// `smith-machine` → `smith machine`, as inside a sentence (``label(_:)`` starts it with a capital).
    public func equipment(_ name: String) -> String {
        strings.phrase("equipment." + slugify(name))?.text ?? name.replacingOccurrences(of: "-", with: " ")
    }

    /// `middle back`, as inside a sentence.
    public func muscle(_ name: String) -> String {
        strings.phrase("muscle." + slugify(name))?.text ?? name
    }

    /// A word as a label: its first letter a capital (`middle back` → `Middle back`).
    public func label(_ word: String) -> String { word.capitalizedFirst }
}
