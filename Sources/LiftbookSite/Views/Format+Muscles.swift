package import LiftbookModel

extension Format {
    /// Weekly working sets of a muscle: `1 set`, `12.5 sets`, `0 sets`.
    package func sets(_ value: Double) -> String {
        strings.format("set.count", count: value, decimals: 1)
    }

    /// A target band: `10–22`.
    package func band(_ target: VolumeTarget) -> String {
        "\(number(target.low, decimals: 1))–\(number(target.high, decimals: 1))"
    }
}
