import ArgumentParser
import Foundation
import LiftbookFollowing
import LiftbookLoading
import LiftbookModel

/// `liftbook follow list [DIR]`.
struct FollowListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the lifters followed and their fetched copies.")

    @OptionGroup var site: SiteOptions

    func run() throws {
        let lifters = try FollowingFile.lifters(site)
        guard !lifters.isEmpty else {
            print("Following no one. Follow a lifter with: liftbook follow add https://their.site/")
            return
        }
        for lifter in lifters {
            let store = FeedStore(root: site.root, key: lifter.cacheKey)
            var copy = "not fetched yet"
            var name = lifter.name
            if let data = FileManager.default.contents(atPath: site.root.appending(path: store.copyPath).path) {
                switch FeedReader.read(data, lifter: lifter) {
                case .success(let feed):
                    copy = "\(feed.posts.count) routine\(feed.posts.count == 1 ? "" : "s") in \(store.copyPath)"
                    name = name ?? feed.posts.first?.lifter
                case .failure(let problem): copy = "the copy cannot be read: \(problem)"
                }
            }
            print("\(name.map { Console.visible($0) + "  " } ?? "")\(lifter.url)  (\(copy))")
        }
    }
}
