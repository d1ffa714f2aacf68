@testable import LiftbookLoading
import Testing

/// What the session loader finds on a line's or a path's bytes is what the Character-based
/// reading it replaces found.
struct SessionTextBytesTests {
    static let pieces = ["/", "a", "2026-01-01.md", "sessions", "é", "\u{301}", "\u{600}", " ", "\t", "-", ".", "---", "...", "x.yaml", "//"]

    static func texts(count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in (0..<next(6)).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    @Test(arguments: ["", "/", "a", "a/", "/a", "a/b", "sessions/2026/2026-01-01.md", "sessions//x.md", "a/\u{301}b", "a\u{600}/b", "é/b", "a/é"])
    func fileNameIsTheLastPart(_ path: String) {
        #expect(MarkdownSessionLoader.fileName(of: path) == (path.split(separator: "/").last.map(String.init) ?? path))
    }

    @Test func fileNamesOfGeneratedPaths() {
        for path in Self.texts(count: 5000, seed: 11) {
            #expect(MarkdownSessionLoader.fileName(of: path) == (path.split(separator: "/").last.map(String.init) ?? path), "\(path.debugDescription)")
        }
    }

    @Test(arguments: ["---", " --- ", "\t---", "----", "--", "...", " ... ", "-- -", "---\u{301}", " \u{301}---", "", "-.-"])
    func fencesAreTold(_ line: String) {
        #expect(MarkdownSessionLoader.isFence(line[...], dots: false) == (line.trimmingSpaces == "---"))
        #expect(MarkdownSessionLoader.isFence(line[...], dots: true) == ["---", "..."].contains(line.trimmingSpaces))
    }

    @Test func fencesOfGeneratedLines() {
        for line in Self.texts(count: 5000, seed: 12) {
            #expect(MarkdownSessionLoader.isFence(line[...], dots: true) == ["---", "..."].contains(line.trimmingSpaces), "\(line.debugDescription)")
        }
    }
}
