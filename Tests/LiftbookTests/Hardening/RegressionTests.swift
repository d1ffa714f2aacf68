import LiftbookModel
import Testing

/// Inputs that crashed or hung a parser or formatter once; each must now finish with a value
/// or a diagnostic. Fuzzer findings are named after the target that found them.
struct RegressionTests {
    /// Review: 9.5e14 with six decimals overflowed Int64 once scaled.
    @Test(arguments: [9.5e14, -9.5e14, 9.2e12, 1e15, .infinity, .nan])
    func formattingHugeNumbersDoesNotTrap(value: Double) {
        for decimals in 0...6 {
            #expect(!formatNumber(value, decimals: decimals).isEmpty)
        }
        #expect(formatNumber(9.5e14, decimals: 6) == "950000000000000.0")
        #expect(formatNumber(82.4, decimals: 6) == "82.4")
    }
}
