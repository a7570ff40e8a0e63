import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a catalogue event is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const CATALOGUE_SIGNATURE_HEADER = 'x-catalogue-signature';
/** A signature older (or newer) than this is refused: a captured event cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** At most this many `v1=` values are tried (a sender rotating its secret signs with both). */
const MAX_SIGNATURES = 4;

const encoder = new TextEncoder();

function hmac(secret: string, timestamp: number, body: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
}

/**
 * The `X-Catalogue-Signature` value of an event body: an HMAC-SHA256 with the shared secret over
 * `"<t>.<raw body>"`, `t` being the sending time in Unix seconds. The one signing helper every sender
 * uses (tests, scripts, the catalogue).
 * @example signCatalogueEvent('{"id":"e1","tgids":[1]}', 'a-secret-of-at-least-32-bytes....', 1767225600) === 't=1767225600,v1=<64 hex>'
 */
export function signCatalogueEvent(
  body: string | Uint8Array,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  return `t=${nowSeconds},v1=${hmac(secret, nowSeconds, bytes).toString('hex')}`;
}

export type SignatureCheck =
  { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'wrong' | 'stale'; message: string };

/**
 * Checks an event's signature against its raw body: a missing or malformed header, or no `v1` that
 * matches (compared in constant time), is `wrong`/`missing`; a right signature whose `t` is more than
 * five minutes from now is `stale` (said only to a holder of the secret, so it tells an attacker nothing).
 * @example verifyCatalogueSignature(signCatalogueEvent(body, secret, now), bytes, secret, now) → { ok: true, timestamp: now }
 */
export function verifyCatalogueSignature(
  header: string | null,
  body: Uint8Array,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const missing = {
    ok: false,
    reason: 'missing',
    message: 'Missing or malformed X-Catalogue-Signature (expected t=<unix seconds>,v1=<hex HMAC-SHA256>).',
  } as const;
  if (header === null || header.length > 1024) return missing;
  let timestamp: number | undefined;
  const given: Buffer[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value) && given.length < MAX_SIGNATURES)
      given.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || given.length === 0 || secret === '') return missing;
  const expected = hmac(secret, timestamp, body);
  // Every candidate is compared (no early exit), each in constant time.
  const matched = given.reduce((found, candidate) => timingSafeEqual(candidate, expected) || found, false);
  if (!matched) return { ok: false, reason: 'wrong', message: 'Wrong signature.' };
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return {
      ok: false,
      reason: 'stale',
      message: `The signature's time is more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes from the server's clock: send events as they happen, and check the sender's clock.`,
    };
  return { ok: true, timestamp };
}
