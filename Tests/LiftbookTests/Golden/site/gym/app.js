// Liftbook gym page: the screen. It reads the draft, draws it, and turns taps into actions for
// logic.js; the draft is stored on every change before the screen is drawn again.
import * as L from "./logic.js";

const root = document.getElementById("gym");
const data = JSON.parse(document.getElementById("gym-data").textContent);
const STORE = `liftbook-gym:${data.home}`;
const TOKEN = `${STORE}:token`;
const api = (path) => new URL(`../_liftbook/${path}`, location.href).toString();

let draft = load();
let sheet = null; // the add-exercise sheet: { query, category }
let lan = { available: false, paired: Boolean(localStorage.getItem(TOKEN)), message: null, saved: null, busy: false };
let chosenDay = null;
// A draft found when the page opens is offered, not taken up silently: one session at a time.
let asking = Boolean(draft && !draft.finished);

// MARK: Storage

function load() {
  try {
    const text = localStorage.getItem(STORE);
    const value = text ? JSON.parse(text) : null;
    return value && value.v === 1 ? value : null;
  } catch {
    return null;
  }
}

function save() {
  try {
    if (draft) localStorage.setItem(STORE, JSON.stringify(draft));
    else localStorage.removeItem(STORE);
  } catch {
    // A full or refused storage: the session stays on screen; say so once.
    toast("This phone refused to keep the draft: finish soon, or free some storage.");
  }
}

function dispatch(action, redraw = true) {
  if (!draft) return;
  draft = L.update(draft, action, { data, now: Date.now() });
  save();
  if (redraw) draw();
}

// MARK: Drawing

