// The gym page's rules, table by table (node --test): pre-fill, carry-over, ticks and the rest
// timer, supersets, and the notation writer. Expectations are written by hand.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as L from "../../Templates/gym/logic.js";

const data = {
  unit: "kg",
  rest: 90,
  cycle: false,
  days: [
    {
      key: "monday", title: "Upper A", routine: "monday", weekday: 1, next: false,
      exercises: [
        {
          id: "barbell-bench-press", name: "Barbell Bench Press", type: "strength", superset: null, rest: 180,
          target: "3 × 5 @ 82.5 kg", reason: "Every set hit 5 reps last time: add 2.5 kg.",
          warmup: [{ kind: "warmup", weight: 20, reps: 10, plates: "empty bar" }, { kind: "warmup", weight: 50, reps: 5, plates: "15 per side" }],
          sets: [1, 2, 3].map(() => ({ kind: "working", weight: 82.5, reps: 5, rpe: null, rir: null, duration: null, distance: null, bw: false })),
        },
        {
          id: "pull-up", name: "Pull-up", type: "bodyweight", superset: "A", rest: null, target: "3 × 8", reason: "",
          warmup: [],
          sets: [1, 2, 3].map(() => ({ kind: "working", weight: null, reps: 8, rpe: null, rir: null, duration: null, distance: null, bw: true })),
        },
      ],
    },
    { key: "wednesday", title: "Lower A", routine: "wednesday", weekday: 3, next: false, exercises: [] },
  ],
  library: [
    { id: "barbell-curl", name: "Barbell Curl", category: "arms", type: "strength" },
    { id: "plank", name: "Plank", category: "core", type: "isometric" },
    { id: "running", name: "Running", category: "cardio", type: "cardio" },
  ],
  last: {
    "barbell-curl": { date: "2026-11-20", sets: [
      { kind: "warmup", weight: 20, reps: 10, rpe: null, rir: null, duration: null, distance: null, bw: false },
      { kind: "working", weight: 30, reps: 10, rpe: null, rir: 2, duration: null, distance: null, bw: false },
      { kind: "working", weight: 30, reps: 8, rpe: null, rir: 1, duration: null, distance: null, bw: false },
    ] },
  },
  recent: ["barbell-curl"],
};

const start = new Date(2026, 10, 16, 18, 5, 0);
const env = (minutes = 0) => ({ data, now: start.getTime() + minutes * 60000 });
const act = (state, action, minutes = 0) => L.update(state, action, env(minutes));
const values = (ex) => ex.sets.map((s) => [s.kind, s.weight, s.reps, s.done]);

test("a planned day opens pre-filled: the warm-up ramp, then the target's sets", () => {
  const draft = L.newDraft(data, "monday", start);
  assert.equal(draft.date, "2026-11-16");
  assert.equal(draft.start, "18:05");
  assert.equal(draft.title, "Upper A");
  assert.equal(draft.routine, "monday");
  assert.deepEqual(values(draft.exercises[0]), [
    ["warmup", "20", "10", false], ["warmup", "50", "5", false],
    ["working", "82.5", "5", false], ["working", "82.5", "5", false], ["working", "82.5", "5", false],
  ]);
  assert.deepEqual(values(draft.exercises[1]), [["working", "", "8", false], ["working", "", "8", false], ["working", "", "8", false]]);
  assert.equal(draft.exercises[1].sets[0].bw, true);
});

test("the day the page opens on: today's weekday, the cycle's next day, or none", () => {
  const table = [
    [{ ...data }, new Date(2026, 10, 16), "monday"],
    [{ ...data }, new Date(2026, 10, 18), "wednesday"],
    [{ ...data }, new Date(2026, 10, 17), null],
    [{ cycle: true, days: [{ key: "cycle-0", next: false }, { key: "cycle-1", next: true }] }, new Date(2026, 10, 17), "cycle-1"],
    [{ cycle: false, days: [] }, new Date(2026, 10, 16), null],
  ];
  for (const [d, date, expected] of table) assert.equal(L.todaysDay(d, date)?.key ?? null, expected);
});

