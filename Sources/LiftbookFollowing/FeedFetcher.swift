public import Foundation
import LiftbookLoading
public import LiftbookModel

/// `liftbook follow fetch`: gets each followed feed with a conditional request and keeps the
/// last good copy in `following/` (written to a temporary file, then renamed over the old one).
/// A feed that fails — unreachable, refused, too large, not a feed — leaves its old copy.
public struct FeedFetcher: Sendable {
    /// The network.
    public let transport: any HTTPTransport
    /// The limits of each request.
    public let limits: HTTPLimits
    /// The site folder.
    public let root: URL

    /// Creates a fetcher for the site folder `root`.
    public init(transport: any HTTPTransport, limits: HTTPLimits = .feed, root: URL) {
        self.transport = transport
        self.limits = limits
        self.root = root
    }

    /// What a fetch did for one lifter.
    public enum Outcome: Sendable, Hashable {
        /// A new copy was saved, with this many routines.
        case updated(routines: Int, notes: [String])
        /// The server said the copy is current (304).
        case notModified
        /// Nothing was saved; the old copy (if any) stays.
        case failed(String)
    }

    /// Fetches every lifter in turn; the outcomes in the same order.
    public func fetch(_ lifters: [FollowedLifter]) -> [Outcome] {
        lifters.map(fetch)
    }

    /// Fetches one lifter's feed.
    public func fetch(_ lifter: FollowedLifter) -> Outcome {
        guard let url = FeedURL.webURL(lifter.url) else { return .failed(HTTPFailure.notWeb(lifter.url).description) }
        let store = FeedStore(root: root, key: lifter.cacheKey)
        let previous = store.state()
        let hasCopy = store.hasCopy
        var headers = ["Accept": "application/feed+json, application/json;q=0.9"]
        if hasCopy, let previous, previous.url == lifter.url { headers.merge(previous.conditionalHeaders) { $1 } }
        switch transport.get(HTTPRequest(url: url, headers: headers), limits: limits) {
        case .failure(let failure):
            return .failed(failure.description)
        case .success(let response):
            if response.status == 304 {
                return hasCopy ? .notModified : .failed("the server answered 304 (not modified) but there is no copy yet")
            }
            guard response.status == 200 else { return .failed("the server answered \(response.status)") }
            switch FeedReader.read(response.body, lifter: lifter) {
            case .failure(let problem):
                if problem == .notJSON, let feed = AlternateLinks.jsonFeed(in: String(decoding: response.body, as: UTF8.self), page: response.url) {
                    return .failed("this is a page, not a feed; its feed is \(feed.absoluteString): list that address in following.yaml")
                }
                return .failed(problem.description)
            case .success(let feed):
                let state = FetchState(url: lifter.url, etag: FetchState.header(response.headers["etag"]),
                                       lastModified: FetchState.header(response.headers["last-modified"]))
                do {
                    try store.save(response.body, state: state)
                } catch {
                    return .failed("cannot write \(store.copyPath): \(error.localizedDescription)")
                }
                return .updated(routines: feed.posts.count, notes: feed.notes)
            }
        }
    }
}
