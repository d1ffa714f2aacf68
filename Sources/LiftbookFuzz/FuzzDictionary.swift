#if LIFTBOOK_FUZZ
/// Words each parser looks for, as libFuzzer dictionaries: mutations that insert a key or a
/// keyword reach code that random bytes seldom do.
enum FuzzDictionary {
    static let notation = ["x", "×", "@", "bw", "bodyweight", "+", "-", "−", ",", ":", ".", "kg", "lb", "lbs", "s", "sec", "min",
                           "h", "m", "km", "mi", "yd", "rpe", "reps", "warmup", "w", "drop", "fail", "amrap", "band", "red", "30:00", "1:02:03"]
    static let yaml = ["---", "...", "- ", ": ", "? ", "[", "]", "{", "}", "\"", "'", "|", ">", "&a ", "*a", "!!str ", "!!int ", "~", "null",
                       "true", "\n  ", "#", "schema: 1", "schema: 2", "unit: lb", "notes: ", "title: ", "name: "]
    static let session = ["date: 2026-11-16", "start: \"18:05\"", "end: \"19:10\"", "routine: monday", "bodyweight: 82.4", "private: true",
                          "exercises:", "exercise: ", "sets: ", "weight: ", "reps: ", "rpe: ", "duration: ", "distance: ", "kind: warmup",
                          "sessions:", "instead: ", "superset: A", "band: red"]
    static let markdown = ["## ", "# ", "- ", "* ", "1. ", "A1. ", "(instead of ", "\n\n", "> ", "```", "    ", "<b>", "[a](b)", "*a*"]
    static let config = ["title: ", "baseURL: ", "units: ", "weekStart: ", "timezone: ", "theme: ", "e1rm: ", "privacy:", "shareNotes: ",
                         "shareWeights: ", "imports:", "file: ", "author: ", "pageSize: ", "libraryPages: ", "params:", "epley", "brzycki",
                         "Europe/Berlin", "https://", "all", "used", "imports/strong.csv",
                         "plates:", "kg:", "lb:", "bar: ", "plates: [", "step: ", "dumbbells: [", "stalls:", "sessions: ", "percent: ",
                         "breakDays: "]
    static let routine = ["days:", "monday:", "thursday:", "sunday:", "rest", "title: ", "progression: ", "linear", "double", "rpe",
                          "rest: 180", "reps: 8-12", "sets: 3", "weight: 80", "superset: A", "duration: 30:00", "distance: 5km",
                          "cycle:", "- title: A", "sessionsPerWeek: ", "531", "gzclp-t1", "gzclp-t2", "gzclp-t3", "trainingMax: "]
    static let exercises = ["exercises:", "id: ", "aliases: ", "type: ", "category: ", "primaryMuscles: ", "secondaryMuscles: ",
                            "equipment: ", "increment: ", "image: ", "instructions: ", "description: ", "custom: ", "archived: ",
                            "strength", "bodyweight", "cardio", "isometric", "mobility", "chest", "legs", "full-body", "barbell", "quadriceps"]
    static let libraryJSON = ["\"name\": ", "\"id\": ", "\"bodyPart\": ", "\"target\": ", "\"gifUrl\": ", "\"equipment\": ",
                              "\"primaryMuscles\": ", "\"secondaryMuscles\": ", "\"instructions\": ", "\"images\": ", "\"category\": ",
                              "\"exercises\": ", "\"[\\\"a\\\"]\"", "[", "]", "{", "}", ",", "null", "waist", "body weight"]
    static let csv = ["\"", "\"\"", ",", ";", "\t", "\n", "\r\n", "\r", "\u{FEFF}", "Date", "Workout Name", "Duration", "Exercise Name",
                      "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes", "RPE", "W", "D", "F",
                      "Rest Timer", "Note", "2024-09-09 07:02:11", "1h 5m", "38min", "0:32:06", "title", "start_time", "end_time",
                      "description", "exercise_title", "superset_id", "exercise_notes", "set_index", "set_type", "weight_kg",
                      "weight_lbs", "distance_km", "distance_miles", "duration_seconds", "warmup", "dropset", "failure", "normal",
                      "20 Sep 2024, 18:00", "Exercise", "Category", "Weight (kgs)", "Weight (lbs)", "Distance Unit", "Time", "Comment",
                      "km", "mi", "kgs", "lbs", "62,5", "1e308", "-0"]