test("an edit carries to the following unticked sets of the same sort, never back or to ticked ones", () => {
  let draft = L.newDraft(data, "monday", start);
  const bench = draft.exercises[0];
  const [w1, w2, s1, s2, s3] = bench.sets.map((s) => s.uid);
  draft = act(draft, { type: "toggle", ex: bench.uid, set: s2 });
  draft = act(draft, { type: "edit", ex: bench.uid, set: s1, field: "weight", value: "85" });
  assert.deepEqual(values(draft.exercises[0]).map((v) => v[1]), ["20", "50", "85", "82.5", "85"]);
  // A warm-up's edit stays among the warm-ups.
  draft = act(draft, { type: "edit", ex: bench.uid, set: w1, field: "reps", value: "8" });
  assert.deepEqual(values(draft.exercises[0]).map((v) => v[2]), ["8", "8", "5", "5", "5"]);
  // The edited set itself and the earlier ones keep their values.
  draft = act(draft, { type: "edit", ex: bench.uid, set: s3, field: "reps", value: "4" });
  assert.deepEqual(values(draft.exercises[0]).map((v) => v[2]), ["8", "8", "5", "5", "4"]);
  assert.equal(w2 > 0, true);
});

test("a tick costs one action, starts the rest timer with the plan's rest, else the default", () => {
  let draft = L.newDraft(data, "monday", start);
  const [bench, pull] = draft.exercises;
  draft = act(draft, { type: "toggle", ex: bench.uid, set: bench.sets[2].uid }, 10);
  assert.equal(draft.exercises[0].sets[2].done, true);
  assert.deepEqual(draft.rest && [draft.rest.seconds, draft.rest.endsAt - draft.rest.startedAt], [180, 180000]);
  draft = act(draft, { type: "toggle", ex: pull.uid, set: pull.sets[0].uid }, 14);
  assert.equal(draft.rest.seconds, 90);
  draft = act(draft, { type: "restAdjust", by: 15 }, 14);
  assert.equal(draft.rest.endsAt - env(14).now, 105000);
  draft = act(draft, { type: "restSkip" });
  assert.equal(draft.rest, null);
  // A second tap unticks and starts no timer.
  draft = act(draft, { type: "toggle", ex: pull.uid, set: pull.sets[0].uid }, 15);
  assert.equal(draft.exercises[1].sets[0].done, false);
  assert.equal(draft.rest, null);
});

test("a set that records nothing cannot be ticked, and says why", () => {
  let draft = L.newDraft(data, null, start);
  draft = act(draft, { type: "addExercise", exercise: { id: null, name: "My Weird Curl", type: "strength" } });
  const ex = draft.exercises[0];
  const after = act(draft, { type: "toggle", ex: ex.uid, set: ex.sets[0].uid });
  assert.equal(after.exercises[0].sets[0].done, false);
  assert.equal(after.notice, "gym.notice.enter-first");
});

test("an exercise added from the library is pre-filled from last time's work sets; a new name starts empty", () => {
  let draft = L.newDraft(data, null, start);
  draft = act(draft, { type: "addExercise", exercise: data.library[0] });
  draft = act(draft, { type: "addExercise", exercise: { id: null, name: "  Sled Push  ", type: "strength" } });
  const [curl, sled] = draft.exercises;
  assert.deepEqual(values(curl), [["working", "30", "10", false], ["working", "30", "8", false]]);
  assert.equal(curl.effortMode, "rir");
  assert.deepEqual(curl.sets.map((s) => s.effort), ["2", "1"]);
  assert.equal(curl.last, "2026-11-20: 30 kg × 10 @2 RIR, 30 kg × 8 @1 RIR");
  assert.equal(sled.name, "Sled Push");
  assert.deepEqual(values(sled), [["working", "", "", false]]);
  assert.deepEqual(draft.recent, ["barbell-curl"]);
});

test("sets are added from the last one, deleted, and their kind goes round", () => {
  let draft = L.newDraft(data, "monday", start);
  const bench = draft.exercises[0];
  draft = act(draft, { type: "addSet", ex: bench.uid });
  assert.deepEqual(values(draft.exercises[0]).at(-1), ["working", "82.5", "5", false]);
  draft = act(draft, { type: "deleteSet", ex: bench.uid, set: bench.sets[0].uid });
  assert.equal(draft.exercises[0].sets.length, 5);
  const uid = draft.exercises[0].sets[1].uid;
  const kinds = [];
  for (let i = 0; i < 5; i++) {
    draft = act(draft, { type: "kind", ex: bench.uid, set: uid });
    kinds.push(draft.exercises[0].sets[1].kind);
  }
  assert.deepEqual(kinds, ["warmup", "drop", "failure", "amrap", "working"]);
});

