/// One data message of a FIT file, with the fields Liftbook may read.
struct FitMessage: Equatable {
    /// The global message number (0 `file_id`, 18 `session`, 30 `weight_scale`, 225 `set`, …).
    var global: UInt16
    /// The byte offset of its record header in the file.
    var offset: Int
    /// The fields by field definition number.
    var fields: [UInt8: FitFieldValue] = [:]

    /// The first valid value of field `number`, nil when absent or invalid.
    func number(_ number: UInt8) -> Double? {
        fields[number]?.values.first ?? nil
    }
}

/// The values of one field (an array field has several), invalid ones as nil; a string field's text.
struct FitFieldValue: Equatable {
    var values: [Double?] = []
    var text: String?
}

/// Why a FIT file cannot be read, at which byte.
struct FitError: Error, Equatable {
    var message: String
    /// The byte offset the problem was found at.
    var offset: Int
    var hint: String
}
