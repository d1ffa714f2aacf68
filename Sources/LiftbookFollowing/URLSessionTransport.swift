import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LiftbookModel
import LiftbookSystem

/// ``HTTPTransport`` over Foundation's `URLSession`: no cache, no cookies, the limits enforced
/// by a delegate (redirects, size) and by the session's timeouts and a deadline (time).
package struct URLSessionTransport: HTTPTransport {
    /// The name this client gives servers (its `User-Agent` header).
    package let clientName: String

    /// Creates the transport.
    package init(clientName: String = "Liftbook") {
        self.clientName = clientName
    }

    /// Gets the URL within the limits; blocks until the answer, a failure or the total time limit.
    package func get(_ request: HTTPRequest, limits: HTTPLimits) -> Result<HTTPResponse, HTTPFailure> {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failure(.notWeb(request.url.absoluteString))
        }
        guard Self.hasLibcurl else {
            return .failure(.connection("this system has no libcurl, which the network commands need (on Debian or Ubuntu: apt install libcurl4)"))
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = limits.connectSeconds
        configuration.timeoutIntervalForResource = limits.totalSeconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        let delegate = TransferDelegate(limits: limits)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: Self.callbackQueue())
        defer { session.invalidateAndCancel() }
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: limits.connectSeconds)
        urlRequest.setValue(clientName, forHTTPHeaderField: "User-Agent")
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: urlRequest)
        task.resume()
        if delegate.done.wait(timeout: .now() + limits.totalSeconds) == .timedOut {
            task.cancel()
            return .failure(.timedOut(limits.totalSeconds))
        }
        return delegate.outcome(for: request.url)
    }
}

extension URLSessionTransport {
    /// The queue a transfer's callbacks arrive on: a serial queue of their own. The session's
    /// default queue runs on the process's shared pool of threads, which a process that computes
    /// on every core (a build beside the fetch, or the test suites side by side) can keep busy
    /// past the time limit; a serial dispatch queue is given a thread of its own when the pool's
    /// are all busy, so the answer is never kept waiting by work that has nothing to do with it.
    static func callbackQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.underlyingQueue = callbacks
        return queue
    }

    /// The dispatch queue under every session's callbacks (kept here: an operation queue does
    /// not keep its underlying queue alive).
    private static let callbacks = DispatchQueue(label: "Liftbook HTTP callbacks")

    /// Whether libcurl, on which Foundation's URL loading is built on Linux, can be loaded. The
    /// release binary links a stand-in that loads `libcurl.so.4` only when it is first used, so
    /// that every other command runs where libcurl is missing (docs/install.md).
    static let hasLibcurl: Bool = {
        #if os(Linux)
        guard SharedLibrary.loads("libcurl.so.4") else { return false }
        #endif
        return true
    }()
}

/// Collects one transfer and stops it at the first limit it passes.
private final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Sound: every mutable field is inside `state`, reached only through its lock.
    let limits: HTTPLimits
    let done = DispatchSemaphore(value: 0)
    private let state = Locked(State())

    struct State {
        var body = Data()
        var response: HTTPURLResponse?
        var redirects = 0
        var failure: HTTPFailure?
        var error: String?
        var timedOut = false
    }

    init(limits: HTTPLimits) {
        self.limits = limits
    }

    func outcome(for url: URL) -> Result<HTTPResponse, HTTPFailure> {
        state.withLock { state in
            if let failure = state.failure { return .failure(failure) }
            if state.timedOut { return .failure(.timedOut(limits.connectSeconds)) }
            if let error = state.error { return .failure(.connection(error)) }
            guard let response = state.response else { return .failure(.connection("no answer")) }
            var headers: [String: String] = [:]
            for (name, value) in response.allHeaderFields {
                if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
            }
            return .success(HTTPResponse(status: response.statusCode, headers: headers, body: state.body, url: response.url ?? url))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let allowed: Bool = state.withLock { state in
            state.redirects += 1
            guard state.redirects <= limits.maximumRedirects else {
                state.failure = .tooManyRedirects(limits.maximumRedirects)
                return false
            }
            guard let url = request.url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                state.failure = .notWeb(request.url?.absoluteString ?? "")
                return false
            }
            return true
        }
        // Refused: answering nil makes the redirect's own answer the last one and ends the task,
        // whose outcome is the failure set above. Never cancelled here as well: Foundation on
        // Linux finishes the redirect on the task's queue afterwards and stops the process
        // ("Received callback for HTTP redirection, but we're not waiting for it") when a cancel
        // got there first.
        completionHandler(allowed ? request : nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let tooLarge: Bool = state.withLock { state in
            state.response = response as? HTTPURLResponse
            if response.expectedContentLength > Int64(limits.maximumBytes) {
                state.failure = .tooLarge(limits.maximumBytes)
                return true
            }
            return false
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let passedTheLimit: Bool = state.withLock { state in
            guard state.failure == nil else { return false }
            state.body.append(data)
            if state.body.count > limits.maximumBytes {
                state.failure = .tooLarge(limits.maximumBytes)
                state.body = Data()
                return true
            }
            return false
        }
        // The outcome is known: the waiting caller returns it now and its session's
        // `invalidateAndCancel` stops the transfer. Not cancelled from inside this callback:
        // Foundation on Linux can stop on a task cancelled while it is delivering that task's
        // data ("Received callback for HTTP redirection, but we're not waiting for it").
        if passedTheLimit { done.signal() }
    }

    /// A connection failure in words.
    static func words(_ error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: "the connection was refused"
        case .cannotFindHost, .dnsLookupFailed: "no such host"
        case .notConnectedToInternet: "no network connection"
        case .networkConnectionLost: "the connection was lost"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
             .serverCertificateHasUnknownRoot:
            "the secure connection failed"
        case .unsupportedURL: "the address is not supported"
        default: "the request failed (\(error.code.rawValue))"
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        state.withLock { state in
            if let error = error as? URLError {
                if error.code == .timedOut { state.timedOut = true } else if error.code != .cancelled { state.error = Self.words(error) }
            } else if let error {
                state.error = error.localizedDescription
            }
        }
        done.signal()
    }
}