const esc = (text) => String(text ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

function draw() {
  const focused = document.activeElement?.id;
  if (asking) root.innerHTML = resumeScreen();
  else if (!draft) root.innerHTML = startScreen();
  else if (draft.finished) root.innerHTML = finishScreen();
  else root.innerHTML = sessionScreen();
  root.dataset.state = asking ? "resume" : !draft ? "start" : draft.finished ? "finished" : "logging";
  if (focused) document.getElementById(focused)?.focus();
  tick();
}

function resumeScreen() {
  const { done } = L.progress(draft);
  return `<h1>Gym</h1>
<p class="gym-note">A session is in progress on this phone: <strong>${esc(draft.title)}</strong>, started ${esc(draft.date)} at ${esc(draft.start)}, ${done} set${done === 1 ? "" : "s"} done.</p>
<div class="gym-actions"><button type="button" class="gym-primary" data-act="resume">Resume</button>
<button type="button" data-act="discard">Discard</button></div>
<p class="gym-muted">Resume goes on with it where you left it. Discard deletes it from this phone; nothing of it was saved anywhere.</p>`;
}

function startScreen() {
  const today = L.todaysDay(data, new Date());
  const days = data.days ?? [];
  let html = `<h1>Gym</h1>`;
  if (days.length === 0) {
    html += `<p class="gym-note">Your site has no routine yet, so there is no plan to follow: start an empty session and add exercises as you go.</p>`;
  } else if (today) {
    html += `<p class="gym-note">Today's plan: <strong>${esc(today.title)}</strong>.</p>`;
  } else {
    html += `<p class="gym-note">No session is planned for today: pick a day of your routine, or start an empty session.</p>`;
  }
  html += `<div class="gym-actions">`;
  if (today) html += `<button type="button" class="gym-primary" data-act="start" data-day="${esc(today.key)}">Start ${esc(today.title)}</button>`;
  html += `<button type="button" data-act="start" data-day="">Empty session</button></div>`;
  const others = days.filter((d) => d !== today);
  if (others.length > 0) {
    html += `<h2>Another day</h2><ul class="gym-days">`;
    for (const d of others) {
      const count = d.exercises.length;
      html += `<li><button type="button" data-act="start" data-day="${esc(d.key)}">${esc(d.title)} <span class="gym-muted">${count} exercise${count === 1 ? "" : "s"}</span></button></li>`;
    }
    html += `</ul>`;
  }
  return html;
}

function sessionScreen() {
  const { done, all } = L.progress(draft);
  let html = `<div class="gym-head">
<label class="gym-title"><span class="visually-hidden">Session title</span><input id="f-title" data-field="title" value="${esc(draft.title)}" autocomplete="off"></label>
<p class="gym-muted">Started ${esc(draft.start)} · <span data-clock="elapsed" role="timer" aria-label="Time since the start">0:00</span> · ${done} of ${all} sets done</p>
</div>`;
  if (draft.notice) html += `<p class="gym-notice" role="alert">${esc(draft.notice)}</p>`;
  draft.exercises.forEach((ex, index) => (html += exerciseCard(ex, index)));
  if (draft.exercises.length === 0) html += `<p class="gym-note">No exercises yet: add one below.</p>`;
  html += sheet ? addSheet() : `<button type="button" class="gym-wide" data-act="open-sheet">Add exercise</button>`;
  html += `<section class="gym-card" aria-labelledby="notes-h"><h2 id="notes-h">Session</h2>
<label for="f-bw">Body weight (${esc(data.unit)})</label>
<input id="f-bw" data-field="bodyweight" inputmode="decimal" autocomplete="off" value="${esc(draft.bodyweight)}">
<label for="f-notes">Notes</label>
<textarea id="f-notes" data-field="notes" rows="3">${esc(draft.notes)}</textarea>
</section>
<div class="gym-actions"><button type="button" class="gym-primary" data-act="finish">Finish</button>
<button type="button" data-act="discard">Discard</button></div>`;
  html += restBar();
  return html;
}

function exerciseCard(ex, index) {
  const fields = L.fieldsFor(ex.type);
  const unit = data.unit;
  const label = (f) => ({
    weight: ex.type === "bodyweight" ? (ex.assisted ? `help ${unit}` : `+${unit}`) : unit,
    reps: "reps",
    duration: ex.type === "isometric" ? "sec" : "min",
    distance: "km",
  })[f];
  const group = ex.superset ? `<span class="gym-badge" title="Superset ${esc(ex.superset)}">${esc(ex.superset)}</span> ` : "";
  let html = `<section class="gym-card gym-exercise" aria-labelledby="ex-${ex.uid}">
<h2 id="ex-${ex.uid}">${group}${esc(ex.name)}</h2>`;
  if (ex.target) html += `<p class="gym-target">Target: ${esc(ex.target)}</p>`;
  if (ex.warmup) html += `<p class="gym-muted">Warm-up: ${esc(ex.warmup)}</p>`;
  if (ex.last) html += `<p class="gym-muted">Last time: ${esc(ex.last)}</p>`;
  if (ex.reason) html += `<details><summary>Why this target</summary><p>${esc(ex.reason)}</p></details>`;
  html += `<table class="gym-sets"><caption class="visually-hidden">Sets of ${esc(ex.name)}</caption><thead><tr><th scope="col">Set</th>`;
  for (const f of fields) html += `<th scope="col">${esc(label(f))}</th>`;
  const reps = fields.includes("reps");
  if (reps) html += `<th scope="col"><button type="button" class="gym-link" data-act="effort-mode" data-ex="${ex.uid}" aria-label="Effort as ${ex.effortMode === "rir" ? "reps in reserve; switch to RPE" : "RPE; switch to reps in reserve"}">${ex.effortMode === "rir" ? "RIR" : "RPE"}</button></th>`;
  html += `<th scope="col"><span class="visually-hidden">Done</span></th><th scope="col"><span class="visually-hidden">Delete</span></th></tr></thead><tbody>`;
  let work = 0;
  ex.sets.forEach((s) => {
    const number = s.kind === "warmup" ? "W" : String(++work);
    const kindName = { working: "working set", warmup: "warm-up", drop: "drop set", failure: "failure set", amrap: "AMRAP set" }[s.kind];
    const mark = { working: number, warmup: "W", drop: "D", failure: "F", amrap: "A" }[s.kind];
    html += `<tr class="${s.done ? "done" : ""}${s.kind === "warmup" ? " warm" : ""}"><td><button type="button" class="gym-kind" data-act="kind" data-ex="${ex.uid}" data-set="${s.uid}" aria-label="Set ${esc(number)}, ${kindName}: change the kind">${esc(mark)}</button></td>`;
    for (const f of fields) {
      html += `<td><input id="i-${s.uid}-${f}" data-ex="${ex.uid}" data-set="${s.uid}" data-field="${f}" inputmode="decimal" autocomplete="off" enterkeyhint="next" value="${esc(s[f])}" aria-label="${esc(label(f))}, set ${esc(number)}"${s.done ? " readonly" : ""}></td>`;
    }
    if (reps) html += `<td><input id="i-${s.uid}-effort" data-ex="${ex.uid}" data-set="${s.uid}" data-field="effort" inputmode="decimal" autocomplete="off" value="${esc(s.effort)}" aria-label="${ex.effortMode === "rir" ? "Reps in reserve" : "RPE"}, set ${esc(number)}"${s.done ? " readonly" : ""}></td>`;
    html += `<td><button type="button" class="gym-tick" data-act="toggle" data-ex="${ex.uid}" data-set="${s.uid}" aria-pressed="${s.done}" aria-label="Set ${esc(number)} done">✓</button></td>`;
    html += `<td><button type="button" class="gym-delete" data-act="delete-set" data-ex="${ex.uid}" data-set="${s.uid}" aria-label="Delete set ${esc(number)}">×</button></td></tr>`;
  });
  html += `</tbody></table>
<div class="gym-row"><button type="button" data-act="add-set" data-ex="${ex.uid}">Add set</button>
<button type="button" data-act="move" data-by="-1" data-ex="${ex.uid}" aria-label="Move ${esc(ex.name)} up"${index === 0 ? " disabled" : ""}>↑</button>
<button type="button" data-act="move" data-by="1" data-ex="${ex.uid}" aria-label="Move ${esc(ex.name)} down"${index === draft.exercises.length - 1 ? " disabled" : ""}>↓</button>
<button type="button" data-act="superset" data-ex="${ex.uid}" aria-pressed="${Boolean(ex.superset && index > 0 && draft.exercises[index - 1].superset === ex.superset)}"${index === 0 ? " disabled" : ""}>Superset with above</button>
<button type="button" data-act="remove" data-ex="${ex.uid}">Remove</button></div>
</section>`;
  return html;
}

function addSheet() {
  const query = sheet.query.trim().toLowerCase();
  const library = data.library ?? [];
  const recentIDs = [...new Set([...(draft.recent ?? []), ...(data.recent ?? [])])];
  let list;
  if (query) list = library.filter((e) => e.name.toLowerCase().includes(query) || e.id.includes(query.replace(/\s+/g, "-")));
  else if (sheet.category) list = library.filter((e) => e.category === sheet.category);
  else list = recentIDs.map((id) => library.find((e) => e.id === id)).filter(Boolean);
  const categories = [...new Set(library.map((e) => e.category))].sort();
  let html = `<section class="gym-card gym-sheet" aria-labelledby="sheet-h"><h2 id="sheet-h">Add exercise</h2>
<label for="f-search">Search</label>
<input id="f-search" type="search" data-field="search" value="${esc(sheet.query)}" autocomplete="off" placeholder="Bench, row, squat…">
<label for="f-category">Category</label>
<select id="f-category" data-field="category"><option value="">Recent</option>${categories.map((c) => `<option value="${esc(c)}"${c === sheet.category ? " selected" : ""}>${esc(c)}</option>`).join("")}</select>
<p class="gym-muted" aria-live="polite">${query || sheet.category ? `${list.length} found` : "Recent first"}</p>
<ul class="gym-results">`;
  for (const e of list.slice(0, 40)) html += `<li><button type="button" data-act="add" data-id="${esc(e.id)}">${esc(e.name)} <span class="gym-muted">${esc(e.category)}</span></button></li>`;
  html += `</ul>`;
  if (sheet.query.trim()) html += `<button type="button" data-act="add-new">Add “${esc(sheet.query.trim())}” as a new exercise</button>`;
  html += `<button type="button" data-act="close-sheet">Close</button></section>`;
  return html;
}

function restBar() {
  if (!draft.rest) return "";
  return `<div class="gym-rest" role="region" aria-label="Rest timer"><span>Rest <strong data-clock="rest" role="timer">0:00</strong></span>
<button type="button" data-act="rest" data-by="-15">−15 s</button><button type="button" data-act="rest" data-by="15">+15 s</button>
<button type="button" data-act="rest-skip">Skip</button></div>`;
}

function finishScreen() {
  const f = draft.finished;
  let html = `<h1>Session finished</h1>
<p class="gym-note">Your session is written as <strong>${esc(f.name)}</strong>. Put it in your site's <code>sessions/</code> folder and build: the file is kept on this phone until you start a new session.</p>
<div class="gym-actions">`;
  if (navigator.canShare && navigator.canShare({ files: [new File([f.text], f.name, { type: "text/markdown" })] })) {
    html += `<button type="button" class="gym-primary" data-act="share">Share the file</button>`;
  }
  html += `<a class="gym-button" download="${esc(f.name)}" href="data:text/markdown;charset=utf-8,${encodeURIComponent(f.text)}">Download</a>
<button type="button" data-act="copy">Copy as text</button></div>`;
  if (lan.available) html += pairing();
  html += `<label for="f-file">The file</label><textarea id="f-file" readonly rows="12">${esc(f.text)}</textarea>
<div class="gym-actions"><button type="button" data-act="back">Back to the session</button><button type="button" data-act="new">Start a new session</button></div>`;
  return html;
}

function pairing() {
  if (!lan.saved && draft.finished.saved) lan.saved = draft.finished.saved;
  let html = `<section class="gym-card" aria-labelledby="site-h"><h2 id="site-h">Save to my site</h2>`;
  if (lan.saved) {
    const link = lan.saved.url ? ` <a href="${esc(lan.saved.url)}">Open the session's page</a>.` : "";
    html += `<p class="gym-success" role="status">Saved as ${esc(lan.saved.path)}.${link}</p>`;
  } else if (lan.paired) {
    html += `<button type="button" class="gym-primary" data-act="save-site"${lan.busy ? " disabled" : ""}>Save to my site</button>`;
  } else if (!lan.canPair) {
    html += `<p class="gym-note">The pairing code of <code>liftbook serve --lan</code> has been used by another page. Restart it for a new code, then scan its QR code or type the code here.</p>
<label for="f-code">Pairing code</label><input id="f-code" inputmode="numeric" autocomplete="one-time-code" data-field="code">
<button type="button" data-act="pair">Pair</button>`;
  } else {
    html += `<p class="gym-note">Type the pairing code that <code>liftbook serve --lan</code> printed.</p>
<label for="f-code">Pairing code</label><input id="f-code" inputmode="numeric" autocomplete="one-time-code" data-field="code">
<button type="button" data-act="pair">Pair</button>`;
  }
  if (lan.message) html += `<div class="gym-notice" role="alert">${lan.message}</div>`;
  return html + `</section>`;
}

// MARK: Clocks

let beeped = false;

function tick() {
  if (!draft || draft.finished) return;
  const now = Date.now();
  const elapsed = root.querySelector('[data-clock="elapsed"]');
  if (elapsed) elapsed.textContent = L.elapsedText(now - draft.startedAt);
  const rest = root.querySelector('[data-clock="rest"]');
  if (rest && draft.rest) {
    const left = draft.rest.endsAt - now;
    rest.textContent = left > 0 ? L.elapsedText(left + 999) : "0:00";
    if (left <= 0 && !beeped) {
      beeped = true;
      alarm();
    }
    if (left > 0) beeped = false;
  }
}

function alarm() {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {}
  try {
    const Audio = window.AudioContext || window.webkitAudioContext;
    if (!Audio) return;
    const context = new Audio();
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.2;
    tone.connect(gain).connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.4);
  } catch {}
}

