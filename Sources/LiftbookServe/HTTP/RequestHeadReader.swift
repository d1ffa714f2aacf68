import Foundation

/// Reads request heads from the bytes of a connection as they arrive, in one pass over each byte
/// (so a long line costs linear time), refusing heads over the ``ServeLimits`` as soon as the limit
/// is passed, without waiting for the rest.
package struct RequestHeadReader: Sendable {
    /// What the bytes so far amount to.
    package enum Outcome: Sendable, Equatable {
        /// A head is not complete yet: read more.
        case incomplete
        /// A whole head; the bytes after it stay for the next request.
        case head(RequestHead)
        /// The head is refused with this status (400, 414, 431, 505) and reason; close after answering.
        case refused(status: Int, reason: String)
    }

    private let limits: ServeLimits
    private var buffer: [UInt8] = []
    /// Bytes of `buffer` already looked at.
    private var scanned = 0
    /// Where the request line ends (its line feed), once seen.
    private var requestLineEnd: Int?
    /// Where the line being scanned starts.
    private var lineStart = 0
    /// Line feeds seen so far in this head.
    private var lines = 0

    /// A reader that applies `limits`.
    package init(limits: ServeLimits) {
        self.limits = limits
    }

    /// True when no byte of a next request has arrived.
    package var isEmpty: Bool { buffer.isEmpty }

    /// Adds bytes read from the connection.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// Removes and returns up to `count` bytes that came after the last head (the start of its body).
    package mutating func take(upTo count: Int) -> [UInt8] {
        let taken = Array(buffer.prefix(count))
        buffer.removeFirst(taken.count)
        scanned = 0
        lineStart = 0
        return taken
    }

    /// Looks at the bytes added since the last call and says whether a head is complete.
    package mutating func next() -> Outcome {
        // Empty lines before a request line are ignored (RFC 9112, section 2.2).
        if requestLineEnd == nil, scanned == 0 {
            let blank = buffer.prefix { $0 == Self.cr || $0 == Self.lf }.count
            if blank > 0 { buffer.removeFirst(blank) }
        }
        while scanned < buffer.count {
            let index = scanned
            scanned += 1
            guard buffer[index] == Self.lf else { continue }
            lines += 1
            let start = lineStart
            lineStart = index + 1
            if requestLineEnd == nil {
                requestLineEnd = index
                if lineLength(from: start, to: index) > limits.requestLineBytes { return .refused(status: 414, reason: "URI Too Long") }
                continue
            }
            if let end = requestLineEnd, index - end - 1 > limits.headerBytes + 2 {
                return .refused(status: 431, reason: "Request Header Fields Too Large")
            }
            if lineLength(from: start, to: index) == 0 { return finish(at: index + 1) }
            if lines - 1 > limits.headerCount { return .refused(status: 431, reason: "Request Header Fields Too Large") }
        }
        if let end = requestLineEnd {
            if buffer.count - end - 1 > limits.headerBytes + 2 { return .refused(status: 431, reason: "Request Header Fields Too Large") }
        } else if buffer.count > limits.requestLineBytes + 1
                    || (buffer.count == limits.requestLineBytes + 1 && buffer.last != Self.cr) {
            return .refused(status: 414, reason: "URI Too Long")
        }
        return .incomplete
    }

    private func lineLength(from start: Int, to lineFeed: Int) -> Int {
        lineFeed > start && buffer[lineFeed - 1] == Self.cr ? lineFeed - 1 - start : lineFeed - start
    }

    /// Parses the head that ends before `end` and keeps the bytes after it.
    private mutating func finish(at end: Int) -> Outcome {
        let head = Array(buffer[0..<end])
        buffer.removeFirst(end)
        scanned = 0
        requestLineEnd = nil
        lineStart = 0
        lines = 0
        return Self.parse(head)
    }

    /// Parses a complete head (its lines, the empty one last).
    static func parse(_ head: [UInt8]) -> Outcome {
        var lines = head.split(separator: lf, omittingEmptySubsequences: false).map { line in
            line.last == cr ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { return .refused(status: 400, reason: "Bad Request") }
        let parts = requestLine.split(separator: space, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isToken),
              !parts[1].isEmpty, parts[1].allSatisfy({ $0 > space && $0 < 0x7F }) else {
            return .refused(status: 400, reason: "Bad Request")
        }
        let version = Array(parts[2])
        guard version.count == 8, version.starts(with: Array("HTTP/".utf8)), version[6] == UInt8(ascii: ".") else {
            return .refused(status: 400, reason: "Bad Request")
        }
        guard version[5] == UInt8(ascii: "1"), version[7] == UInt8(ascii: "0") || version[7] == UInt8(ascii: "1") else {
            return .refused(status: 505, reason: "HTTP Version Not Supported")
        }
        var fields: [RequestHead.Field] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[line.startIndex..<colon].allSatisfy(isToken) else {
                return .refused(status: 400, reason: "Bad Request")
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[line.index(after: colon)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            fields.append(RequestHead.Field(name: name, value: value))
        }
        guard fields.filter({ $0.name == "host" }).count <= 1 else { return .refused(status: 400, reason: "Bad Request") }
        return .head(RequestHead(method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self),
                                 minorVersion: version[7] == UInt8(ascii: "1") ? 1 : 0, fields: fields))
    }

    /// A character allowed in a method or a field name (RFC 9110 `tchar`).
    private static func isToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    private static let cr = UInt8(ascii: "\r")
    private static let lf = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
}
