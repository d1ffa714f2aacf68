/// Strong writes its header, its rest-timer label and its durations in the app's language; the
/// layout is otherwise the same. This table turns a translated header into the English names the
/// Strong importer reads. A language is one more entry per column: no code changes.
enum StrongHeaderNames {
    /// Per language (BCP 47), the English column names and the app's translations of them.
    static let languages: [(tag: String, columns: [String: String])] = [
        ("de", ["Date": "Datum", "Workout Name": "Workout-Name", "Duration": "Dauer", "Exercise Name": "Name der Übung",
                "Set Order": "Reihenfolge festlegen", "Weight": "Gewicht", "Reps": "Wiederh.", "Distance": "Entfernung",
                "Seconds": "Sekunden", "Notes": "Notizen", "Workout Notes": "Workout-Notizen"]),
        ("fr", ["Date": "Date", "Workout Name": "Nom de l'entraînement", "Duration": "Durée", "Exercise Name": "Nom de l'exercice",
                "Set Order": "Ordre de la série", "Weight": "Poids", "Reps": "Réps", "Distance": "Distance",
                "Seconds": "Secondes", "Notes": "Notes", "Workout Notes": "Notes d'entraînement"]),
        ("es", ["Date": "Fecha", "Workout Name": "Nombre de entrenamiento", "Duration": "Duración", "Exercise Name": "Nombre del ejercicio",
                "Set Order": "Orden de la serie", "Weight": "Peso", "Reps": "Rep.", "Distance": "Distancia",
                "Seconds": "Segundos", "Notes": "Notas", "Workout Notes": "Notas del entrenamiento"]),
        ("zh-Hans", ["Date": "日期", "Workout Name": "锻炼名称", "Duration": "时长", "Exercise Name": "运动名称",
                     "Set Order": "设置顺序", "Weight": "重量", "Reps": "次", "Distance": "距离",
                     "Seconds": "秒", "Notes": "备注", "Workout Notes": "锻炼备注"]),
    ]

    /// Per English column name, its translations (as the app writes them, any case).
    static let translations: [String: [String]] = {
        var result: [String: [String]] = [:]
        for (_, columns) in languages {
            for (english, translated) in columns where translated != english && !(result[english] ?? []).contains(translated) {
                result[english, default: []].append(translated)
            }
        }
        return result
    }()

    /// The language a header is written in: the one whose translations name its cells where they
    /// differ from English; `en` for an English header; nil when the cells say nothing.
    static func language(of header: [String]) -> String? {
        let cells = Set(header.map { cell -> String in
            let key = cell.trimmingSpaces.lowercased()
            guard let open = key.firstIndex(of: "("), open > key.startIndex else { return key }
            return key[..<open].trimmingSpaces
        })
        for (tag, columns) in languages {
            let own = columns.filter { $0.key != $0.value }.map { $0.value.lowercased() }
            if own.contains(where: cells.contains) { return tag }
        }
        return ["exercise name", "set order"].allSatisfy(cells.contains) ? "en" : nil
    }

    /// The label of the rows that record a rest timer, not a set, in each language seen.
    static let restTimerLabels: Set<String> = ["rest timer", "ruhezeit", "temporizador de descanso"]

    /// Every English column name of Strong's layouts (the translated ones and those only seen in English).
    static let english: Set<String> = Set(translations.keys.map { $0.lowercased() }).union([
        "workout #", "duration (sec)", "duration (seconds)", "weight (kg)", "weight (kgs)", "weight (lbs)", "weight (lb)",
        "kg", "lbs", "weight unit", "rpe", "distance (meters)", "distance (m)", "distance (km)", "distance (miles)",
        "km", "mi", "distance unit",
    ])

    private static let byTranslation: [String: String] = {
        var result: [String: String] = [:]
        for (english, names) in translations {
            for name in names { result[name.lowercased()] = english }
        }
        return result
    }()

    /// The English name of a header cell: itself when English, its translation, or a translated
    /// name with a unit after it (`Gewicht (kg)` → `Weight (kg)`); nil when unknown.
    static func english(_ name: String) -> String? {
        let key = name.trimmingSpaces.lowercased()
        if english.contains(key) { return key }
        if let found = byTranslation[key] { return found }
        if let open = key.firstIndex(of: "("), open > key.startIndex {
            let base = key[..<open].trimmingSpaces
            if let found = byTranslation[base] { return found + " " + key[open...] }
        }
        return nil
    }

    /// The header in English, and the cells no entry of the table places.
    static func translate(_ header: [String]) -> (names: [String], unknown: [Int]) {
        var names: [String] = []
        var unknown: [Int] = []
        for (index, cell) in header.enumerated() {
            if let name = english(cell) {
                names.append(name)
            } else {
                names.append(cell)
                unknown.append(index)
            }
        }
        return (names, unknown)
    }

    /// True for a `Set Order` that marks a rest-timer row, in any language of the table.
    static func isRestTimer(_ order: String) -> Bool {
        restTimerLabels.contains(order.trimmingSpaces.lowercased())
    }
}
