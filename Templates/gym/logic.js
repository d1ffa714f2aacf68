// Liftbook gym page: the rules, apart from the page.
//
// One draft value holds the whole session being logged; every action returns the next draft, which
// the page stores before it draws, so a killed tab loses nothing. The session is written back in
// Liftbook's own log notation by one function (toMarkdown), tested against Liftbook's parser.
// No DOM, no clock, no storage here: the page passes the time in.

/** The set kinds, in the order a tap on the kind button goes through them. */
export const KINDS = ["working", "warmup", "drop", "failure", "amrap"];

/** What each kind is written as after the set in the notation. */
const KIND_WORDS = { working: "", warmup: " warmup", drop: " drop", failure: " fail", amrap: " amrap" };

/** The fields a set row has, by exercise type. */
export function fieldsFor(type) {
  switch (type) {
    case "cardio": return ["duration", "distance"];
    case "isometric": return ["weight", "duration"];
    case "mobility":
    case "recovery": return ["duration"];
    default: return ["weight", "reps"];
  }
}

/** The fields whose edit is carried to the following unticked sets of the same exercise. */
const CARRIED = ["weight", "reps", "duration", "distance", "effort"];

// MARK: Numbers and times

/**
 * The phrase `key` of the site's string table (`words`, the page data's `words`: `language` and
 * `phrases`), its plural form chosen by `args.count` and its `{placeholders}` filled from `args`;
 * the key itself when the table lacks it, so that a gap shows instead of vanishing.
 */
