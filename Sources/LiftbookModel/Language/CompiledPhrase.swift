/// One form of a phrase, read once when its table loads: its words as they are written and its
/// placeholders as positions in ``names``, so filling it is one pass that looks nothing up by
/// hashing. Code and link marks are dropped (the text is plain).
public struct CompiledPhrase: Sendable, Hashable {
    /// A piece of the form.
    enum Piece: Sendable, Hashable {
        /// Words; `withoutPoint` is them without their leading point when they start with one
        /// point (not `..`), for a value that already ends the sentence with one.
        case text(String, withoutPoint: String?)
        /// The placeholder `names[index]`.
        case slot(Int)
    }

    /// The placeholder names, in order of first use.
    public let names: [String]
    let pieces: [Piece]
    /// The bytes of the words, to size the result.
    let wordBytes: Int

    /// The form of these parts.
    public init(_ parts: [PhrasePart]) {
        var names: [String] = []
        var pieces: [Piece] = []
        var bytes = 0
        for part in parts {
            switch part {
            case .text(let words):
                let single = words.hasPrefix(".") && !words.hasPrefix("..")
                pieces.append(.text(words, withoutPoint: single ? String(words.dropFirst()) : nil))
                bytes += words.utf8.count
            case .placeholder(let name):
                if let index = names.firstIndex(of: name) {
                    pieces.append(.slot(index))
                } else {
                    pieces.append(.slot(names.count))
                    names.append(name)
                }
            case .codeStart, .codeEnd, .linkStart, .linkEnd: break
            }
        }
        self.names = names
        self.pieces = pieces
        self.wordBytes = bytes
    }

    /// The text with placeholder `names[i]` filled by `value(i)`; a nil value leaves `{name}` as
    /// written. A value that ends with an abbreviation's point (`16. Nov.`) ends the sentence
    /// too: `Basierend auf … 16. Nov.` keeps one point, not two.
    public func render(_ value: (Int) -> String?) -> String {
        // Each value asked for once, kept while the text is measured and then written.
        withUnsafeTemporaryAllocation(of: String?.self, capacity: names.count) { values in
            for index in names.indices { values.initializeElement(at: index, to: value(index)) }
            defer { values.deinitialize() }
            return write { values[$0].map(PhraseValue.text) ?? .none }
        }
    }

    /// The text with placeholders filled from `args`; `count`, when given, fills `{count}` if
    /// `args` has no value of that name.
    public func fill(_ args: PhraseArguments, count: String? = nil) -> String {
        let pairs = args.pairs
        // Each name's pair found once: its index, `-1` for `count`, `-2` for no value.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: names.count) { found in
            for (index, name) in names.enumerated() {
                let pair = pairs.firstIndex { $0.0 == name } ?? (count != nil && name == "count" ? -1 : -2)
                found.initializeElement(at: index, to: pair)
            }
            return write { index in
                let pair = found[index]
                if pair >= 0 { return .text(pairs[pair].1) }
                return pair == -1 ? count.map(PhraseValue.text) ?? .none : .none
            }
        }
    }

    /// The text with placeholder `names[i]` filled by `value(i)`, written once into a string
    /// of its size: `value` is asked twice for each placeholder (the bytes counted, then
    /// copied), so it must be cheap and give the same value both times.
    fileprivate func write(_ value: (Int) -> PhraseValue) -> String {
        // A label (words alone) is its words, shared.
        if pieces.count == 1, case .text(let words, _) = pieces[0] { return words }
        // At most this many bytes: every word, every value (or `{name}`); a dropped point makes it less.
        var capacity = wordBytes
        for case .slot(let index) in pieces {
            switch value(index) {
            case .text(let text): capacity += text.utf8.count
            case .number(let number): capacity += Self.digitCount(number)
            case .none: capacity += names[index].utf8.count + 2
            }
        }
        guard capacity > 0 else { return "" }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var written = 0
            var afterValue = false
            for piece in pieces {
                switch piece {
                case .text(let words, let withoutPoint):
                    if afterValue, let withoutPoint, Self.endsWithPoint(buffer, count: written) {
                        Self.copy(withoutPoint, into: buffer, at: &written)
                    } else {
                        Self.copy(words, into: buffer, at: &written)
                    }
                    afterValue = false
                case .slot(let index):
                    switch value(index) {
                    case .text(let text): Self.copy(text, into: buffer, at: &written)
                    case .number(let number): Self.copy(number, into: buffer, at: &written)
                    case .none: Self.copy("{" + names[index] + "}", into: buffer, at: &written)
                    }
                    afterValue = true
                }
            }
            return written
        }
    }

    /// Copies the UTF-8 bytes of `text` into `buffer` at `offset`, and moves `offset` past them.
    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: bytes)
        }
        if let copied {
            offset += copied
        } else {
            for byte in text.utf8 {
                buffer.initializeElement(at: offset, to: byte)
                offset += 1
            }
        }
    }

    /// The bytes of `number` as `String(number)` writes it: its digits, after `-` when negative.
    private static func digitCount(_ number: Int) -> Int {
        var count = number < 0 ? 2 : 1
        var rest = number.magnitude
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// Writes `number` as `String(number)` does into `buffer` at `offset`, and moves `offset` past it.
    private static func copy(_ number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        let count = digitCount(number)
        if number < 0 { buffer.initializeElement(at: offset, to: UInt8(ascii: "-")) }
        var rest = number.magnitude
        var position = offset + count
        repeat {
            position -= 1
            buffer.initializeElement(at: position, to: UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        offset += count
    }

    /// Whether the first `count` bytes of `buffer`, as text, end with the character `.`: a last
    /// byte `.` after an ASCII one always is; after other bytes the characters decide, as
    /// `String.hasSuffix` does (a prepended mark joins a point into one character).
    private static func endsWithPoint(_ buffer: UnsafeMutableBufferPointer<UInt8>, count: Int) -> Bool {
        guard count > 0, buffer[count - 1] == UInt8(ascii: ".") else { return false }
        if count == 1 || buffer[count - 2] < 0x80 { return true }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self).hasSuffix(".")
    }
}

/// A compiled phrase whose placeholders are bound to positions in a fixed list of names, for
/// code that always passes the same values (a date's day, month and year).
public struct BoundPhrase: Sendable, Hashable {
    /// The phrase.
    public let phrase: CompiledPhrase
    /// For each of the phrase's names, its position in the fixed list; -1 for a name not in it.
    let positions: [Int]

    /// `phrase` with its names found in `fixed`.
    public init(_ phrase: CompiledPhrase, names fixed: [String]) {
        self.phrase = phrase
        positions = phrase.names.map { fixed.firstIndex(of: $0) ?? -1 }
    }

    /// The text with each placeholder filled by `value(position in the fixed list)`; a name not
    /// in the list is left as written. `value` is asked twice for each placeholder (its bytes
    /// counted, then written), so it must be cheap.
    public func fill(_ value: (Int) -> PhraseValue) -> String {
        phrase.write { index in
            let position = positions[index]
            return position < 0 ? .none : value(position)
        }
    }
}

/// The value of a placeholder as a bound phrase's caller gives it: numbers are written straight
/// into the text, without a string of their own.
public enum PhraseValue: Sendable {
    /// Text as it is.
    case text(String)
    /// A whole number in ASCII digits, as `String(number)` writes it (`-` before a negative one).
    case number(Int)
    /// No value: the placeholder stays as written, `{name}`.
    case none
}
