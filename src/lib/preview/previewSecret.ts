import { randomBytes } from 'node:crypto';
import { readConfig } from '../config';

let secret: string | undefined;

/**
 * The key of signed preview links and cookies: PREVIEW_SECRET (at least 32 bytes, checked by readConfig),
 * or, when it is unset, 32 random bytes made once per process at first use (docs/preview.md): links are
 * then only those this process signs, and none survives a restart.
 */
export function previewSecret(): string {
  if (secret) return secret;
  const configured = readConfig().previewSecret;
  if (!configured)
    console.warn(
      '[preview] PREVIEW_SECRET is not set: preview links are signed with a random key of this process; set it (at least 32 bytes) to use `npm run preview:link` (docs/preview.md)',
    );
  secret = configured ?? randomBytes(32).toString('base64url');
  return secret;
}
