// The gym page in a real headless Chromium at a phone's 390 px (node --test): a new GZCLP site,
// today's session logged with a changed weight, a warm-up, an added exercise and a dropped set;
// the draft surviving a reload; the file checked and built, and its figures compared with the
// same session typed by hand; then the page opened again with the server stopped (offline).
// Screenshots go to GYM_SCREENSHOTS when it is set.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, readFileSync, writeFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { Browser } from "./webdriver.mjs";
import { run, serveFolder, temporary } from "./site.mjs";

const shots = process.env.GYM_SCREENSHOTS;
const state = "return document.getElementById('gym')?.dataset.state";

async function snap(browser, name) {
  if (shots) await browser.screenshot(join(shots, `${name}.png`));
}

/** The values of one exercise card's inputs of `field`, in order. */
function column(browser, index, field) {
  return browser.run(`return [...document.querySelectorAll('.gym-exercise')[${index}].querySelectorAll('input[data-field="${field}"]')].map((i) => i.value)`);
}

/** Types into the `n`th input of `field` in exercise card `index` (the keypad selects what it held). */
async function typeIn(browser, index, field, n, text) {
  const id = await browser.run(`return document.querySelectorAll('.gym-exercise')[${index}].querySelectorAll('input[data-field="${field}"]')[${n}].id`);
  await browser.type(`#${id}`, text);
}

/** Clicks the `n`th (0-based) element matching `css` inside exercise card `index`. */
function clickIn(browser, index, css, n = 0) {
  return browser.run(`document.querySelectorAll('.gym-exercise')[${index}].querySelectorAll('${css}')[${n}].click(); return true`);
}

