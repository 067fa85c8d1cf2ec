// This machine's floor for the first text: a page with one heading and no
// styles, and a one-file service worker that serves it from its cache. What
// the first-text bench measures for it is what Chromium itself costs here
// (starting the page's document, the first paint), which no app can go under;
// it puts the app's figures and issue 12's targets in proportion.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Renonc</title>
  </head>
  <body>
    <h1>Renonc</h1>
    <script src="/register.js"></script>
  </body>
</html>
`;

const REGISTER = `navigator.serviceWorker.register('/sw.js');\n`;

/** Cache-first, like the app's precache: the page and its one script. */
const WORKER = `self.addEventListener('install', (event) => {
  event.waitUntil(caches.open('floor').then((cache) => cache.addAll(['/', '/register.js'])));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  event.respondWith(caches.match(event.request).then((hit) => hit || fetch(event.request)));
});
`;

/** Writes the floor page into a new temporary folder and returns the folder. */
export function writeFloorPage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'renonc-floor-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'register.js'), REGISTER);
  writeFileSync(join(dir, 'sw.js'), WORKER);
  return dir;
}
