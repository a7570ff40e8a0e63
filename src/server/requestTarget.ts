/** Longest request target (path and query) answered; longer ones get 414 before any work. */
export const MAX_TARGET_LENGTH = 8 * 1024;

export type TargetCheck = { ok: true } | { ok: false; status: 400 | 414; message: string };

/**
 * Whether a request target is one the server answers (issue 20 §5): origin-form only (`/path?query`);
 * the absolute form (`GET http://other/x`, proxies only) and the asterisk form (`*`, OPTIONS only) are
 * 400, a target over {@link MAX_TARGET_LENGTH} is 414, a malformed percent-escape 400.
 * @example checkTarget('/en/?a=1').ok === true
 * @example checkTarget('http://evil.example/x') → { ok: false, status: 400, … }
 */
export function checkTarget(target: string | undefined): TargetCheck {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//'))
    return { ok: false, status: 400, message: 'Bad request: the request target must be a path.' };
  if (target.length > MAX_TARGET_LENGTH) return { ok: false, status: 414, message: 'URI too long.' };
  // The decoded value is used (a NUL is refused too), so no bundler drops the check as side-effect free.
  let decoded: string;
  try {
    decoded = decodeURI(target);
  } catch {
    return { ok: false, status: 400, message: 'Bad request: the path is not valid.' };
  }
  if (decoded.includes('\u0000'))
    return { ok: false, status: 400, message: 'Bad request: the path is not valid.' };
  return { ok: true };
}
