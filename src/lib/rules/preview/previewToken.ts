import { createHmac, timingSafeEqual } from 'node:crypto';

// No imports of this project here: `scripts/preview-link.ts` runs this file under plain Node.

/**
 * Signed preview links and cookies (issue 20 §3, docs/preview.md): entering preview needs more than a
 * listed ref. A link carries `p1.<ref id>.<expiry>.<mac>` and the cookie `s1.<ref id>.<expiry>.<mac>`,
 * where the ref id (`release-summer-2026`, `drafts`) is base64url-encoded, the expiry is in Unix seconds
 * and the MAC is HMAC-SHA256 under the server's PREVIEW_SECRET over the kind, the ref id, the document id
 * (links only) and the expiry. The ref id names a release across publications; the server resolves it to
 * the release's current ref and refuses an id the repository does not list.
 */
export const PREVIEW_LINK_TTL_SECONDS = 30 * 60;
/** Accepted ahead of this server's clock (a link minted on another machine). */
const CLOCK_SKEW_SECONDS = 60;
const LINK = 'p1';
const SESSION = 's1';
/** Ref ids: letters, digits and `_ ~ . -`, bounded (Prismic's ids and the local repository's). */
const REF_ID = /^[\w~.-]{1,128}$/;
const DOCUMENT_ID = /^[A-Za-z0-9_-]{0,128}$/;
const EXPIRY = /^\d{1,12}$/;

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (text: string): string | undefined => {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return undefined;
  const value = Buffer.from(text, 'base64url').toString('utf8');
  return encode(value) === text ? value : undefined;
};
const mac = (secret: string, parts: readonly string[]) =>
  createHmac('sha256', secret).update(parts.join('\0')).digest();

/** Constant-time comparison of a presented base64url MAC with the expected one. */
function sameMac(presented: string, expected: Buffer): boolean {
  const bytes = Buffer.from(presented, 'base64url');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

function sign(kind: string, secret: string, refId: string, documentId: string, expiresAt: number): string {
  if (!REF_ID.test(refId)) throw new Error(`not a ref id: ${refId}`);
  if (!DOCUMENT_ID.test(documentId)) throw new Error(`not a document id: ${documentId}`);
  const expiry = String(Math.floor(expiresAt));
  const signature = mac(secret, [kind, refId, documentId, expiry]).toString('base64url');
  return `${kind}.${encode(refId)}.${expiry}.${signature}`;
}

function verify(
  kind: string,
  value: string | null | undefined,
  secret: string,
  documentId: string,
  now: number,
  maxSeconds: number,
): { refId: string; expiresAt: number } | undefined {
  if (!value || value.length > 512) return undefined;
  const [prefix, encodedRef, expiry, signature, ...rest] = value.split('.');
  if (prefix !== kind || rest.length > 0 || !encodedRef || !expiry || !signature) return undefined;
  const refId = decode(encodedRef);
  if (!refId || !REF_ID.test(refId) || !EXPIRY.test(expiry)) return undefined;
  const expiresAt = Number(expiry);
  // Expired, or longer-lived than this kind may be (a key misused elsewhere): refused either way.
  if (expiresAt <= now || expiresAt > now + maxSeconds + CLOCK_SKEW_SECONDS) return undefined;
  if (!sameMac(signature, mac(secret, [kind, refId, documentId, expiry]))) return undefined;
  return { refId, expiresAt };
}

/** Whether a preview link's token is one of ours (signed), as opposed to a Prismic preview session URL. */
export const isSignedPreviewLink = (token: string | null | undefined): boolean =>
  typeof token === 'string' && token.startsWith(`${LINK}.`);

/**
 * The token of a preview link for a ref id and a document (`''` for a release's home page), valid until
 * `expiresAt` (Unix seconds; at most PREVIEW_LINK_TTL_SECONDS ahead, else no server accepts it).
 * @example signPreviewLink({ refId: 'release-summer-2026', documentId: 'paris-landing-en', expiresAt: now + 1800 }, secret)
 */
export function signPreviewLink(
  input: { refId: string; documentId?: string | undefined; expiresAt: number },
  secret: string,
): string {
  return sign(LINK, secret, input.refId, input.documentId ?? '', input.expiresAt);
}

/**
 * The ref id of a preview link whose signature matches this document id (`null`/absent: `''`), not expired
 * and not valid for longer than PREVIEW_LINK_TTL_SECONDS; undefined for anything else.
 */
export function verifyPreviewLink(
  token: string | null | undefined,
  documentId: string | null | undefined,
  secret: string,
  now: number,
): { refId: string; expiresAt: number } | undefined {
  return verify(LINK, token, secret, documentId ?? '', now, PREVIEW_LINK_TTL_SECONDS);
}

/** The preview cookie's signed value for a ref id, valid until `expiresAt` (Unix seconds). */
export function signPreviewSession(refId: string, expiresAt: number, secret: string): string {
  return sign(SESSION, secret, refId, '', expiresAt);
}

/** The ref id of a signed preview cookie value that is not expired, else undefined. */
export function verifyPreviewSession(
  value: string | null | undefined,
  secret: string,
  now: number,
  maxSeconds: number,
): string | undefined {
  return verify(SESSION, value, secret, '', now, maxSeconds)?.refId;
}
