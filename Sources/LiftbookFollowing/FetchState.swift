/// What the last good fetch of a feed answered, kept beside its copy
/// (`following/<key>.http`) for the next conditional request.
package struct FetchState: Sendable, Hashable {
    /// The feed URL fetched.
    package var url: String
    /// The `ETag` answered, when any.
    package var etag: String?
    /// The `Last-Modified` answered, when any.
    package var lastModified: String?
    /// The FNV-1a hash of the copy these validators were answered with (``FeedStore`` sets it on
    /// saving): validators beside another copy are not sent.
    package var copyHash: String?

    /// Creates a state.
    package init(url: String, etag: String? = nil, lastModified: String? = nil, copyHash: String? = nil) {
        self.url = url
        self.etag = etag
        self.lastModified = lastModified
        self.copyHash = copyHash
    }

    /// The file's text: `url: …`, `etag: …`, `last-modified: …`, `copy: …` lines.
    package var text: String {
        var lines = ["url: " + url]
        if let etag { lines.append("etag: " + etag) }
        if let lastModified { lines.append("last-modified: " + lastModified) }
        if let copyHash { lines.append("copy: " + copyHash) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads the file's text; nil when it names no URL.
    package init?(text: String) {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingSpaces
        }
        guard let url = fields["url"] else { return nil }
        self.init(url: url, etag: fields["etag"].flatMap(FetchState.header), lastModified: fields["last-modified"].flatMap(FetchState.header),
                  copyHash: fields["copy"].flatMap(FetchState.header))
    }

    /// The headers of a conditional request.
    package var conditionalHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }

    /// A header value a server sent, kept only when it is printable ASCII of at most 256 bytes
    /// (it is sent back as a header).
    static func header(_ value: String?) -> String? {
        guard let value, !value.isEmpty, value.utf8.count <= 256,
              value.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value != 0x7F }) else { return nil }
        return value
    }
}

extension String {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        String(String.UnicodeScalarView(unicodeScalars.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()))
    }
}
