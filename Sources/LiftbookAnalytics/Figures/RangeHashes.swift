/// Hashes of runs of consecutive rows (a history's rows, by their hashes), each in constant time
/// and independent of the rows around the run: with Pᵢ₊₁ = Pᵢ·B + hᵢ, the run s..<e hashes to
/// Pₑ − Pₛ·Bᵉ⁻ˢ = Σ hᵢ·Bᵉ⁻¹⁻ⁱ, so an edit before or after a run leaves its hash as it was.
///
/// The report keys read windows of rows that slide week by week (next-week targets) or cover a
/// month or a year; hashing each window's rows anew cost time proportional to the rows read.
struct RangeHashes: Sendable {
    /// The odd multiplier B (wrapping arithmetic modulo 2⁶⁴).
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// Pᵢ for i in 0...count.
    private let prefix: [UInt64]
    /// Bᵏ for k in 0...count.
    private let powers: [UInt64]

    /// The running sums of `hashes`, in order.
    init(_ hashes: [Int]) {
        var prefix: [UInt64] = []
        var powers: [UInt64] = []
        prefix.reserveCapacity(hashes.count + 1)
        powers.reserveCapacity(hashes.count + 1)
        var running: UInt64 = 0
        var power: UInt64 = 1
        prefix.append(running)
        powers.append(power)
        for hash in hashes {
            running = running &* Self.multiplier &+ UInt64(bitPattern: Int64(hash))
            power = power &* Self.multiplier
            prefix.append(running)
            powers.append(power)
        }
        self.prefix = prefix
        self.powers = powers
    }

    /// The number of hashes summed.
    var count: Int { prefix.count - 1 }

    /// The hash of the run `range` (clamped to the hashes there are).
    func hash(_ range: Range<Int>) -> UInt64 {
        let start = min(max(range.lowerBound, 0), count)
        let end = min(max(range.upperBound, start), count)
        return prefix[end] &- prefix[start] &* powers[end - start]
    }
}
