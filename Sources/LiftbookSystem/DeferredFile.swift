/// A file whose bytes are made while the writer writes it, so that a build never holds all of
/// them at once: the Open Graph cards, 97 MB of PNGs on the 10-year sample with `cards: all`.
///
/// Its bytes must depend only on what it was planned from: the writer may make them once to
/// compare them with the output's file, and it keeps them no longer than it takes to write them.
package struct DeferredFile: Sendable {
    /// The relative path, `/`-separated, such as `cards/sessions/2026-03-03-upper.png`.
    package var path: String
    /// Makes the file's bytes; nil when they cannot be made (the write then fails, and the
    /// output stays the previous site).
    package var make: @Sendable () -> [UInt8]?

    /// A file at `path` whose bytes `make` makes.
    package init(path: String, make: @escaping @Sendable () -> [UInt8]?) {
        self.path = path
        self.make = make
    }
}
