/// What a column of an unknown header holds, told by its name in the languages Liftbook reads:
/// enough to say what a file of an app Liftbook does not know was recognised as (a date, a body
/// weight, an exercise), never enough to read it (that is the column mapping's job).
enum HeaderRoles {
    /// The role of an exercise column, which every workout export has.
    static let exercise = "an exercise"

    /// Words (lower case) that name each role; a column name's word matches one it equals, or
    /// starts with when the role's word has four letters or more (`Wiederh.`, `Gewicht`).
    private static let roles: [(role: String, words: [String])] = [
        (exercise, ["exercise", "übung", "exercice", "ejercicio", "esercizio", "exercício", "运动", "ename", "lift"]),
        ("a date", ["date", "datum", "fecha", "data", "日期", "day", "time", "start_time", "timestamp", "zeit"]),
        ("a weight", ["weight", "gewicht", "poids", "peso", "weight_kg", "weight_lbs", "body", "massa", "масса", "вес", "体重"]),
        ("reps", ["reps", "repetitions", "wiederh", "réps", "rep", "répétitions"]),
    ]

    /// The role of a column, or nil when its name says none.
    static func role(of name: String) -> String? {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        for (role, names) in roles {
            for word in words where names.contains(where: { word == $0 || (word.hasPrefix($0) && $0.count >= 4) }) { return role }
        }
        return nil
    }
}
