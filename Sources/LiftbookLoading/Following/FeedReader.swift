package import Foundation
package import LiftbookModel

/// Reads a JSON Feed another Liftbook site published, and the `_liftbook` plan data of its
/// items, as untrusted input: a feed that is too large, nested too deeply, not UTF-8, not JSON
/// or not a feed is refused with the reason; links that are not http(s) are dropped and counted.
package enum FeedReader {
    /// The largest feed read, in bytes (2 MiB).
    package static let maximumBytes = 2 * 1024 * 1024
    /// The deepest nesting of arrays and objects read.
    package static let maximumDepth = 32
    /// The most items read from one feed.
    package static let maximumItems = 100

    /// A feed as read.
    package struct Feed: Sendable, Hashable {
        /// The feed's title.
        package var title: String?
        /// Its posts, in feed order.
        package var posts: [FollowedPost]
        /// What was left out, in words (`3 links that are not http(s)`).
        package var notes: [String]
    }

    /// Why a feed was refused.
    package enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// Larger than ``maximumBytes``.
        case tooLarge(bytes: Int)
        /// Not valid UTF-8.
        case notUTF8
        /// Arrays and objects nested deeper than ``maximumDepth``.
        case tooDeep
        /// Not JSON at all.
        case notJSON
        /// JSON, but not a JSON Feed.
        case notAFeed(String)

        /// The reason in words.
        package var description: String {
            switch self {
            case .tooLarge(let bytes): "it is \(bytes) bytes, more than the limit of \(FeedReader.maximumBytes)"
            case .notUTF8: "it is not UTF-8 text"
            case .tooDeep: "it nests more than \(FeedReader.maximumDepth) levels deep"
            case .notJSON: "it is not JSON"
            case .notAFeed(let why): "it is not a JSON Feed (\(why))"
            }
        }
    }

    /// Reads the bytes of a feed fetched for `lifter`.
    package static func read(_ data: Data, lifter: FollowedLifter) -> Result<Feed, Problem> {
        guard data.count <= maximumBytes else { return .failure(.tooLarge(bytes: data.count)) }
        guard String(validating: data, as: UTF8.self) != nil else { return .failure(.notUTF8) }
        guard depth(of: data) <= maximumDepth else { return .failure(.tooDeep) }
        guard let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return .failure(.notJSON) }
        guard let root = value as? [String: Any] else { return .failure(.notAFeed("its top level is not an object")) }
        guard let version = root["version"] as? String, version.hasPrefix("https://jsonfeed.org/version/") else {
            return .failure(.notAFeed("it has no JSON Feed 'version'"))
        }
        guard let items = root["items"] as? [Any] else { return .failure(.notAFeed("it has no 'items' list")) }
        var notes = FeedNotes()
        let title = FeedText.clean(root["title"], limit: 200)
        let author = ((root["authors"] as? [Any])?.first as? [String: Any]).flatMap { FeedText.clean($0["name"], limit: 100) }
        let base = FeedURL.webURL(lifter.url)
        let home = notes.link(root["home_page_url"], base: base)
        let name = lifter.name ?? author ?? title.map { $0.hasSuffix(": posts") ? String($0.dropLast(7)) : $0 } ?? base?.host ?? lifter.url
        if items.count > maximumItems { notes.add("\(items.count - maximumItems) items over the limit of \(maximumItems)") }
        var posts: [FollowedPost] = []
        for item in items.prefix(maximumItems) {
            guard let item = item as? [String: Any] else {
                notes.add("an item that is not an object")
                continue
            }
            posts.append(post(item, lifter: name, home: home, base: base, notes: &notes))
        }
        return .success(Feed(title: title, posts: posts, notes: notes.lines))
    }

    private static func post(_ item: [String: Any], lifter: String, home: String?, base: URL?, notes: inout FeedNotes) -> FollowedPost {
        let extra = item["_liftbook"] as? [String: Any]
        let url = notes.link(item["url"], base: base)
        var routine: String?
        if let file = extra?["file"] { routine = notes.link(file, base: base) }
        if routine == nil, let attachments = item["attachments"] as? [Any] {
            for case let attachment as [String: Any] in attachments.prefix(10)
            where (attachment["mime_type"] as? String)?.hasSuffix("yaml") == true {
                routine = notes.link(attachment["url"], base: base)
                if routine != nil { break }
            }
        }
        let dateText = (item["date_published"] as? String) ?? (item["date_modified"] as? String) ?? ""
        let date = dateText.count >= 10 ? LocalDate(iso: String(dateText.prefix(10))) : nil
        let site = extra.flatMap { notes.link($0["about"], base: base) } ?? home
        return FollowedPost(
            lifter: lifter, siteURL: site, title: FeedText.clean(item["title"], limit: 200) ?? "Untitled", url: url, date: date,
            summary: FeedText.clean(item["summary"], limit: 500) ?? "", routineURL: routine,
            days: extra.map { SharedPlanReader.days($0["days"], notes: &notes) } ?? [])
    }

    /// The deepest nesting of `[` and `{` outside strings.
    package static func depth(of data: Data) -> Int {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
                if deepest > maximumDepth { return deepest }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}

/// What a feed reader left out, counted by kind.
struct FeedNotes {
    private(set) var lines: [String] = []
    private var droppedLinks = 0

    mutating func add(_ line: String) {
        if !lines.contains(line) { lines.append(line) }
    }

    /// An http(s) URL from a JSON value (relative ones resolved against the feed); anything
    /// else is dropped and counted.
    mutating func link(_ value: Any?, base: URL?) -> String? {
        guard let text = value as? String, !text.isEmpty else { return nil }
        let url = base.flatMap { FeedURL.resolve(text, against: $0) } ?? FeedURL.webURL(text)
        guard let url else {
            droppedLinks += 1
            lines.removeAll { $0.hasSuffix("that are not http(s) were dropped") || $0.hasSuffix("that is not http(s) was dropped") }
            lines.append(droppedLinks == 1 ? "1 link that is not http(s) was dropped" : "\(droppedLinks) links that are not http(s) were dropped")
            return nil
        }
        return url.absoluteString
    }
}
