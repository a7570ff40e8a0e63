import { readBoundedBody } from './boundedBody';
import { logger } from '../log/logger';

const logs = logger('csp');

/** Largest report body read (bytes); browsers send one report of 1–2 kB, or a small batch. */
export const MAX_REPORT_BODY = 16 * 1024;
/** Reports of one batch that are logged; the rest of a batch is dropped. */
const MAX_REPORTS_PER_BODY = 20;
/** Longest value kept of a report field. */
const MAX_FIELD = 200;
const REPORT_TYPES = /^application\/(?:csp-report|reports\+json)\s*(?:;|$)/i;

/** One CSP violation, reduced to what the log line says. */
export interface CspViolation {
  directive: string;
  blocked: string;
  /** Origin and path of the page, without its query (it may carry personal data). */
  document: string;
  disposition: string;
  /** `file:line` of the script that caused it, when the browser says. */
  source: string;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A printable, bounded value: controls become `?`; URLs lose their query and fragment. */
function field(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  let text = String(value);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = `${url.origin}${url.pathname}`;
    } catch {
      // not a URL after all: kept as text
    }
  }
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu, '?').slice(0, MAX_FIELD);
}

function violation(fields: {
  directive: unknown;
  blocked: unknown;
  document: unknown;
  disposition: unknown;
  file: unknown;
  line: unknown;
}): CspViolation {
  const file = field(fields.file);
  const line = field(fields.line);
  return {
    directive: field(fields.directive),
    blocked: field(fields.blocked),
    document: field(fields.document),
    disposition: field(fields.disposition),
    source: file && line ? `${file}:${line}` : file,
  };
}

/**
 * The violations of a report body: the legacy `report-uri` format (`{"csp-report": {…}}`) or the
 * Reporting API's batch (`[{type: "csp-violation", body: {…}}, …]`, other report types skipped);
 * at most 20; anything malformed yields nothing.
 * @example parseCspReports({ 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'data' } })[0].directive === 'img-src'
 */
export function parseCspReports(json: unknown): CspViolation[] {
  if (isObject(json)) {
    const report = json['csp-report'];
    if (!isObject(report)) return [];
    return [
      violation({
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        document: report['document-uri'],
        disposition: report['disposition'],
        file: report['source-file'],
        line: report['line-number'],
      }),
    ];
  }
  if (!Array.isArray(json)) return [];
  return json
    .slice(0, MAX_REPORTS_PER_BODY)
    .filter(
      (entry): entry is Fields & { body: Fields } =>
        isObject(entry) && entry['type'] === 'csp-violation' && isObject(entry['body']),
    )
    .map(({ body }) =>
      violation({
        directive: body['effectiveDirective'],
        blocked: body['blockedURL'],
        document: body['documentURL'],
        disposition: body['disposition'],
        file: body['sourceFile'],
        line: body['lineNumber'],
      }),
    );
}

/**
 * The log line of a violation.
 * @example formatViolation({ directive: 'img-src', blocked: 'data', document: 'https://a.com/', disposition: 'enforce', source: '' }) === '[csp-report] img-src blocked data on https://a.com/ (enforce)'
 */
export function formatViolation(report: CspViolation): string {
  const disposition = report.disposition ? ` (${report.disposition})` : '';
  const source = report.source ? ` from ${report.source}` : '';
  return `[csp-report] ${report.directive || '?'} blocked ${report.blocked || '?'} on ${report.document || '?'}${disposition}${source}`;
}

/**
 * A log that writes at most `limit` lines per window (one page with a broken script would otherwise
 * log once per visitor); the next window starts with one line saying how many were dropped.
 */
export class ThrottledLog {
  private windowStart = Number.NEGATIVE_INFINITY;
  private written = 0;
  private dropped = 0;
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(
    private readonly sink: (line: string) => void,
    options: { limit: number; windowMs: number; now?: () => number },
  ) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
  }

  write(line: string): void {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      if (this.dropped > 0)
        this.sink(
          `[csp-report] ${this.dropped} more reports were not logged (at most ${this.limit} per ${this.windowMs / 1000} s)`,
        );
      this.windowStart = now;
      this.written = 0;
      this.dropped = 0;
    }
    if (this.written < this.limit) {
      this.written += 1;
      this.sink(line);
    } else this.dropped += 1;
  }
}

/** The process's report log: 30 lines a minute. */
const processLog = new ThrottledLog((line) => logs.warn(line), { limit: 30, windowMs: 60_000 });

const answer = (status: number, text?: string) =>
  new Response(text ?? null, {
    status,
    headers: {
      'cache-control': 'no-store',
      ...(text ? { 'content-type': 'text/plain; charset=utf-8' } : {}),
    },
  });

/**
 * POST /api/csp-report: browsers' CSP violation reports (`application/csp-report` or
 * `application/reports+json`), read as a stream of at most 16 KiB, one throttled log line per report,
 * 204. Another type is 415, a larger body 413, malformed JSON 400; never a 5xx.
 */
export async function handleCspReport(request: Request, log: ThrottledLog = processLog): Promise<Response> {
  if (!REPORT_TYPES.test(request.headers.get('content-type') ?? ''))
    return answer(415, 'Send application/csp-report or application/reports+json.');
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= MAX_REPORT_BODY)) return answer(413, 'Report too large.');
  const body = await readBoundedBody(request, MAX_REPORT_BODY);
  if (!body.ok && body.reason === 'tooLarge') return answer(413, 'Report too large.');
  if (!body.ok) return answer(400, 'The report could not be read.');
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    return answer(400, 'The report is not JSON.');
  }
  for (const report of parseCspReports(json)) log.write(formatViolation(report));
  return answer(204);
}
