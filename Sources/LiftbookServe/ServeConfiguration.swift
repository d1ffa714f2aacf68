package import Foundation
package import LiftbookModel
package import LiftbookSystem

/// What `serve` needs: where to listen, which folder to watch, and how often to look.
package struct ServeConfiguration: Sendable {
    /// The site folder whose inputs are watched.
    package var siteFolder: URL
    /// The address to listen on: an IPv4 or IPv6 literal, or `localhost`.
    package var host: String
    /// The port; 0 asks the system for a free one.
    package var port: UInt16
    /// How often the watcher compares modification times and sizes.
    package var pollInterval: Duration
    /// How long a change must stay still before the site is rebuilt (editors save in steps).
    package var debounce: Duration
    /// The limits on requests and connections.
    package var limits: ServeLimits
    /// `--lan`: pairing and saving sessions from the gym page through this saver; nil serves the
    /// site only, and the endpoints do not exist.
    package var sessionSaver: SessionSaver?

    /// Creates a configuration; loopback on port 1313 unless told otherwise.
    package init(siteFolder: URL, host: String = "127.0.0.1", port: UInt16 = 1313,
                pollInterval: Duration = .milliseconds(250), debounce: Duration = .milliseconds(50),
                limits: ServeLimits = ServeLimits(), sessionSaver: SessionSaver? = nil) {
        self.siteFolder = siteFolder
        self.host = host
        self.port = port
        self.pollInterval = pollInterval
        self.debounce = debounce
        self.limits = limits
        self.sessionSaver = sessionSaver
    }
}

/// What one build produced: its diagnostics, and its files unless errors stopped it.
package struct BuildOutcome: Sendable {
    /// Every diagnostic of the build, sorted by location.
    package var diagnostics: [Diagnostic]
    /// The rendered site, or nil when errors stopped the build.
    package var files: [OutputFile]?
    /// The path of the site's page for addresses it does not have (its 404 route's file), as
    /// the build declares it; nil answers those with plain text.
    package var notFound: String?

    /// Creates an outcome.
    package init(diagnostics: [Diagnostic], files: [OutputFile]?, notFound: String? = nil) {
        self.diagnostics = diagnostics
        self.files = files
        self.notFound = notFound
    }
}

/// Builds the site in memory for a base URL such as `http://127.0.0.1:1313/`; never writes files.
package typealias SiteBuilder = @Sendable (_ baseURL: String) -> BuildOutcome

/// Something the server tells the terminal about.
package enum ServeEvent: Sendable {
    /// The first build is done and the server listens at this base URL (`http://127.0.0.1:1313/`).
    case listening(String)
    /// A change to these input files (relative paths) was seen.
    case changed([String])
    /// A build finished and is served; `milliseconds` runs from the change being seen to the swap.
    case built(pages: Int, files: Int, milliseconds: Int, diagnostics: [Diagnostic])
    /// A build failed; the last good site stays served.
    case failed(diagnostics: [Diagnostic], milliseconds: Int)
    /// `--lan`: the code that pairs the gym page, for the site at `baseURL` (an address a phone on
    /// the network can open); `renewed` when it replaces a code burnt by wrong guesses.
    case pairingCode(String, baseURL: String, renewed: Bool)
    /// `--lan`: a page paired; the code is used up.
    case paired
    /// `--lan`: a session was saved at this path (relative to the site folder) and the site rebuilt.
    case saved(String)
}
