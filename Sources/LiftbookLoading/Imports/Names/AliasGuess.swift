package import LiftbookModel

/// What an unmapped exercise name most likely means, and how sure that is. Only a *certain*
/// guess becomes an active alias in `check --unmapped`'s output; a name that merely looks like
/// a library name (`ATG Squat` and `Air Squat`, `Calf Wall` and `Wall Ball`) gets commented
/// candidates, because an active wrong alias would merge two exercises' records.
package enum AliasGuess: Equatable {
    /// The name is a misspelling (a doubled or dropped letter, `Dumbell`, `Palloff`, or one letter
    /// changed, added, dropped or swapped with its neighbour) or a qualified spelling (`Strict
    /// Military Press`) of exactly one library entry.
    case certain(ExerciseID)
    /// Entries whose names are close, best first (``AliasRanking``: the movement before the
    /// spelling); none of them is certain.
    case candidates([ExerciseID])

    /// Words that qualify how a lift was done without making it another exercise.
    static let qualifiers: Set<String> = ["strict", "standard", "regular", "normal", "classic", "traditional", "basic", "conventional"]

    /// The guess for `name` in `library`.
    package static func guess(_ name: String, in library: ExerciseLibrary, skeletons: Skeletons) -> AliasGuess {
        var variants = [name]
        let words = name.split(whereSeparator: { $0 == " " })
        let kept = words.filter { !qualifiers.contains(ExerciseNames.normalise(String($0))) }
        if kept.count < words.count, !kept.isEmpty { variants.append(kept.joined(separator: " ")) }
        let ranking = skeletons.ranking
        for variant in variants {
            if let id = library.resolve(variant) { return .certain(id) }
            if let id = skeletons.unique(variant) { return .certain(id) }
            if let (base, equipment) = ExerciseNames.equipmentSuffix(variant), let id = skeletons.unique(base),
               let entry = library[id], equipment.fits(entry) {
                return .certain(id)
            }
            if let id = ranking.misspelling(of: variant) { return .certain(id) }
        }
        // A one-side name is never filed under the two-sided lift: candidates at most.
        let ranked = ranking.candidates(for: name)
        return .candidates(ranked.isEmpty ? library.suggestions(for: name, limit: 3).map(\.id) : ranked)
    }

    /// Every library name by its skeleton: the loose key of the name with each run of a
    /// repeated letter written once, so `Dumbell` meets `Dumbbell` and `Palloff` meets `Pallof`.
    package struct Skeletons: Sendable {
        private var ids: [String: Set<ExerciseID>] = [:]
        /// The library's names read for ranking candidates.
        let ranking: AliasRanking

        /// The skeletons of every entry's id, name and aliases.
        package init(_ library: ExerciseLibrary) {
            ranking = AliasRanking(library: library)
            for (id, exercise) in library.exercises {
                for name in [id.rawValue, exercise.name] + exercise.aliases {
                    ids[Self.skeleton(name), default: []].insert(id)
                }
            }
        }

        /// The one entry with `name`'s skeleton, nil for none or several.
        func unique(_ name: String) -> ExerciseID? {
            guard let found = ids[Self.skeleton(name)], found.count == 1 else { return nil }
            return found.first
        }

        /// Letters are collapsed before the loose rules run, so `Pres` and `Press` meet.
        static func skeleton(_ name: String) -> String {
            var collapsed = ""
            for character in ExerciseNames.normalise(name) where character != collapsed.last || !character.isLetter {
                collapsed.append(character)
            }
            return ExerciseNames.looseKey(collapsed)
        }
    }
}
