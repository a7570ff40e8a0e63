import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentChange } from '../../cache/invalidation';
import { createDirectoryRepository } from './directorySource';

let dir: string;
const doc = (id: string, title: string) =>
  JSON.stringify({
    id,
    uid: `${id}_com`,
    type: 'microsite',
    lang: 'en-us',
    data: { title: [{ type: 'heading1', text: title, spans: [] }] },
  });

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createDirectoryRepository', () => {
  it('reads every JSON file below the folder and gives a new master ref when content changes', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(dir, 'site', 'en'), { recursive: true });
    writeFileSync(join(dir, 'site', 'en', 'a.json'), doc('a', 'First'));
    const logs: string[] = [];
    const repository = createDirectoryRepository(dir, { checkIntervalMs: 0, log: (m) => logs.push(m) });
    const first = repository();
    expect(first.documents.map((d) => d.id)).toEqual(['a']);
    expect(repository()).toBe(first);
    writeFileSync(join(dir, 'site', 'en', 'a.json'), doc('a', 'Second, longer'));
    const second = repository();
    expect(second.masterRef).not.toBe(first.masterRef);
    writeFileSync(join(dir, 'site', 'en', 'b.json'), '{"id": "b", "type": "Bad Type"}');
    const third = repository();
    expect(third.documents.map((d) => d.id)).toEqual(['a']);
    expect(
      logs.some((line) => line.includes('b.json') && line.includes('type') && line.includes('left out')),
    ).toBe(true);
  });
  it('keeps serving nothing, and says so, when the folder is missing', () => {
    dir = join(tmpdir(), 'no-such-content-folder');
    const logs: string[] = [];
    const repository = createDirectoryRepository(dir, { checkIntervalMs: 0, log: (m) => logs.push(m) });
    expect(repository().documents).toEqual([]);
    expect(logs[0]).toContain('cannot read the local repository');
  });
  it('tells the caches which documents a file change published, and nothing for a release-only change', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(dir, 'site'), { recursive: true });
    writeFileSync(join(dir, 'site', 'a.json'), doc('a', 'First'));
    writeFileSync(join(dir, 'site', 'b.json'), doc('b', 'Bee'));
    const changes: ContentChange[] = [];
    const repository = createDirectoryRepository(dir, {
      checkIntervalMs: 0,
      log: () => undefined,
      onChange: (change) => changes.push(change),
    });
    repository();
    expect(changes).toEqual([]);
    writeFileSync(join(dir, 'site', 'a.json'), doc('a', 'First, edited'));
    repository();
    // Stored as the Prismic UID a_com, told as the page identity the caches know (site:a.com).
    expect(changes).toEqual([
      { ids: ['a'], types: ['microsite'], uids: ['a.com'], unknownIds: [], everything: false },
    ]);
    mkdirSync(join(dir, '_releases', 'summer'), { recursive: true });
    writeFileSync(join(dir, '_releases', 'summer', 'b.json'), doc('b', 'Summer bee'));
    repository();
    expect(changes).toHaveLength(1);
    rmSync(join(dir, 'site', 'b.json'));
    repository();
    expect(changes[1]?.ids).toEqual(['b']);
  });
  it('without watching, reads the folder once and again only after rescan() (the webhook)', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(dir, 'site'), { recursive: true });
    writeFileSync(join(dir, 'site', 'a.json'), doc('a', 'First'));
    const changes: ContentChange[] = [];
    const repository = createDirectoryRepository(dir, {
      checkIntervalMs: 0,
      watch: false,
      log: () => undefined,
      onChange: (change) => changes.push(change),
    });
    const first = repository();
    writeFileSync(join(dir, 'site', 'a.json'), doc('a', 'First, edited'));
    expect(repository()).toBe(first);
    expect(changes).toEqual([]);
    repository.rescan();
    const second = repository();
    expect(second.masterRef).not.toBe(first.masterRef);
    expect(changes.map((change) => change.ids)).toEqual([['a']]);
    // One rescan reads once: the next edit waits for the next rescan.
    writeFileSync(join(dir, 'site', 'a.json'), doc('a', 'First, edited twice'));
    expect(repository()).toBe(second);
  });
});
