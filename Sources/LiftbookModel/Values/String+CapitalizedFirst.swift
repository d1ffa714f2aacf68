extension String {
    /// The text with its first letter upper-cased: `middle back` → `Middle back`. Names of
    /// muscles, categories and sections are shown this way on every page, so a text that starts
    /// with an ASCII letter has its first byte changed in place of upper-casing a substring.
    public var capitalizedFirst: String {
        guard let first = utf8.first else { return self }
        guard first < 0x80 else { return prefix(1).uppercased() + dropFirst() }
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return self }
        // Written straight into the new string (no array between): a name under 16 bytes is a
        // small string that needs no memory of its own.
        let count = utf8.count
        return String(unsafeUninitializedCapacity: count) { target in
            let written = target.initialize(fromContentsOf: utf8)
            target[0] = first - 0x20
            return written
        }
    }
}
