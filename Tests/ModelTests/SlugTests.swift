import LiftbookModel
import Testing

/// Slugs for names in every script: distinct, stable, transliterated where a standard mapping
/// exists, code points elsewhere; expectations worked out by hand from the tables.
struct SlugTests {
    @Test(arguments: [
        ("Bench Press (Barbell)", "bench-press-barbell"),
        ("Développé couché", "developpe-couche"),
        ("Kniebeuge – Langhantel", "kniebeuge-langhantel"),
        ("Жим лёжа", "zhim-lezha"),
        ("Приседания со штангой", "prisedaniia-so-shtangoi"),
        ("Підтягування", "pidtiaguvannia"),
        ("Καθίσματα", "kathismata"),
        ("深蹲", "u6df1-u8e72"),
        ("硬拉", "u786c-u62c9"),
        ("スクワット", "u30b9-u30af-u30ef-u30c3-u30c8"),
        ("벤치 프레스", "ubca4-uce58-ud504-ub808-uc2a4"),
        ("深蹲 (barbell)", "u6df1-u8e72-barbell"),
        ("e\u{301}", "e"),
        ("?!", ""),
        ("💪 Press", "u1f4aa-press"),
        ("🏋️‍♀️", "u1f3cb-u2640"),
        ("— · —", ""),
    ])
    func namesInEveryScriptHaveASlug(name: String, slug: String) {
        #expect(slugify(name) == slug)
    }

    @Test func namesInDifferentScriptsNeverShareAnId() {
        let names = ["深蹲", "硬拉", "Жим лёжа", "スクワット", "卧推", "Становая тяга", "Squat"]
        let ids = names.map { ExerciseID(slugOf: $0) }
        #expect(Set(ids).count == names.count)
        #expect(!ids.contains(ExerciseID("exercise")))
    }

    @Test func longSlugsEndWithAHashOfTheWholeName() {
        let stem = String(repeating: "very long name ", count: 10)
        let a = slugify(stem + "one"), b = slugify(stem + "two")
        #expect(a != b)
        #expect(a.count == slugLimit && b.count == slugLimit)
        #expect(a.hasPrefix("very-long-name-very-long-name"))
        #expect(ExerciseID.isSlug(a))
        #expect(slugify(stem + "one") == a, "the same in every run")
    }

    @Test func unsluggableNamesGetDistinctIds() {
        #expect(ExerciseID(unsluggable: "?!") != ExerciseID(unsluggable: "!?"))
        // FNV-1a of "?!": 0x811c9dc5 ^ 0x3f, times the prime, ^ 0x21, times the prime.
        #expect(ExerciseID(unsluggable: "?!").rawValue == "exercise-" + Self.fnv("?!"))
        #expect(Self.fnv("a") == "e40c292c", "the published FNV-1a 32-bit value of 'a'")
    }

    private static func fnv(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
