import Foundation

/// One XML tag as the scanner found it: its name, its attributes (entities decoded), whether it
/// closes an element (`</Workout>`) or is empty (`<Record …/>`), and where it starts.
struct XMLTag: Equatable {
    var name: String
    var attributes: [String: String] = [:]
    var isClosing = false
    var isEmpty = false
    var line: Int
    var column: Int
}

/// Finds the tags of an XML document fed to it in chunks, keeping only the unfinished tail of a
/// chunk: memory is bounded by the longest tag (at most ``tagLimit``), never by the document.
/// Text between tags, comments, processing instructions and the DTD are skipped; tags whose name
/// is not in `names` are passed over without their attributes being read.
struct XMLTagScanner {
    /// A tag longer than this is skipped and counted in ``oversizedTags``.
    static let tagLimit = 1 << 20

    /// The element names whose tags are reported.
    let names: Set<String>
    /// Per element name, bytes a start tag must contain to be reported (`Record` tags only of
    /// one type): most of a large document is then passed over without reading its attributes.
    private let filters: [[UInt8]: [UInt8]]
    /// `names` as bytes, to compare before a name is made a string.
    private let nameBytes: Set<[UInt8]>
    /// Bytes of a tag begun in an earlier chunk.
    private var pending: [UInt8] = []
    /// True while skipping the rest of a tag over the limit.
    private var skippingOversized = false
    /// The line (1-based) and the byte offset of its start, at the scan position.
    private var line = 1
    private var lineStartOffset = 0
    /// Bytes consumed before the current chunk.
    private var consumed = 0
    /// Tags over ``tagLimit``, skipped.
    private(set) var oversizedTags = 0
    /// The document's first element name, once seen (`HealthData` for an Apple Health export).
    private(set) var rootName: String?

    init(names: Set<String>, requiring filters: [String: String] = [:]) {
        self.names = names
        nameBytes = Set(names.map { Array($0.utf8) })
        self.filters = Dictionary(uniqueKeysWithValues: filters.map { (Array($0.key.utf8), Array($0.value.utf8)) })
    }

    /// Scans the next chunk, calling `found` with each reported tag in order.
    mutating func scan(_ chunk: UnsafeRawBufferPointer, _ found: (XMLTag) -> Void) {
        var index = 0
        let count = chunk.count
        while index < count {
            if skippingOversized {
                guard let end = Self.find(UInt8(ascii: ">"), in: chunk, from: index) else {
                    countLines(chunk, index, count)
                    index = count
                    break
                }
                countLines(chunk, index, end + 1)
                index = end + 1
                skippingOversized = false
                continue
            }
            if !pending.isEmpty {
                guard let end = Self.find(UInt8(ascii: ">"), in: chunk, from: index) else {
                    pending.append(contentsOf: chunk[index..<count])
                    if pending.count > Self.tagLimit { abandonPending() }
                    countLines(chunk, index, count)
                    index = count
                    break
                }
                pending.append(contentsOf: chunk[index...end])
                let tag = pending
                pending = []
                if tag.count > Self.tagLimit {
                    oversizedTags += 1
                } else {
                    tag.withUnsafeBytes { handle($0, found) }
                }
                countLines(chunk, index, end + 1)
                index = end + 1
                continue
            }
            guard let open = Self.find(UInt8(ascii: "<"), in: chunk, from: index) else {
                countLines(chunk, index, count)
                index = count
                break
            }
            countLines(chunk, index, open)
            index = open
            // The tag's position is taken before its own line breaks are counted.
            tagLine = line
            tagColumn = consumed + open - lineStartOffset + 1
            guard let end = Self.find(UInt8(ascii: ">"), in: chunk, from: open) else {
                pending.append(contentsOf: chunk[open..<count])
                if pending.count > Self.tagLimit { abandonPending() }
                countLines(chunk, open, count)
                index = count
                break
            }
            if end - open + 1 > Self.tagLimit {
                oversizedTags += 1
            } else {
                handle(UnsafeRawBufferPointer(rebasing: chunk[open...end]), found)
            }
            countLines(chunk, open, end + 1)
            index = end + 1
        }
        consumed += count
    }

    /// Where the tag being read starts.
    private var tagLine = 1
    private var tagColumn = 1

    /// A tag too long to keep: the rest of it is skipped.
    private mutating func abandonPending() {
        pending = []
        oversizedTags += 1
        skippingOversized = true
    }

