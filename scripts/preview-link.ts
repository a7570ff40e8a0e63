/**
 * `npm run preview:link -- <ref id> [documentId] [--origin <microsite origin>] [--minutes <1-30>]`: prints
 * a signed preview link (docs/preview.md, issue 20 §3). The ref id names a release or the drafts:
 * `release-<label>` (`release-summer-2026`) or `drafts` with the local repository; `--release <label>` is a
 * shorthand. The server must run with the same PREVIEW_SECRET (at least 32 bytes) as this script.
 * @example PREVIEW_SECRET=… npm run preview:link -- --release summer-2026 paris-landing-en --origin http://paris.localhost:4321
 */
import { parseArgs } from 'node:util';
import { PREVIEW_LINK_TTL_SECONDS, signPreviewLink } from '../src/lib/rules/preview/previewToken.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    release: { type: 'string' },
    origin: { type: 'string' },
    minutes: { type: 'string', default: String(PREVIEW_LINK_TTL_SECONDS / 60) },
  },
});
const fail = (message: string): never => {
  console.error(`preview:link: ${message}`);
  process.exit(1);
};
const secret = process.env['PREVIEW_SECRET']?.trim() ?? '';
if (Buffer.byteLength(secret, 'utf8') < 32)
  fail('set PREVIEW_SECRET (at least 32 bytes), the same as the server’s (docs/preview.md)');
const refId = values.release ? `release-${values.release}` : positionals.shift();
if (!refId) fail('name the release: a ref id (release-summer-2026, drafts) or --release <label>');
const documentId = positionals.shift();
const minutes = Number(values.minutes);
if (!Number.isInteger(minutes) || minutes < 1 || minutes * 60 > PREVIEW_LINK_TTL_SECONDS)
  fail(`--minutes is a whole number from 1 to ${PREVIEW_LINK_TTL_SECONDS / 60}`);
let token = '';
try {
  token = signPreviewLink(
    { refId: refId ?? '', documentId, expiresAt: Math.floor(Date.now() / 1000) + minutes * 60 },
    secret,
  );
} catch (error) {
  fail((error as Error).message);
}
const path = `/api/preview?token=${encodeURIComponent(token)}${documentId ? `&documentId=${encodeURIComponent(documentId)}` : ''}`;
console.log(values.origin ? new URL(path, values.origin).toString() : path);
