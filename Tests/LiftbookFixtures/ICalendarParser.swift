/// Reads iCalendar text back, strictly: every physical line must end in CRLF and hold at most
/// 75 octets; folded lines are unfolded; components nest as BEGIN/END pairs.
package struct ICalendarComponent: Sendable, Equatable {
    /// `VCALENDAR`, `VEVENT`, `VTIMEZONE`, `STANDARD`, `DAYLIGHT`.
    package var name: String
    /// The properties in order: name, parameters (`TZID=Europe/Berlin`), value (still escaped).
    package var properties: [(name: String, parameters: [String], value: String)] = []
    /// Nested components.
    package var components: [ICalendarComponent] = []

    /// The first value of a property.
    package func value(_ name: String) -> String? { properties.first { $0.name == name }?.value }
    /// The parameters of a property's first occurrence.
    package func parameters(_ name: String) -> [String] { properties.first { $0.name == name }?.parameters ?? [] }
    /// The nested components named `name`.
    package func all(_ name: String) -> [ICalendarComponent] { components.filter { $0.name == name } }

    package static func == (a: Self, b: Self) -> Bool {
        a.name == b.name && a.components == b.components
            && a.properties.map { "\($0.name);\($0.parameters.joined(separator: ";")):\($0.value)" }
            == b.properties.map { "\($0.name);\($0.parameters.joined(separator: ";")):\($0.value)" }
    }
}

package enum ICalendarParser {
    package enum Problem: Error, Equatable {
        case lineEnding(line: Int)
        case tooLong(line: Int, octets: Int)
        case malformed(String)
    }

    /// The VCALENDAR component of `text`.
    package static func parse(_ text: String) throws -> ICalendarComponent {
        let bytes = Array(text.utf8)
        var physical: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                physical.append(current)
                current = []
                index += 2
                continue
            }
            if bytes[index] == 0x0A || bytes[index] == 0x0D { throw Problem.lineEnding(line: physical.count + 1) }
            current.append(bytes[index])
            index += 1
        }
        guard current.isEmpty else { throw Problem.lineEnding(line: physical.count + 1) }
        var logical: [String] = []
        for (number, line) in physical.enumerated() {
            guard line.count <= 75 else { throw Problem.tooLong(line: number + 1, octets: line.count) }
            guard String(validating: line, as: UTF8.self) != nil else { throw Problem.malformed("line \(number + 1) splits a character") }
            if line.first == 0x20 || line.first == 0x09 {
                guard !logical.isEmpty else { throw Problem.malformed("continuation first") }
                logical[logical.count - 1] += String(decoding: line.dropFirst(), as: UTF8.self)
            } else {
                logical.append(String(decoding: line, as: UTF8.self))
            }
        }
        var stack: [ICalendarComponent] = []
        var root: ICalendarComponent?
        for line in logical {
            guard let colon = line.firstIndex(of: ":") else { throw Problem.malformed("no colon: \(line)") }
            let head = line[..<colon].split(separator: ";").map(String.init)
            let value = String(line[line.index(after: colon)...])
            guard let name = head.first else { throw Problem.malformed(line) }
            switch name {
            case "BEGIN": stack.append(ICalendarComponent(name: value))
            case "END":
                guard let done = stack.popLast(), done.name == value else { throw Problem.malformed("END:\(value) unmatched") }
                if stack.isEmpty { root = done } else { stack[stack.count - 1].components.append(done) }
            default:
                guard !stack.isEmpty else { throw Problem.malformed("property outside a component: \(line)") }
                stack[stack.count - 1].properties.append((name, Array(head.dropFirst()), value))
            }
        }
        guard stack.isEmpty, let root else { throw Problem.malformed("unterminated") }
        return root
    }

    /// A TEXT value unescaped.
    package static func unescape(_ value: String) -> String {
        var out = ""
        var escaping = false
        for character in value {
            if escaping {
                out.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
