@testable import LiftbookLoading
import LiftbookModel
import LiftbookSample
import LiftbookTestSupport
import Testing

/// Garmin FIT files in `imports/`: a strength activity written by `FitStrengthFile` (through the
/// test encoder) and a weight scale's file.
@Suite("Garmin FIT imports")
struct GarminFitImportTests {
    let path = "imports/strength.fit"

    /// 2025-01-14 17:00:00 UTC, 18:00 in Berlin.
    static let start: UInt64 = 1_736_874_000

    /// Bench 100 × 5 twice, squat 140 × 3, an unmapped curl 12 × 10, pull-ups (category only) × 8,
    /// a 60-second plank and a deadlift of 225 lb × 5 shown in pounds, with rests between some.
    static let sets: [FitStrengthFile.Set] = [
        .init(category: 0, subtype: 1, reps: 5, kilograms: 100), .rest(90),
        .init(category: 0, subtype: 1, reps: 5, kilograms: 100), .rest(90),
        .init(category: 28, subtype: 6, reps: 3, kilograms: 140), .rest(120),
        .init(category: 7, subtype: 0, reps: 10, kilograms: 12),
        .init(category: 21, subtype: nil, reps: 8, kilograms: nil),
        .init(category: 19, subtype: 43, reps: nil, kilograms: nil, seconds: 60),
        .init(category: 8, subtype: 0, reps: 5, kilograms: 225 * 0.45359237, displayUnit: 2),
    ]

    static func activity(bigEndian: Bool = false, headerSize: Int = 14) -> [UInt8] {
        FitStrengthFile.activity(start: start, sets: sets, bigEndian: bigEndian, headerSize: headerSize)
    }

    func load(_ binary: [String: [UInt8]]) -> SiteLoader.Result {
        ImportSite.load(["liftbook.yaml": "timezone: Europe/Berlin\n"], binary: binary)
    }

    @Test(arguments: [(false, 14), (true, 14), (false, 12)])
    func aStrengthActivityIsOneSession(bigEndian: Bool, headerSize: Int) throws {
        let result = load([path: Self.activity(bigEndian: bigEndian, headerSize: headerSize)])
        #expect(ImportSite.diagnostics(about: path, in: result) == [
            .warning("1 exercise name matches no library exercise: 'Garmin: curl #0' (1 set); it is kept as an exercise of its own",
                     at: SourceLocation(path: path),
                     hint: "Liftbook maps Garmin's exercise names it is sure of; " + UnmappedNamesWarning.hint),
        ])
        let sessions = ImportSite.sessions(from: path, in: result)
        try #require(sessions.count == 1)
        let session = sessions[0]
        // Six 30-second sets, a 60-second plank and 300 s of rest: nine minutes.
        #expect("\(session.date) \(session.start?.description ?? "")–\(session.end?.description ?? "")" == "2025-01-14 18:00–18:09")
        #expect(session.exercises.map { "\($0.exerciseID.rawValue) \($0.isKnown) \($0.sets.count)" } == [
            "barbell-bench-press true 2", "barbell-back-squat true 1", "garmin-curl-0 false 1", "pull-up true 1", "plank true 1",
            "barbell-deadlift true 1",
        ])
        // Rest sets are not sets; the plank keeps its time; 225 lb survives the 1/16 kg the watch stores (102.0625 kg).
        let deadlift = try #require(session.exercises.last?.sets.first)
        #expect(deadlift.load == .weight(Weight(225, .lb)))
        #expect(session.exercises[4].sets.first?.duration == 60)
        #expect(session.exercises[3].sets.first?.load == .bodyweight(added: nil))
        // Volume by hand: bench 2 × 5 × 100 = 1,000 kg; squat 3 × 140 = 420 kg; curl 10 × 12 = 120 kg.
        #expect(Figures.volume(sessions, "barbell-bench-press") == 1000)
        #expect(Figures.volume(sessions, "barbell-back-squat") == 420)
        #expect(Figures.volume(sessions, "garmin-curl-0") == 120)
    }

    @Test func aScaleFileGivesBodyWeights() {
        let scale = FitStrengthFile.weightScale([(1_736_749_800, 81.25), (1_736_922_600, 80.9)])
        let result = load(["imports/scale.fit": scale])
        #expect(ImportSite.diagnostics(about: "imports/scale.fit", in: result) == [])
        #expect(result.data.bodyWeights.map { "\($0.date) \($0.weight.value) \($0.weight.unit.rawValue)" } == ["2025-01-13 81.25 kg", "2025-01-15 80.9 kg"])
    }

    @Test func aBadCRCIsAnErrorAtItsByte() {
        var bytes = Self.activity()
        bytes[40] ^= 0x10
        let found = ImportSite.diagnostics(about: path, in: load([path: bytes]))
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.hasPrefix("at byte \(bytes.count - 2): bad CRC: the file says 0x") == true)
        #expect(found.first?.hint == "the file is damaged or incomplete; copy it from the watch or Garmin Connect again")
    }

    @Test func aTruncatedFileIsAnError() {
        let bytes = Array(Self.activity().dropLast(10))
        let found = ImportSite.diagnostics(about: path, in: load([path: bytes]))
        #expect(found.map(\.message) == ["at byte \(bytes.count): the file is truncated: its header announces \(bytes.count + 10 - 16) bytes of records and a CRC, but it ends at byte \(bytes.count)"])
    }

    @Test func anActivityWithoutSetsIsWarnedAbout() {
        var encoder = FitEncoder()
        encoder.message(global: 0, [.enumeration(0, 4)])
        encoder.message(global: 18, [.uint32(253, Self.start - FitStrengthFile.epoch + 600), .uint32(2, Self.start - FitStrengthFile.epoch), .enumeration(5, 1)])
        let found = ImportSite.diagnostics(about: path, in: load([path: encoder.file()]))
        #expect(found.map(\.message) == ["the FIT file holds no strength sets and no weighings (a run or a ride?)"])
    }

    @Test func everyMappedIDIsInTheLibrary() {
        let library = BuiltInLibrary.library
        let ids = GarminExercises.names.values.flatMap(\.values) + Array(GarminExercises.categoryDefaults.values)
        #expect(ids.filter { library[ExerciseID($0)] == nil } == [])
    }

    @Test(arguments: [(7, 12, "cross-body-hammer-curl"), (28, 0, "leg-press"), (28, nil, "barbell-back-squat"), (7, nil, nil), (28, 999, nil)] as [(Int, Int?, String?)])
    func mapping(category: Int, subtype: Int?, id: String?) {
        // A squat-category leg press is never the squat; an unknown subtype is never the category's default.
        #expect(GarminExercises.libraryID(category: category, subtype: subtype) == id)
    }

    @Test func aloneInAFreshSiteChecksAndBuilds() throws {
        let scale = FitStrengthFile.weightScale([(1_736_749_800, 81.25), (1_736_922_600, 80.9)])
        let site = try FreshImportSite([:], binary: ["imports/strength.fit": Self.activity(), "imports/scale.fit": scale])
        defer { site.remove() }
        #expect(site.check.status == 0, Comment(rawValue: site.check.stderr))
        #expect(site.build.status == 0, Comment(rawValue: site.build.stderr))
        #expect(site.problems.filter { $0.contains(".fit") && !$0.contains("Garmin: curl #0") } == [], Comment(rawValue: site.check.stderr))
        // One session; 7 sets (the three rests are not sets).
        #expect(site.check.stderr.contains("checked 1 session, 7 sets"), Comment(rawValue: site.check.stderr))
        #expect(try site.exerciseNumber("barbell-bench-press", "totalVolumeKg") == 1000)
        #expect(try site.exerciseNumber("barbell-back-squat", "totalVolumeKg") == 420)
        // 225 lb × 5 = 1,125 lb = 510.29 kg.
        #expect(abs((try site.exerciseNumber("barbell-deadlift", "totalVolumeKg") ?? 0) - 510.29) < 0.01)
        #expect(try site.bodyWeights().map(\.kg) == [81.25, 80.9])
    }
}

