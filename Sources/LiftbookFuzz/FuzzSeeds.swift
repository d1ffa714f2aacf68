#if LIFTBOOK_FUZZ
import Foundation
@testable import LiftbookLoading
import LiftbookModel
import LiftbookResources
import LiftbookSample
import LiftbookSystem

/// Seed inputs for every target: the driver's own fixtures, the files `liftbook init` writes and
/// the built-in templates and themes.
enum FuzzSeeds {
    /// The day the starter site's example session is dated from (2026-11-23).
    static let today = LocalDate(dayNumber: 20_780)

    /// The files `liftbook init` writes, by path.
    static let starter: [String: String] = Dictionary(StarterSite.files(today: today).map { ($0.path, $0.contents) }) { first, _ in first }

    /// The starter site's routine, which the posts' seeds refer to.
    static var routine: String { starter[RoutineLoader.path] ?? "" }

    /// The seeds of each target.
    static var all: [FuzzTarget: [String]] {
        let markdown = starter.filter { $0.key.hasPrefix("sessions/") && $0.key.hasSuffix(".md") }.sorted { $0.key < $1.key }.map(\.value)
            + [ExampleSession.markdown]
        let setLines = markdown.flatMap { $0.split(separator: "\n") }
            .filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        let frontMatter = markdown.compactMap { text -> String? in
            let parts = text.components(separatedBy: "---\n")
            return parts.count > 2 ? parts[1] : nil
        }
        return [
            .notation: setLines + ["60 x 5 warmup", "80 x 5 x 3 @8", "bw+10 x 5", "band red x 15", "60 x 12,12,11", "5 km in 25:00"],
            .markdown: markdown,
            .frontmatter: frontMatter,
            .structured: FuzzFixtures.yamlSessions,
            .config: [starter[ConfigLoader.path]].compactMap { $0 },
            .routine: [routine],
            .exercises: [starter["exercises/custom.yaml"]].compactMap { $0 },
            .libraryjson: libraryJSON,
            // Every other app's export too: the target's second read detects the layout.
            .strong: FuzzFixtures.exports + [FuzzFixtures.hevy, FuzzFixtures.fitNotes],
            .hevy: [FuzzFixtures.hevy],
            .fitnotes: [FuzzFixtures.fitNotes],
            .fitnotes2: [FuzzFixtures.fitNotes2],
            .applehealth: [FuzzFixtures.appleHealth],
            .feed: [FuzzFixtures.feed, "schema: 1\nfollowing:\n  - url: https://a.example/feed.json\n    name: A\n"],
            .templates: EmbeddedFiles.files(under: "Templates").filter { $0.key.hasSuffix(".mustache") }.sorted { $0.key < $1.key }.map(\.value),
            .themetokens: EmbeddedFiles.files(under: "Themes").filter { $0.key.hasSuffix("tokens.yaml") }.sorted { $0.key < $1.key }.map(\.value),
            .corrections: corrections,
            .bodyweight: ["unit: lb\nentries:\n  - {date: 2026-11-05, weight: 181}\n  - {date: 2026-11-06, weight: 82kg}\n",
                          "entries:\n  - date: 2026-11-07\n    weight: 81.5\n"],
            .posts: FuzzFixtures.posts,
            .garmin: [],
        ]
    }

