// A small WebDriver client for Debian's chromedriver and headless Chromium: enough to open a page
// at a phone's width, find, click and type, run a script, and take screenshots. Loopback only.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

export class Browser {
  /** Starts chromedriver and a headless Chromium of `width` × `height` CSS pixels. */
  static async start({ width = 390, height = 844, driver = process.env.CHROMEDRIVER ?? "chromedriver", binary = process.env.CHROMIUM ?? "/usr/bin/chromium" } = {}) {
    const port = await freePort();
    const child = spawn(driver, [`--port=${port}`, "--allowed-ips=127.0.0.1"], { stdio: "ignore" });
    const browser = new Browser(child, `http://127.0.0.1:${port}`);
    for (let i = 0; i < 100; i++) {
      try {
        const status = await fetch(`${browser.base}/status`);
        if (status.ok && (await status.json()).value.ready) break;
      } catch {}
      await sleep(100);
    }
    const session = await browser.raw("POST", "/session", {
      capabilities: {
        alwaysMatch: {
          browserName: "chrome",
          "goog:chromeOptions": {
            binary,
            args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", `--window-size=${width},${height}`, "--force-device-scale-factor=1"],
            mobileEmulation: { deviceMetrics: { width, height, pixelRatio: 1, touch: true } },
          },
        },
      },
    });
    browser.id = session.sessionId;
    return browser;
  }

  constructor(child, base) {
    this.child = child;
    this.base = base;
  }

  async raw(method, path, body) {
    const answer = await fetch(this.base + path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await answer.json();
    if (!answer.ok) throw new Error(`${method} ${path}: ${json.value?.message ?? answer.status}`);
    return json.value;
  }

  cmd(method, path, body) {
    return this.raw(method, `/session/${this.id}${path}`, body);
  }

  go(url) {
    return this.cmd("POST", "/url", { url });
  }

  /** Runs `script` (a function body) in the page and returns its value. */
  run(script, ...args) {
    return this.cmd("POST", "/execute/sync", { script, args });
  }

  /** Waits until `script` returns a truthy value (at most `ms`). */
  async until(script, ms = 10000, ...args) {
    const end = Date.now() + ms;
    let last;
    while (Date.now() < end) {
      try {
        last = await this.run(script, ...args);
        if (last) return last;
      } catch {}
      await sleep(100);
    }
    throw new Error(`timed out waiting for: ${script} (last: ${JSON.stringify(last)})`);
  }

  async find(css) {
    const found = await this.cmd("POST", "/element", { using: "css selector", value: css });
    return found[ELEMENT];
  }

  /** Scrolls the element to the middle of the screen, as a thumb would, and taps it. */
  async click(css) {
    const id = await this.find(css);
    await this.run("arguments[0].scrollIntoView({ block: 'center' }); return true", { [ELEMENT]: id });
    await this.cmd("POST", `/element/${id}/click`, {});
  }

  /** Focuses the input and types `text` after selecting what it holds (as the keypad does). */
  async type(css, text) {
    const id = await this.find(css);
    await this.run("arguments[0].scrollIntoView({ block: 'center' }); return true", { [ELEMENT]: id });
    await this.cmd("POST", `/element/${id}/click`, {});
    await this.cmd("POST", `/element/${id}/value`, { text });
  }

  async screenshot(file) {
    const png = await this.cmd("GET", "/screenshot");
    writeFileSync(file, Buffer.from(png, "base64"));
  }

  async close() {
    try {
      await this.raw("DELETE", `/session/${this.id}`);
    } catch {}
    this.child.kill();
  }
}
