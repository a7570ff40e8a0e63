import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filter } from '@prismicio/client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDirectoryRepository } from './local/directorySource';
import { createPrivateContent, PrivateRepositoryError, refusesAnonymousReads } from './privateContent';

const dir = mkdtempSync(join(tmpdir(), 'private-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  join(dir, 'codes.json'),
  JSON.stringify([
    {
      id: 'site-promo-x10',
      uid: 'site_com_promo_x10',
      type: 'promo_codes',
      lang: 'en-us',
      data: { site: 'site.com', code: 'X10', discount_type: 'PERCENTAGE', value: 10 },
    },
  ]),
);
const config = {
  prismicRepository: undefined,
  prismicAccessToken: undefined,
  contentPrivateDir: dir,
  contentWatch: false,
  contentTimeoutMs: 1000,
};
const quiet = () => undefined;

describe('the private repository', () => {
  it('reads promo codes from its own folder in-process; a public repository of that folder refuses them', async () => {
    const client = await createPrivateContent({ config, log: quiet }).client();
    const answer = await client.get({ filters: [filter.at('document.type', 'promo_codes')] });
    expect(answer.results.map((document) => document.id)).toEqual(['site-promo-x10']);
    const publicOne = createDirectoryRepository(dir, { watch: false, onChange: quiet, log: quiet })();
    expect(publicOne.documents).toEqual([]);
    expect(publicOne.problems.map((problem) => problem.field)).toEqual(['[0].type']);
  });

  it('reads a Prismic repository only with a token and once it refuses anonymous reads', async () => {
    const prismic = { ...config, prismicRepository: 'my-repo', prismicAccessToken: 'token' };
    const answers = [new Response('{}', { status: 200 }), new Response('{}', { status: 401 })];
    const probe = vi.fn(async () => answers.shift() ?? new Response('', { status: 500 }));
    const source = createPrivateContent({ config: prismic, fetch: probe as typeof fetch });
    await expect(source.client()).rejects.toBeInstanceOf(PrivateRepositoryError);
    // Asked again: the repository was made private in the meantime.
    const client = await source.client();
    expect(client.documentAPIEndpoint).toBe('https://my-repo.cdn.prismic.io/api/v2');
    expect(probe).toHaveBeenCalledTimes(2);
    expect(String((probe.mock.calls[0] as unknown[])[0])).toBe('https://my-repo.cdn.prismic.io/api/v2');
    await source.client();
    expect(probe).toHaveBeenCalledTimes(2);

    const noToken = createPrivateContent({
      config: { ...prismic, prismicAccessToken: undefined },
      fetch: probe as typeof fetch,
    });
    await expect(noToken.client()).rejects.toThrow(/PRISMIC_ACCESS_TOKEN/);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('probes without a token: 401/403 private, 2xx public, anything else an error', async () => {
    const answering = (status: number) =>
      vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
        expect(new Headers(init?.headers).has('authorization')).toBe(false);
        return new Response(null, { status });
      }) as unknown as typeof fetch;
    expect(await refusesAnonymousReads('http://x/api/v2', answering(401), 100)).toBe(true);
    expect(await refusesAnonymousReads('http://x/api/v2', answering(403), 100)).toBe(true);
    expect(await refusesAnonymousReads('http://x/api/v2', answering(200), 100)).toBe(false);
    await expect(refusesAnonymousReads('http://x/api/v2', answering(503), 100)).rejects.toThrow(/503/);
  });
});
