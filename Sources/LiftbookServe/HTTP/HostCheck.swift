/// Guards a loopback server against DNS rebinding: a web page whose own domain is re-pointed at
/// 127.0.0.1 could otherwise read the site, so requests must name a loopback host.
public enum HostCheck {
    /// True when the `Host` header (with or without a port) is `localhost`, 127.0.0.0/8 or `[::1]`,
    /// or missing (HTTP/1.0).
    public static func isLoopback(hostHeader: String?) -> Bool {
        guard let header = hostHeader?.lowercased(), !header.isEmpty else { return true }
        let host: Substring
        if header.hasPrefix("[") {
            guard let end = header.firstIndex(of: "]") else { return false }
            host = header[header.index(after: header.startIndex)..<end]
        } else {
            host = header.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        }
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { part in
            part.count <= 3 && UInt8(part).map { String($0) == part } ?? false
        }
    }
}
