/// What kind of set a logged set was.
public enum SetKind: String, Sendable, Hashable, CaseIterable, Codable {
    case working
    case warmup
    case drop
    case failure
    case amrap

    /// True for every kind but warm-up: working sets count toward records, volume and progression.
    public var isWorking: Bool { self != .warmup }
}

/// The load of a set.
public enum Load: Sendable, Hashable {
    /// A plain weight: `100 x 5`.
    case weight(Weight)
    /// Body weight, optionally with added (positive) or assisting (negative) weight: `bw+20`, `bw-30`.
    case bodyweight(added: Weight?)
    /// A resistance band of a colour: `band red`.
    case band(String)

    /// The external load in kilograms that counts toward volume and e1RM: body weight alone and
    /// assistance count 0, added weight counts.
    public var countedKilograms: Double {
        switch self {
        case .weight(let weight): weight.kilograms
        case .bodyweight(let added): max(0, added?.kilograms ?? 0)
        case .band: 0
        }
    }
}

/// One logged set: what its exercise type needs, and a label.
public struct LoggedSet: Sendable, Hashable {
    /// Working (default), warm-up, drop, failure or AMRAP.
    public var kind: SetKind
    /// The load, when one was given.
    public var load: Load?
    /// Repetitions, when counted.
    public var reps: Int?
    /// Rate of perceived exertion, 1 to 10.
    public var rpe: Double?
    /// Reps in reserve (0 to 10), when the effort was logged that way (`@2RIR`, `RIR 2`); kept
    /// as logged and shown as RIR. Rules that need an RPE read it through ``effortRPE``.
    public var rir: Double?
    /// Seconds, for timed sets and cardio.
    public var duration: Double?
    /// Distance, for cardio.
    public var distance: Distance?

    /// Creates a set.
    public init(kind: SetKind = .working, load: Load? = nil, reps: Int? = nil, rpe: Double? = nil,
                duration: Double? = nil, distance: Distance? = nil, rir: Double? = nil) {
        self.kind = kind
        self.load = load
        self.reps = reps
        self.rpe = rpe
        self.rir = rir
        self.duration = duration
        self.distance = distance
    }

    /// The effort as an RPE: the logged RPE, or 10 − RIR when reps in reserve were logged.
    public var effortRPE: Double? {
        if let rpe { return rpe }
        return rir.map { max(1, 10 - $0) }
    }

    /// The effort as logged, for display after an `@`: `8` for RPE 8, `2 RIR` for two reps in
    /// reserve; nil when none was logged.
    public var effortText: String? {
        if let rpe { return formatNumber(rpe, decimals: 1) }
        return rir.map { formatNumber($0, decimals: 1) + " RIR" }
    }

    /// A working set with at least one rep.
    public var isRepSet: Bool { kind.isWorking && (reps ?? 0) > 0 }

    /// The counted load in kilograms (0 without one).
    public var kilograms: Double { load?.countedKilograms ?? 0 }

    /// Weight × reps in kilograms for a rep set, else 0.
    public var volumeKilograms: Double { isRepSet ? kilograms * Double(reps ?? 0) : 0 }
}
