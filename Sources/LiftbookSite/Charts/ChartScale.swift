/// Round axis ticks for a range of values: 0, 25, 50, 75, 100.
struct ChartScale {
    let maximum: Double
    let ticks: [Double]

    /// Ticks from 0 to a round number at or above `value` (at least one step).
    init(upTo value: Double, steps: Int = 4) {
        let top = value.isFinite && value > 0 ? value : 1
        let raw = top / Double(max(1, steps))
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        var ticks: [Double] = []
        var tick = 0.0
        while tick < top + step * 0.001, ticks.count < 12 {
            ticks.append(tick)
            tick += step
        }
        if let last = ticks.last, last < top { ticks.append(last + step) }
        self.ticks = ticks
        self.maximum = ticks.last ?? top
    }
}