    /// Binary seeds, by target: Garmin FIT files written by `FitEncoder` (a strength activity in
    /// both byte orders and header sizes, a weight scale's file, developer fields and compressed
    /// timestamps, two files chained).
    static var binary: [FuzzTarget: [[UInt8]]] {
        let start: UInt64 = 1_736_874_000
        let sets: [FitStrengthFile.Set] = [
            .init(category: 0, subtype: 1, reps: 5, kilograms: 100), .rest(90), .init(category: 7, subtype: 0, reps: 10, kilograms: 12),
            .init(category: 21, subtype: nil, reps: 8, kilograms: nil), .init(category: 19, subtype: 43, reps: nil, kilograms: nil, seconds: 60),
            .init(category: 8, subtype: 0, reps: 5, kilograms: 102.0625, displayUnit: 2),
        ]
        var developer = FitEncoder(headerSize: 12)
        developer.message(global: 207, [.uint8(3, 0)])
        developer.message(global: 206, [.uint8(0, 0), .uint8(1, 0), .uint8(2, 2), .string(3, "Tempo", size: 8)])
        developer.message(local: 1, global: 225, [.uint16(3, 8), .uint16(4, 960), .uint8(5, 1), .uint16(7, 28), .uint16(8, 6)],
                          developer: [FitEncoder.DeveloperField(number: 0, developerIndex: 0, bytes: [1, 2, 3])], bigEndian: true)
        developer.message(local: 2, global: 30, [.uint32(253, start - FitStrengthFile.epoch), .uint16(0, 8125)])
        developer.define(local: 3, global: 30, fields: [.uint16(0, 0)])
        developer.data(local: 3, fields: [.uint16(0, 8130)], timeOffset: 7)
        let activity = FitStrengthFile.activity(start: start, sets: sets)
        return [.garmin: [
            activity, FitStrengthFile.activity(start: start, sets: sets, bigEndian: true, headerSize: 12),
            FitStrengthFile.weightScale([(start, 81.25), (start + 86_400, 80.9)]), developer.file(), activity + developer.file(),
        ]]
    }

    /// Corrections of each kind: a set, a workout, a name mapped, two names merged.
    static let corrections = [
        "schema: 1\ncorrections:\n  - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 175 x 87, to: 175 x 8}\n"
            + "  - {workout: 2024-03-05 18:02, exercise: barbell-bench-press, set: 79.3786647kg x 87, drop: true}\n",
        "corrections:\n  - workout: 2024-03-07 19:40\n    duration: 1h 10min\n  - map: Mystery Press\n    to: barbell-overhead-press\n"
            + "  - merge: Zottman Spider Curl Variant\n    into: dumbbell-curl\n",
    ]

    /// One file from each public library format.
    static let libraryJSON = [
        #"""
        [{"id": "Anderson_Pin_Squat", "name": "Anderson Pin Squat", "force": "push", "level": "expert", "mechanic": "compound",
          "equipment": "barbell", "primaryMuscles": ["quadriceps"], "secondaryMuscles": ["glutes"],
          "instructions": ["Hold the bar in the crooks of your elbows.", "Squat."], "category": "strength", "images": ["Zercher_Squat/0.jpg"]}]
        """#,
        #"""
        [{"bodyPart": "waist", "equipment": "body weight", "gifUrl": "https://example.org/0001.gif", "id": "0001",
          "name": "3/4 sit-up", "target": "abs", "secondaryMuscles": "[\"hip flexors\"]", "instructions": ["Lie down.", "Sit up."]},
         {"name": "no id crunch twist", "bodyPart": "waist", "target": "abs"}]
        """#,
    ]

    /// Writes `FOLDER/<target>/seed-N` and `FOLDER/<target>.dict` for every target; returns how
    /// many seed files it wrote.
    static func write(into folder: URL) -> Int {
        var count = 0
        for (target, seeds) in all {
            let directory = folder.appendingPathComponent(target.rawValue)
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let dictionary = folder.appendingPathComponent(target.rawValue + ".dict")
            try? Data(FuzzDictionary.file(for: target).utf8).write(to: dictionary)
            for (index, seed) in seeds.enumerated() {
                let file = directory.appendingPathComponent("seed-\(index)")
                if (try? Data(seed.utf8).write(to: file)) != nil { count += 1 }
            }
            for (index, seed) in (binary[target] ?? []).enumerated() {
                let file = directory.appendingPathComponent("seed-binary-\(index)")
                if (try? Data(seed).write(to: file)) != nil { count += 1 }
            }
        }
        return count
    }
}
#endif
