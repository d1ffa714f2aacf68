// The gym page's words (node --test): every word it shows comes from the site's string table, which
// the build puts in the page data (`words`). The scripts have no English sentence of their own, every
// key they ask for is in Templates/i18n/en.yaml, and the logic runs with a pseudo-language table
// (each phrase in ⟦…⟧) as it does with English.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as L from "../../Templates/gym/logic.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const read = (path) => readFileSync(resolve(root, path), "utf8");
const sources = { "app.js": read("Templates/gym/app.js"), "logic.js": read("Templates/gym/logic.js") };

/** The `gym.*` phrases of en.yaml: a plain or quoted value, or a map of plural forms. */
function englishPhrases() {
  const phrases = {};
  let counted = null;
  const value = (text) => (text.startsWith('"') ? JSON.parse(text) : text);
  for (const line of read("Templates/i18n/en.yaml").split("\n")) {
    const form = counted && line.match(/^ {2}(zero|one|two|few|many|other): (.*)$/);
    if (form) {
      phrases[counted][form[1]] = value(form[2]);
      continue;
    }
    counted = null;
    const entry = line.match(/^(gym\.[a-z0-9.-]+):(?: (.*))?$/);
    if (!entry) continue;
    if (entry[2] === undefined) {
      counted = entry[1];
      phrases[counted] = {};
    } else {
      phrases[entry[1]] = value(entry[2]);
    }
  }
  return phrases;
}

/** The table with every phrase in ⟦…⟧, as a site's `i18n/en.yaml` of the pseudo-language makes it. */
function pseudo(phrases) {
  const wrap = (text) => `⟦${text}⟧`;
  const out = {};
  for (const [key, v] of Object.entries(phrases)) {
    out[key] = typeof v === "string" ? wrap(v) : Object.fromEntries(Object.entries(v).map(([c, t]) => [c, wrap(t)]));
  }
  return { language: "en", phrases: out };
}

/**
 * The literals of a script, comments left out: its template literals, each with its `${…}` parts
 * taken out (nested ones listed too), and its quoted strings.
 */
