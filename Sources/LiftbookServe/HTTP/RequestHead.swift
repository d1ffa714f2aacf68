import Foundation

/// A request's head as `serve` read it off the wire: the request line and the header fields.
package struct RequestHead: Sendable, Equatable {
    /// One header field, its name in lower case.
    package struct Field: Sendable, Equatable {
        /// The name, lower-cased (`host`, `connection`).
        package var name: String
        /// The value, without the spaces around it.
        package var value: String

        /// Creates a field.
        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The method, such as `GET`.
    package var method: String
    /// The request target as sent, such as `/exercises/?q=1`.
    package var target: String
    /// The minor version of HTTP/1.x: 0 or 1.
    package var minorVersion: Int
    /// The header fields in the order sent.
    package var fields: [Field]

    /// Creates a head.
    package init(method: String, target: String, minorVersion: Int, fields: [Field]) {
        self.method = method
        self.target = target
        self.minorVersion = minorVersion
        self.fields = fields
    }

    /// The value of the first field named `name` (any case).
    package func field(_ name: String) -> String? {
        let name = name.lowercased()
        return fields.first { $0.name == name }?.value
    }

    /// The target's path with its percent-escapes decoded, without the query; nil when the target
    /// is not a path or an escape is not valid UTF-8.
    package var path: String? {
        guard target.hasPrefix("/") else { return nil }
        let raw = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let path = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return String(path).removingPercentEncoding
    }

    /// True when the client sends a body (which `serve` never reads, so the connection is closed).
    package var hasBody: Bool {
        if field("transfer-encoding") != nil { return true }
        guard let length = field("content-length") else { return false }
        return length.trimmingCharacters(in: .whitespaces) != "0"
    }

    /// True when the connection may carry another request after this one: HTTP/1.1 unless
    /// `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    package var keepsAlive: Bool {
        let tokens = (field("connection") ?? "").lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return minorVersion >= 1 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }
}
