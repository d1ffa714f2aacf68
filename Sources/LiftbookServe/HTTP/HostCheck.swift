/// Guards a server against DNS rebinding: a web page whose own domain is re-pointed at this
/// machine could otherwise read the site (and, in `--lan` mode, try to pair), so requests must
/// name a host the server knows it is: loopback, or one of this machine's own addresses.
package enum HostCheck {
    /// True when the `Host` header (with or without a port) is `localhost`, 127.0.0.0/8 or `[::1]`,
    /// or missing (HTTP/1.0).
    package static func isLoopback(hostHeader: String?) -> Bool {
        guard let header = hostHeader?.lowercased(), !header.isEmpty else { return true }
        guard let host = host(of: header) else { return false }
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { part in
            part.count <= 3 && UInt8(part).map { String($0) == part } ?? false
        }
    }

    /// True when the `Host` header is loopback (as ``isLoopback(hostHeader:)``) or one of `names`
    /// (lower-case IP literals without brackets, or host names), with or without a port.
    package static func isAllowed(hostHeader: String?, names: Set<String>) -> Bool {
        if isLoopback(hostHeader: hostHeader) { return true }
        guard let header = hostHeader?.lowercased(), let host = host(of: header) else { return false }
        return names.contains(String(host))
    }

    /// The host of a `Host` header without its port or brackets; nil when a bracket is not closed.
    private static func host(of header: String) -> Substring? {
        if header.hasPrefix("[") {
            guard let end = header.firstIndex(of: "]") else { return nil }
            return header[header.index(after: header.startIndex)..<end]
        }
        return header.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }
}
