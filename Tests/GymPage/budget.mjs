// The gym page's budget, measured (a benchmark, not a test): `node Tests/GymPage/budget.mjs [SITE]`
// builds SITE (default: a new GZCLP site) and reports
//   - the page and its script and style, gzipped (budget: under 60 KB),
//   - first contentful paint with Chromium's CPU slowed 4× (budget: under 1 s), median of 5 loads,
//   - layout shift while a set's weight is typed and the set ticked (budget: none while typing).
// Loopback only: the site is served on 127.0.0.1.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Browser } from "./webdriver.mjs";
import { run, serveFolder, temporary } from "./site.mjs";

let site = process.argv[2];
if (!site) {
  site = join(temporary(), "site");
  run("init", site, "--program", "gzclp");
}
const built = run("build", site);
if (built.status !== 0) throw new Error(built.stderr);
const publicFolder = join(site, "public");
const files = ["gym/index.html", "gym/app.js", "gym/logic.js", "gym/gym.css", "assets/style.css", "gym/manifest.webmanifest", "gym/sw.js"];
let total = 0;
for (const file of files) {
  const bytes = readFileSync(join(publicFolder, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  console.log(`${file.padEnd(26)} ${String(bytes.length).padStart(7)} B  ${String(gz).padStart(6)} B gzipped`);
}
console.log(`${"all the page loads".padEnd(26)} ${" ".repeat(9)}  ${String(total).padStart(6)} B gzipped (${(total / 1024).toFixed(1)} KB; budget 60 KB)`);

const server = await serveFolder(publicFolder);
const browser = await Browser.start({ width: 390, height: 844 });
try {
  const paints = [];
  for (let i = 0; i < 5; i++) {
    await browser.cmd("POST", "/goog/cdp/execute", { cmd: "Network.setCacheDisabled", params: { cacheDisabled: true } });
    await browser.cmd("POST", "/goog/cdp/execute", { cmd: "Emulation.setCPUThrottlingRate", params: { rate: 4 } });
    await browser.go(`${server.url}gym/?run=${i}`);
    await browser.until("return document.getElementById('gym').dataset.state === 'start'");
    const fcp = await browser.run("return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null");
    const ready = await browser.run("return performance.now()");
    paints.push({ fcp, ready });
  }
  paints.sort((a, b) => a.fcp - b.fcp);
  const median = paints[2];
  console.log(`first contentful paint, CPU 4× slower: median ${median.fcp.toFixed(0)} ms (of ${paints.map((p) => p.fcp.toFixed(0)).join(", ")}); budget 1000 ms`);
  await browser.cmd("POST", "/goog/cdp/execute", { cmd: "Emulation.setCPUThrottlingRate", params: { rate: 1 } });
  await browser.run("window.__shift = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shift += e.value; }).observe({ type: 'layout-shift', buffered: false }); return true");
  await browser.click('[data-act="start"]');
  await browser.until("return document.getElementById('gym').dataset.state === 'logging'");
  await browser.run("window.__shift = 0; return true");
  const id = await browser.run("return document.querySelectorAll('.gym-exercise input[data-field=\"weight\"]')[4].id");
  await browser.type(`#${id}`, "62.5");
  const typing = await browser.run("return window.__shift");
  console.log(`layout shift while typing a weight: ${typing.toFixed(4)} (budget 0)`);
} finally {
  await browser.close();
  await server.stop();
}
