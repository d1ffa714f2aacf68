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
    ///
    /// Two passes over the pieces, taking the same choices: the first counts the bytes, the
    /// second copies them into a string made at that size, so a sentence is one allocation
    /// (appending piece by piece to a `String` cost some 300 instructions an append, and reports
    /// write hundreds of thousands of pieces). `value` is asked once a pass for each placeholder.
    public func render(_ value: (Int) -> String?) -> String {
        var total = 0
        walk(value) { piece in total += piece.utf8.count }
        guard total > 0 else { return "" }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var written = 0
            walk(value) { piece in
                var piece = piece
                piece.withUTF8 { bytes in
                    // The first pass measured these very pieces: never past the end.
                    let count = min(bytes.count, total - written)
                    guard count > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
                    (target + written).update(from: source, count: count)
                    written += count
                }
            }
            return written
        }
    }

    /// Hands `emit` the texts that make the sentence, in order (see ``render(_:)``).
    private func walk(_ value: (Int) -> String?, _ emit: (String) -> Void) {
        // The last text emitted that was not empty: the sentence so far ends as it does. Only
        // a piece that starts with a point after a value asks how it ends.
        var last = ""
        var afterValue = false
        func put(_ text: String) {
            if !text.isEmpty { last = text }
            emit(text)
        }
        for piece in pieces {
            switch piece {
            case .text(let words, let withoutPoint):
                if afterValue, let withoutPoint, last.hasSuffix(".") { put(withoutPoint) } else { put(words) }
                afterValue = false
            case .slot(let index):
                if let filled = value(index) {
                    put(filled)
                } else {
                    put("{")
                    put(names[index])
                    put("}")
                }
                afterValue = true
            }
        }
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