    /// Counts the line breaks of `chunk[from..<to]`.
    private mutating func countLines(_ chunk: UnsafeRawBufferPointer, _ from: Int, _ to: Int) {
        var index = from
        while index < to {
            guard let newline = Self.find(UInt8(ascii: "\n"), in: chunk, from: index), newline < to else { return }
            line += 1
            lineStartOffset = consumed + newline + 1
            index = newline + 1
        }
    }

    /// Reads one whole tag, `<` to `>`.
    private mutating func handle(_ tag: UnsafeRawBufferPointer, _ found: (XMLTag) -> Void) {
        guard tag.count >= 3 else { return }
        var index = 1
        var isClosing = false
        switch tag[1] {
        case UInt8(ascii: "!"), UInt8(ascii: "?"): return
        case UInt8(ascii: "/"):
            isClosing = true
            index = 2
        default: break
        }
        let nameStart = index
        while index < tag.count, !Self.isSpace(tag[index]), tag[index] != UInt8(ascii: ">"), tag[index] != UInt8(ascii: "/") { index += 1 }
        let nameSlice = UnsafeRawBufferPointer(rebasing: tag[nameStart..<index])
        if rootName == nil, !isClosing { rootName = String(decoding: nameSlice, as: UTF8.self) }
        let key = Array(nameSlice)
        guard nameBytes.contains(key) else { return }
        if !isClosing, let needle = filters[key], !Self.contains(needle, in: tag) { return }
        let name = String(decoding: nameSlice, as: UTF8.self)
        var result = XMLTag(name: name, isClosing: isClosing, line: tagLine, column: tagColumn)
        result.isEmpty = tag.count >= 2 && tag[tag.count - 2] == UInt8(ascii: "/")
        if !isClosing { result.attributes = Self.attributes(tag, from: index) }
        found(result)
    }

    /// `name="value"` pairs (either quote), entities decoded.
    static func attributes(_ tag: UnsafeRawBufferPointer, from start: Int) -> [String: String] {
        var result: [String: String] = [:]
        var index = start
        while index < tag.count {
            while index < tag.count, isSpace(tag[index]) { index += 1 }
            let nameStart = index
            while index < tag.count, tag[index] != UInt8(ascii: "="), !isSpace(tag[index]), tag[index] != UInt8(ascii: ">") { index += 1 }
            let nameEnd = index
            while index < tag.count, isSpace(tag[index]) { index += 1 }
            guard index < tag.count, tag[index] == UInt8(ascii: "="), nameEnd > nameStart else { return result }
            index += 1
            while index < tag.count, isSpace(tag[index]) { index += 1 }
            guard index < tag.count, tag[index] == UInt8(ascii: "\"") || tag[index] == UInt8(ascii: "'") else { return result }
            let quote = tag[index]
            index += 1
            let valueStart = index
            while index < tag.count, tag[index] != quote { index += 1 }
            guard index < tag.count else { return result }
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: tag[nameStart..<nameEnd]), as: UTF8.self)
            let value = String(decoding: UnsafeRawBufferPointer(rebasing: tag[valueStart..<index]), as: UTF8.self)
            result[name] = value.contains("&") ? decodeEntities(value) : value
            index += 1
        }
        return result
    }

    /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and numeric references; others stay as written.
    static func decodeEntities(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].prefix(12).firstIndex(of: ";") else {
                result += rest[amp...]
                return result
            }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) { result.unicodeScalars.append(scalar) } else { result += rest[amp...semicolon] }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// True when `tag` contains the bytes of `needle`.
    static func contains(_ needle: [UInt8], in tag: UnsafeRawBufferPointer) -> Bool {
        guard let first = needle.first, needle.count <= tag.count, let base = tag.baseAddress else { return needle.isEmpty }
        var index = 0
        while let hit = find(first, in: tag, from: index), hit + needle.count <= tag.count {
            if memcmp(base + hit, needle, needle.count) == 0 { return true }
            index = hit + 1
        }
        return false
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The first index of `byte` at or after `start`.
    private static func find(_ byte: UInt8, in chunk: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard start < chunk.count, let base = chunk.baseAddress else { return nil }
        guard let hit = memchr(base + start, Int32(byte), chunk.count - start) else { return nil }
        return UnsafeRawPointer(hit) - base
    }
}
