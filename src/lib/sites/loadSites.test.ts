import { describe, expect, it } from 'vitest';
import { fixtureDocuments, fixtureRepository } from '../../../tests/fixtures/contentFixtures';
import { createContentClient } from '../content/contentClient';
import { loadSites } from './loadSites';
import { captureLogs } from '../log/captureLogs';

describe('loadSites', () => {
  it('reads every microsite from its English settings, with the languages it has settings in', async () => {
    const client = createContentClient({ kind: 'local', repository: () => fixtureRepository() });
    expect(await loadSites(client)).toEqual([
      {
        domain: 'example-tickets.com',
        alias: 'example',
        name: 'Example Tickets',
        tagline: 'Tickets for everything',
        themeColor: '#123456',
        languages: ['en', 'ar'],
        cityCode: 'ROME',
        subdomainHosting: false,
        designV3: true,
        localized: {
          en: { name: 'Example Tickets', tagline: 'Tickets for everything' },
          ar: { name: 'تذاكر المثال', tagline: 'تذاكر لكل شيء' },
        },
      },
    ]);
  });
  it('leaves out settings it cannot read, and says so', async () => {
    const broken = {
      id: 'bad',
      uid: 'bad_com',
      type: 'site_settings',
      lang: 'en-us',
      data: { site_name: 'Bad', local_alias: 'Not Valid' },
    };
    const client = createContentClient({
      kind: 'local',
      repository: () => fixtureRepository([...fixtureDocuments, broken]),
    });
    const logs = captureLogs();
    try {
      expect((await loadSites(client)).map((s) => s.alias)).toEqual(['example']);
    } finally {
      logs.restore();
    }
    expect(logs.at('error')[0]?.msg).toContain('site_settings bad ignored: local_alias');
  });
});
