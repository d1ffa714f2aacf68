import Foundation
/// Reads the links, heading anchors and shell commands of a Markdown page (for the docs tests).
package enum MarkdownLinks {
    /// The targets of inline links and images `[text](target)` outside code blocks and code spans.
    package static func targets(in text: String) -> [String] {
        var found: [String] = []
        for line in proseLines(of: text) {
            let plain = withoutCodeSpans(line)
            var rest = Substring(plain)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = after[..<close].split(separator: " ").first.map(String.init) ?? ""
                if !target.isEmpty { found.append(target) }
                rest = after[close...]
            }
        }
        return found
    }

    /// GitHub's anchors of the page's headings: lower case, spaces to dashes, punctuation dropped.
    package static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for line in proseLines(of: text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingPrefix(" ")
            var slug = ""
            for character in title.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                } else if character == " " {
                    slug.append("-")
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The arguments of every `program …` line in `sh` code blocks, without the program's name,
    /// split as a shell splits words (quotes, no variables), a trailing `# comment` dropped.
    package static func shellCommands(in text: String, program: String) -> [[String]] {
        var commands: [[String]] = []
        var language: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                language = language == nil ? String(line.dropFirst(3)) : nil
                continue
            }
            guard language == "sh" || language == "console" else { continue }
            var words = shellWords(String(line.trimmingPrefix("$ ")))
            guard words.first == program else { continue }
            words.removeFirst()
            commands.append(words)
        }
        return commands
    }

    static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], word = "", quote: Character?, inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == "#", !inWord {
                break
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    static func proseLines(of text: String) -> [String] {
        var lines: [String] = [], fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            if !fenced { lines.append(String(line)) }
        }
        return lines
    }

    static func withoutCodeSpans(_ line: String) -> String {
        var result = "", inCode = false
        for character in line {
            if character == "`" { inCode.toggle(); continue }
            if !inCode { result.append(character) }
        }
        return result
    }
}
