/// Inputs that once took time in the square of their size, hung or crashed a parser: each is
/// a tiny site (file texts by path). The regression tests check what loading them gives;
/// `liftbook bench --worst-case` measures how long it takes, so no test depends on the clock.
package enum WorstCaseInputs {
    /// One input: a name for the table, and the site's files.
    package struct Case: Sendable {
        /// What the input is, in a few words.
        package var name: String
        /// File texts by path relative to the site folder.
        package var files: [String: String]
        /// Files too large to hold in memory, by path: the benchmark writes them to a folder
        /// piece by piece and reads the site from there.
        package var generated: [String: GeneratedFile] = [:]
    }

    /// A file written piece by piece: its size, and the function that hands its bytes on in order.
    package struct GeneratedFile: Sendable {
        /// About how many bytes it has.
        package var bytes: Int
        /// Calls the argument with each piece of the file.
        package var write: @Sendable (([UInt8]) -> Void) -> Void
    }

    /// Every input, in the order the benchmark prints them.
    package static var all: [Case] {
        [
            Case(name: "40 headings of 1,500 unknown words", files: longUnknownNames),
            Case(name: "Strong export, one workout, 30,000 rows, a note each", files: strongExport(manyNotes(rows: 30_000))),
            Case(name: "Strong export, 30,000 workouts on one day", files: strongExport(manyWorkoutsADay(rows: 30_000))),
            Case(name: "library JSON, 8,000 entries of one name; 16,000 aliases", files: repeatedLibraryNames(count: 8_000)),
            Case(name: "2,001 different unknown names", files: manyUnknownNames(count: 1_000)),
            Case(name: "one unknown name in 20,000 headings", files: repeatedUnknownName(count: 10_000)),
            Case(name: "billion laughs in liftbook.yaml", files: ["liftbook.yaml": laughs(), "sessions/2026-11-11.md": squat]),
            Case(name: "100,000 nested YAML lists in routine.yaml", files: ["routine.yaml": String(repeating: "[", count: 100_000), "sessions/2026-11-10.md": squat]),
            Case(name: "a megabyte of set lines in one session", files: ["sessions/2026-11-10.md": megabyteOfSets]),
            Case(name: "billion laughs in a theme's tokens.yaml", files: ["Themes/solarized-dark/tokens.yaml": laughs(), "sessions/2026-11-10.md": squat]),
            Case(name: "billion laughs in a quoted list (mainLifts: '[…]')", files: ["liftbook.yaml": "mainLifts: '\(flowLaughs())'\n", "sessions/2026-11-10.md": squat]),
            Case(name: "a 4 MB title in liftbook.yaml", files: ["liftbook.yaml": "title: " + String(repeating: "T", count: 4 << 20) + "\n", "sessions/2026-11-10.md": squat]),
            Case(name: "a 4 MB exercise heading", files: ["sessions/2026-11-10.md": "## " + String(repeating: "Squat ", count: (4 << 20) / 6) + "\n- 100 x 5\n"]),
            Case(name: "a 4 MB exercise name in a Strong export", files: strongExport("2024-09-09 07:02:11,W,1h," + String(repeating: "Squat ", count: (4 << 20) / 6) + ",1,100,5,0,0,,,8\n")),
            Case(name: "a 30 MB rep list", files: ["sessions/2026-11-10.md": "## Squat\n- 100 x " + String(repeating: "5,", count: 15 << 20) + "5\n"]),
            Case(name: "2 MB of set lines in one session (the session size limit)", files: ["sessions/2026-11-10.md": "## Squat\n" + String(repeating: "- 100 x 5 @8\n", count: (2 << 20) / 13 - 1)]),
            Case(name: "30 MB of set lines in one session", files: ["sessions/2026-11-10.md": "## Squat\n" + String(repeating: "- 100 x 5 @8\n", count: (30 << 20) / 13)]),
            Case(name: "a 2 MB YAML list of numbers (the YAML size limit)", files: ["exercises/big.yaml": "exercises: [" + String(repeating: "1,", count: (2 << 20) / 2 - 8) + "1]\n", "sessions/2026-11-10.md": squat]),
            Case(name: "an 8 MB YAML list of numbers", files: ["exercises/big.yaml": "exercises: [" + String(repeating: "1,", count: (8 << 20) / 2 - 8) + "1]\n", "sessions/2026-11-10.md": squat]),
            Case(name: "a 1 MB template (the template size limit)", files: ["Templates/home.mustache": String(repeating: "<p>{{site.title}}</p>\n", count: (1 << 20) / 22), "sessions/2026-11-10.md": squat]),
            Case(name: "a 1 GB Apple Health export.xml (streamed)", files: [:],
                 generated: ["imports/export.xml": GeneratedFile(bytes: 1 << 30) { AppleHealthExport.write(bytes: 1 << 30, $0) }]),
        ]
    }

    /// ``laughs(levels:width:asKeys:)`` as one flow list, as a value written inside quotes holds it.
    package static func flowLaughs(levels: Int = 9, width: Int = 9) -> String {
        var parts = ["&l0 [" + Array(repeating: "lol", count: width).joined(separator: ", ") + "]"]
        for level in 1..<levels {
            parts.append("&l\(level) [" + Array(repeating: "*l\(level - 1)", count: width).joined(separator: ", ") + "]")
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    static let squat = "## Squat\n- 100 x 5\n"

    /// The header of the most common Strong layout.
    package static let strongHeader = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

    /// A site whose only input is a Strong export with these rows.
    package static func strongExport(_ rows: String) -> [String: String] {
        ["imports/strong.csv": strongHeader + rows]
    }

    /// 40 headings of 1,500 words each that name no exercise: one did-you-mean search each.
    package static var longUnknownNames: [String: String] {
        let words = (0..<1500).map { "w\($0 % 97)x" }.joined(separator: " ")
        return ["sessions/2026-11-10.md": (0..<40).map { "## \($0) \(words)\n- 50 x 5\n" }.joined(separator: "\n")]
    }

    /// One long workout whose every row carries a different exercise note.
    package static func manyNotes(rows: Int) -> String {
        (0..<rows).map { "2024-09-09 07:02:11,W,1h,Squat (Barbell),\($0 % 50 + 1),100,5,0,0,note \($0),,8\n" }.joined()
    }

    /// `rows` one-set workouts on one day, a second apart.
    package static func manyWorkoutsADay(rows: Int) -> String {
        (0..<rows).map { index in
            let second = index % 86_400
            return "2024-09-09 " + [second / 3600, second / 60 % 60, second % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
                + ",W,1h,Squat (Barbell),1,100,5,0,0,,,8\n"
        }.joined()
    }

    /// Library JSON with `count` entries of one name, and an exercise given `count` aliases
    /// in one file and `count` more in a later one.
    package static func repeatedLibraryNames(count: Int) -> [String: String] {
        let json = "[" + Array(repeating: #"{"name": "Same Lift", "primaryMuscles": ["chest"]}"#, count: count).joined(separator: ",") + "]"
        let aliases = (0..<count).map { "\"alias \($0)\"" }.joined(separator: ", ")
        let overrides = (0..<count).map { "\"other \($0)\"" }.joined(separator: ", ")
        return [
            "exercises/a.json": json,
            "exercises/b.yaml": "exercises:\n  - {id: my-lift, name: My Lift, category: legs, aliases: [\(aliases)]}\n",
            "exercises/c.yaml": "exercises:\n  - {id: my-lift, aliases: [\(overrides)]}\n",
            "sessions/2026-11-10.md": "## Same Lift\n- 50 x 5\n",
        ]
    }

    /// `count` different misspelled names in an export, `count` more and one near miss in a session.
    package static func manyUnknownNames(count: Int) -> [String: String] {
        let csv = (0..<count).map { index in
            let hour = index % 24, day = index / 24 % 28 + 1, month = index / (24 * 28) % 12 + 1
            return "2024-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day) \(hour < 10 ? "0" : "")\(hour):00:00,W,1h,"
                + "Flat Barbel Bench Pres variant \(index),1,80,5,0,0,,,8\n"
        }.joined()
        let session = (0..<count).map { "## Barbel Squatt number \($0)\n- 100 x 5\n" }.joined(separator: "\n") + "\n## Barbel Squatt\n- 100 x 5\n"
        return ["imports/strong.csv": strongHeader + csv, "sessions/2026-11-10.md": session]
    }

    /// Two unknown names, each repeated in `count` headings of one session.
    package static func repeatedUnknownName(count: Int) -> [String: String] {
        ["sessions/2026-11-10.md": String(repeating: "## Barbel Squatt\n- 100 x 5\n\n## Barbel Squatt number 7\n- 100 x 5\n\n", count: count)]
    }

    /// `levels` YAML anchors, each a list of `width` aliases of the one before: width^levels values.
    package static func laughs(levels: Int = 9, width: Int = 9, asKeys: Bool = false) -> String {
        var text = "l0: &l0 [" + Array(repeating: "\"lol\"", count: width).joined(separator: ", ") + "]\n"
        for level in 1..<levels {
            text += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: width).joined(separator: ", ") + "]\n"
        }
        if asKeys { text += "keys: {? *l\(levels - 1) : 1, ? *l\(levels - 2) : 2}\n" }
        return text
    }

    /// One session of a megabyte of `100 x 5 @8` lines.
    package static var megabyteOfSets: String {
        let line = "- 100 x 5 @8\n"
        return "## Squat\n" + String(repeating: line, count: megabyteSetCount)
    }

    /// How many sets ``megabyteOfSets`` holds.
    package static let megabyteSetCount = (1 << 20) / "- 100 x 5 @8\n".utf8.count
}
