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
        var text = ""
        // Sized once for a long sentence; a short one (up to 15 bytes) needs no memory at all.
        let estimate = wordBytes + 12 * names.count
        if estimate > 15 { text.reserveCapacity(estimate) }
        var afterValue = false
        for piece in pieces {
            switch piece {
            case .text(let words, let withoutPoint):
                if afterValue, let withoutPoint, text.hasSuffix(".") { text += withoutPoint } else { text += words }
                afterValue = false
            case .slot(let index):
                if let filled = value(index) { text += filled } else { text += "{" + names[index] + "}" }
                afterValue = true
            }
        }
        return text
    }

    /// The text with placeholders filled from `args`; `count`, when given, fills `{count}` if
    /// `args` has no value of that name.
    public func fill(_ args: PhraseArguments, count: String? = nil) -> String {
        let pairs = args.pairs
        return render { index in
            let name = names[index]
            for pair in pairs where pair.0 == name { return pair.1 }
            return count != nil && name == "count" ? count : nil
        }
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
    /// in the list is left as written.
    public func fill(_ value: (Int) -> String) -> String {
        phrase.render { index in
            let position = positions[index]
            return position < 0 ? nil : value(position)
        }
    }
}
