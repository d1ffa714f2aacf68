import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

@Suite("Phrases: sentences by key, written in a language")
struct PhraseWriterTests {
    /// A day as an argument (the literal is always a valid ISO date).
    static func day(_ iso: String) -> MessageArgument { .date(LocalDate(iso: iso) ?? LocalDate(dayNumber: 0)) }

    static let english = MessageWriter.englishForTests

    @Test("placeholders, plural forms and nested phrases", arguments: [
        (Message("words.sets", ["count": 1]), "1 set"),
        (Message("words.sets", ["count": 0]), "0 sets"),
        (Message("words.sets", ["count": 3]), "3 sets"),
        (Message("words.sets-by-reps", ["sets": 3, "reps": "8–12"]), "3 × 8–12"),
        (Message("words.set", ["weight": .weight(Weight(102.5, .kg)), "reps": 5]), "102.5 kg × 5"),
        (Message("reason.timed.short", ["done": .duration(95), "date": Self.day("2026-11-03"), "planned": .duration(1260)]),
         "95 s on 3 Nov 2026, short of 21 min: repeat 21 min."),
        (Message("reason.hold.extend", ["holds": .list([.duration(30), .duration(150)], separator: ", "),
                                       "date": Self.day("2026-01-09"), "step": .duration(5), "next": .duration(35)]),
         "Held 30 s, 2:30 on 9 Jan 2026: extend every hold by 5 s to 35 s."),
        (Message("reason.double.increase", ["high": 12, "at": .message(Message("words.body-weight")), "date": Self.day("2026-02-01"),
                                           "reps": .reps([12, 12, 13]), "change": .message(Message("reason.double.add", ["step": .weight(Weight(2.5, .kg))])),
                                           "low": 8]),
         "Every set reached 12 reps at body weight on 1 Feb 2026 (12, 12, 13): add 2.5 kg and go back to 8 reps."),
        (Message("reason.linear.repeat", ["sets": .message(Message("words.sets-by-reps", ["sets": 5, "reps": "5"])), "weight": .weight(Weight(225, .lb)),
                                         "date": Self.day("2026-03-04"), "reps": .reps([5, 5, 3]),
                                         "repeat": .weight(Weight(225, .lb)), "count": 1, "limit": 3]),
         "Missed 5 × 5 at 225 lb on 4 Mar 2026 (5, 5, 3): repeat 225 lb (1 missed session in a row at this weight; 3 in a row deload 10%)."),
        (Message("no.such.key"), "no.such.key"),
        (Message("words.set", ["weight": "80 kg"]), "80 kg × {reps}"),
    ])
    func writes(phrase: Message, expected: String) {
        #expect(Self.english.write(phrase) == expected)
    }

    @Test("sentences of a reason are joined by a space")
    func joined() {
        let parts = [Message("reason.stale", ["date": Self.day("2026-01-02")]), Message("reason.keep.plain", ["sets": .message(Message("words.sets", ["count": 2]))])]
        #expect(Self.english.write(parts)
            == "Nothing logged in the last 4 weeks; the last session was on 2 Jan 2026. No progression scheme: keep the routine's target, 2 sets.")
    }

    /// Dates are the language's short date with its year, whatever the language; numbers take its
    /// decimal comma (German: `16. Nov. 2026`, `97,5 kg`).
    @Test("dates and numbers in German")
    func german() {
        let german = MessageWriter(strings: StringTables.shipped("de"))
        #expect(german.write(Message("reason.stale", ["date": Self.day("2026-11-16")]))
            == "In den letzten 4 Wochen nichts protokolliert; das letzte Training war am 16. Nov. 2026.")
        #expect(german.write(Message("words.set", ["weight": .weight(Weight(102.5, .kg)), "reps": 5])) == "102,5 kg × 5")
        // A list's counts of a thousand or more take the language's grouping; smaller ones are plain.
        let counts: MessageArgument = .list([.count(1200), .count(-5), .count(999), .count(-1000), .weight(Weight(82.5, .kg))], separator: "; ")
        #expect(german.write(Message("words.sets-by-reps", ["sets": 3, "reps": counts])) == "3 × 1.200; -5; 999; -1.000; 82,5 kg")
        #expect(Self.english.write(Message("words.sets-by-reps", ["sets": 3, "reps": counts])) == "3 × 1,200; -5; 999; -1,000; 82.5 kg")
        #expect(Self.english.write(Message("words.sets-by-reps", ["sets": 3, "reps": .list([], separator: ", ")])) == "3 × ")
        // Past 1e15 a number keeps its plain spelling, with the language's decimal point.
        #expect(german.write(Message("words.set", ["weight": .weight(Weight(1.5e16, .kg)), "reps": 5])) == "1,5e+16 kg × 5")
        #expect(german.strings.locale.number(1.5e16, decimals: 2) == "1,5e+16")
        let french = MessageWriter(strings: StringTables.shipped("fr"))
        #expect(french.write(Message("reason.stale", ["date": Self.day("2026-03-04")])).hasSuffix(" 4 mars 2026."))
    }

    /// Keys built in code from a stem and a suffix.
    static let builtKeys = ["reason.start.free", "reason.start.free-rpe", "reason.start.planned", "reason.start.planned-rpe",
                            "reason.timed.start", "reason.timed.start-target", "reason.cardio.no-duration", "reason.cardio.no-duration-target",
                            "reason.rpe.best", "reason.rpe.best-no-rpe", "reason.531.max", "reason.531.max-short"]
        + ["week-1", "week-2", "week-3", "deload"].flatMap { ["words.531.\($0)", "words.531.\($0)-start"] }

    @Test("every key the code asks for has an English sentence, and every sentence is asked for")
    func keysMatchTheCode() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        var used = Set(Self.builtKeys)
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for part in text.components(separatedBy: "Message(\"").dropFirst() {
                guard let end = part.firstIndex(of: "\"") else { continue }
                let after = part[part.index(after: end)...]
                if after.hasPrefix(" +") { continue }
                used.insert(String(part[..<end]))
            }
        }
        let sentences = Set(Self.english.strings.keys.filter { $0.hasPrefix("reason.") || $0.hasPrefix("words.") })
        #expect(used.subtracting(sentences).isEmpty, "keys with no English sentence: \(used.subtracting(sentences).sorted())")
        #expect(sentences.subtracting(used).isEmpty, "sentences no code asks for: \(sentences.subtracting(used).sorted())")
        #expect(used.count >= 60, "found only \(used.count) keys: the scan of Sources missed them")
    }
}
