import { describe, expect, it } from 'vitest';
import { LocalRepository, refSetOfFile } from './localRepository';

const doc = (id: string, title: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    uid: `${id}-uid`,
    type: 'content_page',
    lang: 'en-us',
    data: { meta_title: title },
    ...extra,
  });

const files = [
  { file: 'src/content/paris/en/a.json', text: doc('a', 'Published A') },
  { file: 'src/content/paris/en/b.json', text: doc('b', 'Published B') },
  { file: 'src/content/_releases/summer-2026/paris/en/a.json', text: doc('a', 'Summer A') },
  { file: 'src/content/_releases/summer-2026/paris/en/c.json', text: doc('c', 'New C') },
  { file: 'src/content/_drafts/paris/b.json', text: doc('b', 'Draft B') },
];

async function titles(repository: LocalRepository, ref: string): Promise<Record<string, unknown>> {
  const url = new URL(`https://x.cdn.prismic.io/api/v2/documents/search?ref=${encodeURIComponent(ref)}`);
  const answer = (await repository.handle(url, 'https://x.cdn.prismic.io/api/v2').json()) as {
    results?: { id: string; data: { meta_title: string } }[];
  };
  return Object.fromEntries((answer.results ?? []).map((d) => [d.id, d.data.meta_title]));
}

describe('refs of the local repository', () => {
  it('files a document under master, the drafts or a release by its folder', () => {
    expect(refSetOfFile('src/content/paris/en/a.json')).toBe('master');
    expect(refSetOfFile('src/content/_drafts/x.json')).toEqual({ id: 'drafts', label: 'Drafts' });
    expect(refSetOfFile('src/content/_releases/summer-2026/paris/a.json')).toEqual({
      id: 'release-summer-2026',
      label: 'summer-2026',
    });
    expect(refSetOfFile('src/content/_releases/Bad Label/a.json')).toBe('invalid');
  });

  it('lists master, drafts and each release as refs of the repository endpoint', async () => {
    const repository = new LocalRepository(files);
    const info = (await repository
      .handle(new URL('https://x.cdn.prismic.io/api/v2'), 'https://x.cdn.prismic.io/api/v2')
      .json()) as {
      refs: { id: string; label: string; isMasterRef: boolean; ref: string }[];
    };
    expect(info.refs.map(({ id, label, isMasterRef }) => ({ id, label, isMasterRef }))).toEqual([
      { id: 'master', label: 'Master', isMasterRef: true },
      { id: 'drafts', label: 'Drafts', isMasterRef: false },
      { id: 'release-summer-2026', label: 'summer-2026', isMasterRef: false },
    ]);
    expect(info.refs[2]?.ref).toMatch(/^release-summer-2026~[\w-]{16}$/);
  });

  it('never serves unpublished documents on master', async () => {
    const repository = new LocalRepository(files);
    expect(repository.problems).toEqual([]);
    expect(await titles(repository, repository.masterRef)).toEqual({ a: 'Published A', b: 'Published B' });
  });

  it('answers a release ref with master overridden by the release documents', async () => {
    const repository = new LocalRepository(files);
    const release = repository.previewRefs.find((ref) => ref.id === 'release-summer-2026');
    expect(await titles(repository, release?.ref ?? '')).toEqual({
      a: 'Summer A',
      b: 'Published B',
      c: 'New C',
    });
    const drafts = repository.previewRefs.find((ref) => ref.id === 'drafts');
    expect(await titles(repository, drafts?.ref ?? '')).toEqual({ a: 'Published A', b: 'Draft B' });
  });

  it('keeps the master ref when only a release changes, and answers an unknown ref 404', () => {
    const changed = new LocalRepository([
      ...files.slice(0, 2),
      { file: 'src/content/_releases/summer-2026/paris/en/a.json', text: doc('a', 'Summer A2') },
    ]);
    const original = new LocalRepository(files);
    expect(changed.masterRef).toBe(original.masterRef);
    expect(changed.previewRefs[0]?.ref).not.toBe(original.previewRefs[1]?.ref);
    const url = new URL('https://x.cdn.prismic.io/api/v2/documents/search?ref=nope');
    expect(original.handle(url, 'https://x.cdn.prismic.io/api/v2').status).toBe(404);
  });

  it('reports a release folder that is not a slug and serves none of it', () => {
    const repository = new LocalRepository([
      ...files.slice(0, 1),
      { file: 'src/content/_releases/Summer Sale/a.json', text: doc('a', 'x') },
    ]);
    expect(repository.previewRefs).toEqual([]);
    expect(repository.problems.map((p) => p.file)).toEqual(['src/content/_releases/Summer Sale/a.json']);
  });
});

describe('the shipped demo release', () => {
  it('is a ref of the repository and changes the Paris and Vatican landing pages only there', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = 'src/content';
    const shipped = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ file: `${dir}/${name}`, text: readFileSync(`${dir}/${name}`, 'utf8') }));
    const repository = new LocalRepository(shipped);
    expect(repository.problems).toEqual([]);
    const release = repository.previewRefs.find((ref) => ref.id === 'release-summer-2026');
    expect(release?.label).toBe('summer-2026');
    const banner = (ref: string, id: string) =>
      JSON.stringify(repository.documentsFor(ref)?.find((d) => d.id === id)?.data['slices']).includes(
        'Summer evenings on the Seine',
      );
    expect(banner(release?.ref ?? '', 'paris-landing-en')).toBe(true);
    expect(banner(repository.masterRef, 'paris-landing-en')).toBe(false);
    expect(
      repository.documents.some((d) => JSON.stringify(d.data).includes('Friday nights at the Vatican')),
    ).toBe(false);
  });
});