function toast(text) {
  if (draft) {
    draft.notice = text;
    draw();
  }
}

// MARK: Events

root.addEventListener("click", async (event) => {
  const button = event.target.closest("[data-act]");
  if (!button || button.disabled) return;
  const act = button.dataset.act;
  const ex = button.dataset.ex ? Number(button.dataset.ex) : undefined;
  const set = button.dataset.set ? Number(button.dataset.set) : undefined;
  switch (act) {
    case "start":
      chosenDay = button.dataset.day || null;
      draft = L.newDraft(data, chosenDay, new Date());
      save();
      draw();
      root.querySelector("input[data-set]")?.focus();
      break;
    case "resume":
      asking = false;
      draw();
      break;
    case "toggle":
      dispatch({ type: "toggle", ex, set });
      break;
    case "kind":
      dispatch({ type: "kind", ex, set });
      break;
    case "delete-set":
      dispatch({ type: "deleteSet", ex, set });
      break;
    case "add-set":
      dispatch({ type: "addSet", ex });
      break;
    case "move":
      dispatch({ type: "move", ex, by: Number(button.dataset.by) });
      break;
    case "superset":
      dispatch({ type: "superset", ex });
      break;
    case "remove":
      if (confirm("Remove this exercise and its sets from the session?")) dispatch({ type: "removeExercise", ex });
      break;
    case "effort-mode": {
      const current = draft.exercises.find((e) => e.uid === ex)?.effortMode;
      dispatch({ type: "effortMode", ex, mode: current === "rir" ? "rpe" : "rir" });
      break;
    }
    case "open-sheet":
      sheet = { query: "", category: "" };
      draw();
      document.getElementById("f-search")?.focus();
      break;
    case "close-sheet":
      sheet = null;
      draw();
      break;
    case "add": {
      const info = data.library.find((e) => e.id === button.dataset.id);
      sheet = null;
      dispatch({ type: "addExercise", exercise: info });
      break;
    }
    case "add-new": {
      const name = sheet.query.trim();
      sheet = null;
      dispatch({ type: "addExercise", exercise: { id: null, name, type: "strength" } });
      break;
    }
    case "rest":
      dispatch({ type: "restAdjust", by: Number(button.dataset.by) });
      break;
    case "rest-skip":
      dispatch({ type: "restSkip" });
      break;
    case "finish":
      finish();
      break;
    case "discard":
      if (confirm("Discard this session? Everything logged in it is deleted from this phone; nothing was saved anywhere.")) {
        draft = null;
        asking = false;
        save();
        draw();
      }
      break;
    case "back":
      lan.saved = null;
      draft = { ...draft, finished: null };
      save();
      draw();
      break;
    case "new":
      if (confirm("Start over? The finished file is deleted from this phone: share, download or copy it first.")) {
        draft = null;
        lan.saved = null;
        lan.message = null;
        save();
        draw();
      }
      break;
    case "share":
      share();
      break;
    case "copy":
      copyText();
      break;
    case "pair":
      pair(document.getElementById("f-code")?.value ?? "");
      break;
    case "save-site":
      saveToSite();
      break;
  }
});

