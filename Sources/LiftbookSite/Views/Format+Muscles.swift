package import LiftbookModel

extension Format {
    /// Weekly working sets of a muscle: `1 set`, `12.5 sets`, `0 sets`.
    package static func sets(_ value: Double) -> String {
        let text = formatNumber(value, decimals: 1)
        return text == "1" ? "1 set" : "\(text) sets"
    }

    /// A target band: `10–22`.
    package static func band(_ target: VolumeTarget) -> String {
        "\(formatNumber(target.low, decimals: 1))–\(formatNumber(target.high, decimals: 1))"
    }
}
