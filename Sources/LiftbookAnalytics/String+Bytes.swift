extension String {
    /// Whether `part` occurs in the text, compared byte for byte (for ids and other plain ASCII
    /// names: Foundation's `contains` costs thousands of instructions a call, and the routine's
    /// rules ask it for every target of every weekly report).
    func containsBytes(_ part: String) -> Bool {
        let haystack = Array(utf8), needle = Array(part.utf8)
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
