import LiftbookServe
import Testing

/// Request heads read byte by byte or whole: the same outcome, limits refused at the right size.
struct RequestHeadReaderTests {
    private static let small = ServeLimits(requestLineBytes: 32, headerBytes: 64, headerCount: 3)

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: a\r\n\r\n", "GET / 1 host=a"),
        ("GET /x?y=1 HTTP/1.0\n\n", "GET /x?y=1 0 "),
        ("\r\n\r\nHEAD /a HTTP/1.1\r\nA: 1\r\nB:2\r\nC:  3 \r\n\r\n", "HEAD /a 1 a=1,b=2,c=3"),
        // 32 bytes exactly: "GET /" + 18 letters + " HTTP/1.1".
        ("GET /aaaaaaaaaaaaaaaaaa HTTP/1.1\r\n\r\n", "GET /aaaaaaaaaaaaaaaaaa 1 "),
        ("GET /aaaaaaaaaaaaaaaaaaa HTTP/1.1\r\n\r\n", "414"),
        ("GET / HTTP/1.1\r\nA: 1\r\nB: 2\r\nC: 3\r\nD: 4\r\n\r\n", "431"),
        ("GET / HTTP/1.1\r\nA: " + String(repeating: "v", count: 70) + "\r\n\r\n", "431"),
        ("GET  / HTTP/1.1\r\n\r\n", "400"),
        ("GET / HTTP/1.1\r\nNo colon here\r\n\r\n", "400"),
        ("GET / HTTP/1.1\r\n : folded\r\n\r\n", "400"),
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", "400"),
        ("G(T / HTTP/1.1\r\n\r\n", "400"),
        ("GET / HTTP/2.0\r\n\r\n", "505"),
        ("GET / FTP/1.1\r\n\r\n", "400"),
    ])
    func headsAreReadOrRefused(input: String, expected: String) {
        #expect(Self.describe(Self.read(Array(input.utf8), chunk: .max)) == expected)
        #expect(Self.describe(Self.read(Array(input.utf8), chunk: 1)) == expected, "byte by byte")
    }

    @Test func aLongLineIsRefusedBeforeItEnds() {
        var reader = RequestHeadReader(limits: Self.small)
        reader.append(Array("GET /".utf8) + Array(repeating: UInt8(ascii: "a"), count: 27))
        #expect(reader.next() == .incomplete, "32 bytes and no line end yet")
        reader.append([UInt8(ascii: "\r")])
        #expect(reader.next() == .incomplete, "33 bytes: the 33rd may end the line")
        var other = RequestHeadReader(limits: Self.small)
        other.append(Array("GET /".utf8) + Array(repeating: UInt8(ascii: "a"), count: 28))
        #expect(other.next() == .refused(status: 414, reason: "URI Too Long"), "33 bytes that cannot end the line")
        reader.append([UInt8(ascii: "a")])
        #expect(reader.next() == .refused(status: 414, reason: "URI Too Long"))
    }

    @Test func pipelinedRequestsAreReadInTurn() {
        var reader = RequestHeadReader(limits: ServeLimits())
        reader.append(Array("GET /1 HTTP/1.1\r\n\r\nGET /2 HTTP/1.1\r\n\r\nGET /3".utf8))
        #expect(Self.describe(reader.next()) == "GET /1 1 ")
        #expect(Self.describe(reader.next()) == "GET /2 1 ")
        #expect(reader.next() == .incomplete)
        #expect(!reader.isEmpty)
    }

    @Test(arguments: [
        ("/a%20b/?q=1", "/a b/"),
        ("/%E6%B7%B1%E8%B9%B2/", "/深蹲/"),
        ("/%FF/", nil),
        ("*", nil),
        ("http://example.org/", nil),
    ] as [(String, String?)])
    func targetsDecodeToPaths(target: String, path: String?) {
        #expect(RequestHead(method: "GET", target: target, minorVersion: 1, fields: []).path == path)
    }

    @Test func keepAliveFollowsTheVersionAndConnectionField() {
        let close = RequestHead.Field(name: "connection", value: "Close")
        let keep = RequestHead.Field(name: "connection", value: "keep-alive")
        #expect(RequestHead(method: "GET", target: "/", minorVersion: 1, fields: []).keepsAlive)
        #expect(!RequestHead(method: "GET", target: "/", minorVersion: 1, fields: [close]).keepsAlive)
        #expect(!RequestHead(method: "GET", target: "/", minorVersion: 0, fields: []).keepsAlive)
        #expect(RequestHead(method: "GET", target: "/", minorVersion: 0, fields: [keep]).keepsAlive)
    }

    private static func read(_ bytes: [UInt8], chunk: Int) -> RequestHeadReader.Outcome {
        var reader = RequestHeadReader(limits: small)
        var index = 0
        while index < bytes.count {
            let end = index + min(chunk, bytes.count - index)
            reader.append(bytes[index..<end])
            index = end
            let outcome = reader.next()
            if outcome != .incomplete { return outcome }
        }
        return .incomplete
    }

    private static func describe(_ outcome: RequestHeadReader.Outcome) -> String {
        switch outcome {
        case .incomplete: "incomplete"
        case .refused(let status, _): String(status)
        case .head(let head):
            "\(head.method) \(head.target) \(head.minorVersion) " + head.fields.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
        }
    }
}
