// Inlining what the first paint waits for (the boot script, the entry's
// stylesheet) into index.html, so that the first text needs no request after
// the page's own. The Content-Security-Policy keeps 'self' and allows exactly
// these two inline elements by their sha256 hashes, computed here at build:
// an injected script or style still does not run.
import { createHash } from 'node:crypto';

/** The CSP source that allows an inline element with exactly this text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Adds `source` to the directive `name` of the policy in index.html's CSP meta tag. */
export function allowInCsp(html: string, name: string, source: string): string {
  const meta = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")([^"]*)(")/;
  const match = html.match(meta);
  if (!match) throw new Error('index.html has no Content-Security-Policy meta tag');
  const directives = match[2]!.split(';').map((d) => d.trim());
  const at = directives.findIndex((d) => d.split(/\s+/)[0] === name);
  if (at < 0) throw new Error(`the Content-Security-Policy has no ${name}`);
  directives[at] = `${directives[at]} ${source}`;
  return html.replace(meta, `$1${directives.join('; ')}$3`);
}

/** An inline <script> with `source`, allowed by hash; refuses text that would end it early. */
export function inlineScript(html: string, source: string): { html: string; tag: string } {
  if (/<\/script/i.test(source)) throw new Error('the boot script contains </script');
  return {
    html: allowInCsp(html, 'script-src', cspHash(source)),
    tag: `<script>${source}</script>`,
  };
}

/** Puts the stylesheet at `href` in place as a <style>, allowed by hash. */
export function inlineStylesheet(html: string, href: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains </style`);
  const link = new RegExp(
    `<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
  );
  if (!link.test(html)) throw new Error(`index.html does not link ${href}`);
  return allowInCsp(html, 'style-src', cspHash(css)).replace(link, () => `<style>${css}</style>`);
}
