// "Save to my site" in headless Chromium at 390 px against `liftbook serve --lan` bound to
// 127.0.0.1 (node --test): a wrong pairing code, pairing through the QR code's address, a save
// that lands in sessions/ and answers with the session's page, the same session again
// (never over the first), and a malformed session and a huge one refused with a message on the
// page and nothing written.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Browser } from "./webdriver.mjs";
import { liftbook, run, temporary } from "./site.mjs";

const state = "return document.getElementById('gym')?.dataset.state";
const sessions = (site) => readdirSync(join(site, "sessions")).sort();
const pageText = (browser) => browser.run("return document.getElementById('gym').innerText");

/** Starts `serve --lan` on 127.0.0.1 and waits for its address and pairing code. */
function serveLAN(site) {
  return new Promise((resolve, reject) => {
    const child = spawn(liftbook, ["serve", site, "--lan", "--host", "127.0.0.1", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const timer = setTimeout(() => reject(new Error(`serve --lan did not start:\n${output}`)), 60000);
    const read = (chunk) => {
      output += chunk;
      const address = output.match(/open (http:\/\/127\.0\.0\.1:\d+\/)gym\//);
      const code = output.match(/Pairing code: (\d{6})/);
      if (address && code) {
        clearTimeout(timer);
        resolve({ url: address[1], code: code[1], output: () => output, stop: () => child.kill("SIGINT") });
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", () => reject(new Error(`serve --lan stopped:\n${output}`)));
  });
}

/** Opens the gym page, logs one planned set and finishes. */
async function finishOneSet(browser, url) {
  await browser.go(`${url}gym/`);
  const first = await browser.until(state);
  if (first === "resume") await browser.click('[data-act="resume"]');
  if (first === "finished") await browser.click('[data-act="back"]');
  if ((await browser.until(state)) === "start") await browser.click('[data-act="start"]');
  await browser.until("return document.querySelector('.gym-tick')");
  await browser.run("const t = [...document.querySelectorAll('.gym-tick')].find((b) => b.getAttribute('aria-pressed') === 'false'); t.click(); return true");
  await browser.click('[data-act="finish"]');
  assert.equal(await browser.until(state), "finished");
}

test("save to my site through serve --lan: pairing, saving, and every refusal", { timeout: 240000 }, async () => {
  const site = join(temporary(), "site");
  assert.equal(run("init", site, "--program", "gzclp").status, 0);
  const before = sessions(site);
  const server = await serveLAN(site);
  const browser = await Browser.start({ width: 390, height: 844 });
  /** Waits for `css` on the page; on a timeout, says what the page and serve showed. */
  const waitFor = (css) => browser.until(`return document.querySelector('${css}')`, 60000).catch(async (error) => {
    throw new Error(`${error.message}\n--- page:\n${await pageText(browser)}\n--- serve:\n${server.output().replace(/^[█▀▄ ]+$/gm, "")}`);
  });
  try {
    await browser.run("window.confirm = () => true; return true").catch(() => {});
    await finishOneSet(browser, server.url);
    await browser.until("return document.querySelector('[data-act=\"pair\"]')");

    // A wrong code: refused, said on the page, nothing written.
    const wrong = server.code === "000000" ? "111111" : "000000";
    await browser.type("#f-code", wrong);
    await browser.click('[data-act="pair"]');
    await browser.until("return document.querySelector('.gym-notice')");
    assert.match(await pageText(browser), /code/i);
    assert.deepEqual(sessions(site), before);

    // The QR code's address carries the code: opening it pairs the page.
    await browser.go(`${server.url}gym/#pair=${server.code}`);
    await waitFor('[data-act="save-site"]');
    const text = await browser.run("return document.getElementById('f-file').value");
    const name = (await browser.run("return document.querySelector('.gym-note strong').textContent")).trim();
    await browser.click('[data-act="save-site"]');
    await waitFor(".gym-success");
    assert.deepEqual(sessions(site), [...before, name].sort());
    assert.equal(readFileSync(join(site, "sessions", name), "utf8"), text, "the file holds what the page wrote");
    const link = await browser.run("return document.querySelector('.gym-success a').href");
    assert.match(link, /\/sessions\/[^/]+\/$/);
    const page = await fetch(link);
    assert.equal(page.status, 200, "the new session's page is served after the rebuild");

    // The same session again: never over the first file (409), and under another name it is the
    // same workout (same start), which the check refuses; nothing is written.
    await browser.click('[data-act="back"]');
    await browser.click('[data-act="finish"]');
    await waitFor('[data-act="save-site"]');
    await browser.click('[data-act="save-site"]');
    await waitFor(".gym-notice li");
    assert.match(await pageText(browser), /another session starts at the same time/);
    assert.deepEqual(sessions(site), [...before, name].sort());
    assert.equal(readFileSync(join(site, "sessions", name), "utf8"), text, "the first file is untouched");

    // A malformed session (as if the file were edited): refused with the diagnostics, nothing written.
    const key = await browser.run("return Object.keys(localStorage).find((k) => !k.endsWith(':token'))");
    const setFinished = (body) => browser.run(`const d = JSON.parse(localStorage.getItem(arguments[0])); d.finished = { name: arguments[1], text: arguments[2] }; localStorage.setItem(arguments[0], JSON.stringify(d)); return true`, key, "2026-11-27-broken.md", body);
    await setFinished("---\ndate: 2026-11-27\ntitle: Broken\n---\n## Barbell Back Squat\n- 100 x\n");
    await browser.go(`${server.url}gym/`);
    await waitFor('[data-act="save-site"]');
    await browser.click('[data-act="save-site"]');
    await waitFor(".gym-notice li");
    assert.match(await pageText(browser), /did not accept[\s\S]*line 6, column \d+/);
    assert.deepEqual(sessions(site), [...before, name].sort());

    // A huge body: refused by size, said on the page, nothing written.
    await setFinished("---\ndate: 2026-11-27\ntitle: Huge\n---\n" + "x".repeat(1 << 20));
    await browser.go(`${server.url}gym/`);
    await waitFor('[data-act="save-site"]');
    await browser.click('[data-act="save-site"]');
    await browser.until("return document.querySelector('.gym-notice')", 60000);
    assert.match(await pageText(browser), /too large to save; nothing was written/);
    assert.deepEqual(sessions(site), [...before, name].sort());
  } finally {
    await browser.close();
    server.stop();
  }
});
