// Liftbook gym page: the screen. It reads the draft, draws it, and turns taps into actions for
// logic.js; the draft is stored on every change before the screen is drawn again.
import * as L from "./logic.js";

const root = document.getElementById("gym");
const data = JSON.parse(document.getElementById("gym-data").textContent);
const STORE = `liftbook-gym:${data.home}`;
const TOKEN = `${STORE}:token`;
const api = (path) => new URL(`../_liftbook/${path}`, location.href).toString();
// Every word the page shows comes from the site's string table, in the page data (`words`).
const words = data.words ?? {};
/** A phrase as plain text. */
const t = (key, args) => L.phrase(words, key, args);

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
    toast("gym.storage-refused");
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

/**
 * A phrase as HTML: its words escaped, text in backticks shown as code, the values of `html` put
 * in as they are (escape them first); `count` chooses the plural form and fills `{count}`.
 */
function th(key, html = {}) {
  const args = {};
  for (const name of Object.keys(html)) args[name] = name === "count" ? html.count : `\u0001${name}\u0002`;
  let out = esc(t(key, args)).replace(/`([^`]*)`/g, "<code>$1</code>");
  for (const [name, value] of Object.entries(html)) if (name !== "count") out = out.split(`\u0001${name}\u0002`).join(value);
  return out;
}

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
  return `<h1>${th("gym.title")}</h1>
<p class="gym-note">${th("gym.resume.text", { title: `<strong>${esc(draft.title)}</strong>`, date: esc(draft.date), start: esc(draft.start), count: done })}</p>
<div class="gym-actions"><button type="button" class="gym-primary" data-act="resume">${th("gym.resume")}</button>
<button type="button" data-act="discard">${th("gym.discard")}</button></div>
<p class="gym-muted">${th("gym.resume.hint")}</p>`;
}

function startScreen() {
  const today = L.todaysDay(data, new Date());
  const days = data.days ?? [];
  let html = `<h1>${th("gym.title")}</h1>`;
  if (days.length === 0) {
    html += `<p class="gym-note">${th("gym.no-routine")}</p>`;
  } else if (today) {
    html += `<p class="gym-note">${th("gym.today", { title: `<strong>${esc(today.title)}</strong>` })}</p>`;
  } else {
    html += `<p class="gym-note">${th("gym.no-plan-today")}</p>`;
  }
  html += `<div class="gym-actions">`;
  if (today) html += `<button type="button" class="gym-primary" data-act="start" data-day="${esc(today.key)}">${th("gym.start", { title: esc(today.title) })}</button>`;
  html += `<button type="button" data-act="start" data-day="">${th("gym.empty-session")}</button></div>`;
  const others = days.filter((d) => d !== today);
  if (others.length > 0) {
    html += `<h2>${th("gym.another-day")}</h2><ul class="gym-days">`;
    for (const d of others) {
      const count = d.exercises.length;
      html += `<li><button type="button" data-act="start" data-day="${esc(d.key)}">${esc(d.title)} <span class="gym-muted">${th("gym.day.exercises", { count })}</span></button></li>`;
    }
    html += `</ul>`;
  }
  return html;
}

function sessionScreen() {
  const { done, all } = L.progress(draft);
  let html = `<div class="gym-head">
<label class="gym-title"><span class="visually-hidden">${th("gym.session-title")}</span><input id="f-title" data-field="title" value="${esc(draft.title)}" autocomplete="off"></label>
<p class="gym-muted">${th("gym.started", { start: esc(draft.start) })} · <span data-clock="elapsed" role="timer" aria-label="${th("gym.elapsed")}">0:00</span> · ${th("gym.sets-done", { done: String(done), all: String(all) })}</p>
</div>`;
  // A notice is a key of the table (older drafts kept the words themselves, which show as they are).
  if (draft.notice) html += `<p class="gym-notice" role="alert">${th(draft.notice)}</p>`;
  draft.exercises.forEach((ex, index) => (html += exerciseCard(ex, index)));
  if (draft.exercises.length === 0) html += `<p class="gym-note">${th("gym.no-exercises")}</p>`;
  html += sheet ? addSheet() : `<button type="button" class="gym-wide" data-act="open-sheet">${th("gym.add-exercise")}</button>`;
  html += `<section class="gym-card" aria-labelledby="notes-h"><h2 id="notes-h">${th("gym.session")}</h2>
