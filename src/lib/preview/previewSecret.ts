import { randomBytes } from 'node:crypto';
import { appConfig } from '../config';
import { logger } from '../log/logger';

const log = logger('preview');

let secret: string | undefined;

/**
 * The key of signed preview links and cookies: PREVIEW_SECRET (at least 32 bytes, checked by readConfig),
 * or, when it is unset, 32 random bytes made once per process at first use (docs/preview.md): links are
 * then only those this process signs, and none survives a restart.
 */
export function previewSecret(): string {
  if (secret) return secret;
  const configured = appConfig().previewSecret;
  if (!configured)
    log.warn(
      'PREVIEW_SECRET is not set: preview links are signed with a random key of this process; set it (at least 32 bytes) to use `npm run preview:link` (docs/preview.md)',
    );
  secret = configured ?? randomBytes(32).toString('base64url');
  return secret;
}