root.addEventListener("input", (event) => {
  const input = event.target;
  const field = input.dataset.field;
  if (!field) return;
  if (field === "search") {
    sheet.query = input.value;
    redrawSheet();
    return;
  }
  if (field === "category" || field === "code") return;
  if (field === "title" || field === "notes" || field === "bodyweight") {
    dispatch({ type: field, value: input.value }, false);
    return;
  }
  dispatch({ type: "edit", ex: Number(input.dataset.ex), set: Number(input.dataset.set), field, value: input.value }, false);
  // The edit is carried to the following unticked sets: show it there, without drawing again.
  const ex = draft.exercises.find((e) => e.uid === Number(input.dataset.ex));
  for (const s of ex?.sets ?? []) {
    const other = document.getElementById(`i-${s.uid}-${field}`);
    if (other && other !== input && other.value !== s[field]) other.value = s[field];
  }
});

root.addEventListener("change", (event) => {
  if (event.target.dataset.field === "category") {
    sheet.category = event.target.value;
    sheet.query = "";
    redrawSheet();
  }
});

// The keypad opens with the value selected, so typing replaces it.
root.addEventListener("focusin", (event) => {
  if (event.target.matches?.("input[data-set]")) event.target.select();
});

function redrawSheet() {
  const position = document.activeElement?.selectionStart;
  draw();
  const search = document.getElementById("f-search");
  if (search && document.activeElement === search && position !== undefined) search.setSelectionRange(position, position);
}