<label for="f-bw">${th("gym.bodyweight", { unit: esc(data.unit) })}</label>
<input id="f-bw" data-field="bodyweight" inputmode="decimal" autocomplete="off" value="${esc(draft.bodyweight)}">
<label for="f-notes">${th("gym.notes")}</label>
<textarea id="f-notes" data-field="notes" rows="3">${esc(draft.notes)}</textarea>
</section>
<div class="gym-actions"><button type="button" class="gym-primary" data-act="finish">${th("gym.finish")}</button>
<button type="button" data-act="discard">${th("gym.discard")}</button></div>`;
  html += restBar();
  return html;
}

function exerciseCard(ex, index) {
  const fields = L.fieldsFor(ex.type);
  const unit = data.unit;
  const label = (f) => ({
    weight: ex.type === "bodyweight" ? t(ex.assisted ? "gym.unit.help" : "gym.unit.added", { unit }) : unit,
    reps: t("gym.unit.reps"),
    duration: t(ex.type === "isometric" ? "gym.unit.sec" : "gym.unit.min"),
    distance: t("gym.unit.km"),
  })[f];
  const group = ex.superset ? `<span class="gym-badge" title="${th("gym.superset", { group: esc(ex.superset) })}">${esc(ex.superset)}</span> ` : "";
  let html = `<section class="gym-card gym-exercise" aria-labelledby="ex-${ex.uid}">
<h2 id="ex-${ex.uid}">${group}${esc(ex.name)}</h2>`;
  if (ex.target) html += `<p class="gym-target">${th("gym.target", { target: esc(ex.target) })}</p>`;
  if (ex.warmup) html += `<p class="gym-muted">${th("gym.warmup", { warmup: esc(ex.warmup) })}</p>`;
  if (ex.last) html += `<p class="gym-muted">${th("gym.last", { last: esc(ex.last) })}</p>`;
  if (ex.reason) html += `<details><summary>${th("gym.why")}</summary><p>${esc(ex.reason)}</p></details>`;
  html += `<table class="gym-sets"><caption class="visually-hidden">${th("gym.sets.caption", { name: esc(ex.name) })}</caption><thead><tr><th scope="col">${th("gym.sets.set")}</th>`;
  for (const f of fields) html += `<th scope="col">${esc(label(f))}</th>`;
  const reps = fields.includes("reps");
  if (reps) html += `<th scope="col"><button type="button" class="gym-link" data-act="effort-mode" data-ex="${ex.uid}" aria-label="${th(ex.effortMode === "rir" ? "gym.effort.as-rir" : "gym.effort.as-rpe")}">${th(ex.effortMode === "rir" ? "gym.effort.rir" : "gym.effort.rpe")}</button></th>`;
  html += `<th scope="col"><span class="visually-hidden">${th("gym.done")}</span></th><th scope="col"><span class="visually-hidden">${th("gym.delete")}</span></th></tr></thead><tbody>`;
  let work = 0;
  ex.sets.forEach((s) => {
    // The letters shown for a kind are the language's (gym.kind.mark.*); the file the page writes
    // uses the notation's own words, whatever the language.
    const number = s.kind === "warmup" ? t("gym.kind.mark.warmup") : String(++work);
    const kindName = t(`gym.kind.${s.kind}`);
    const mark = s.kind === "working" ? number : t(`gym.kind.mark.${s.kind}`);
    html += `<tr class="${s.done ? "done" : ""}${s.kind === "warmup" ? " warm" : ""}"><td><button type="button" class="gym-kind" data-act="kind" data-ex="${ex.uid}" data-set="${s.uid}" aria-label="${th("gym.kind.change", { number: esc(number), kind: esc(kindName) })}">${esc(mark)}</button></td>`;
    for (const f of fields) {
      html += `<td><input id="i-${s.uid}-${f}" data-ex="${ex.uid}" data-set="${s.uid}" data-field="${f}" inputmode="decimal" autocomplete="off" enterkeyhint="next" value="${esc(s[f])}" aria-label="${th("gym.field", { number: esc(number), field: esc(label(f)) })}"${s.done ? " readonly" : ""}></td>`;
    }
    if (reps) html += `<td><input id="i-${s.uid}-effort" data-ex="${ex.uid}" data-set="${s.uid}" data-field="effort" inputmode="decimal" autocomplete="off" value="${esc(s.effort)}" aria-label="${th("gym.field", { number: esc(number), field: th(ex.effortMode === "rir" ? "gym.effort.rir" : "gym.effort.rpe") })}"${s.done ? " readonly" : ""}></td>`;
    html += `<td><button type="button" class="gym-tick" data-act="toggle" data-ex="${ex.uid}" data-set="${s.uid}" aria-pressed="${s.done}" aria-label="${th("gym.set-done", { number: esc(number) })}">✓</button></td>`;
    html += `<td><button type="button" class="gym-delete" data-act="delete-set" data-ex="${ex.uid}" data-set="${s.uid}" aria-label="${th("gym.delete-set", { number: esc(number) })}">×</button></td></tr>`;
  });
  html += `</tbody></table>
