import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// Files saved with Windows line endings read exactly as the same files with LF endings.
struct LineEndingTests {
    static let session = """
        ---
        date: 2026-11-20
        start: "18:00"
        ---
        ## Barbell Back Squat
        - 100 x 5
        - 100 x 5,5

        ## Pull-up
        - BW x 8
        """

    @Test func aWindowsSessionFileHasItsSets() {
        let lf = loadSite(["sessions/2026-11-20.md": Self.session + "\n"])
        let crlf = loadSite(["sessions/2026-11-20.md": Self.session.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n"])
        #expect(crlf.diagnostics == lf.diagnostics)
        #expect(crlf.data.sessions == lf.data.sessions)
        #expect(crlf.data.sessions.first?.exercises.map(\.sets.count) == [3, 1])
    }

    @Test func aWindowsSettingsFileReadsTheSame() {
        let settings = "title: Sam's log\nunits: lb\n"
        let lf = loadSite(["liftbook.yaml": settings, "sessions/2026-11-20.md": Self.session])
        let crlf = loadSite(["liftbook.yaml": settings.replacingOccurrences(of: "\n", with: "\r\n"), "sessions/2026-11-20.md": Self.session])
        #expect(crlf.data.config.title == "Sam's log")
        #expect(crlf.data.config == lf.data.config)
    }
}
