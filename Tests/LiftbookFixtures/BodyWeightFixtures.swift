/// Hand-written body-weight exports: Hevy's measurements, Strong's weight export and FitNotes'
/// body tracker.
package enum BodyWeightFixtures {
    /// Hevy `measurement_data.csv`: a row of girths only (no weight), two weights.
    package static let hevy = #"""
        "date","weight_kg","fat_percent","neck_in","chest_in"
        "14 Jan 2025, 00:00","82.5","","",""
        "15 Jan 2025, 00:00","","","15.2","40.1"
        "16 Jan 2025, 07:10","82.1","18","",""

        """#

    /// Strong's weight export: semicolons, quotes, float noise.
    package static let strong = #"""
        "Date";"Weight (kg)"
        "2025-01-16 06:58:00";"81.90000152587891"
        "2025-03-09 10:22:48";"76.80000305175781"

        """#

    /// FitNotes' body tracker in pounds, with a body-fat row.
    package static let fitNotes = """
        Date,Time,Measurement,Value,Unit
        2024-05-06,07:00:00,Bodyweight,180.5,lbs
        2024-05-06,07:00:00,Body Fat,18.0,%
        2024-05-07,07:05:00,Bodyweight,180.0,lbs

        """
}