<div class="gym-row"><button type="button" data-act="add-set" data-ex="${ex.uid}">${th("gym.add-set")}</button>
<button type="button" data-act="move" data-by="-1" data-ex="${ex.uid}" aria-label="${th("gym.move-up", { name: esc(ex.name) })}"${index === 0 ? " disabled" : ""}>↑</button>
<button type="button" data-act="move" data-by="1" data-ex="${ex.uid}" aria-label="${th("gym.move-down", { name: esc(ex.name) })}"${index === draft.exercises.length - 1 ? " disabled" : ""}>↓</button>
<button type="button" data-act="superset" data-ex="${ex.uid}" aria-pressed="${Boolean(ex.superset && index > 0 && draft.exercises[index - 1].superset === ex.superset)}"${index === 0 ? " disabled" : ""}>${th("gym.superset.toggle")}</button>
<button type="button" data-act="remove" data-ex="${ex.uid}">${th("gym.remove")}</button></div>
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
  let html = `<section class="gym-card gym-sheet" aria-labelledby="sheet-h"><h2 id="sheet-h">${th("gym.add-exercise")}</h2>
<label for="f-search">${th("gym.search")}</label>
<input id="f-search" type="search" data-field="search" value="${esc(sheet.query)}" autocomplete="off" placeholder="${th("gym.search.placeholder")}">
<label for="f-category">${th("gym.category")}</label>
<select id="f-category" data-field="category"><option value="">${th("gym.recent")}</option>${categories.map((c) => `<option value="${esc(c)}"${c === sheet.category ? " selected" : ""}>${esc(c)}</option>`).join("")}</select>
<p class="gym-muted" aria-live="polite">${query || sheet.category ? th("gym.found", { count: list.length }) : th("gym.recent-first")}</p>
<ul class="gym-results">`;
  for (const e of list.slice(0, 40)) html += `<li><button type="button" data-act="add" data-id="${esc(e.id)}">${esc(e.name)} <span class="gym-muted">${esc(e.category)}</span></button></li>`;
  html += `</ul>`;
  if (sheet.query.trim()) html += `<button type="button" data-act="add-new">${th("gym.add-new", { name: esc(sheet.query.trim()) })}</button>`;
  html += `<button type="button" data-act="close-sheet">${th("gym.close")}</button></section>`;
  return html;
}

function restBar() {
  if (!draft.rest) return "";
  return `<div class="gym-rest" role="region" aria-label="${th("gym.rest.label")}"><span>${th("gym.rest")} <strong data-clock="rest" role="timer">0:00</strong></span>
<button type="button" data-act="rest" data-by="-15">${th("gym.rest.less")}</button><button type="button" data-act="rest" data-by="15">${th("gym.rest.more")}</button>
<button type="button" data-act="rest-skip">${th("gym.rest.skip")}</button></div>`;
}

