import LiftbookModel

/// A set named by what it says, in the log notation (`175 x 87`, `60kg x 10 warmup`, `bw x 8`).
/// A weight written without a unit matches the number as logged, in whatever unit it was logged;
/// with a unit it matches the same load. A label or an RPE, when written, must match too.
struct SetPattern: Sendable {
    let text: String
    let set: LoggedSet
    /// True when the weight was written without a unit.
    let bareWeight: Bool

    /// Throws the notation's error when the text is not exactly one set.
    init(_ text: String) throws(NotationError) {
        // A bare number is read both ways (as kilograms and as pounds), and with no limit on reps
        // or load: a typo such as 1350 or 877777 is still the number the export holds, and must be
        // nameable to be fixed.
        let asKilograms = SetNotation.parse(text, defaultUnit: .kg, asLogged: true)
        let asPounds = SetNotation.parse(text, defaultUnit: .lb, asLogged: true)
        let sets: [LoggedSet]
        switch (asKilograms, asPounds) {
        case (.success(let read), _), (.failure, .success(let read)): sets = read
        case (.failure(let error), .failure): throw error
        }
        guard sets.count == 1, let set = sets.first else {
            throw NotationError(message: "'\(text)' is \(sets.count) sets; a correction names one", offset: 0,
                                hint: "write the set as logged, e.g. '175 x 8' rather than '175 x 8 x 3'")
        }
        self.text = text
        self.set = set
        bareWeight = (try? asPounds.get()) != (try? asKilograms.get())
    }

    /// True when `logged` is the set this names.
    func matches(_ logged: LoggedSet) -> Bool {
        guard logged.reps == set.reps, close(logged.duration, set.duration, 0.5),
              close(logged.distance?.metres, set.distance?.metres, 0.5) else { return false }
        if set.kind != .working, logged.kind != set.kind { return false }
        if let rpe = set.rpe, logged.rpe != rpe { return false }
        if let rir = set.rir, logged.rir != rir { return false }
        switch (set.load, logged.load) {
        case (nil, nil): return true
        case (.band(let a)?, .band(let b)?): return a == b
        case (.weight(let a)?, .weight(let b)?): return sameWeight(a, b)
        case (.bodyweight(let a)?, .bodyweight(let b)?):
            guard let a, let b else { return a == nil && b == nil }
            return sameWeight(a, b)
        default: return false
        }
    }

    private func sameWeight(_ pattern: Weight, _ logged: Weight) -> Bool {
        bareWeight ? abs(pattern.value - logged.value) < 1e-9 : abs(pattern.kilograms - logged.kilograms) < 0.005
    }

    private func close(_ a: Double?, _ b: Double?, _ tolerance: Double) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): abs(a - b) <= tolerance
        default: false
        }
    }
}
