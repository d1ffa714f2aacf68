// Writes sessions the way the gym page does, for Liftbook's parser to read back (the Swift test
// GymNotationRoundTripTests runs this and compares every set). Prints JSON: for each case the
// file's name and text, and the sets the draft held, as numbers, straight from the draft.
import * as L from "../../Templates/gym/logic.js";

const exercises = [
  { id: "barbell-bench-press", name: "Barbell Bench Press", type: "strength" },
  { id: "pull-up", name: "Pull-up", type: "bodyweight" },
  { id: "assisted-pull-up", name: "Assisted Pull-Up", type: "bodyweight", assisted: true },
  { id: "plank", name: "Plank", type: "isometric" },
  { id: "running", name: "Running", type: "cardio" },
  { id: "box-jump", name: "Box Jump", type: "explosive" },
  { id: "stretching", name: "Stretching", type: "mobility" },
  { id: "foam-rolling", name: "Foam Rolling", type: "recovery" },
  { id: "dumbbell-curl", name: "Dumbbell Curl", type: "strength" },
];

// A small deterministic generator (mulberry32), so every run writes the same cases.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(20261127);
const pick = (list) => list[Math.floor(next() * list.length)];
const int = (low, high) => low + Math.floor(next() * (high - low + 1));

function value(field, type) {
  switch (field) {
    case "weight": return type === "bodyweight" ? pick(["", "0", "2.5", "10", "-20", "-32.5"]) : pick(["", "20", "82.5", "102,5", "36.287", "140", "0.25"]);
    case "reps": return pick(["", "1", "5", "8", "12", "20"]);
    case "duration": return pick(["", "0.5", "20", "45", "65", "90.5"]);
    case "distance": return pick(["", "0.4", "5", "5.2", "21.1"]);
    default: return "";
  }
}

const cases = [];
for (let n = 0; cases.length < 40 && n < 400; n++) {
  const hour = int(5, 22);
  const start = new Date(2026, int(0, 11), int(1, 28), hour, int(0, 59));
  let draft = L.newDraft({ unit: "kg", days: [] }, null, start);
  const env = { data: { unit: "kg", rest: 90, last: {} }, now: start.getTime() };
  draft = L.update(draft, { type: "title", value: pick(["Upper A", "Lower B", "Día de pierna", "Push/Pull", ""]) }, env);
  const count = int(1, 5);
  for (let e = 0; e < count; e++) {
    const info = pick(exercises);
    draft = L.update(draft, { type: "addExercise", exercise: info }, env);
    const ex = draft.exercises[draft.exercises.length - 1];
    if (next() < 0.4) draft = L.update(draft, { type: "effortMode", ex: ex.uid, mode: "rir" }, env);
    if (e > 0 && next() < 0.3) draft = L.update(draft, { type: "superset", ex: ex.uid }, env);
    const sets = int(1, 4);
    for (let s = 1; s < sets; s++) draft = L.update(draft, { type: "addSet", ex: ex.uid }, env);
    const current = draft.exercises.find((x) => x.uid === ex.uid);
    for (const set of current.sets) {
      for (const field of [...L.fieldsFor(ex.type), "effort"]) {
        const text = field === "effort" ? (next() < 0.5 ? "" : current.effortMode === "rir" ? pick(["0", "1", "2", "3"]) : pick(["6", "7.5", "8", "9.5", "10"])) : value(field, ex.type);
        draft = L.update(draft, { type: "edit", ex: ex.uid, set: set.uid, field, value: text }, env);
      }
      // Set the kind directly (the carry-over of edits is not what this test is about).
      const target = pick(L.KINDS);
      for (let k = 0; k < 5 && draft.exercises.find((x) => x.uid === ex.uid).sets.find((x) => x.uid === set.uid).kind !== target; k++) {
        draft = L.update(draft, { type: "kind", ex: ex.uid, set: set.uid }, env);
      }
      if (next() < 0.8) draft = L.update(draft, { type: "toggle", ex: ex.uid, set: set.uid }, env);
    }
  }
  if (next() < 0.5) draft = L.update(draft, { type: "bodyweight", value: pick(["80", "82,4", "95.25"]) }, env);
  if (next() < 0.5) draft = L.update(draft, { type: "notes", value: pick(["Felt strong.", "- knee ok\n# top set moved well", "1. warm up longer\n> quote"]) }, env);
  const end = new Date(start.getTime() + int(10, 150) * 60000);
  // The page finishes only a session with a set to save.
  if (!L.hasAnythingToSave(draft)) continue;
  const file = L.toMarkdown(draft, end);
  const num = (text) => {
    const v = L.parseNumber(text);
    return Number.isFinite(v) ? v : null;
  };
  const expected = draft.exercises.map((ex) => ({
    name: ex.name,
    type: ex.type,
    superset: ex.superset,
    sets: ex.sets.filter((s) => s.done && L.setLine(s, ex, "kg") !== null).map((s) => {
      const fields = L.fieldsFor(ex.type);
      const effort = fields.includes("reps") ? num(s.effort) : null;
      return {
        kind: s.kind,
        // An assisted exercise's number is help: read back as body weight minus it.
        weight: fields.includes("weight") ? (ex.assisted && num(s.weight) !== null ? -Math.abs(num(s.weight)) : num(s.weight)) : null,
        reps: fields.includes("reps") ? num(s.reps) : null,
        rpe: ex.effortMode === "rpe" ? effort : null,
        rir: ex.effortMode === "rir" ? effort : null,
        seconds: num(s.duration) === null ? null : ex.type === "isometric" ? Math.round(num(s.duration)) : Math.round(num(s.duration) * 60),
        kilometres: fields.includes("distance") ? num(s.distance) : null,
        bodyweight: ex.type === "bodyweight" || (fields.includes("reps") && !(num(s.weight) > 0)),
      };
    }),
  })).filter((ex) => ex.sets.length > 0);
  // A superset of which one exercise is left is no superset.
  for (const ex of expected) if (ex.superset && expected.filter((o) => o.superset === ex.superset).length < 2) ex.superset = null;
  cases.push({ name: file.name, text: file.text, bodyweight: num(draft.bodyweight), exercises: expected });
}
process.stdout.write(JSON.stringify(cases));
