#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The addresses of this machine's network interfaces (`getifaddrs`): where a phone on the same
/// network reaches `serve --lan`, and the names its `Host` check accepts.
package enum InterfaceAddresses {
    /// The IP literals of every interface that is up, loopback included, in the system's order.
    package static func all() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0, let first else { return [] }
        defer { freeifaddrs(first) }
        var found: [String] = []
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            cursor = entry.pointee.ifa_next
            guard entry.pointee.ifa_flags & UInt32(IFF_UP) != 0, let address = entry.pointee.ifa_addr,
                  let text = numericHost(address) else { continue }
            found.append(text)
        }
        return found
    }

    /// The address to show for the phone: the first private IPv4 address (10/8, 172.16/12,
    /// 192.168/16), else the first IPv4 address that is not loopback or link-local; nil when
    /// there is none.
    package static func lanIPv4(among addresses: [String] = all()) -> String? {
        let candidates = addresses.filter { $0.split(separator: ".").count == 4 && !$0.hasPrefix("127.") && !$0.hasPrefix("169.254.") }
        return candidates.first(where: isPrivate) ?? candidates.first
    }

    /// True for 10/8, 172.16/12 and 192.168/16.
    static func isPrivate(_ ipv4: String) -> Bool {
        let parts = ipv4.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return false }
        return parts[0] == 10 || (parts[0] == 172 && (16...31).contains(parts[1])) || (parts[0] == 192 && parts[1] == 168)
    }

    /// This machine's host name, lower-cased; nil when the system has none.
    package static func hostName() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).lowercased()
        return name.isEmpty ? nil : name
    }

    /// The numeric text of an IPv4 or IPv6 socket address (an IPv6 scope such as `%eth0` removed).
    private static func numericHost(_ address: UnsafeMutablePointer<sockaddr>) -> String? {
        let family = Int32(address.pointee.sa_family)
        guard family == AF_INET || family == AF_INET6 else { return nil }
        let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { return nil }
        let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: "%", maxSplits: 1).first.map(String.init)
    }
}
