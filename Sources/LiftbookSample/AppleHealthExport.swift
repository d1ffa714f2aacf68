/// A generated Apple Health `export.xml` of any size, for the worst-case benchmark: the DTD and
/// header, then days of step-count and heart-rate records (the bulk of a real export, which the
/// reader skips), a body-mass record each morning and a strength workout every other evening.
/// It is written in pieces, never held whole.
package enum AppleHealthExport {
    /// Samples of one day (about 300 KB, so 1 GB is some ten years, as a Watch wearer's export);
    /// then one weighing, and a workout every other day.
    static let samplesPerDay = 1000

    /// Calls `write` with the file's bytes, about a megabyte at a time, until `bytes` are written.
    package static func write(bytes: Int, _ write: ([UInt8]) -> Void) {
        var block: [UInt8] = []
        block.reserveCapacity(1 << 20 + 8192)
        block += Array(header.utf8)
        var written = 0
        var day = 0
        while written + block.count < bytes - footer.utf8.count {
            block += Array(self.day(day).utf8)
            day += 1
            if block.count >= 1 << 20 {
                write(block)
                written += block.count
                block.removeAll(keepingCapacity: true)
            }
        }
        block += Array(footer.utf8)
        write(block)
    }

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
        <!ATTLIST HealthData locale CDATA #REQUIRED>
        <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
        <!ATTLIST Record type CDATA #REQUIRED unit CDATA #IMPLIED value CDATA #IMPLIED>
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2026-11-20 09:00:00 +0100"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"/>

        """

    static let footer = "</HealthData>\n"

    /// The records of day `index` after 2015-01-01.
    static func day(_ index: Int) -> String {
        let date = dateText(dayOffset: index)
        var text = ""
        text.reserveCapacity(samplesPerDay * 320)
        for sample in 0..<samplesPerDay {
            let seconds = sample * 86_400 / samplesPerDay
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            let time = "\(date) \(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60)) +0100"
            let type = sample % 2 == 0 ? "HKQuantityTypeIdentifierStepCount\" sourceName=\"Phone\" unit=\"count" : "HKQuantityTypeIdentifierHeartRate\" sourceName=\"Watch\" unit=\"count/min"
            text += " <Record type=\"\(type)\" creationDate=\"\(time)\" startDate=\"\(time)\" endDate=\"\(time)\" value=\"\(60 + (index + sample) % 90)\">\n"
            text += "  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"0\"/>\n </Record>\n"
        }
        let weight = 78 + Double((index * 7) % 60) / 10
        text += " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" unit=\"kg\" startDate=\"\(date) 07:05:00 +0100\" endDate=\"\(date) 07:05:00 +0100\" value=\"\(weight)\"/>\n"
        if index % 2 == 0 {
            text += " <Workout workoutActivityType=\"HKWorkoutActivityTypeTraditionalStrengthTraining\" duration=\"55\" durationUnit=\"min\" sourceName=\"Watch\" startDate=\"\(date) 18:00:00 +0100\" endDate=\"\(date) 18:55:00 +0100\">\n"
            text += "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" sum=\"\(250 + index % 100)\" unit=\"kcal\"/>\n </Workout>\n"
        }
        return text
    }

    /// `2015-01-01` plus `dayOffset` days, as Apple Health writes it.
    static func dateText(dayOffset: Int) -> String {
        var year = 2015
        var day = dayOffset
        while true {
            let length = year % 4 == 0 ? 366 : 365
            if day < length { break }
            day -= length
            year += 1
        }
        let months = [31, year % 4 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        var month = 0
        while month < 11, day >= months[month] {
            day -= months[month]
            month += 1
        }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month + 1))-\(two(day + 1))"
    }
}
