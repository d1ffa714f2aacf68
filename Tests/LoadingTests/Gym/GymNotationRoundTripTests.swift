import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// The gym page writes sessions in the log notation with its own function (JavaScript, in
/// `Templates/gym/logic.js`); Liftbook reads them with the parser. The two are tested against each
/// other: `Tests/GymPage/roundtrip-cases.mjs` drives the page's rules through 40 generated
/// sessions (every exercise type, set kind, RPE and RIR, supersets, body weight, notes that look
/// like Markdown) and prints each file with the sets the draft held; every file must load with no
/// error and no warning and give back exactly those sets.
struct GymNotationRoundTripTests {
    struct Case: Decodable {
        var name: String
        var text: String
        var bodyweight: Double?
        var exercises: [Exercise]
    }
    struct Exercise: Decodable {
        var name: String
        var superset: String?
        var sets: [ExpectedSet]
    }
    struct ExpectedSet: Decodable, Equatable, CustomStringConvertible {
        var kind: String
        var weight: Double?
        var reps: Double?
        var rpe: Double?
        var rir: Double?
        var seconds: Double?
        var kilometres: Double?
        var bodyweight: Bool
        var description: String {
            "\(kind) w=\(weight.map { "\($0)" } ?? "-") r=\(reps.map { "\($0)" } ?? "-") rpe=\(rpe.map { "\($0)" } ?? "-") rir=\(rir.map { "\($0)" } ?? "-") s=\(seconds.map { "\($0)" } ?? "-") km=\(kilometres.map { "\($0)" } ?? "-") bw=\(bodyweight)"
        }
    }

    static func cases() throws -> [Case] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../GymPage/roundtrip-cases.mjs").standardized
        let output = try runNode([script.path])
        return try JSONDecoder().decode([Case].self, from: output)
    }

    /// The set as the parser read it, in the page's terms (kilograms, seconds, kilometres).
    static func observed(_ set: LoggedSet) -> ExpectedSet {
        var weight: Double?
        var bodyweight = false
        switch set.load {
        case .weight(let w): weight = (w.kilograms * 1000).rounded() / 1000
        case .bodyweight(let added):
            bodyweight = true
            weight = added.map { ($0.kilograms * 1000).rounded() / 1000 }
        case .band, nil: break
        }
        return ExpectedSet(kind: set.kind.rawValue, weight: weight, reps: set.reps.map(Double.init), rpe: set.rpe, rir: set.rir,
                           seconds: set.duration, kilometres: set.distance.map { ($0.metres).rounded() / 1000 }, bodyweight: bodyweight)
    }

    /// The page's set with the values the parser gives for what the page leaves unsaid.
    static func normalised(_ set: ExpectedSet) -> ExpectedSet {
        var set = set
        // A body-weight set with nothing added is `bw`: no added weight; 0 typed is the same.
        if set.bodyweight, let w = set.weight, w == 0 { set.weight = nil }
        if set.bodyweight, set.weight == nil { set.weight = nil }
        if !set.bodyweight, let w = set.weight, w <= 0 { set.weight = nil }
        if let reps = set.reps { set.reps = reps.rounded() }
        return set
    }

    @Test func everyFileThePageWritesReadsBackToTheSameSets() throws {
        let cases = try Self.cases()
        #expect(cases.count == 40)
        for item in cases {
            let result = loadSite(["liftbook.yaml": "title: Round trip\n", "sessions/\(item.name)": item.text], today: day("2027-12-31"))
            #expect(result.diagnostics.isEmpty, "\(item.name):\n\(item.text)\n\(result.diagnostics.map(\.message))")
            let session = try #require(result.data.sessions.first, "\(item.name) gave a session")
            #expect(session.bodyweight.map { ($0.kilograms * 1000).rounded() / 1000 } == item.bodyweight, "\(item.name)")
            let logged = session.exercises.filter { !$0.sets.isEmpty }
            #expect(logged.map(\.name) == item.exercises.map(\.name), "\(item.name)")
            #expect(logged.map(\.superset) == item.exercises.map(\.superset), "\(item.name)")
            for (exercise, expected) in zip(logged, item.exercises) {
                #expect(exercise.isKnown, "\(exercise.name) is a library exercise")
                let got = exercise.sets.map(Self.observed)
                let want = expected.sets.map(Self.normalised)
                #expect(got == want, "\(item.name), \(exercise.name):\n\(item.text)")
            }
        }
    }

    @Test func theWriterCanFail() throws {
        // The comparison above is not vacuous: a wrong expectation is caught.
        let cases = try Self.cases()
        let item = try #require(cases.first { !$0.exercises.isEmpty })
        let result = loadSite(["liftbook.yaml": "title: t\n", "sessions/\(item.name)": item.text])
        let session = try #require(result.data.sessions.first)
        var wrong = item.exercises[0].sets.map(Self.normalised)
        wrong[0].kind = wrong[0].kind == "drop" ? "working" : "drop"
        #expect(session.exercises.first { !$0.sets.isEmpty }?.sets.map(Self.observed) != wrong)
    }
}
