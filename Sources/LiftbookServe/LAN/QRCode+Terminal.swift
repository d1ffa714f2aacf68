extension QRCode {
    /// The light modules around a code that a reader needs to find it, in modules on each side.
    package static let quietZone = 2

    /// The code drawn with Unicode half blocks, two rows of modules to a line of text: light
    /// modules (and the quiet zone) are drawn, dark ones left blank, so the code reads right on a
    /// terminal with a dark background (and inverted on a light one, which phone readers accept).
    ///
    /// `size + 2 × quietZone` characters wide and half as many lines (rounded up).
    package func terminalLines() -> [String] {
        let side = size + 2 * Self.quietZone
        let light = { (x: Int, y: Int) -> Bool in
            y < side && !isDark(x: x - Self.quietZone, y: y - Self.quietZone)
        }
        return stride(from: 0, to: side, by: 2).map { top in
            String((0..<side).map { x -> Character in
                switch (light(x, top), light(x, top + 1)) {
                case (true, true): "█"
                case (true, false): "▀"
                case (false, true): "▄"
                case (false, false): " "
                }
            })
        }
    }
}
