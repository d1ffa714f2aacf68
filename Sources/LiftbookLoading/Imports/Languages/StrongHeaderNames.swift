/// Strong writes its header, its rest-timer label and its durations in the app's language; the
/// layout is otherwise the same. This table turns a translated header into the English names the
/// Strong importer reads. A language is one more entry per column: no code changes.
enum StrongHeaderNames {
    /// Per English column name, its translations (as the app writes them, any case).
    static let translations: [String: [String]] = [
        "Date": ["Datum", "Fecha", "日期"],
        "Workout Name": ["Workout-Name", "Nom de l'entraînement", "Nombre de entrenamiento", "锻炼名称"],
        "Duration": ["Dauer", "Durée", "Duración", "时长"],
        "Exercise Name": ["Name der Übung", "Nom de l'exercice", "Nombre del ejercicio", "运动名称"],
        "Set Order": ["Reihenfolge festlegen", "Ordre de la série", "Orden de la serie", "设置顺序"],
        "Weight": ["Gewicht", "Poids", "Peso", "重量"],
        "Reps": ["Wiederh.", "Réps", "Rep.", "次"],
        "Distance": ["Entfernung", "Distancia", "距离"],
        "Seconds": ["Sekunden", "Secondes", "Segundos", "秒"],
        "Notes": ["Notizen", "Notas", "备注"],
        "Workout Notes": ["Workout-Notizen", "Notes d'entraînement", "Notas del entrenamiento", "锻炼备注"],
    ]

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