// MARK: Finishing and handing the file back

function finish() {
  if (!L.hasAnythingToSave(draft)) {
    toast("Nothing to save yet: tick the sets you did. To drop this session, use Discard.");
    return;
  }
  const file = L.toMarkdown(draft, new Date());
  draft = { ...draft, finished: file, rest: null };
  save();
  draw();
}

async function share() {
  const f = draft.finished;
  try {
    await navigator.share({ files: [new File([f.text], f.name, { type: "text/markdown" })], title: f.name });
  } catch (error) {
    if (error?.name !== "AbortError") toast("Sharing did not work here: download or copy the file instead.");
  }
}

async function copyText() {
  const f = draft.finished;
  try {
    await navigator.clipboard.writeText(f.text);
    lan.message = null;
    flash("Copied.");
  } catch {
    const area = document.getElementById("f-file");
    area?.select();
    flash(document.execCommand?.("copy") ? "Copied." : "Select the text below and copy it.");
  }
}

function flash(text) {
  let status = document.getElementById("gym-status");
  if (!status) {
    status = document.createElement("p");
    status.id = "gym-status";
    status.setAttribute("role", "status");
    root.prepend(status);
  }
  status.textContent = text;
}

async function probeLAN() {
  // Where the site is published there is no `serve --lan` to pair with: do not ask.
  if (data.published && new URL(data.published).origin === location.origin) return;
  try {
    const answer = await fetch(api("lan"), { cache: "no-store" });
    if (!answer.ok) return;
    const body = await answer.json();
    // serve --lan answers; `pairing` says whether its one-time code is still unused.
    lan.available = true;
    lan.canPair = Boolean(body.pairing);
  } catch {
    lan.available = false;
  }
  await pairFromAddress();
  draw();
}

