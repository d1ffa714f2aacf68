package import Foundation
import LiftbookLoading
import LiftbookModel
package import LiftbookPipeline

/// A small site in a temporary folder for the commands' library functions: two Monday "Push"
/// workouts (bench press 3 × 5 at 80 kg, then at 82.5 kg) and a routine with Monday training and
/// Tuesday rest.
package struct CommandSite {
    /// The site folder.
    package let root: URL

    /// The small site, with `files` added (or replacing its own).
    package init(adding files: [String: String] = [:]) throws {
        root = try CLIRunner.temporaryFolder()
        try CLIRunner.write(Self.files.merging(files) { $1 }, into: root)
    }

    /// The pipeline over the folder, with `today` as today.
    package func pipeline(today: String = "2026-11-25") -> BuildPipeline {
        let date = LocalDate(iso: today) ?? LocalDate(dayNumber: 0)
        return BuildPipeline(files: DiskSiteFiles(root: root), today: { _ in date })
    }

    /// The text of a file of the site, or nil.
    package func text(_ path: String) -> String? {
        try? String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    /// Removes the folder.
    package func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// The site's files.
    package static let files: [String: String] = [
        "liftbook.yaml": "units: kg\ntimezone: UTC\n",
        "routine.yaml": """
            schema: 1
            name: Push
            days:
              monday:
                title: Push
                exercises:
                  - exercise: barbell-bench-press
                    sets: 3
                    reps: 5
                    weight: 80
                    progression: linear
              tuesday: rest

            """,
        "sessions/2026-11-09-push.md": "---\ndate: 2026-11-09\ntitle: Push\n---\n## Barbell Bench Press\n- 80 x 5 x 3\n",
        "sessions/2026-11-16-push.md": "---\ndate: 2026-11-16\ntitle: Push\n---\n## Barbell Bench Press\n- 82.5 x 5 x 3\n",
    ]
}
