import { readBoundedBody } from '../security/boundedBody';
import type { SecretThrottle } from './secretThrottle';
import { webhookJson as json } from './webhookJson';

/**
 * What both webhooks do before looking at a secret: a client that sent too many wrong secrets lately is
 * refused (429 with Retry-After) before its body is read; the body is read as a stream up to `max`
 * bytes (413 at once past it, the rest never read; 400 when it cannot be read). Answers the raw bytes.
 * @example const body = await readWebhookBody(request, '203.0.113.9', throttle, 64 * 1024); if (!body.ok) return body.response;
 */
export async function readWebhookBody(
  request: Request,
  client: string,
  throttle: SecretThrottle,
  max: number,
): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; response: Response }> {
  const wait = await throttle.blocked(client);
  if (wait !== undefined) {
    const response = json(429, { error: 'Too many wrong secrets from this address: try again later.' });
    response.headers.set('retry-after', String(wait));
    return { ok: false, response };
  }
  const body = await readBoundedBody(request, max);
  if (body.ok) return body;
  return {
    ok: false,
    response:
      body.reason === 'tooLarge'
        ? json(413, { error: 'The body is too large.' })
        : json(400, { error: 'The body could not be read.' }),
  };
}

/** Counts a wrong secret or signature and answers 401. */
export async function refuseSecret(
  throttle: SecretThrottle,
  client: string,
  error = 'Wrong or missing secret.',
): Promise<Response> {
  await throttle.failed(client);
  return json(401, { error });
}
