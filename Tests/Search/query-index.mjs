// Queries a site's Pagefind index the way the search page does, from Node, with no browser:
//   node Tests/Search/query-index.mjs <site folder> <term>...
// Prints one JSON object: the index's filters, and for each term the address and filters of
// every page it finds. Pagefind's script loads its index files with fetch(); Node's fetch cannot
// read files, so a small fetch that reads them from disk stands in for it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [site, ...terms] = process.argv.slice(2);
if (!site) {
  console.error("usage: node query-index.mjs <site folder> <term>...");
  process.exit(2);
}
const bundle = pathToFileURL(path.resolve(site, "pagefind")).href + "/";

globalThis.fetch = async (url) => {
  const file = fileURLToPath(new URL(String(url), bundle));
  return new Response(await readFile(file));
};

const pagefind = await import(bundle + "pagefind.js");
await pagefind.options({ basePath: bundle, baseUrl: "/" });
await pagefind.init();

const output = { filters: await pagefind.filters(), results: {} };
for (const term of terms) {
  const search = await pagefind.search(term);
  const pages = await Promise.all(search.results.map((result) => result.data()));
  output.results[term] = pages.map((page) => ({ url: page.url, filters: page.filters }));
}
console.log(JSON.stringify(output));