test("exercises move, join the one above in a superset, and leave it", () => {
  let draft = L.newDraft(data, null, start);
  for (const e of data.library) draft = act(draft, { type: "addExercise", exercise: e });
  const [curl, plank, run] = draft.exercises.map((e) => e.uid);
  draft = act(draft, { type: "superset", ex: plank });
  assert.deepEqual(draft.exercises.map((e) => e.superset), ["A", "A", null]);
  draft = act(draft, { type: "superset", ex: run });
  assert.deepEqual(draft.exercises.map((e) => e.superset), ["A", "A", "A"]);
  draft = act(draft, { type: "superset", ex: run });
  assert.deepEqual(draft.exercises.map((e) => e.superset), ["A", "A", null]);
  draft = act(draft, { type: "move", ex: run, by: -1 });
  assert.deepEqual(draft.exercises.map((e) => e.uid), [curl, run, plank]);
  // Moving apart leaves no group of one.
  assert.deepEqual(draft.exercises.map((e) => e.superset), [null, null, null]);
  const first = act(draft, { type: "superset", ex: curl });
  assert.equal(first.notice, "gym.notice.superset");
  draft = act(draft, { type: "removeExercise", ex: run });
  assert.deepEqual(draft.exercises.map((e) => e.uid), [curl, plank]);
});

test("actions never change the draft they are given", () => {
  const draft = L.newDraft(data, "monday", start);
  const before = JSON.stringify(draft);
  act(draft, { type: "edit", ex: draft.exercises[0].uid, set: draft.exercises[0].sets[2].uid, field: "weight", value: "90" });
  act(draft, { type: "toggle", ex: draft.exercises[0].uid, set: draft.exercises[0].sets[2].uid });
  assert.equal(JSON.stringify(draft), before);
});

test("set lines in the notation, type by type", () => {
  const set = (fields) => ({ kind: "working", weight: "", reps: "", effort: "", duration: "", distance: "", bw: false, done: true, ...fields });
  const table = [
    ["strength", "rpe", set({ weight: "80", reps: "5" }), "80 x 5"],
    ["strength", "rpe", set({ weight: "82,5", reps: "5", effort: "8" }), "82.5 x 5 @8"],
    ["strength", "rir", set({ weight: "100", reps: "5", effort: "2" }), "100 x 5 @2RIR"],
    ["strength", "rpe", set({ weight: "60", reps: "10", kind: "warmup" }), "60 x 10 warmup"],
    ["strength", "rpe", set({ weight: "60", reps: "8", kind: "drop" }), "60 x 8 drop"],
    ["strength", "rpe", set({ weight: "100", reps: "3", kind: "failure", effort: "10" }), "100 x 3 @10 fail"],
    ["strength", "rpe", set({ weight: "70", reps: "12", kind: "amrap" }), "70 x 12 amrap"],
    ["strength", "rpe", set({ weight: "", reps: "10" }), "bw x 10"],
    ["strength", "rpe", set({ weight: "80", reps: "" }), null],
    ["bodyweight", "rpe", set({ weight: "", reps: "8", bw: true }), "bw x 8"],
    ["bodyweight", "rpe", set({ weight: "10", reps: "5", bw: true }), "bw+10 x 5"],
    ["bodyweight", "rpe", set({ weight: "-30", reps: "8", bw: true }), "bw-30 x 8"],
    ["bodyweight-assisted", "rpe", set({ weight: "30", reps: "8", bw: true }), "bw-30 x 8"],
    ["bodyweight-assisted", "rpe", set({ weight: "-25", reps: "6", bw: true }), "bw-25 x 6"],
    ["bodyweight-assisted", "rpe", set({ weight: "", reps: "6", bw: true }), "bw x 6"],
    ["isometric", "rpe", set({ duration: "45" }), "45s"],
    ["isometric", "rpe", set({ weight: "20", duration: "45" }), "20kg x 45s"],
    ["isometric", "rpe", set({ weight: "20", duration: "" }), null],
    ["cardio", "rpe", set({ duration: "30", distance: "5.2" }), "30:00 5.2km"],
    ["cardio", "rpe", set({ duration: "65" }), "1:05:00"],
    ["cardio", "rpe", set({ distance: "3" }), "3km"],
    ["cardio", "rpe", set({}), null],
    ["mobility", "rpe", set({ duration: "10" }), "10:00"],
  ];
  for (const [kind, effortMode, s, expected] of table) {
    const [type, assisted] = kind.split("-");
    assert.equal(L.setLine(s, { type, effortMode, assisted: Boolean(assisted) }, "kg"), expected, `${kind} ${JSON.stringify(s)}`);
  }
});

