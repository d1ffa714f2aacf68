/// Withings writes its measurement export's header in the app's language. Each column Liftbook
/// reads, with its names in the languages seen so far (a language is one more name per row):
/// data, not code, as for Strong's header (``StrongHeaderNames``).
enum WithingsHeaderNames {
    /// The date column.
    static let date = ["Date", "Datum", "Fecha", "Data"]
    /// The weight column, in kilograms.
    static let weightKilograms = ["Weight (kg)", "Gewicht (kg)", "Poids (kg)", "Peso (kg)"]
    /// The weight column, in pounds.
    static let weightPounds = ["Weight (lb)", "Gewicht (lb)", "Poids (lb)", "Peso (lb)"]
    /// The fat-mass column, which only a scale's export has beside the weight: it tells a Withings
    /// file from a weight log of two columns.
    static let fatMass = ["Fat mass (kg)", "Fettmasse (kg)", "Masse grasse (kg)", "Masa grasa (kg)",
                          "Fat mass (lb)", "Fettmasse (lb)", "Masse grasse (lb)", "Masa grasa (lb)"]
}