/** The QR code's address carries the pairing code after `#pair=`: pair with it, then forget it. */
async function pairFromAddress() {
  const code = new URLSearchParams(location.hash.slice(1)).get("pair");
  if (!lan.available || !code) return;
  history.replaceState(null, "", location.pathname);
  await pair(code);
}

async function pair(code) {
  try {
    const answer = await fetch(api("pair"), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code: code.trim() }) });
    const body = await answer.json().catch(() => ({}));
    if (answer.ok && body.token) {
      localStorage.setItem(TOKEN, body.token);
      lan.paired = true;
      lan.message = null;
    } else {
      lan.message = esc(body.error ?? `The site refused the code (${answer.status}).`);
    }
  } catch {
    lan.message = "Your site could not be reached: is <code>liftbook serve --lan</code> still running, on this network?";
  }
  draw();
}

async function saveToSite() {
  const f = draft.finished;
  lan.busy = true;
  draw();
  let name = f.name;
  try {
    for (let attempt = 2; attempt < 20; attempt++) {
      const answer = await fetch(api("sessions"), {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem(TOKEN) ?? ""}` },
        body: JSON.stringify({ name, text: f.text }),
      });
      const body = await answer.json().catch(() => ({}));
      if (answer.status === 409) {
        // A file of that name exists: never over it; the next free name.
        name = f.name.replace(/\.md$/, `-${attempt}.md`);
        continue;
      }
      if (answer.ok) {
        lan.saved = { path: body.path, url: body.url };
        lan.message = null;
        // Kept with the finished file, so the page says it was saved after a reload too.
        draft = { ...draft, finished: { ...draft.finished, saved: lan.saved } };
        save();
      } else if (answer.status === 401) {
        localStorage.removeItem(TOKEN);
        lan.paired = false;
        lan.message = esc(body.error ?? "The pairing has expired: pair again with a new code.");
      } else if (body.diagnostics) {
        lan.message = `<p>Your site did not accept the session; nothing was written:</p><ul>${body.diagnostics
          .map((d) => `<li>line ${esc(d.line)}, column ${esc(d.column)}: ${esc(d.message)}${d.hint ? ` <span class="gym-muted">(${esc(d.hint)})</span>` : ""}</li>`)
          .join("")}</ul>`;
      } else {
        lan.message = esc(body.error ?? `Your site refused the session (${answer.status}).`);
      }
      break;
    }
  } catch {
    lan.message = "Your site could not be reached: the file is still here; download or copy it.";
  }
  lan.busy = false;
  draw();
}

// MARK: Start

window.addEventListener("hashchange", pairFromAddress);
document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && tick());
setInterval(tick, 1000);
if ("serviceWorker" in navigator && window.isSecureContext) {
  navigator.serviceWorker.register("sw.js").catch(() => {});
}
draw();
probeLAN();
