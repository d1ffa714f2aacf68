package import LiftbookModel
package import LiftbookSystem

/// The site as `serve` holds it in memory: the last good build, and the problems of the latest one.
///
/// A snapshot is a value; the server swaps in a new one after each build, so a request always sees
/// one whole build.
package struct SiteSnapshot: Sendable {
    /// The bytes of each file of the last good build, keyed by relative path (`exercises/x/index.html`).
    package var files: [String: [UInt8]] {
        // A map changed from outside no longer follows the build's list of files.
        didSet { built = [] }
    }
    /// Counts good builds: 0 before the first, then 1, 2, …
    package var generation: Int
    /// The diagnostics of the latest build when it failed; empty when it succeeded.
    package var problems: [Diagnostic]
    /// The file answered, with status 404, for an address the site does not have.
    package var notFound: String?
    /// The last good build's files in the order it gave them (sorted by path), to tell which of
    /// the next build's changed.
    private var built: [OutputFile] = []

    /// Creates a snapshot.
    package init(files: [String: [UInt8]] = [:], generation: Int = 0, problems: [Diagnostic] = [], notFound: String? = nil) {
        self.files = files
        self.generation = generation
        self.problems = problems
        self.notFound = notFound
    }

    /// True when the latest build succeeded, so what is served is current.
    package var isCurrent: Bool { problems.isEmpty && generation > 0 }

    /// The snapshot after `outcome`: its files as the next generation when it built, otherwise the
    /// same files with the outcome's diagnostics as the problems.
    package func applying(_ outcome: BuildOutcome) -> SiteSnapshot {
        guard let built = outcome.files else {
            return SiteSnapshot(files: files, generation: generation, problems: outcome.diagnostics, notFound: notFound)
        }
        var next = SiteSnapshot(files: files, generation: generation + 1, problems: [], notFound: outcome.notFound)
        // The same paths as the last build (a rebuild after an edit, nearly always): only the
        // files whose bytes changed are put into the map (unchanged bytes share their storage,
        // so most compare at once). Otherwise the map is made anew.
        if !self.built.isEmpty, self.built.count == built.count, files.count == built.count,
           zip(self.built, built).allSatisfy({ $0.path == $1.path }) {
            for (old, new) in zip(self.built, built) where old.bytes != new.bytes { next.files[new.path] = new.bytes }
        } else {
            var map: [String: [UInt8]] = [:]
            map.reserveCapacity(built.count)
            for file in built { map[file.path] = file.bytes }
            next.files = map
        }
        next.built = built
        return next
    }
}
