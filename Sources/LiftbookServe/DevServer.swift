import FlyingSocks
import Foundation
import LiftbookModel
import LiftbookSystem

/// `liftbook serve`: builds the site into memory, serves it over HTTP, watches the site folder,
/// rebuilds on change and tells open pages to reload. It never writes into the site folder.
package final class DevServer: Sendable {
    /// Why the server could not start.
    package struct StartError: Error, Sendable, CustomStringConvertible {
        /// The explanation.
        package var description: String
        /// The system's error number when a socket call failed (`EADDRINUSE` for a port in use).
        package var code: Int32?

        /// What the error number means for the lifter.
        package enum Cause: Sendable, Equatable {
            /// Another program listens on the port.
            case portInUse
            /// The port needs privileges (below 1024).
            case portNeedsPrivileges
            /// The address given to listen on is not one of this machine's.
            case addressNotHere
            /// The process may open no more files or sockets.
            case tooManyFiles
            /// Anything else.
            case other
        }

        /// What the error number means.
        package var cause: Cause {
            switch code {
            case EADDRINUSE?: .portInUse
            case EACCES?: .portNeedsPrivileges
            case EADDRNOTAVAIL?: .addressNotHere
            case EMFILE?, ENFILE?: .tooManyFiles
            default: .other
            }
        }
    }

    private let configuration: ServeConfiguration
    private let build: SiteBuilder
    private let log: @Sendable (ServeEvent) -> Void
    private let state = ServeState()
    private let http: LocalHTTPServer
    /// The `--lan` pairing; nil without `--lan`.
    private let pairing: LANPairing?
    /// The base URL the site is built for, once the port is known.
    private let servedURL = Locked("")

    /// A server for `configuration` that builds with `build` and reports to `log`.
    package init(configuration: ServeConfiguration, build: @escaping SiteBuilder,
                log: @escaping @Sendable (ServeEvent) -> Void) throws {
        guard let address = ListenAddress(host: configuration.host) else {
            throw StartError(description: "'\(configuration.host)' is not an IP address or localhost")
        }
        self.configuration = configuration
        self.build = build
        self.log = log
        let servedURL = servedURL
        var lan: LANResponder?
        if let saver = configuration.sessionSaver {
            let pairing = LANPairing()
            self.pairing = pairing
            lan = LANResponder(pairing: pairing, saver: saver, state: state, baseURL: { servedURL.withLock { $0 } }, log: log)
        } else {
            pairing = nil
        }
        let router = RequestRouter(state: state, hostNames: Self.hostNames(for: address, lan: lan != nil), lan: lan)
        do {
            http = try LocalHTTPServer(address: try address.socketAddress(port: configuration.port), limits: configuration.limits,
                                       bodyPolicy: router.admission, handler: router.answer)
        } catch {
            throw StartError(description: "cannot listen on \(address.baseURL(port: configuration.port)): \(Self.reason(error))", code: Self.code(error))
        }
        let port = http.port
        servedURL.withLock { $0 = Self.reachableAddress(for: address).baseURL(port: port) }
    }

    /// The names a request's `Host` may give besides loopback: none on loopback; this machine's
    /// addresses and name with `--lan`; any otherwise (nil), as a plain non-loopback `--host` has always served.
    private static func hostNames(for address: ListenAddress, lan: Bool) -> Set<String>? {
        if address.isLoopback { return [] }
        guard lan else { return nil }
        var names = Set(InterfaceAddresses.all().map { $0.lowercased() })
        names.insert(address.ip.lowercased())
        if let name = InterfaceAddresses.hostName() {
            names.insert(name)
            if !name.hasSuffix(".local") { names.insert(name + ".local") }
        }
        return names
    }

    /// Where others reach a server listening on `address`: for 0.0.0.0 or ::, this machine's LAN
    /// IPv4 address (else its host name); otherwise the address itself.
    private static func reachableAddress(for address: ListenAddress) -> ListenAddress {
        guard address.isWildcard else { return address }
        if let ip = InterfaceAddresses.lanIPv4(), let found = ListenAddress(host: ip) { return found }
        return ListenAddress(name: InterfaceAddresses.hostName() ?? "localhost")
    }

    /// Listens, builds once, reports ``ServeEvent/listening(_:)``, then watches and rebuilds until
    /// the task is cancelled, when it closes the server and returns.
    package func run() async throws {
        // The server runs on its own thread from the start; this task only waits for it.
        let serving = http.start()
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await withTaskCancellationHandler { try await serving.value } onCancel: { serving.cancel() } }
                group.addTask {
                    let url = self.servedURL.withLock { $0 }
                    let stamps = InputWatcher(root: self.configuration.siteFolder).scan()
                    await self.rebuild(baseURL: url, since: ContinuousClock.now)
                    self.log(.listening(url))
                    if let code = await self.pairing?.code { self.log(.pairingCode(code, baseURL: url, renewed: false)) }
                    try await self.watch(baseURL: url, from: stamps)
                }
                try await group.next()
                group.cancelAll()
            }
        } catch where Task.isCancelled || error is CancellationError {
            // Stopped on purpose.
        } catch {
            await shutDown()
            throw StartError(description: "stopped serving \(servedURL.withLock { $0 }): \(Self.reason(error))", code: Self.code(error))
        }
        await shutDown()
    }

    /// The system's words for a socket error, such as "address already in use".
    private static func reason(_ error: any Error) -> String {
        if case SocketError.failed(_, _, let message) = error { return message.lowercased() }
        return "\(error)"
    }

    /// The error number of a failed socket call.
    private static func code(_ error: any Error) -> Int32? {
        if case SocketError.failed(_, let code, _) = error { return code }
        return nil
    }

    /// How often a ``ChangeSignal`` is looked at between polls.
    private static let signalCheck: Duration = .milliseconds(10)

    private func watch(baseURL: String, from initial: [String: InputWatcher.Stamp]) async throws {
        let watcher = InputWatcher(root: configuration.siteFolder)
        let signal = ChangeSignal()
        var folders: [String] = []
        var stamps = initial
        _ = watcher.scan(folders: &folders)
        signal?.watch(folders)
        var lastKeepAlive = ContinuousClock.now
        while true {
            // Scan on every poll, or sooner when the kernel says something changed.
            let deadline = ContinuousClock.now + configuration.pollInterval
            // A saved session asks for a build at once, wherever the poll is.
            var wanted = false
            repeat {
                try await Task.sleep(for: signal == nil && pairing == nil ? configuration.pollInterval : Self.signalCheck)
                wanted = await state.isBuildWanted
            } while ContinuousClock.now < deadline && !wanted && !(signal?.drain() ?? false)
            if ContinuousClock.now - lastKeepAlive > .seconds(10) {
                lastKeepAlive = ContinuousClock.now
                await state.keepAlive()
            }
            var current = watcher.scan(folders: &folders)
            signal?.watch(folders)
            guard current != stamps || wanted else { continue }
            let seen = ContinuousClock.now
            // Wait until the files stop changing: editors write, rename and touch in steps.
            while true {
                try await Task.sleep(for: configuration.debounce)
                let again = watcher.scan()
                if again == current || ContinuousClock.now - seen > .seconds(2) { current = again; break }
                current = again
            }
            let changes = InputWatcher.changes(from: stamps, to: current)
            if !changes.isEmpty { log(.changed(changes)) }
            stamps = current
            await rebuild(baseURL: baseURL, since: seen)
        }
    }

    private func rebuild(baseURL: String, since start: ContinuousClock.Instant) async {
        let build = self.build
        let number = await state.buildStarts()
        // Building is CPU work that blocks: keep it off the threads that answer requests.
        let outcome = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: build(baseURL)) }
        }
        let snapshot = await state.apply(outcome)
        await state.buildFinished(number)
        let elapsed = ContinuousClock.now - start
        let milliseconds = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        if let files = outcome.files {
            log(.built(pages: files.filter { $0.path.hasSuffix(".html") }.count, files: files.count,
                       milliseconds: milliseconds, diagnostics: outcome.diagnostics))
        } else {
            log(.failed(diagnostics: snapshot.problems, milliseconds: milliseconds))
        }
    }

    private func shutDown() async {
        await state.finishAll()
    }
}
