import LiftbookModel

/// A name the library does not know as written, read through its modifiers: misspellings spelled
/// out, then the pause, the grip and the position left out one kind at a time, each time with and
/// without its equipment word (the entry must then be done with that equipment), or, for a name
/// that names none, with one (the library's variant that names it). The first step
/// that names entries decides: one entry is the name's; two or more are two movements, and the
/// name stays the lifter's own (with a did-you-mean). A one-side name (`Single Arm …`) only ever
/// meets a one-side entry and a two-sided name a two-sided one (SPEC §4).
extension ExerciseLibrary {
    /// The entry `name` names through its modifiers; nil when none, or when it fits two.
    func resolveThroughModifiers(_ name: String) -> ExerciseID? {
        var words = ExerciseNames.spelledOut(name)
        guard !words.isEmpty else { return nil }
        let oneSide = ExerciseNames.sayOneSide(words)
        let equipment = ExerciseNames.equipmentWords.first { phrase in
            ExerciseNames.removing([phrase.words], from: words).count < words.count
        }
        var steps = [words]
        for tier in ExerciseNames.modifierTiers {
            let fewer = ExerciseNames.removing(tier, from: words)
            if fewer != words, !fewer.isEmpty {
                steps.append(fewer)
                words = fewer
            }
        }
        for step in steps {
            var found = matches(step, oneSide: oneSide)
            if let equipment {
                let bare = ExerciseNames.removing([equipment.words], from: step)
                if !bare.isEmpty, bare != step {
                    found.formUnion(matches(bare, oneSide: oneSide).filter { id in
                        exercises[id].map(NameEquipment.equipment(equipment.equipment).fits) ?? false
                    })
                }
            }
            // A name without its equipment meets the library's variant that names it (`Decline
            // Chest Press` is the decline machine chest press) before a modifier is left out.
            if found.isEmpty, equipment == nil {
                for phrase in ExerciseNames.equipmentWords { found.formUnion(matches(phrase.words + step, oneSide: oneSide)) }
            }
            if found.count == 1 { return found.first }
            if found.count > 1 { return nil }
        }
        return nil
    }

    /// The entries `words` name whose sides agree with the name's.
    private func matches(_ words: [String], oneSide: Bool) -> Set<ExerciseID> {
        matches(normalised: words.joined(separator: " ")).filter { id in
            exercises[id].map { ExerciseNames.isUnilateral($0.name) == oneSide } ?? false
        }
    }
}
