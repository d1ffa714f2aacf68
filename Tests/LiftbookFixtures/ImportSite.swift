import Foundation
package import LiftbookLoading
package import LiftbookModel

/// The import tests' site: the fixture library and today, loaded through the real pipeline.
package enum ImportSite {
    /// The "today" import tests load with: after every fixture's dates.
    package static let today = LocalDate(iso: "2030-01-01") ?? LocalDate(dayNumber: 0)

    /// The exercises the import fixtures name, with the aliases the apps use.
    package static let library = """
        schema: 1
        exercises:
          - {id: barbell-bench-press, name: Barbell Bench Press, category: chest, aliases: ["Bench Press (Barbell)", "Flat Barbell Bench Press"]}
          - {id: barbell-back-squat, name: Barbell Back Squat, category: legs, aliases: ["Squat (Barbell)", "Barbell Squat"]}
          - {id: barbell-deadlift, name: Barbell Deadlift, category: back, aliases: ["Deadlift", "Deadlift (Barbell)"]}
          - {id: overhead-press, name: Overhead Press, category: shoulders, aliases: ["Overhead Press (Barbell)"]}
          - {id: pull-up, name: Pull-Up, type: bodyweight, category: back, aliases: ["Pull Up"]}
          - {id: assisted-pull-up, name: Assisted Pull-Up, type: bodyweight, category: back}
          - {id: lat-pulldown, name: Lat Pulldown, category: back, aliases: ["Lat Pulldown (Cable)"]}
          - {id: dumbbell-curl, name: Dumbbell Curl, category: arms, aliases: ["Bicep Curl (Dumbbell)"]}
          - {id: plank, name: Plank, type: isometric, category: core}
          - {id: running, name: Running, type: cardio, category: cardio}

        """

    /// Loads a site made of `files` plus the fixture library, through the real pipeline.
    package static func load(_ files: [String: String], today: LocalDate = ImportSite.today) -> SiteLoader.Result {
        var all = files
        if all["exercises/library.yaml"] == nil { all["exercises/library.yaml"] = library }
        return SiteLoader(files: MemorySiteFiles(all), today: today).load()
    }

    /// Loads a site made of `files`, the `binary` files (a Garmin `.fit`) and the fixture library.
    package static func load(_ files: [String: String], binary: [String: [UInt8]], today: LocalDate = ImportSite.today) -> SiteLoader.Result {
        var all = files.mapValues { Data($0.utf8) }
        if all["exercises/library.yaml"] == nil { all["exercises/library.yaml"] = Data(library.utf8) }
        for (path, bytes) in binary { all[path] = Data(bytes) }
        return SiteLoader(files: MemorySiteFiles(data: all), today: today).load()
    }

    /// The sessions of one source file.
    package static func sessions(from path: String, in result: SiteLoader.Result) -> [Session] {
        result.data.sessions.filter { $0.location.path == path }
    }

    /// The diagnostics about one file.
    package static func diagnostics(about path: String, in result: SiteLoader.Result) -> [Diagnostic] {
        result.diagnostics.filter { $0.location.path == path }
    }
}
