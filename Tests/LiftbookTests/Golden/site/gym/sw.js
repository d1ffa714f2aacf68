// Liftbook gym page: the service worker. It keeps exactly the page's files, under a cache name
// made from their content when the site was built, so a new build replaces the old copy whole and
// never mixes two. The build fills in the two values below.
const CACHE = "liftbook-gym-3e82ef9e0408ac3c";
const FILES = ["/log/gym/","/log/gym/app.js","/log/gym/logic.js","/log/gym/gym.css","/log/gym/manifest.webmanifest","/log/assets/style.css","/log/favicon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith("liftbook-gym-") && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// Cache first for the page's own files; everything else (saving to the site) goes to the network.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.hash = "";
  url.search = "";
  if (!FILES.includes(url.pathname)) return;
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(url.pathname).then((hit) => hit ?? fetch(request))));
});