test("the finished file: front matter, notes, ticked sets only, supersets in coach notation", () => {
  let draft = L.newDraft(data, "monday", start);
  const [bench, pull] = draft.exercises;
  // Tick the first warm-up and two work sets of the bench; leave the third unticked (dropped).
  for (const s of [bench.sets[0], bench.sets[2], bench.sets[3]]) draft = act(draft, { type: "toggle", ex: bench.uid, set: s.uid });
  draft = act(draft, { type: "addExercise", exercise: data.library[0] });
  const curl = draft.exercises[2];
  draft = act(draft, { type: "move", ex: curl.uid, by: -1 });
  draft = act(draft, { type: "superset", ex: draft.exercises[2].uid });
  for (const s of draft.exercises[1].sets) draft = act(draft, { type: "toggle", ex: curl.uid, set: s.uid });
  for (const s of draft.exercises[2].sets.slice(0, 2)) draft = act(draft, { type: "toggle", ex: pull.uid, set: s.uid });
  draft = act(draft, { type: "notes", value: "Slept well.\n- left elbow sore\n# not a heading" });
  draft = act(draft, { type: "bodyweight", value: "82,4" });
  const file = L.toMarkdown(draft, new Date(2026, 10, 16, 19, 10));
  assert.equal(file.name, "2026-11-16-upper-a.md");
  assert.equal(file.text, [
    "---",
    "date: 2026-11-16",
    'start: "18:05"',
    'end: "19:10"',
    'routine: "monday"',
    'title: "Upper A"',
    "bodyweight: 82.4",
    "unit: kg",
    "---",
    "Slept well.",
    "\\- left elbow sore",
    "\\# not a heading",
    "",
    "## Barbell Bench Press",
    "- 20 x 10 warmup",
    "- 82.5 x 5",
    "- 82.5 x 5",
    "",
    "## A1. Barbell Curl",
    "- 30 x 10 @2RIR",
    "- 30 x 8 @1RIR",
    "",
    "## A2. Pull-up",
    "- bw x 8",
    "- bw x 8",
    "",
  ].join("\n"));
});

test("an exercise with no ticked set, and a session past midnight", () => {
  let draft = L.newDraft(data, null, new Date(2026, 10, 16, 23, 30));
  draft = act(draft, { type: "title", value: "Late Night Ölympic Lifts!" });
  draft = act(draft, { type: "addExercise", exercise: data.library[2] });
  draft = act(draft, { type: "addExercise", exercise: data.library[1] });
  const run = draft.exercises[0];
  draft = act(draft, { type: "edit", ex: run.uid, set: run.sets[0].uid, field: "duration", value: "25" });
  draft = act(draft, { type: "toggle", ex: run.uid, set: run.sets[0].uid });
  const file = L.toMarkdown(draft, new Date(2026, 10, 17, 0, 40));
  assert.equal(file.name, "2026-11-16-late-night-olympic-lifts.md");
  assert.match(file.text, /start: "23:30"\nend: "00:40"\n/);
  assert.match(file.text, /## Running\n- 25:00\n$/);
  assert.doesNotMatch(file.text, /Plank/);
});

test("only a session with a set to save can be finished", () => {
  let draft = L.newDraft(data, "monday", start);
  assert.equal(L.hasAnythingToSave(draft), false);
  const bench = draft.exercises[0];
  draft = act(draft, { type: "toggle", ex: bench.uid, set: bench.sets[2].uid });
  assert.equal(L.hasAnythingToSave(draft), true);
});

test("an assisted exercise shows its help as a positive number", () => {
  const draft = L.setFromData(1, { kind: "working", weight: -30, reps: 8, bw: true }, "bodyweight", true);
  assert.equal(draft.weight, "30");
  assert.equal(L.setFromData(2, { kind: "working", weight: 10, reps: 8, bw: true }, "bodyweight", false).weight, "10");
});

test("numbers as typed", () => {
  const table = [["82.5", 82.5], ["82,5", 82.5], [" 80 ", 80], ["", NaN], ["8x", NaN], ["-30", -30], [".5", 0.5]];
  for (const [text, expected] of table) assert.equal(Object.is(L.parseNumber(text), expected) || L.parseNumber(text) === expected, true, text);
  assert.equal(L.formatNumber(36.28738), "36.287");
  assert.equal(L.durationText(3900), "1:05:00");
  assert.equal(L.slugify("Upper A — Día 1"), "upper-a-dia-1");
});
