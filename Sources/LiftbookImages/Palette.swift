/// The colours of an indexed image: solid colours first, then for each pair of colours that
/// meet at an anti-aliased edge (text on a panel, a panel's rounded corner on the background)
/// the ``Palette/steps`` colours between them.
public struct Palette: Sendable, Hashable {
    /// The colours between a pair's two ends (so 16 levels of coverage in all).
    public static let steps = 14
    /// Every colour, solid ones at their own index.
    public let colours: [RGB]
    /// Where each pair's steps start, by `foreground << 8 | background`.
    let ramps: [Int: Int]

    /// A palette of `solid` colours (at most 16) and the steps from each pair's background to
    /// its foreground (indices into `solid`).
    public init(solid: [RGB], pairs: [(foreground: Int, background: Int)]) {
        var colours = Array(solid.prefix(16))
        var ramps: [Int: Int] = [:]
        for pair in pairs where pair.foreground < colours.count && pair.background < colours.count {
            let key = pair.foreground << 8 | pair.background
            guard ramps[key] == nil, pair.foreground != pair.background else { continue }
            ramps[key] = colours.count
            let from = solid[pair.background]
            let to = solid[pair.foreground]
            for step in 1...Self.steps { colours.append(from.mixed(with: to, amount: Double(step) / Double(Self.steps + 1))) }
        }
        self.colours = colours
        self.ramps = ramps
    }

    /// Where the steps from `background` to `foreground` start; nil when the pair was not declared.
    func ramp(_ foreground: Int, on background: Int) -> Int? { ramps[foreground << 8 | background] }
}
