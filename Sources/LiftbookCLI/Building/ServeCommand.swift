import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookPipeline
import LiftbookServe
import LiftbookSite

/// `liftbook serve [DIR] [--port 1313] [--host 127.0.0.1] [--lan]`.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site locally; rebuild on change and reload open pages.",
        discussion: "Builds into memory (nothing is written), serves on 127.0.0.1 unless --host says otherwise, watches the site's inputs and rebuilds when they change. A build with errors keeps the last good site served and shows the errors in the terminal and over the page. With --lan it serves the local network and prints the gym page's address, a one-time pairing code and a QR code: a paired phone can save sessions into sessions/ (the one thing serve ever writes). Ctrl-C stops."
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The port; 0 picks a free one.", valueName: "port"))
    var port: UInt16 = 1313

    @Option(help: ArgumentHelp("The address to listen on (127.0.0.1, or 0.0.0.0 with --lan); anything but loopback shares the site with the network.", valueName: "ip"))
    var host: String?

    @Flag(help: "Serve the local network and let the gym page, paired with a one-time code, save sessions into sessions/.")
    var lan = false

    /// The address listened on: --host, else every interface with --lan, else loopback.
    var listenHost: String { host ?? (lan ? "0.0.0.0" : "127.0.0.1") }

    func validate() throws {
        guard ListenAddress(host: listenHost) != nil else {
            throw ValidationError("--host takes an IP address or localhost, got '\(listenHost)'")
        }
    }

    func run() throws {
        try site.requireSite()
        do {
            // One pipeline that remembers: a save's check reads the session files the last build parsed.
            let pipeline = try site.pipeline(remembering: true)
            let configuration = ServeConfiguration(siteFolder: site.root, host: listenHost, port: port,
                                                   sessionSaver: lan ? GymSessionSaver.saver(for: site, pipeline: pipeline) : nil)
            let server = try DevServer(configuration: configuration, build: builder(pipeline), log: log)
            try StopSignals.run { try await server.run() }
        } catch {
            Console.standardError(Console.errorLine("\(error)", hint: ServeFailure.hint(for: error, port: port)))
            throw ExitCode(1)
        }
        Console.standardError("Stopped serving.")
    }

    /// Builds with the one pipeline, whose memory is kept across rebuilds, so one changed file costs little.
    private func builder(_ remembering: BuildPipeline) -> SiteBuilder {
        let site = site
        return { baseURL in
            do {
                try site.requireSite()
                var pipeline = remembering
                pipeline.baseURL = baseURL
                pipeline.serving = true
                let outcome = try pipeline.run(through: .render)
                return BuildOutcome(diagnostics: outcome.diagnostics, files: outcome.files, notFound: outcome.notFound)
            } catch {
                return BuildOutcome(diagnostics: [Self.diagnostic(for: error, directory: site.directory)], files: nil)
            }
        }
    }

    /// What stopped a rebuild, in words: the site folder or its liftbook.yaml gone (the line
    /// above already said which), or what the file system said.
    static func diagnostic(for error: any Error, directory: String) -> Diagnostic {
        switch error {
        case is ExitCode:
            return .error("the site folder '\(directory)' or its liftbook.yaml is gone", at: SourceLocation(path: "liftbook.yaml"),
                          hint: "put it back; the last good site is still served")
        case let error as CocoaError:
            return .error("\(FileSystemFailure.action(error)) the site: \(FileSystemFailure.reason(error))", at: SourceLocation(path: "."),
                          hint: "check the folder's permissions; the last good site is still served")
        default:
            return .error("the build stopped: \(error.localizedDescription)", at: SourceLocation(path: "."),
                          hint: "the last good site is still served")
        }
    }

    private func log(_ event: ServeEvent) {
        switch event {
        case .listening(let url):
            if let address = ListenAddress(host: listenHost), !address.isLoopback {
                Console.standardError("liftbook: warning: serving to the network on \(listenHost): anyone who can reach this machine can read the site")
            }
            say("Serving \(site.directory) at \(url) (Ctrl-C to stop)")
        case .changed(let paths):
            if !site.quiet { say("Changed: " + paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")) }
        case .built(let pages, let files, let milliseconds, let diagnostics):
            site.report(diagnostics)
            if !site.quiet { say("Built \(pages) pages (\(files) files) in \(milliseconds) ms") }
        case .failed(let diagnostics, _):
            site.report(diagnostics)
            Console.standardError("Build failed: \(Console.summary(diagnostics, directory: site.directory)); still serving the last good site")
        case .pairingCode(let code, let baseURL, let renewed):
            say(PairingBanner.lines(code: code, baseURL: baseURL, renewed: renewed).joined(separator: "\n"))
        case .paired:
            say("A page paired; the code is used up (restart serve --lan for another).")
        case .saved(let path):
            say("Saved \(path) from the gym page")
        }
    }
}

/// Writes a line to standard output at once, so a reader on a pipe sees it now.
private func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
