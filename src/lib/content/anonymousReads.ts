/**
 * Whether a repository endpoint refuses a request without an access token (401 or 403): a private
 * repository. 2xx is a public one; anything else (a 5xx, a timeout) is an error: ask again later.
 * @example await refusesAnonymousReads('https://my-repo.cdn.prismic.io/api/v2', fetch, 2000) === true
 */
export async function refusesAnonymousReads(
  endpoint: string,
  fetchFn: typeof fetch,
  timeoutMs: number,
): Promise<boolean> {
  const response = await fetchFn(endpoint, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
  await response.body?.cancel();
  if (response.status === 401 || response.status === 403) return true;
  if (response.status >= 200 && response.status < 300) return false;
  throw new Error(`the repository endpoint answered ${response.status} without a token`);
}