test("log a planned session on a phone, offline-capable, and build it into the site", { timeout: 240000 }, async () => {
  const folder = temporary();
  const site = join(folder, "site");
  assert.equal(run("init", site, "--program", "gzclp").status, 0);
  const built = run("build", site);
  assert.equal(built.status, 0, built.stderr);
  const checkedBefore = run("check", site);
  assert.equal(checkedBefore.status, 0, checkedBefore.stderr);
  const homeBefore = readFileSync(join(site, "public/index.html"), "utf8");

  const server = await serveFolder(join(site, "public"));
  const browser = await Browser.start({ width: 390, height: 844 });
  let taps = 0;
  const tap = async (fn) => {
    taps += 1;
    await fn();
  };
  try {
    await browser.go(`${server.url}gym/`);
    assert.equal(await browser.until(state), "start");
    const startText = await browser.run("return document.getElementById('gym').innerText");
    assert.match(startText, /Today's plan: A1|Start A1/);
    await snap(browser, "gym-start-390");
    await browser.run("window.confirm = () => true; return true");
    await browser.click('[data-act="start"]');
    assert.equal(await browser.until(state), "logging");

    // Squat: pre-filled warm-up ramp, then the target (4 × 3 @ 60 kg and a 3+ set).
    assert.deepEqual(await column(browser, 0, "weight"), ["20", "25", "35", "47.5", "60", "60", "60", "60", "60"]);
    assert.deepEqual(await column(browser, 0, "reps"), ["10", "5", "3", "1", "3", "3", "3", "3", "3"]);
    // The first warm-up, ticked as it is: one tap.
    await tap(() => clickIn(browser, 0, ".gym-tick", 0));
    // One changed weight: typed into the first work set, carried to the following unticked sets.
    await typeIn(browser, 0, "weight", 4, "62.5");
    assert.deepEqual(await column(browser, 0, "weight"), ["20", "25", "35", "47.5", "62.5", "62.5", "62.5", "62.5", "62.5"]);
    for (let n = 4; n < 9; n++) await tap(() => clickIn(browser, 0, ".gym-tick", n));
    const squatTaps = taps;
    // Bench as planned: 2 warm-ups left unticked (dropped), 3 work sets at one tap each.
    const benchSets = (await column(browser, 1, "weight")).length;
    for (let n = benchSets - 3; n < benchSets; n++) await tap(() => clickIn(browser, 1, ".gym-tick", n));
    assert.equal(taps - squatTaps, 3, "an unchanged set costs one tap");
    // Lat pulldown: two sets ticked; the AMRAP set deleted (a dropped set).
    await tap(() => clickIn(browser, 2, ".gym-tick", 0));
    await tap(() => clickIn(browser, 2, ".gym-tick", 1));
    await clickIn(browser, 2, ".gym-delete", 2);
    // The rest timer runs after a tick.
    assert.match(await browser.run("return document.querySelector('.gym-rest')?.innerText ?? ''"), /Rest/);
    await snap(browser, "gym-mid-session-390");

    // An extra exercise from the library: search, pick, fill, tick.
    await browser.click('[data-act="open-sheet"]');
    await browser.type("#f-search", "dumbbell curl");
    await browser.until("return document.querySelector('[data-act=\"add\"][data-id=\"dumbbell-curl\"]')");
    await browser.click('[data-act="add"][data-id="dumbbell-curl"]');
    await typeIn(browser, 3, "weight", 0, "12");
    await typeIn(browser, 3, "reps", 0, "10");
    await clickIn(browser, 3, ".gym-tick", 0);

    // The draft survives a reload: offered, resumed, as it was.
    await browser.go(`${server.url}gym/`);
    assert.equal(await browser.until(state), "resume");
    assert.match(await browser.run("return document.getElementById('gym').innerText"), /in progress/);
    await browser.click('[data-act="resume"]');
    assert.match(await browser.run("return document.getElementById('gym').innerText"), /12 of \d+ sets done/);

    await browser.run("window.confirm = () => true; return true");
    await browser.click('[data-act="finish"]');
    assert.equal(await browser.until(state), "finished");
    await snap(browser, "gym-finish-390");
    const text = await browser.run("return document.getElementById('f-file').value");
    const name = (await browser.run("return document.querySelector('.gym-note strong').textContent")).trim();
    assert.match(name, /^\d{4}-\d{2}-\d{2}-a1\.md$/);
    const download = await browser.run("return decodeURIComponent(document.querySelector('a[download]').href.split(',')[1])");
    assert.equal(download, text, "the download holds the file");
    assert.match(text, /## Barbell Back Squat\n- 20 x 10 warmup\n(- 62\.5 x 3\n){4}- 62\.5 x 3 amrap\n/);
    assert.match(text, /## Lat Pulldown\n- 30 x 15\n- 30 x 15\n/);
    assert.match(text, /## Dumbbell Curl\n- 12 x 10\n$/);

    // Offline: the worker controls the page; with the server stopped it still opens.
    await browser.until("return navigator.serviceWorker && navigator.serviceWorker.controller !== null", 15000);
    await server.stop();
    await browser.go(`${server.url}gym/`);
    assert.equal(await browser.until(state), "finished", "the page and its draft open offline");
    await snap(browser, "gym-offline-390");

    // Home: the file goes into sessions/, passes check with nothing to say about it, and builds.
    const handFolder = join(folder, "by-hand");
    cpSync(site, handFolder, { recursive: true });
    writeFileSync(join(site, "sessions", name), text);
    const checked = run("check", site);
    assert.equal(checked.status, 0, checked.stderr);
    assert.equal(checked.stderr.split("\n").filter((l) => l.includes(name)).join("\n"), "", "no diagnostic about the file");
    assert.equal(checked.stderr.replace(/\d+ sessions?, \d+ sets/, "").replace(/in \d+ ms/, ""), checkedBefore.stderr.replace(/\d+ sessions?, \d+ sets/, "").replace(/in \d+ ms/, ""));
    const rebuilt = run("build", site);
    assert.equal(rebuilt.status, 0, rebuilt.stderr);
    const homeAfter = readFileSync(join(site, "public/index.html"), "utf8");
    assert.notEqual(homeAfter, homeBefore);
    assert.match(homeAfter, /A1/);

    // The same session typed by hand, in other words of the notation, gives the same figures.
    const front = text.split("\n---\n")[0] + "\n---\n";
    const byHand = front + [
      "## Barbell Back Squat", "- 20kg x 10 w", "- 62.5 x 3 x 4", "- 62.5kg x 3 AMRAP", "",
      "## Barbell Bench Press", ...text.split("## Barbell Bench Press\n")[1].split("\n\n")[0].split("\n"), "",
      "## Lat Pulldown", "- 30 x 15,15", "",
      "## Dumbbell Curl", "- 12kg x 10", "",
    ].join("\n");
    writeFileSync(join(handFolder, "sessions", "typed-by-hand.md"), byHand);
    const handBuilt = run("build", handFolder);
    assert.equal(handBuilt.status, 0, handBuilt.stderr);
    for (const id of ["barbell-back-squat", "barbell-bench-press", "lat-pulldown", "dumbbell-curl"]) {
      const page = (root) => readFileSync(join(root, "public/exercises", id, "index.html"), "utf8");
      assert.equal(page(handFolder), page(site), `exercises/${id}/ is the same typed by hand`);
    }
    assert.equal(readFileSync(join(handFolder, "public/index.html"), "utf8"), homeAfter, "home is the same typed by hand");
  } finally {
    await browser.close();
    await server.stop().catch(() => {});
  }
  console.log(`taps: ${taps} for ${taps} ticked sets (one each)`);
});
