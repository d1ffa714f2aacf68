import Foundation
import LiftbookLoading
import LiftbookModel

/// `liftbook follow add URL`: a feed URL is taken as it is; a site URL is read for its
/// `<link rel="alternate" type="application/feed+json">`. Either way the feed is fetched once and
/// must read as a feed before it is added.
package struct FeedDiscovery: Sendable {
    /// The network.
    package let transport: any HTTPTransport
    /// The limits of each request.
    package let limits: HTTPLimits

    /// Creates a discovery.
    package init(transport: any HTTPTransport, limits: HTTPLimits = .feed) {
        self.transport = transport
        self.limits = limits
    }

    /// A feed found.
    package struct Found: Sendable, Hashable {
        /// The feed's URL.
        package var url: String
        /// The lifter's name as the feed gives it.
        package var name: String?
        /// How many routines it holds now.
        package var routines: Int
    }

    /// The feed of `address` (a site or a feed), or why there is none.
    package func feed(of address: String) -> Result<Found, DiscoveryFailure> {
        guard let url = FeedURL.webURL(address) else { return .failure(.notWeb(address)) }
        let accept = ["Accept": "application/feed+json, application/json;q=0.9, text/html;q=0.8"]
        let response: HTTPResponse
        switch transport.get(HTTPRequest(url: url, headers: accept), limits: limits) {
        case .failure(let failure): return .failure(.request(address, failure.description))
        case .success(let answer): response = answer
        }
        guard response.status == 200 else { return .failure(.request(address, "the server answered \(response.status)")) }
        let probe = FollowedLifter(url: url.absoluteString, location: SourceLocation(path: FollowingLoader.path))
        if case .success(let feed) = FeedReader.read(response.body, lifter: probe) {
            return .success(Found(url: url.absoluteString, name: name(feed), routines: feed.posts.count))
        }
        let html = String(decoding: response.body.prefix(limits.maximumBytes), as: UTF8.self)
        guard let feedURL = AlternateLinks.jsonFeed(in: html, page: response.url) else {
            let atom = AlternateLinks.links(in: html).contains { $0.type == "application/atom+xml" }
            return .failure(.noFeed(address, atomOnly: atom))
        }
        switch transport.get(HTTPRequest(url: feedURL, headers: accept), limits: limits) {
        case .failure(let failure): return .failure(.request(feedURL.absoluteString, failure.description))
        case .success(let answer):
            guard answer.status == 200 else { return .failure(.request(feedURL.absoluteString, "the server answered \(answer.status)")) }
            let lifter = FollowedLifter(url: feedURL.absoluteString, location: probe.location)
            switch FeedReader.read(answer.body, lifter: lifter) {
            case .failure(let problem): return .failure(.request(feedURL.absoluteString, problem.description))
            case .success(let feed): return .success(Found(url: feedURL.absoluteString, name: name(feed), routines: feed.posts.count))
            }
        }
    }

    private func name(_ feed: FeedReader.Feed) -> String? {
        feed.posts.first?.lifter ?? feed.title
    }
}

/// Why `follow add` found no feed.
package enum DiscoveryFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not an http(s) URL.
    case notWeb(String)
    /// The request failed or the answer is not a feed.
    case request(String, String)
    /// The page links no JSON Feed.
    case noFeed(String, atomOnly: Bool)

    /// The reason in words.
    package var description: String {
        switch self {
        case .notWeb(let url): "'\(url)' is not an http or https address"
        case .request(let url, let why): "cannot read \(url): \(why)"
        case .noFeed(let url, let atomOnly):
            atomOnly ? "\(url) links only an Atom feed; following reads the JSON Feed a Liftbook site publishes"
                : "\(url) is neither a JSON Feed nor a page that links one"
        }
    }

    /// What to do about it.
    package var hint: String {
        switch self {
        case .notWeb: "give the site's address, such as https://sam.example.org/log/"
        case .request: "check the address in a browser, then try again"
        case .noFeed: "give the address of a Liftbook site (its home page links feed.json) or of its feed.json"
        }
    }
}