/// Values a file's own field types let through, and sets without a date.
@Suite("Garmin FIT odd values")
struct GarminFitOddValueTests {
    let path = "imports/odd.fit"

    @Test func outOfRangeNumbersAreIgnoredAndUndatedSetsAreAnError() {
        var encoder = FitEncoder()
        encoder.message(global: 0, [.enumeration(0, 4)])
        // Reps and weight as float64 (1e300 and 2.5): not uint16 values, so not read; the set has no time at all.
        encoder.message(local: 1, global: 225, [FitEncoder.Field(number: 3, baseType: 0x89, values: [(1e300).bitPattern]),
                                                FitEncoder.Field(number: 4, baseType: 0x89, values: [(2.5).bitPattern]),
                                                .uint16(7, 0), .uint16(8, 1)])
        let found = ImportSite.diagnostics(about: path, in: ImportSite.load([:], binary: [path: encoder.file()]))
        #expect(found == [.error("1 set has no date (no session start and no set start time); not imported", at: SourceLocation(path: path),
                                 hint: "export the activity from Garmin Connect again (Export Original)")])
        #expect(GarminFitReader.uint16(1e300) == nil)
        #expect(GarminFitReader.uint16(2.5) == nil)
        #expect(GarminFitReader.uint16(65_535) == 65_535)
        #expect(GarminFitReader.uint16(-1) == nil)
    }
}

/// A file without a `session` message ends at its `activity` message.
@Suite("Garmin FIT without a session")
struct GarminFitActivityEndTests {
    @Test func theActivityTimestampEndsTheWorkout() throws {
        let start = GarminFitImportTests.start - FitStrengthFile.epoch
        var encoder = FitEncoder()
        encoder.message(global: 0, [.enumeration(0, 4)])
        encoder.message(local: 1, global: 225, [.uint32(254, start + 40), .uint16(3, 5), .uint16(4, 1600), .uint8(5, 1), .uint32(6, start),
                                                .uint16(7, 0), .uint16(8, 1)])
        // 2025-01-14 17:45 UTC: 45 minutes after the set's start.
        encoder.message(local: 2, global: 34, [.uint32(253, start + 2700)])
        let result = ImportSite.load([:], binary: ["imports/a.fit": encoder.file()])
        let session = try #require(ImportSite.sessions(from: "imports/a.fit", in: result).first)
        #expect(session.durationSeconds == 2700)
        #expect(session.exercises.map(\.exerciseID.rawValue) == ["barbell-bench-press"])
    }
}
