#if LIFTBOOK_FUZZ
import Foundation
import LiftbookResources
import LiftbookTestSupport

/// Seed inputs for every target, taken from the test fixtures so that they follow the fixtures.
enum FuzzSeeds {
    /// The seeds of each target.
    static var all: [FuzzTarget: [String]] {
        let site = SiteFixture.goldenSite
        let markdown = site.filter { $0.key.hasSuffix(".md") }.sorted { $0.key < $1.key }.map(\.value)
            + [HandWrittenFixtures.markdown, SpecExamples.session]
        let setLines = markdown.flatMap { $0.split(separator: "\n") }
            .filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        let frontMatter = markdown.compactMap { text -> String? in
            let parts = text.components(separatedBy: "---\n")
            return parts.count > 2 ? parts[1] : nil
        }
        let english: [String] = [StrongFixtures.common, StrongFixtures.noNotes, StrongFixtures.noDuration, StrongFixtures.semicolonPounds,
                                 StrongFixtures.perRowUnits, StrongFixtures.layout2016]
        // Every other app's export too: the target's second read detects the layout.
        let otherApps: [String] = [StrongLanguageFixtures.german, StrongLanguageFixtures.chinese, StrongLanguageFixtures.spanish,
                                   MoreAppFixtures.liftosaur, MoreAppFixtures.fitbod, MoreAppFixtures.strongLifts,
                                   MoreAppFixtures.strongLiftsSpreadsheet, MoreAppFixtures.jefit, BodyWeightFixtures.hevy,
                                   BodyWeightFixtures.strong, BodyWeightFixtures.fitNotes]
        let strong = english + otherApps
        return [
            .notation: setLines + ["60 x 5 warmup", "80 x 5 x 3 @8", "bw+10 x 5", "band red x 15", "60 x 12,12,11", "5 km in 25:00"],
            .markdown: markdown,
            .frontmatter: frontMatter,
            .structured: [HandWrittenFixtures.yaml, HandWrittenFixtures.yamlOnly],
            .config: [SpecExamples.config] + [site["liftbook.yaml"]].compactMap { $0 },
            .routine: [SpecExamples.routine],
            .exercises: [SpecExamples.exercises],
            .libraryjson: libraryJSON,
            .strong: strong,
            .hevy: [HevyFixtures.kilograms, HevyFixtures.pounds],
            .fitnotes: [FitNotesFixtures.kilograms, FitNotesFixtures.perRowUnits],
            .feed: [BuiltSite(PostFixture.site).files["feed.json"] ?? "", "schema: 1\nfollowing:\n  - url: https://a.example/feed.json\n    name: A\n"],
            .templates: EmbeddedFiles.files(under: "Templates").filter { $0.key.hasSuffix(".mustache") }.sorted { $0.key < $1.key }.map(\.value),
            .themetokens: EmbeddedFiles.files(under: "Themes").filter { $0.key.hasSuffix("tokens.yaml") }.sorted { $0.key < $1.key }.map(\.value),
            .corrections: corrections,
            .bodyweight: ["unit: lb\nentries:\n  - {date: 2026-11-05, weight: 181}\n  - {date: 2026-11-06, weight: 82kg}\n",
                          "entries:\n  - date: 2026-11-07\n    weight: 81.5\n"],
            .posts: [PostFixture.upperDay, PostFixture.wholeWeek],
        ]
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
        }
        return count
    }
}
#endif
