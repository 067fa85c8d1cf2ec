// Inlining the boot script and the stylesheet into index.html, allowed by
// their sha256 hashes in the CSP meta policy; everything else stays 'self'.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowInCsp, cspHash, inlineScript, inlineStylesheet } from '../../scripts/inline-html';

const HTML = [
  "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'\" />",
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
].join('\n');

const policy = (html: string) => html.match(/content="([^"]*)"/)![1]!;

describe('inline index.html', () => {
  it('hashes text as the browser does: sha256 of its UTF-8, base64', () => {
    const text = 'var x = "večer";';
    const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(cspHash(text)).toBe(`'sha256-${expected}'`);
  });

  it("adds the hash to one directive and keeps 'self' and the rest", () => {
    const html = allowInCsp(HTML, 'script-src', "'sha256-x'");
    expect(policy(html)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self'; object-src 'none'",
    );
    expect(() => allowInCsp(HTML, 'worker-src', "'sha256-x'")).toThrow(/no worker-src/);
    expect(() => allowInCsp('<title>', 'script-src', "'sha256-x'")).toThrow(/no Content/);
  });

  it('inlines the script and the stylesheet, each allowed by its own hash', () => {
    const script = inlineScript(HTML, 'document.title = "$&";');
    expect(script.tag).toBe('<script>document.title = "$&";</script>');
    const css = 'body{color:red}';
    const html = inlineStylesheet(script.html, '/assets/index-a.css', css);
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(policy(html)).toContain(`script-src 'self' ${cspHash('document.title = "$&";')}`);
    expect(policy(html)).toContain(`style-src 'self' ${cspHash(css)}`);
    expect(policy(html)).not.toMatch(/unsafe/);
  });

  it('refuses text that would close its element early, or a stylesheet index.html lacks', () => {
    expect(() => inlineScript(HTML, 'x = "</SCRIPT>"')).toThrow(/<\/script/);
    expect(() => inlineStylesheet(HTML, '/assets/index-a.css', 'a{}</style>')).toThrow(/style/);
    expect(() => inlineStylesheet(HTML, '/assets/other.css', 'a{}')).toThrow(/does not link/);
  });
});