function finishScreen() {
  const f = draft.finished;
  let html = `<h1>${th("gym.finished.title")}</h1>
<p class="gym-note">${th("gym.finished", { name: `<strong>${esc(f.name)}</strong>` })}</p>
<div class="gym-actions">`;
  if (navigator.canShare && navigator.canShare({ files: [new File([f.text], f.name, { type: "text/markdown" })] })) {
    html += `<button type="button" class="gym-primary" data-act="share">${th("gym.share")}</button>`;
  }
  html += `<a class="gym-button" download="${esc(f.name)}" href="data:text/markdown;charset=utf-8,${encodeURIComponent(f.text)}">${th("gym.download")}</a>
<button type="button" data-act="copy">${th("gym.copy")}</button></div>`;
  if (lan.available) html += pairing();
  html += `<label for="f-file">${th("gym.file")}</label><textarea id="f-file" readonly rows="12">${esc(f.text)}</textarea>
<div class="gym-actions"><button type="button" data-act="back">${th("gym.back")}</button><button type="button" data-act="new">${th("gym.new")}</button></div>`;
  return html;
}

function pairing() {
  if (!lan.saved && draft.finished.saved) lan.saved = draft.finished.saved;
  let html = `<section class="gym-card" aria-labelledby="site-h"><h2 id="site-h">${th("gym.site.title")}</h2>`;
  if (lan.saved) {
    const link = lan.saved.url ? ` <a href="${esc(lan.saved.url)}">${th("gym.site.open")}</a>.` : "";
    html += `<p class="gym-success" role="status">${th("gym.site.saved", { path: esc(lan.saved.path) })}${link}</p>`;
  } else if (lan.paired) {
    html += `<button type="button" class="gym-primary" data-act="save-site"${lan.busy ? " disabled" : ""}>${th("gym.site.title")}</button>`;
  } else {
    html += `<p class="gym-note">${th(lan.canPair ? "gym.site.code" : "gym.site.code-used")}</p>
<label for="f-code">${th("gym.site.code.label")}</label><input id="f-code" inputmode="numeric" autocomplete="one-time-code" data-field="code">
<button type="button" data-act="pair">${th("gym.site.pair")}</button>`;
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

/** Shows the phrase `key` above the session. */
function toast(key) {
  if (draft) {
    draft.notice = key;
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
      if (confirm(t("gym.confirm.remove"))) dispatch({ type: "removeExercise", ex });
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
      if (confirm(t("gym.confirm.discard"))) {
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
      if (confirm(t("gym.confirm.new"))) {
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
    toast("gym.nothing-to-save");
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
    if (error?.name !== "AbortError") toast("gym.share-failed");
  }
}

async function copyText() {
  const f = draft.finished;
  try {
    await navigator.clipboard.writeText(f.text);
    lan.message = null;
    flash(t("gym.copied"));
  } catch {
    const area = document.getElementById("f-file");
    area?.select();
    flash(t(document.execCommand?.("copy") ? "gym.copied" : "gym.copy-select"));
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

/** The page's phrase for each refusal `serve --lan` names by a code (its own sentence is English). */
const REFUSALS = {
  "pair-wrong": "gym.site.code-wrong",
  "pair-replaced": "gym.site.code-replaced",
  "pair-used": "gym.site.code-used",
  unpaired: "gym.site.expired",
  "too-large": "gym.site.too-large",
  "not-written": "gym.site.not-written",
};

/** What to say for a refusal: the phrase of its code, else `fallback` with the HTTP status. */
function refusal(body, fallback, status) {
  const key = REFUSALS[body.code];
  return key ? th(key) : th(fallback, { status: esc(status) });
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
      lan.message = refusal(body, "gym.site.code-refused", answer.status);
    }
  } catch {
    lan.message = th("gym.site.unreachable");
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
        lan.message = th("gym.site.expired");
      } else if (body.diagnostics) {
        lan.message = `<p>${th("gym.site.rejected")}</p><ul>${body.diagnostics
          .map((d) => `<li>${th("gym.site.problem", { line: esc(d.line), column: esc(d.column), message: esc(d.message) })}${d.hint ? ` <span class="gym-muted">(${esc(d.hint)})</span>` : ""}</li>`)
          .join("")}</ul>`;
      } else {
        lan.message = refusal(body, "gym.site.refused", answer.status);
      }
      break;
    }
  } catch {
    lan.message = th("gym.site.unreachable-file");
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
