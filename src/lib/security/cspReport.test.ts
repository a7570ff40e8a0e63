import { describe, expect, it } from 'vitest';
import {
  MAX_REPORT_BODY,
  ThrottledLog,
  formatViolation,
  handleCspReport,
  parseCspReports,
} from './cspReport';

const LEGACY = {
  'csp-report': {
    'document-uri': 'http://colosseum.localhost:4321/it/?token=secret',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    disposition: 'enforce',
    'source-file': 'http://colosseum.localhost:4321/_astro/a.js?v=1',
    'line-number': 12,
  },
};
const MODERN = [
  {
    type: 'csp-violation',
    url: 'https://www.example.com/a/',
    body: {
      documentURL: 'https://www.example.com/a/?q=1',
      blockedURL: 'https://evil.example/x.js?id=2',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

const post = (body: string, type: string, headers: Record<string, string> = {}) =>
  new Request('http://colosseum.localhost/api/csp-report', {
    method: 'POST',
    headers: { 'content-type': type, ...headers },
    body,
  });

function sink() {
  const lines: string[] = [];
  return { lines, log: new ThrottledLog((line) => lines.push(line), { limit: 3, windowMs: 60_000 }) };
}

describe('parseCspReports', () => {
  it('reads the legacy report-uri format', () => {
    expect(parseCspReports(LEGACY)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        document: 'http://colosseum.localhost:4321/it/',
        disposition: 'enforce',
        source: 'http://colosseum.localhost:4321/_astro/a.js:12',
      },
    ]);
  });
  it('reads the Reporting API format, CSP violations only, without query strings', () => {
    expect(parseCspReports(MODERN)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        document: 'https://www.example.com/a/',
        disposition: 'enforce',
        source: '',
      },
    ]);
  });
  it('reads at most 20 reports of a batch and nothing of junk', () => {
    expect(parseCspReports(Array.from({ length: 50 }, () => MODERN[0]))).toHaveLength(20);
    expect(parseCspReports(null)).toEqual([]);
    expect(parseCspReports('x')).toEqual([]);
    expect(parseCspReports({ 'csp-report': 'x' })).toEqual([]);
    expect(parseCspReports([{ type: 'csp-violation', body: 7 }])).toEqual([]);
  });
  it('keeps control characters and long values out of the log', () => {
    const [violation] = parseCspReports({
      'csp-report': { 'effective-directive': 'img-src\n[fake] line', 'blocked-uri': 'x'.repeat(500) },
    });
    expect(violation?.directive).toBe('img-src?[fake] line');
    expect(violation?.blocked).toHaveLength(200);
  });
});

describe('formatViolation', () => {
  it('is one line', () => {
    const [report] = parseCspReports(LEGACY);
    expect(report && formatViolation(report)).toBe(
      '[csp-report] script-src-elem blocked inline on http://colosseum.localhost:4321/it/ (enforce) from http://colosseum.localhost:4321/_astro/a.js:12',
    );
  });
});

describe('ThrottledLog', () => {
  it('writes at most `limit` lines per window, then says how many it dropped', () => {
    let now = 0;
    const lines: string[] = [];
    const log = new ThrottledLog((line) => lines.push(line), { limit: 2, windowMs: 1000, now: () => now });
    for (const n of [1, 2, 3, 4]) log.write(`line ${n}`);
    expect(lines).toEqual(['line 1', 'line 2']);
    now = 1500;
    log.write('line 5');
    expect(lines).toEqual([
      'line 1',
      'line 2',
      '[csp-report] 2 more reports were not logged (at most 2 per 1 s)',
      'line 5',
    ]);
  });
});

describe('handleCspReport', () => {
  it('logs each report of either format and answers 204', async () => {
    const { lines, log } = sink();
    const legacy = await handleCspReport(post(JSON.stringify(LEGACY), 'application/csp-report'), log);
    expect(legacy.status).toBe(204);
    const modern = await handleCspReport(
      post(JSON.stringify(MODERN), 'application/reports+json; charset=utf-8'),
      log,
    );
    expect(modern.status).toBe(204);
    expect(modern.headers.get('cache-control')).toBe('no-store');
    expect(lines).toEqual([
      '[csp-report] script-src-elem blocked inline on http://colosseum.localhost:4321/it/ (enforce) from http://colosseum.localhost:4321/_astro/a.js:12',
      '[csp-report] script-src-elem blocked https://evil.example/x.js on https://www.example.com/a/ (enforce)',
    ]);
  });
  it('refuses other content types (415), malformed JSON (400), and bodies over 16 KiB (413)', async () => {
    const { lines, log } = sink();
    expect((await handleCspReport(post('{}', 'application/json'), log)).status).toBe(415);
    expect((await handleCspReport(post('{', 'application/csp-report'), log)).status).toBe(400);
    const big = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(MAX_REPORT_BODY) } });
    expect((await handleCspReport(post(big, 'application/csp-report'), log)).status).toBe(413);
    expect(lines).toEqual([]);
  });
  it('stops reading a streamed body at the limit, whatever Content-Length says', async () => {
    const { log } = sink();
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(4096).fill(32));
      },
    });
    const request = new Request('http://colosseum.localhost/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handleCspReport(request, log)).status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });
  it('refuses a declared Content-Length over the limit without reading', async () => {
    const { log } = sink();
    const answer = await handleCspReport(
      post('{}', 'application/csp-report', { 'content-length': String(MAX_REPORT_BODY + 1) }),
      log,
    );
    expect(answer.status).toBe(413);
  });
  it('throttles the log, not the answers', async () => {
    const { lines, log } = sink();
    for (let i = 0; i < 10; i += 1)
      expect(
        (await handleCspReport(post(JSON.stringify(LEGACY), 'application/csp-report'), log)).status,
      ).toBe(204);
    expect(lines).toHaveLength(3);
  });
});