function literals(source) {
  const found = [];
  const quotedStrings = [];
  function template(i) {
    // `i` is just after the opening backtick; returns the index after the closing one.
    let text = "";
    while (i < source.length && source[i] !== "`") {
      if (source[i] === "\\") {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (source[i] === "$" && source[i + 1] === "{") {
        i = expression(i + 2);
      } else {
        text += source[i++];
      }
    }
    found.push(text);
    return i + 1;
  }
  function regex(i) {
    // A regular expression literal: skipped, quotes in it are not strings.
    i += 1;
    let inClass = false;
    while (i < source.length && (inClass || source[i] !== "/")) {
      if (source[i] === "\\") i += 1;
      else if (source[i] === "[") inClass = true;
      else if (source[i] === "]") inClass = false;
      i += 1;
    }
    return i + 1;
  }
  function expression(i) {
    let depth = 1;
    while (i < source.length && depth > 0) {
      const c = source[i];
      if (c === "`") i = template(i + 1);
      else if (c === '"' || c === "'") i = quoted(i);
      else if (c === "/" && /[(,=:!&|?]\s*$/.test(source.slice(Math.max(0, i - 20), i))) i = regex(i);
      else {
        if (c === "{") depth += 1;
        if (c === "}") depth -= 1;
        i += 1;
      }
    }
    return i;
  }
  function quoted(i) {
    const start = i + 1;
    const quote = source[i++];
    while (i < source.length && source[i] !== quote) i += source[i] === "\\" ? 2 : 1;
    quotedStrings.push(source.slice(start, i));
    return i + 1;
  }
  for (let i = 0; i < source.length; ) {
    const c = source[i];
    if (c === "/" && source[i + 1] === "/") i = source.indexOf("\n", i) + 1 || source.length;
    else if (c === "/" && source[i + 1] === "*") i = source.indexOf("*/", i) + 2;
    else if (c === "`") i = template(i + 1);
    else if (c === '"' || c === "'") i = quoted(i);
    else if (c === "/" && /[(,=:!&|?]\s*$/.test(source.slice(Math.max(0, i - 20), i))) i = regex(i);
    else i += 1;
  }
  return { templates: found, strings: quotedStrings };
}

const sentence = /[A-Za-z]{2,}[,.:;!?]? +[A-Za-z]{2,}/;

test("the scripts write no sentence of their own", () => {
  for (const [name, source] of Object.entries(sources)) {
    const { templates, strings } = literals(source);
    assert.ok(templates.length > 20 || name === "logic.js", `${name}: found only ${templates.length} templates`);
    for (const text of strings) assert.doesNotMatch(text, sentence, `${name}: "${text}"`);
    for (const text of templates) {
      if (!text.includes("<")) {
        assert.doesNotMatch(text, sentence, `${name}: \`${text}\``);
        continue;
      }
      // HTML: no word between the tags, none in a label a reader (or a screen reader) gets.
      for (const [, attribute, value] of text.matchAll(/\b(aria-label|title|placeholder|alt)="([^"]*)"/g)) {
        assert.doesNotMatch(value, /[A-Za-z]{2,}/, `${name}: ${attribute}="${value}" in \`${text}\``);
      }
      const between = text.replace(/<[^>]*>/g, " ").replace(/&[a-z]+;/g, " ");
      assert.doesNotMatch(between, /[A-Za-z]{2,}/, `${name}: \`${text}\``);
    }
  }
});

test("every key the scripts ask for is in the English table", () => {
  const phrases = englishPhrases();
  const asked = new Set();
  for (const source of Object.values(sources)) {
    for (const m of source.matchAll(/\b(?:t|th|toast|phrase\(data\.words,)\s*\(?\s*"(gym\.[a-z0-9.-]+)"/g)) asked.add(m[1]);
    for (const m of source.matchAll(/"(gym\.[a-z0-9.-]+)"/g)) asked.add(m[1]);
    // Keys made from a set's kind.
    for (const m of source.matchAll(/`(gym\.[a-z.-]+)\$\{s\.kind\}`/g)) {
      for (const kind of L.KINDS) if (!(m[1] === "gym.kind.mark." && kind === "working")) asked.add(m[1] + kind);
    }
  }
  assert.ok(asked.size > 60, `found only ${asked.size} keys`);
  const missing = [...asked].filter((key) => !(key in phrases));
  assert.deepEqual(missing, []);
});

test("the logic runs with the pseudo-language table", () => {
  const words = pseudo(englishPhrases());
  // Plural forms by the language's rules, placeholders filled.
  assert.equal(L.phrase(words, "gym.day.exercises", { count: 1 }), "⟦1 exercise⟧");
  assert.equal(L.phrase(words, "gym.day.exercises", { count: 4 }), "⟦4 exercises⟧");
  assert.equal(L.phrase(words, "gym.sets-done", { done: 2, all: 9 }), "⟦2 of 9 sets done⟧");
  // A placeholder without a value stays as written; a key the table lacks shows itself.
  assert.equal(L.phrase(words, "gym.target", {}), "⟦Target: {target}⟧");
  assert.equal(L.phrase(words, "gym.no-such-key"), "gym.no-such-key");
  // French: 0 and 1 are "one"; Portuguese too.
  const french = { language: "fr", phrases: { "gym.found": { one: "{count} trouvé", many: "{count} de trouvés", other: "{count} trouvés" } } };
  assert.equal(L.phrase(french, "gym.found", { count: 0 }), "0 trouvé");
  assert.equal(L.phrase(french, "gym.found", { count: 2 }), "2 trouvés");
  // An empty session takes its title from the table; the notices are keys of it.
  const data = { unit: "kg", rest: 90, days: [], library: [], last: {}, recent: [], words };
  let draft = L.newDraft(data, null, new Date(2026, 10, 27, 18, 0));
  assert.equal(draft.title, "⟦Workout⟧");
  draft = L.update(draft, { type: "addExercise", exercise: { id: null, name: "My Curl", type: "strength" } }, { data, now: 0 });
  const ex = draft.exercises[0];
  const after = L.update(draft, { type: "toggle", ex: ex.uid, set: ex.sets[0].uid }, { data, now: 0 });
  assert.ok(after.notice in words.phrases, after.notice);
  assert.match(L.phrase(words, after.notice), /^⟦.*⟧$/);
});
