import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyBytes, isBuffered } from './bufferedAnswer';
import { createPageStylesStep, loadPageStylesIndex } from './pageStylesStep';

const index = {
  sheets: {
    '/_astro/site.css': [
      { css: 'body{margin:0}', scopes: null },
      { css: '.x[data-astro-cid-q1]{top:0}', scopes: ['q1'] },
    ],
  },
};

describe('the page-styles render step', () => {
  it("writes an HTML page's styles in and allows them by hash, keeping status and cookies", async () => {
    const step = createPageStylesStep(index);
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-length': '99',
      'content-security-policy': "default-src 'self'; style-src 'self'",
    });
    headers.append('set-cookie', 'a=1');
    headers.append('set-cookie', 'b=2');
    const answer = await step(
      new Response('<link rel="stylesheet" href="/_astro/site.css"><p data-astro-cid-q1>', {
        status: 404,
        headers,
      }),
    );
    const css = 'body{margin:0}.x[data-astro-cid-q1]{top:0}';
    expect((await bodyBytes(answer)).toString()).toBe(
      `<style data-scopes="q1">${css}</style><p data-astro-cid-q1>`,
    );
    // The page comes out as bytes, for the page cache to keep as they are (no second Response).
    expect(isBuffered(answer)).toBe(true);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const hash = createHash('sha256').update(css).digest('base64');
    expect(answer.headers.get('content-security-policy')).toBe(
      `default-src 'self'; style-src 'self' 'sha256-${hash}'`,
    );
  });

  it('keeps every byte it does not replace, and writes non-ASCII CSS as UTF-8', async () => {
    const step = createPageStylesStep({
      sheets: {
        '/_astro/site.css': [
          { css: '.q[data-astro-cid-q1]::before{content:"→ €"}', scopes: ['q1'] },
          { css: '.z[data-astro-cid-zz]{top:0}', scopes: ['zz'] },
        ],
      },
    });
    const body =
      '<html dir="rtl"><link rel="stylesheet" href="/_astro/site.css"><p data-astro-cid-q1>تذاكر الكولوسيوم €49 · 東京</p>';
    const answer = await step(
      new Response(body, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "style-src 'self'",
        },
      }),
    );
    const css = '.q[data-astro-cid-q1]::before{content:"→ €"}';
    const bytes = await bodyBytes(answer);
    expect(
      bytes.equals(Buffer.from(body.replace(/<link[^>]+>/, `<style data-scopes="q1">${css}</style>`))),
    ).toBe(true);
    // The hash is of the CSS as the browser reads it: its UTF-8 bytes.
    const hash = createHash('sha256').update(css, 'utf8').digest('base64');
    expect(answer.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('removes a link whose selection is empty and keeps links the index does not know, byte for byte', async () => {
    const step = createPageStylesStep({
      sheets: { '/_astro/site.css': [{ css: '.x[data-astro-cid-q1]{top:0}', scopes: ['q1'] }] },
    });
    const body =
      '<head><link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="/other.css"></head><p>Ü</p>';
    const answer = await step(
      new Response(body, {
        headers: { 'content-type': 'text/html', 'content-security-policy': "style-src 'self'" },
      }),
    );
    expect((await bodyBytes(answer)).toString()).toBe(
      '<head><link rel="stylesheet" href="/other.css"></head><p>Ü</p>',
    );
    // No inline stylesheet written: no hash added.
    expect(answer.headers.get('content-security-policy')).toBe("style-src 'self'");
    const plain = await step(new Response('<p>no link</p>', { headers: { 'content-type': 'text/html' } }));
    expect((await bodyBytes(plain)).toString()).toBe('<p>no link</p>');
  });

  it('passes other answers unchanged', async () => {
    const step = createPageStylesStep(index);
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } });
    expect(await step(json)).toBe(json);
    const empty = new Response(null, { status: 304, headers: { 'content-type': 'text/html' } });
    expect(await step(empty)).toBe(empty);
  });

  it('reads the build’s index, none when the build has none, and refuses a malformed one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'page-styles-'));
    expect(loadPageStylesIndex(join(folder, 'missing.json'))).toBeUndefined();
    writeFileSync(join(folder, 'good.json'), JSON.stringify(index));
    expect(loadPageStylesIndex(join(folder, 'good.json'))).toEqual(index);
    writeFileSync(join(folder, 'bad.json'), JSON.stringify({ sheets: { '/a.css': [{ css: 1 }] } }));
    expect(() => loadPageStylesIndex(join(folder, 'bad.json'))).toThrow(/not a stylesheet index/);
  });
});