export function phrase(words, key, args = {}) {
  const value = words?.phrases?.[key];
  if (value === undefined || value === null) return String(key);
  let text = value;
  if (typeof value === "object") {
    let category = "other";
    try {
      category = new Intl.PluralRules(words.language || "en").select(Number(args.count));
    } catch {
      // A tag the browser does not know counts as English does.
      category = Number(args.count) === 1 ? "one" : "other";
    }
    text = value[category] ?? value.other ?? "";
  }
  return String(text).replace(/\{([A-Za-z][\w-]*)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}

/** A number as typed: `82.5`, `82,5`, ` 80 `; NaN when it is not one. */
export function parseNumber(text) {
  if (text === null || text === undefined) return NaN;
  const clean = String(text).trim().replace(",", ".");
  if (clean === "" || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(clean)) return NaN;
  return Number(clean);
}

/** A number for the notation: at most three decimals, no trailing zeros (`82.5`, `80`, `36.287`). */
export function formatNumber(value) {
  const rounded = Math.round(value * 1000) / 1000;
  return String(rounded);
}

/** `18:05` for a local time. */
export function clockText(date) {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `2026-11-27` for a local date. */
export function dateText(date) {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function pad(n) {
  return String(n).padStart(2, "0");
}

/** `1:05:00`, `30:00`, `0:45` for seconds: a cardio duration as the notation writes it. */
export function durationText(seconds) {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** `1:23` or `1:02:03` for an elapsed time in milliseconds, for the clocks. */
export function elapsedText(ms) {
  return durationText(Math.max(0, Math.floor(ms / 1000)));
}

/** A slug for the file name, as Liftbook makes them: lower case, letters and digits, dashes. */
export function slugify(text) {
  const plain = String(text).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const slug = plain.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return slug.slice(0, 60).replace(/-+$/, "");
}

// MARK: Starting a draft

/** An empty value for one set field, as the inputs hold them: text. */
function blankSet(uid) {
  return { uid, kind: "working", weight: "", reps: "", effort: "", duration: "", distance: "", bw: false, done: false };
}

/**
 * A set of the page's data (numbers or null) as a draft set (texts), not ticked. On an assisted
 * exercise the weight field holds the help, a positive number (the data's negative added weight).
 */
export function setFromData(uid, set, type, assisted = false) {
  const draft = blankSet(uid);
  draft.kind = KINDS.includes(set.kind) ? set.kind : "working";
  draft.bw = Boolean(set.bw);
  if (set.weight !== null && set.weight !== undefined) draft.weight = formatNumber(assisted && set.bw ? Math.abs(set.weight) : set.weight);
  if (set.reps !== null && set.reps !== undefined) draft.reps = String(set.reps);
  if (set.rir !== null && set.rir !== undefined) draft.effort = formatNumber(set.rir);
  else if (set.rpe !== null && set.rpe !== undefined) draft.effort = formatNumber(set.rpe);
  if (set.duration !== null && set.duration !== undefined) {
    // Cardio and mobility durations are typed in minutes, holds in seconds.
    draft.duration = type === "isometric" ? formatNumber(set.duration) : formatNumber(set.duration / 60);
  }
  if (set.distance !== null && set.distance !== undefined) draft.distance = formatNumber(set.distance);
  if (set.plates) draft.plates = set.plates;
  return draft;
}

/** Words for a list of sets from the data: `80 × 5, 80 × 5, 80 × 4`. */
export function setsText(sets, unit) {
  return sets.filter((s) => s.kind !== "warmup").map((s) => setText(s, unit)).join(", ");
}

function setText(s, unit) {
  const parts = [];
  if (s.bw) {
    const w = s.weight ?? 0;
    parts.push(w > 0 ? `BW + ${formatNumber(w)}` : w < 0 ? `BW − ${formatNumber(-w)}` : "BW");
  } else if (s.weight !== null && s.weight !== undefined && s.weight > 0) {
    parts.push(`${formatNumber(s.weight)} ${unit}`);
  }
  if (s.reps !== null && s.reps !== undefined) parts.push(String(s.reps));
  let text = parts.join(" × ");
  if (s.duration) text += (text ? " · " : "") + durationText(s.duration);
  if (s.distance) text += (text ? " · " : "") + `${formatNumber(s.distance)} km`;
  if (s.rir !== null && s.rir !== undefined) text += ` @${formatNumber(s.rir)} RIR`;
  else if (s.rpe !== null && s.rpe !== undefined) text += ` @${formatNumber(s.rpe)}`;
  return text;
}

/** A planned or added exercise as a draft exercise; `sets` are the page data's sets. */
function exerciseFromData(state, info, sets) {
  const ex = {
    uid: state.nextUid++,
    id: info.id ?? null,
    name: info.label || info.name,
    type: info.type || "strength",
    assisted: Boolean(info.assisted),
    superset: info.superset ?? null,
    rest: info.rest ?? null,
    target: info.target ?? null,
    reason: info.reason ?? null,
    warmup: info.warmupText ?? null,
    last: info.last ?? null,
    effortMode: "rpe",
    sets: [],
  };
  for (const set of sets) ex.sets.push(setFromData(state.nextUid++, set, ex.type, ex.assisted));
  if (sets.some((d) => d.rir !== null && d.rir !== undefined)) ex.effortMode = "rir";
  if (ex.sets.length === 0) {
    const blank = blankSet(state.nextUid++);
    blank.bw = ex.type === "bodyweight";
    ex.sets.push(blank);
  }
  return ex;
}

/** The page data's last session of an exercise, in words, or null. */
export function lastText(data, id) {
  const last = id ? data.last?.[id] : null;
  if (!last) return null;
  const text = setsText(last.sets, data.unit);
  return text ? `${last.date}: ${text}` : null;
}

/**
 * A new draft at `now` (a Date): the routine day `dayKey` of the data with every planned exercise
 * pre-filled (the warm-up ramp, then the next-session target's sets), or an empty session when
 * `dayKey` is null.
 */
export function newDraft(data, dayKey, now) {
  const day = (data.days ?? []).find((d) => d.key === dayKey) ?? null;
  const state = {
    v: 1,
    startedAt: now.getTime(),
    date: dateText(now),
    start: clockText(now),
    routine: day ? day.routine : null,
    title: day ? day.title : phrase(data.words, "gym.untitled"),
    unit: data.unit,
    bodyweight: "",
    notes: "",
    exercises: [],
    rest: null,
    notice: null,
    finished: null,
    nextUid: 1,
  };
  for (const planned of day ? day.exercises : []) {
    const sets = [...(planned.warmup ?? []), ...(planned.sets ?? [])];
    state.exercises.push(exerciseFromData(state, { ...planned, last: lastText(data, planned.id) }, sets));
  }
  return state;
}

/** The routine day the page opens on: the cycle's next day, else today's weekday's, else none. */
export function todaysDay(data, now) {
  const days = data.days ?? [];
  if (data.cycle) return days.find((d) => d.next) ?? days[0] ?? null;
  return days.find((d) => d.weekday === now.getDay()) ?? null;
}

// MARK: Actions

/** A deep copy: actions never change the draft they are given. */
function copy(state) {
  return JSON.parse(JSON.stringify(state));
}

function findExercise(state, exUid) {
  return state.exercises.find((e) => e.uid === exUid) ?? null;
}

/** True for a set that records something: a weight, reps, a time or a distance. */
export function recordsSomething(set, type) {
  const fields = fieldsFor(type);
  const has = (f) => {
    const n = parseNumber(set[f]);
    return Number.isFinite(n) && n > 0;
  };
  if (set.bw && fields.includes("reps")) return has("reps");
  return fields.some(has);
}

/** The rest after a set of `ex`: the plan's rest, else the site's default. */
export function restSeconds(ex, data) {
  return ex.rest ?? data.rest ?? 120;
}

/**
 * The next draft after `action`. Actions: edit, toggle, addSet, deleteSet, kind, effortMode,
 * addExercise, removeExercise, move, superset, notes, bodyweight, title, restAdjust, restSkip,
 * dismiss. `env` gives the page's data and the time (`{ data, now }`, now in milliseconds).
 */
export function update(state, action, env) {
  const next = copy(state);
  next.notice = null;
  const ex = action.ex !== undefined ? findExercise(next, action.ex) : null;
  const setIndex = ex && action.set !== undefined ? ex.sets.findIndex((s) => s.uid === action.set) : -1;
  const set = setIndex >= 0 ? ex.sets[setIndex] : null;
  switch (action.type) {
    case "edit": {
      if (!set || !(action.field in set)) return state;
      set[action.field] = String(action.value);
      if (CARRIED.includes(action.field)) {
        // An edit carries to the following sets not yet ticked, of the same sort (warm-up or work).
        const warm = set.kind === "warmup";
        for (const later of ex.sets.slice(setIndex + 1)) {
          if (!later.done && (later.kind === "warmup") === warm) later[action.field] = String(action.value);
        }
      }
      return next;
    }
    case "toggle": {
      if (!set) return state;
      if (!set.done && !recordsSomething(set, ex.type)) {
        next.notice = "gym.notice.enter-first";
        return next;
      }
      set.done = !set.done;
      if (set.done) {
        const seconds = restSeconds(ex, env.data);
        next.rest = seconds > 0 ? { startedAt: env.now, endsAt: env.now + seconds * 1000, seconds, exercise: ex.name } : null;
      }
      return next;
    }
    case "addSet": {
      if (!ex) return state;
      const last = ex.sets[ex.sets.length - 1];
      const added = last ? { ...last, uid: next.nextUid++, done: false } : blankSet(next.nextUid++);
      if (added.kind === "warmup") added.kind = "working";
      delete added.plates;
      if (!last) added.bw = ex.type === "bodyweight";
      ex.sets.push(added);
      return next;
    }
    case "deleteSet": {
      if (!set) return state;
      ex.sets.splice(setIndex, 1);
      return next;
    }
    case "kind": {
      if (!set) return state;
      set.kind = KINDS.includes(action.kind) ? action.kind : KINDS[(KINDS.indexOf(set.kind) + 1) % KINDS.length];
      return next;
    }
    case "effortMode": {
      if (!ex) return state;
      ex.effortMode = action.mode === "rir" ? "rir" : "rpe";
      return next;
    }
    case "addExercise": {
      const info = action.exercise;
      if (!info || !String(info.name ?? "").trim()) return state;
      const data = env.data;
      const last = info.id ? data.last?.[info.id] : null;
      const sets = last ? last.sets.filter((s) => s.kind !== "warmup").map((s) => ({ ...s, kind: s.kind === "amrap" ? "amrap" : s.kind })) : [];
      const added = exerciseFromData(next, { ...info, name: String(info.name).trim(), last: lastText(data, info.id) }, sets);
      next.exercises.push(added);
      next.recent = [info.id ?? null].concat(state.recent ?? []).filter((id, i, all) => id && all.indexOf(id) === i).slice(0, 12);
      return next;
    }
    case "removeExercise": {
      if (!ex) return state;
      next.exercises = next.exercises.filter((e) => e.uid !== ex.uid);
      tidySupersets(next);
      return next;
    }
    case "move": {
      if (!ex) return state;
      const from = next.exercises.indexOf(ex);
      const to = from + (action.by < 0 ? -1 : 1);
      if (to < 0 || to >= next.exercises.length) return state;
      next.exercises.splice(from, 1);
      next.exercises.splice(to, 0, ex);
      tidySupersets(next);
      return next;
    }
    case "superset": {
      // Joins the exercise to the one before it (their group, or a new letter); again, leaves it.
      if (!ex) return state;
      const index = next.exercises.indexOf(ex);
      const before = index > 0 ? next.exercises[index - 1] : null;
      if (ex.superset && before && before.superset === ex.superset) {
        ex.superset = null;
      } else if (before) {
        const letter = before.superset ?? freeLetter(next);
        before.superset = letter;
        ex.superset = letter;
      } else {
        next.notice = "gym.notice.superset";
        return next;
      }
      tidySupersets(next);
      return next;
    }
    case "notes":
      next.notes = String(action.value);
      return next;
    case "bodyweight":
      next.bodyweight = String(action.value);
      return next;
    case "title":
      next.title = String(action.value);
      return next;
    case "restAdjust":
      if (!next.rest) return state;
      next.rest.endsAt = Math.max(env.now, next.rest.endsAt + action.by * 1000);
      return next;
    case "restSkip":
      next.rest = null;
      return next;
    case "dismiss":
      return next;
    default:
      return state;
  }
}

/** The first letter no superset uses. */
function freeLetter(state) {
  const used = new Set(state.exercises.map((e) => e.superset).filter(Boolean));
  for (const letter of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") if (!used.has(letter)) return letter;
  return "Z";
}

/** A superset is a run of neighbours with one letter: a letter left on one exercise alone goes. */
function tidySupersets(state) {
  const list = state.exercises;
  list.forEach((e, i) => {
    if (!e.superset) return;
    const withBefore = i > 0 && list[i - 1].superset === e.superset;
    const withAfter = i + 1 < list.length && list[i + 1].superset === e.superset;
    if (!withBefore && !withAfter) e.superset = null;
  });
}

// MARK: Counting

/** Sets ticked, and sets in all. */
export function progress(state) {
  let done = 0;
  let all = 0;
  for (const ex of state.exercises) {
    for (const s of ex.sets) {
      all += 1;
      if (s.done) done += 1;
    }
  }
  return { done, all };
}

// MARK: Writing the session in the notation

/** A set line of the notation (`80 x 5 @8`, `bw+10 x 5`, `20kg x 45s`, `30:00 5.2km`), or null. */
export function setLine(set, ex, unit) {
  const type = ex.type;
  const fields = fieldsFor(type);
  const n = (f) => parseNumber(set[f]);
  const positive = (f) => Number.isFinite(n(f)) && n(f) > 0;
  let line = "";
  if (fields.includes("reps")) {
    if (!positive("reps")) return null;
    const reps = Math.round(n("reps"));
    const weight = n("weight");
    const w = Number.isFinite(weight) ? weight : 0;
    const onBodyWeight = set.bw || type === "bodyweight";
    let load;
    // On an assisted exercise the number typed is help: `bw-30`, whatever its sign.
    if (onBodyWeight && ex.assisted) load = w !== 0 ? `bw-${formatNumber(Math.abs(w))}` : "bw";
    else if (onBodyWeight) load = w > 0 ? `bw+${formatNumber(w)}` : w < 0 ? `bw-${formatNumber(-w)}` : "bw";
    else load = w > 0 ? formatNumber(w) : "bw";
    line = `${load} x ${reps}`;
    const effort = n("effort");
    if (Number.isFinite(effort) && set.effort.trim() !== "") {
      line += ex.effortMode === "rir" ? ` @${formatNumber(effort)}RIR` : ` @${formatNumber(effort)}`;
    }
  } else {
    const parts = [];
    if (fields.includes("weight") && positive("weight")) parts.push(`${formatNumber(n("weight"))}${unit}`);
    if (positive("duration")) {
      const seconds = type === "isometric" ? n("duration") : n("duration") * 60;
      parts.push(type === "isometric" ? `${formatNumber(Math.round(seconds))}s` : durationText(seconds));
    }
    if (fields.includes("distance") && positive("distance")) parts.push(`${formatNumber(n("distance"))}km`);
    const timed = positive("duration") || (fields.includes("distance") && positive("distance"));
    if (!timed) return null;
    line = parts.length === 2 && type === "isometric" ? `${parts[0]} x ${parts[1]}` : parts.join(" ");
  }
  return line + KIND_WORDS[set.kind];
}

/** A paragraph of notes that Markdown will not read as a heading, a list or a block. */
export function escapeNotes(text) {
  return String(text)
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/^(\s*)([#>*+\-=<|`~]|\d+[.)])/, (_, space, mark) => `${space}\\${mark}`))
    .join("\n")
    .trim();
}

/** A YAML scalar in double quotes. */
function yamlText(text) {
  return `"${String(text).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** An exercise's heading text: its name, with nothing Markdown would take from it. */
function headingName(name) {
  return String(name).replace(/\s+/g, " ").trim().replace(/#+$/, "").trim();
}

/** True when Finish would write at least one set: the page finishes nothing else. */
export function hasAnythingToSave(state) {
  return state.exercises.some((ex) => ex.sets.some((s) => s.done && setLine(s, ex, state.unit) !== null));
}

/**
 * The finished session as `{ name, text }`: `2026-11-27-upper-a.md` and the file in the log
 * notation. Unticked sets, sets that record nothing and exercises left without a set are dropped.
 * `end` is a Date.
 */
export function toMarkdown(state, end) {
  const lines = ["---", `date: ${state.date}`, `start: "${state.start}"`, `end: "${clockText(end)}"`];
  if (state.routine) lines.push(`routine: ${yamlText(state.routine)}`);
  const title = String(state.title).trim() || "Workout";
  lines.push(`title: ${yamlText(title)}`);
  const bodyweight = parseNumber(state.bodyweight);
  if (Number.isFinite(bodyweight) && bodyweight > 0) lines.push(`bodyweight: ${formatNumber(bodyweight)}`);
  lines.push(`unit: ${state.unit}`);
  lines.push("---");
  const notes = escapeNotes(state.notes);
  if (notes) lines.push(notes);
  const kept = state.exercises
    .map((ex) => ({ ex, sets: ex.sets.filter((s) => s.done).map((s) => setLine(s, ex, state.unit)).filter(Boolean) }))
    .filter((k) => k.sets.length > 0);
  const counts = {};
  kept.forEach((k, i) => {
    const group = k.ex.superset;
    const inGroup = group && kept.filter((o) => o.ex.superset === group).length > 1;
    let prefix = "";
    if (inGroup) {
      counts[group] = (counts[group] ?? 0) + 1;
      prefix = `${group}${counts[group]}. `;
    }
    if (i > 0 || notes) lines.push("");
    lines.push(`## ${prefix}${headingName(k.ex.name)}`);
    for (const line of k.sets) lines.push(`- ${line}`);
  });
  lines.push("");
  const slug = slugify(title) || "workout";
  return { name: `${state.date}-${slug}.md`, text: lines.join("\n") };
}
