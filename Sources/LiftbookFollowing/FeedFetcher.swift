package import Foundation
import LiftbookLoading
package import LiftbookModel
package import LiftbookOutput

/// `liftbook follow fetch`: gets each followed feed with a conditional request and keeps the
/// last good copy in `following/` with its validators, as a pair (``FeedStore``).
/// A feed that fails — unreachable, refused, too large, not a feed — leaves its old copy.
package struct FeedFetcher: Sendable {
    /// The network.
    package let transport: any HTTPTransport
    /// The limits of each request.
    package let limits: HTTPLimits
    /// The site folder.
    package let root: URL
    /// The file operations the store writes through.
    package let fileSystem: any OutputFileSystem

    /// Creates a fetcher for the site folder `root`.
    package init(transport: any HTTPTransport, limits: HTTPLimits = .feed, root: URL, fileSystem: any OutputFileSystem = DiskFileSystem()) {
        self.transport = transport
        self.limits = limits
        self.root = root
        self.fileSystem = fileSystem
    }

    /// What a fetch did for one lifter.
    package enum Outcome: Sendable, Hashable {
        /// A new copy was saved, with this many routines.
        case updated(routines: Int, notes: [String])
        /// The server said the copy is current (304).
        case notModified
        /// Nothing was saved; the old copy (if any) stays.
        case failed(String)
    }

    /// Fetches every lifter in turn; the outcomes in the same order.
    package func fetch(_ lifters: [FollowedLifter]) -> [Outcome] {
        lifters.map(fetch)
    }

    /// Fetches one lifter's feed.
    package func fetch(_ lifter: FollowedLifter) -> Outcome {
        guard let url = FeedURL.webURL(lifter.url) else { return .failed(HTTPFailure.notWeb(lifter.url).description) }
        let store = FeedStore(root: root, key: lifter.cacheKey, fileSystem: fileSystem)
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
                do throws(SiteFolderWriter.Failure) {
                    try store.save(response.body, state: state)
                } catch {
                    return .failed("cannot write \(store.copyPath): \(Self.reason(error)); the old copy stays")
                }
                return .updated(routines: feed.posts.count, notes: feed.notes)
            }
        }
    }

    /// What the system said about a refused save.
    static func reason(_ failure: SiteFolderWriter.Failure) -> String {
        switch failure {
        case .system(let error), .newFolder(let error): "\(error.reason) at '\(error.path)'"
        case .appeared(let path): "'\(path)' appeared meanwhile"
        case .exist(let paths, _): "\(paths.joined(separator: ", ")) already exist"
        case .notEmpty(let folder): "'\(folder)' is not empty"
        }
    }
}
