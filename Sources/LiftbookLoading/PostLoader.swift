import Foundation
import LiftbookModel
import Yams

/// Reads `posts/*.md`: front matter with `title`, `date`, `day` (a weekday or `week`) and an
/// optional `summary`, then a Markdown description. The file name is the post's slug.
enum PostLoader {
    static let folder = "posts"

    static func load(from files: any SiteFiles, routine: Routine?, today: LocalDate,
                     into diagnostics: inout [Diagnostic]) -> [Post] {
        var posts: [Post] = []
        var seen: [String: SourceLocation] = [:]
        let paths = files.files(under: folder)
        files.reportListingProblems(under: folder, into: &diagnostics)
        for path in paths {
            let name = String(path.dropFirst(folder.count + 1))
            let lower = name.lowercased()
            guard lower.hasSuffix(".md") || lower.hasSuffix(".markdown") else {
                diagnostics.append(.warning("ignored file: posts are .md files", at: SourceLocation(path: path),
                                            hint: "rename it, or move it out of posts/"))
                continue
            }
            guard !name.contains("/") else {
                diagnostics.append(.warning("ignored file: posts are read from posts/ itself, not its sub-folders",
                                            at: SourceLocation(path: path), hint: "move it to posts/"))
                continue
            }
            let slug = String(name.prefix(upTo: name.lastIndex(of: ".") ?? name.endIndex))
            guard ExerciseID.isSlug(slug) else {
                let suggestion = slugify(slug).isEmpty ? "post" : slugify(slug)
                diagnostics.append(.error("the file name '\(name)' is not a slug; it becomes the post's address",
                                          at: SourceLocation(path: path), hint: "rename it to posts/\(suggestion).md"))
                continue
            }
            if let first = seen[slug] {
                diagnostics.append(.error("another post has the same name '\(slug)'", at: SourceLocation(path: path),
                                          hint: "the first is \(first.path); rename one of them"))
                continue
            }
            seen[slug] = SourceLocation(path: path)
            guard let text = TextFile.read(path, from: files, into: &diagnostics) else { continue }
            let reader = PostReader(path: path, slug: slug, routine: routine, today: today)
            if let post = reader.read(text, into: &diagnostics) { posts.append(post) }
        }
        return posts
    }
}

/// Reads one post file.
struct PostReader {
    let path: String
    let slug: String
    let routine: Routine?
    let today: LocalDate

    func read(_ text: String, into diagnostics: inout [Diagnostic]) -> Post? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        guard lines.first?.trimmingSpaces == "---" else {
            diagnostics.append(.error("the post has no front matter", at: SourceLocation(path: path, line: 1),
                                      hint: "start the file with ---, then title:, date: and day: lines, then ---"))
            return nil
        }
        guard let close = lines.indices.dropFirst().first(where: { ["---", "..."].contains(lines[$0].trimmingSpaces) }) else {
            diagnostics.append(.error("the front matter is not closed", at: SourceLocation(path: path, line: 1),
                                      hint: "end the front matter with a line of three dashes: ---"))
            return nil
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        guard let source = YAMLSource(path: path, text: yaml, lineOffset: 1, into: &diagnostics) else { return nil }
        let root = source.root ?? Node.mapping(Node.Mapping([]))
        guard var f = MappingReader(root, in: source, what: "the front matter", into: &diagnostics),
              SchemaVersion.check(&f, newest: 1, into: &diagnostics) else { return nil }
        let errorsBefore = diagnostics.errors.count
        let title = f.string("title", required: true, into: &diagnostics)?.trimmingSpaces
        if title?.isEmpty == true {
            diagnostics.append(.error("the title is empty", at: f.location("title"), hint: "give the post a title"))
        }
        let date = self.date(&f, into: &diagnostics)
        let subject = self.subject(&f, into: &diagnostics)
        let summary = f.string("summary", into: &diagnostics)?.trimmingSpaces
        f.reportUnknownKeys(what: "the front matter", into: &diagnostics)
        guard diagnostics.errors.count == errorsBefore, let title, let date, let subject else { return nil }
        let body = lines[(close + 1)...].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return Post(slug: slug, title: title, date: date, subject: subject, summary: summary?.isEmpty == false ? summary : nil,
                    body: body, location: SourceLocation(path: path, line: 1))
    }

    private func date(_ f: inout MappingReader, into diagnostics: inout [Diagnostic]) -> LocalDate? {
        guard let text = f.string("date", required: true, into: &diagnostics) else { return nil }
        guard let date = LocalDate(iso: text.trimmingSpaces) else {
            diagnostics.append(.error(SessionHeader.dateMessage(text), at: f.location("date"),
                                      hint: "write the date as YYYY-MM-DD, e.g. 2026-11-21; feeds use it as the publication date"))
            return nil
        }
        if date > today {
            diagnostics.append(.warning("the post is dated \(date), after today (\(today)); it is published anyway",
                                        at: f.location("date"), hint: "check the date"))
        }
        return date
    }

    private func subject(_ f: inout MappingReader, into diagnostics: inout [Diagnostic]) -> PostSubject? {
        guard let text = f.string("day", required: true, into: &diagnostics) else { return nil }
        let choices = Weekday.allCases.map(\.rawValue) + ["week"]
        guard let subject = PostSubject(spelling: text.trimmingSpaces) else {
            diagnostics.append(.error("unknown day '\(text)'", at: f.location("day"),
                                      hint: Suggestions.hint(for: text, among: choices) ?? "use a weekday such as monday, or week"))
            return nil
        }
        let trainingDays = routine?.days.filter { !$0.isRest }.map(\.weekday.rawValue) ?? []
        guard routine != nil, !trainingDays.isEmpty else {
            diagnostics.append(.error("the post shares a routine, but the site has no training days in routine.yaml",
                                      at: f.location("day"), hint: "write routine.yaml first; posts show its days"))
            return nil
        }
        if case .day(let weekday) = subject, routine?.day(weekday).isRest != false {
            diagnostics.append(.error("\(weekday.rawValue) is a rest day in routine.yaml", at: f.location("day"),
                                      hint: "share a training day (\(trainingDays.joined(separator: ", "))) or the whole week"))
            return nil
        }
        return subject
    }
}
