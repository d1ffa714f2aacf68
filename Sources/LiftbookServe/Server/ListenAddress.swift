import FlyingSocks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The address `serve` listens on: an IPv4 or IPv6 literal, or `localhost` (127.0.0.1).
package struct ListenAddress: Sendable, Equatable {
    /// The IP literal, without brackets.
    package let ip: String
    /// True for an IPv6 literal.
    package let isIPv6: Bool

    /// Reads `host`; nil when it is neither an IP literal nor `localhost` (names are not looked up).
    package init?(host: String) {
        var text = host.lowercased() == "localhost" ? "127.0.0.1" : host
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if text.contains(":") {
            guard (try? sockaddr_in6.inet6(ip6: text, port: 0)) != nil else { return nil }
            isIPv6 = true
        } else {
            guard (try? sockaddr_in.inet(ip4: text, port: 0)) != nil else { return nil }
            isIPv6 = false
        }
        ip = text
    }

    /// A host name shown in addresses (never listened on): `http://NAME:1313/`.
    init(name: String) {
        ip = name
        isIPv6 = false
    }

    /// True for 127.0.0.0/8 and ::1, which only this machine can reach.
    package var isLoopback: Bool { isIPv6 ? ip == "::1" : ip.hasPrefix("127.") }

    /// True for 0.0.0.0 and ::, which listen on every interface.
    package var isWildcard: Bool { isIPv6 ? ip == "::" : ip == "0.0.0.0" }

    /// `http://127.0.0.1:1313/` or `http://[::1]:1313/`.
    package func baseURL(port: UInt16) -> String {
        "http://\(isIPv6 ? "[\(ip)]" : ip):\(port)/"
    }

    func socketAddress(port: UInt16) throws -> any SocketAddress {
        isIPv6 ? try sockaddr_in6.inet6(ip6: ip, port: port) : try sockaddr_in.inet(ip4: ip, port: port)
    }
}
