import ArgumentParser
import Foundation
import LiftbookFollowing
import LiftbookLoading
import LiftbookModel

extension ImportRoutineCommand {
    /// The largest routine file read from the network (512 KiB).
    static let remoteLimits = HTTPLimits(maximumBytes: 512 * 1024)

    /// The shared file's text: read from disk, or fetched when `file` is an http(s) address (a
    /// followed post's page address fetches the routine file its feed names).
    func sharedText(following: Following) throws -> String {
        let lower = file.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else {
            guard let data = FileManager.default.contents(atPath: file), let shared = String(data: data, encoding: .utf8) else {
                Console.standardError(Console.errorLine("cannot read '\(file)'", hint: "name a routine file, such as a post's .yaml"))
                throw ExitCode(1)
            }
            return shared
        }
        let address = following.posts.first(where: { $0.url == file })?.routineURL ?? file
        guard let url = FeedURL.webURL(address) else {
            Console.standardError(Console.errorLine("'\(Console.visible(file))' is not an http or https address", hint: "give the address of a post's .yaml"))
            throw ExitCode(1)
        }
        let request = HTTPRequest(url: url, headers: ["Accept": "application/yaml, text/yaml;q=0.9, text/plain;q=0.8"])
        switch URLSessionTransport().get(request, limits: Self.remoteLimits) {
        case .failure(let failure):
            Console.standardError(Console.errorLine("cannot read \(address): \(failure)", hint: "check the address, or download the file and import it from disk"))
            throw ExitCode(1)
        case .success(let response):
            guard response.status == 200 else {
                Console.standardError(Console.errorLine("cannot read \(address): the server answered \(response.status)", hint: "check the address"))
                throw ExitCode(1)
            }
            guard let text = String(validating: response.body, as: UTF8.self) else {
                Console.standardError(Console.errorLine("\(address) is not UTF-8 text", hint: "a routine file is YAML text, such as a post's .yaml"))
                throw ExitCode(1)
            }
            return text
        }
    }
}