    static let feed = ["\"version\": \"https://jsonfeed.org/version/1.1\"", "\"items\": [", "\"title\": ", "\"url\": ", "\"summary\": ",
                       "\"date_published\": \"2026-11-21T00:00:00Z\"", "\"authors\": [{\"name\": ", "\"attachments\": [", "\"mime_type\": \"application/yaml\"",
                       "\"_liftbook\": {", "\"days\": [", "\"weekday\": \"monday\"", "\"exercises\": [", "\"sets\": ", "\"reps\": ",
                       "{\"low\": 8, \"high\": 12}", "\"kg\": ", "\"load\": {\"value\": 80, \"unit\": \"lb\"}", "\"rpe\": ", "\"seconds\": ",
                       "\"metres\": ", "\"rest\": ", "\"progression\": ", "\"superset\": ", "\"notes\": ", "\"about\": ", "\"file\": ",
                       "javascript:", "https://a.example/", "<script>", "\\u202e", "\\ud800", "1e308", "-0", "[", "]", "{", "}", ",", "null",
                       "following:", "- url: ", "name: "]
    static let templates = ["{{", "}}", "{{{", "}}}", "{{#", "{{/", "{{^", "{{>", "{{!", "{{&", "{{=<% %>=}}", ".", "site.title",
                            "page", "title", "sessions", "exercises", "#each", "\n", "<p>", "</p>", "{{#sessions}}", "{{/sessions}}"]
    static let theme = ["color-accent: ", "\"#2aa198\"", "space-md: 16px", "radius: 12px", "font-size-headline: 34px", ";", "{", "}", "<"]
    static let corrections = ["corrections:", "workout: ", "exercise: ", "set: ", "to: ", "drop: true", "duration: ", "map: ", "merge: ",
                              "into: ", "2024-03-05 18:02", "175 x 8", "1h 10min"]
    static let bodyweight = ["entries:", "date: ", "weight: ", "unit: ", "lb", "kg", "2026-11-05", "82.4"]
    static let posts = ["title: ", "date: ", "day: ", "summary: ", "monday", "week", "2026-11-21", "**", "<script>"]

    /// The dictionary of a target.
    static func words(for target: FuzzTarget) -> [String] {
        switch target {
        case .notation: notation
        case .markdown: markdown + notation + yaml + session
        case .frontmatter, .structured: yaml + session + notation
        case .config: yaml + config
        case .routine: yaml + routine + notation
        case .exercises: yaml + exercises
        case .libraryjson: libraryJSON
        case .strong, .hevy, .fitnotes: csv
        case .fitnotes2: csv + ["Name", "StartTime", "EndTime", "BodyWeight", "Equipment", "Status", "IsWarmup", "RIR", "Categories",
                                "Completed", "NotStarted", "Failed", "true", "false", "\"81,5\"", "2025-01-14 06:30:00", "2025-01-14T06:30:00Z"]
        case .applehealth: ["<", ">", "/>", "</", "=\"", "\"", "'", "&amp;", "&#x41;", "<!--", "-->", "<?xml", "<!DOCTYPE", "<HealthData",
                            "<Record", "<Workout", "</Workout>", "<WorkoutStatistics", "type=", "unit=", "value=", "startDate=", "endDate=",
                            "sum=", "workoutActivityType=", "totalEnergyBurned=", "HKQuantityTypeIdentifierBodyMass",
                            "HKWorkoutActivityTypeTraditionalStrengthTraining", "HKQuantityTypeIdentifierActiveEnergyBurned",
                            "2025-01-14 07:12:00 +0100", "kg", "lb", "g", "kJ", "kcal", "\n"]
        // Bytes above 0x7F cannot be written as a String's UTF-8; libFuzzer's own mutations find those.
        case .garmin: [".FIT", "\u{0E}\u{20}", "\u{0C}\u{10}", "\u{40}\u{00}\u{00}", "\u{40}\u{00}\u{01}", "\u{60}", "\u{12}\u{00}",
                       "\u{1E}\u{00}", "\u{22}\u{00}", "\u{07}", "\u{00}\u{01}", "\u{7F}\u{7F}"]
        case .feed: feed + yaml
        case .templates: templates
        case .themetokens: yaml + theme
        case .corrections: yaml + corrections + notation
        case .bodyweight: yaml + bodyweight
        case .posts: yaml + posts + markdown
        }
    }

    /// The words in libFuzzer's dictionary format: one quoted token a line, bytes escaped.
    static func file(for target: FuzzTarget) -> String {
        words(for: target).map { word in
            "\"" + word.utf8.map { byte in
                byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte > 0x7E
                    ? "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                    : String(UnicodeScalar(byte))
            }.joined() + "\""
        }.joined(separator: "\n") + "\n"
    }
}
#endif
