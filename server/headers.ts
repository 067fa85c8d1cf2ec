// HTTP headers for the built PWA. The CSP is index.html's meta policy (kept
// equal by tests/server/http.test.ts) plus what only a header can say.
// `connect-src 'self'` covers the same-origin WebSocket at /sync and nothing else.
import type { ServerResponse } from 'node:http';

export const META_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

export const HEADER_CSP = `${META_CSP}; frame-ancestors 'none'`;

/**
 * The header policy for a build: its index.html's meta policy, which adds the
 * sha256 hashes of the inlined boot script and stylesheet (scripts/inline-html.ts),
 * plus frame-ancestors. Taken only if it is META_CSP with nothing but hashes
 * added; otherwise (or with no meta policy) HEADER_CSP.
 */
export function headerCspOf(indexHtml: string | undefined): string {
  const meta = indexHtml?.match(/http-equiv="Content-Security-Policy"\s+content="([^"]*)"/)?.[1];
  if (!meta) return HEADER_CSP;
  const withoutHashes = meta.replace(/ 'sha256-[A-Za-z0-9+/]+={0,2}'/g, '');
  return withoutHashes === META_CSP ? `${meta}; frame-ancestors 'none'` : HEADER_CSP;
}

/** Vite's hashed output: a new build has new names, so a copy may be kept for a year. */
const HASHED = /^\/(assets\/.+|workbox-[0-9a-f]{8}\.js)$/;

export function cacheControl(pathname: string): string {
  // Everything else (index.html, sw.js, icons) is revalidated on every load:
  // the service worker must see a new deploy at once (the update prompt).
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * `pathname`: a hashed file (a module, the stylesheet, workbox's script) gets
 * only the headers that apply to it. The CSP, framing and opener policies
 * apply to documents and workers (index.html, sw.js), never to a script a
 * page or worker imports; on each of a first visit's ~30 files they were
 * ~0.5 KiB of the ≤ 120 KiB it may move (issue 31).
 */
export function setSecurityHeaders(
  response: ServerResponse,
  csp = HEADER_CSP,
  pathname = '/',
): void {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
  if (HASHED.test(pathname)) return;
  response.setHeader('Content-Security-Policy', csp);
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  response.setHeader('X-Frame-Options', 'DENY');
}
