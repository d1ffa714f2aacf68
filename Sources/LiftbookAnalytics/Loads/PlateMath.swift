public import LiftbookModel

/// A load as the lifter makes it: the total, and for a barbell the plates on each side.
public struct PlateLoad: Sendable, Hashable {
    /// The load that can be made, in ``unit``.
    public var total: Double
    /// The load asked for, in ``unit``.
    public var requested: Double
    /// The unit of every number.
    public var unit: MassUnit
    /// The bar, for a barbell.
    public var bar: Double?
    /// The plates on each side, heaviest first (empty for the bar alone); nil for other equipment.
    public var perSide: [Double]?

    /// Creates a load.
    public init(total: Double, requested: Double, unit: MassUnit, bar: Double? = nil, perSide: [Double]? = nil) {
        self.total = total
        self.requested = requested
        self.unit = unit
        self.bar = bar
        self.perSide = perSide
    }

    /// True when the equipment makes exactly the load asked for.
    public var isExact: Bool { abs(total - requested) < 1e-6 }
}

/// Works out loads from the equipment owned: the nearest load it can make, and the plates.
public enum PlateMath {
    /// The nearest load `set` can make to `requested` (the lighter one on a tie), or with
    /// `atLeast`, the nearest one not below it when there is one.
    public static func load(_ requested: Double, with set: PlateSet, atLeast floor: Double? = nil) -> PlateLoad {
        let target = requested.isFinite ? max(0, requested) : 0
        switch set.equipment {
        case .stack(let step):
            var total = (target / step).rounded(.toNearestOrEven) * step
            if let floor, total < floor - 1e-6 { total = (floor / step).rounded(.up) * step }
            return PlateLoad(total: tidy(total), requested: tidy(target), unit: set.unit)
        case .fixed(let loads):
            let total = nearest(target, among: loads, atLeast: floor) ?? target
            return PlateLoad(total: tidy(total), requested: tidy(target), unit: set.unit)
        case .barbell(let bar, let plates):
            let side = Sides(plates: plates, limit: max(0, (max(target, floor ?? 0) - bar) / 2))
            let wanted = (target - bar) / 2
            let sums = side.reachable
            var best = sums.first ?? 0
            for sum in sums where abs(sum - wanted) < abs(best - wanted) - 1e-9 { best = sum }
            if let floor, bar + 2 * best < floor - 1e-6, let above = sums.first(where: { bar + 2 * $0 >= floor - 1e-6 }) { best = above }
            return PlateLoad(total: tidy(bar + 2 * best), requested: tidy(target), unit: set.unit, bar: bar, perSide: side.plates(for: best))
        }
    }

    /// The value of `loads` nearest to `value` (lighter on a tie), or the nearest not below `floor`.
    private static func nearest(_ value: Double, among loads: [Double], atLeast floor: Double?) -> Double? {
        let sorted = loads.sorted()
        var best = sorted.first
        for load in sorted where abs(load - value) < abs((best ?? load) - value) - 1e-9 { best = load }
        if let floor, let chosen = best, chosen < floor - 1e-6 { return sorted.first { $0 >= floor - 1e-6 } ?? chosen }
        return best
    }
}

/// The per-side sums a set of plates can make, in hundredths, with the fewest plates for each.
private struct Sides {
    /// Plates in hundredths, heaviest first.
    let plates: [Int]
    /// For each reachable sum (index, in steps of `unit` hundredths), the plate added last.
    private var last: [Int?]
    private let unit: Int

    /// Sums up to one plate beyond `limit` (so the nearest sum above the target is known); at
    /// most 20,000 steps, whatever the input.
    init(plates: [Double], limit: Double) {
        let cents = plates.map { Int(($0 * 100).rounded()) }.filter { $0 > 0 }.sorted(by: >)
        self.plates = cents
        unit = cents.reduce(0) { Sides.gcd($0, $1) }
        let largest = cents.first ?? 0
        guard unit > 0 else {
            last = [nil]
            return
        }
        let top = min(20_000, (Int((limit * 100).rounded(.up)) + largest) / unit)
        var count = [Int](repeating: Int.max, count: top + 1)
        var last = [Int?](repeating: nil, count: top + 1)
        count[0] = 0
        for index in 1...max(1, top) where index <= top {
            for plate in cents {
                let step = plate / unit
                guard step <= index, count[index - step] != Int.max, count[index - step] + 1 < count[index] else { continue }
                count[index] = count[index - step] + 1
                last[index] = plate
            }
        }
        self.last = last
    }

    /// Every reachable per-side sum, lightest first.
    var reachable: [Double] {
        last.indices.filter { $0 == 0 || last[$0] != nil }.map { Double($0 * unit) / 100 }
    }

    /// The plates that make `sum` per side, heaviest first.
    func plates(for sum: Double) -> [Double] {
        guard unit > 0 else { return [] }
        var index = Int((sum * 100).rounded()) / unit
        var result: [Double] = []
        while index > 0, index < last.count, let plate = last[index] {
            result.append(Double(plate) / 100)
            index -= plate / unit
        }
        return result.sorted(by: >)
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
