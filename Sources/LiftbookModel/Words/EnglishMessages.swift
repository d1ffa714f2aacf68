/// The English sentences of recommendations: why a target was chosen, rule by rule.
enum EnglishMessages {
    static let entries: [String: MessageEntry] = [
        // Shared words.
        "words.sets-by-reps": .text("{sets} × {reps}"),
        "words.sets": .plural([.one: "{count} set", .other: "{count} sets"]),
        "words.set": .text("{weight} × {reps}"),
        "words.set-effort": .text("{weight} × {reps} @ {effort}"),
        "words.both": .text("{first} and {second}"),
        "words.body-weight": .text("body weight"),
        "words.body-weight-plus": .text("body weight + {weight}"),
        "words.body-weight-assisted": .text("body weight − {weight} (assisted)"),
        "words.owned.plates": .text("your plates ({bar} bar; {plates} {unit})"),
        "words.owned.stack": .text("a stack in steps of {step}"),
        "words.owned.dumbbells": .text("your dumbbells ({loads} {unit})"),
        "words.531.week-1": .text("week 1 (65/75/85% × 5, 5, 5+)"),
        "words.531.week-2": .text("week 2 (70/80/90% × 3, 3, 3+)"),
        "words.531.week-3": .text("week 3 (75/85/95% × 5, 3, 1+)"),
        "words.531.deload": .text("the deload week (40/50/60% × 5)"),
        "words.531.week-1-start": .text("Week 1 (65/75/85% × 5, 5, 5+)"),
        "words.531.week-2-start": .text("Week 2 (70/80/90% × 3, 3, 3+)"),
        "words.531.week-3-start": .text("Week 3 (75/85/95% × 5, 3, 1+)"),
        "words.531.deload-start": .text("The deload week (40/50/60% × 5)"),
        // No history yet.
        "reason.start.free": .text("No history yet: start with {sets} at a weight you can lift with good form."),
        "reason.start.free-rpe": .text("No history yet: start with {sets} @ RPE {rpe} at a weight you can lift with good form."),
        "reason.start.planned": .text("No history yet: start with the routine's target, {sets} at {weight}."),
        "reason.start.planned-rpe": .text("No history yet: start with the routine's target, {sets} @ RPE {rpe} at {weight}."),
        "reason.timed.start": .text("No history yet: start with the routine's target."),
        "reason.timed.start-target": .text("No history yet: start with the routine's target, {target}."),
        // No progression scheme.
        "reason.keep.planned": .text("No progression scheme: keep the routine's target, {sets} at {weight}."),
        "reason.keep.last": .text("No progression scheme: {sets} at {weight}, as on {date}."),
        "reason.keep.plain": .text("No progression scheme: keep the routine's target, {sets}."),
        // Linear progression.
        "reason.linear.increase": .text("Every set of {sets} done at {weight} on {date}: add {step} to {next}."),
        "reason.linear.fewer-sets": .plural([
            .one: "{count} set of {planned} at {weight} on {date} ({reps}), each at least {target} reps: repeat {repeat} and do all {planned} sets.",
            .other: "{count} sets of {planned} at {weight} on {date} ({reps}), each at least {target} reps: repeat {repeat} and do all {planned} sets.",
        ]),
        "reason.linear.deload": .plural([
            .one: "Missed {sets} at {weight} in {count} session in a row: deload 10% to {next}.",
            .other: "Missed {sets} at {weight} in {count} sessions in a row: deload 10% to {next}.",
        ]),
        "reason.linear.repeat": .plural([
            .one: "Missed {sets} at {weight} on {date} ({reps}): repeat {repeat} ({count} missed session in a row at this weight; {limit} in a row deload 10%).",
            .other: "Missed {sets} at {weight} on {date} ({reps}): repeat {repeat} ({count} missed sessions in a row at this weight; {limit} in a row deload 10%).",
        ]),
        // Double progression and body-weight exercises.
        "reason.double.increase": .text("Every set reached {high} reps at {at} on {date} ({reps}): {change} and go back to {low} reps."),
        "reason.double.add": .text("add {step}"),
        "reason.double.less-assistance": .text("reduce the assistance to {weight}"),
        "reason.double.add-reps": .plural([
            .one: "{reps} at {at} on {date}: stay at {stay} and add reps until the set reaches {high}.",
            .other: "{reps} at {at} on {date}: stay at {stay} and add reps until all {count} sets reach {high}.",
        ]),
        // RPE.
        "reason.rpe.best": .plural([
            .one: "Best e1RM of the last session: {e1rm} ({source} on {date}).",
            .other: "Best e1RM of the last {count} sessions: {e1rm} ({source} on {date}).",
        ]),
        "reason.rpe.best-no-rpe": .plural([
            .one: "Best e1RM of the last session: {e1rm} ({source} on {date}; no RPE logged, so counted as a maximal set).",
            .other: "Best e1RM of the last {count} sessions: {e1rm} ({source} on {date}; no RPE logged, so counted as a maximal set).",
        ]),
        "reason.rpe.load": .text("{reps} reps @ {rpe} is {percent}% of it: {exact}, rounded to {next}."),
        // Cardio and holds.
        "reason.timed.short": .text("{done} on {date}, short of {planned}: repeat {planned}."),
        "reason.cardio.extend-distance": .text("{done} on {date}: extend the distance by about 5% to {next}."),
        "reason.cardio.extend-duration": .text("{done} on {date}: extend the duration by about 5% to {next}."),
        "reason.cardio.no-duration": .text("The session on {date} logged no duration: keep the routine's target."),
        "reason.cardio.no-duration-target": .text("The session on {date} logged no duration: keep the routine's target, {target}."),
        "reason.hold.short": .text("Held {holds} on {date}, short of {planned}: aim for {next} on every set."),
        "reason.hold.extend": .text("Held {holds} on {date}: extend every hold by {step} to {next}."),
        // 5/3/1.
        "reason.531.done": .text("{week} done on {date}."),
        "reason.531.done-amrap": .text("{week} done on {date}: {set} on the AMRAP set."),
        "reason.531.fell-short": .text("An AMRAP set fell short this cycle ({set} in {in}): keep the training max at {max}; next: {next}."),
        "reason.531.new-cycle": .text("New cycle: training max up {step} to {max}; next: {next}."),
        "reason.531.max": .text("Training max {max}; next: {next}."),
        "reason.531.max-short": .text("Training max {max} (short of the {reps}+ it asked for); next: {next}."),
        "reason.531.start-set": .text("Training max {max}, as set in the routine; next: {next}."),
        "reason.531.start-estimated": .text("Training max {max}: 90% of the best recent e1RM, {best}; next: {next}."),
        // GZCLP.
        "reason.gzclp.last": .text("{reps} at {weight} on {date}"),
        "reason.gzclp.t3-increase": .text("{last}: the last set reached {top} reps ({needed} needed): add {step} to {next}."),
        "reason.gzclp.t3-repeat": .text("{last}: the last set reached {top} of the {needed} reps that add weight: repeat."),
        "reason.gzclp.increase": .text("{last}: every set of {stage} made: add {step} to {next}."),
        "reason.gzclp.next-stage": .text("{last}: {stage} missed: keep the weight and move to {next}."),
        "reason.gzclp.test": .text("{last}: {stage} missed, the last stage: work up to a new 5-rep max; the next session restarts at 5 × 3+ with 85% of it."),
        "reason.gzclp.reset": .text("{last}: {stage} missed, the last stage: back to 3 × 10 at the last 3 × 10 weight, {base}, plus {step}: {next}."),
        "reason.gzclp.restart": .text("New 5-rep max {max} on {date}: restart at 5 × 3+ with 85% of it, {next}."),
        // Coaching: breaks, stale logs, loads the equipment cannot make.
        "reason.stale": .text("Nothing logged in the last 4 weeks; the last session was on {date}."),
        "reason.break.lighter-sets": .plural([
            .one: "Back after {count} day (last on {date}): every set 10% lighter than planned.",
            .other: "Back after {count} days (last on {date}): every set 10% lighter than planned.",
        ]),
        "reason.break.deload": .plural([
            .one: "Back after {count} day (last on {date}) at {lifted}: deload 10% to {next}, then progress as before.",
            .other: "Back after {count} days (last on {date}) at {lifted}: deload 10% to {next}, then progress as before.",
        ]),
        "reason.plates.rounded": .text("{requested} cannot be made with {equipment}: rounded to {total}"),
        "reason.plates.notes": .text("{notes}."),
    ]
}
