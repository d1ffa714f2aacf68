// Helpers for the gym page's browser tests: the liftbook binary, a site folder made at run time,
// and a static file server on 127.0.0.1 that can be stopped (to test the page offline).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, extname, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
/** The liftbook binary: `LIFTBOOK`, else the debug build of this checkout. */
export const liftbook = process.env.LIFTBOOK ?? resolve(here, "../../.build/debug/liftbook");

/** Runs liftbook; returns `{ status, stdout, stderr }` whatever the exit status. */
export function run(...args) {
  try {
    const stdout = execFileSync(liftbook, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return { status: 0, stdout, stderr: "" };
  } catch (error) {
    return { status: error.status ?? 1, stdout: String(error.stdout ?? ""), stderr: String(error.stderr ?? "") };
  }
}

/** A new temporary folder. */
export function temporary(prefix = "liftbook-gym-") {
  return mkdtempSync(join(tmpdir(), prefix));
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml",
};

/** Serves `folder` on a free port of 127.0.0.1; `stop()` closes it and every connection. */
export function serveFolder(folder) {
  return new Promise((resolveServer) => {
    const server = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url, "http://x").pathname);
      let file = join(folder, path);
      if (!file.startsWith(folder)) {
        response.writeHead(403).end();
        return;
      }
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
      if (!existsSync(file)) {
        response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
        return;
      }
      response.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream", "Cache-Control": "no-cache" });
      response.end(readFileSync(file));
    });
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolveServer({
        url: `http://127.0.0.1:${port}/`,
        stop: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
      });
    });
  });
}
