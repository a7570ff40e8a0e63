import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, segmentName } from './breadcrumbs';

describe('breadcrumbTrail', () => {
  const base = { origin: 'http://colosseum.localhost:4321', homeName: 'Home', ancestorTitles: [] };
  it('gives home and the page for a first-level page, with language prefixes', () => {
    expect(
      breadcrumbTrail({ ...base, language: 'fr', segments: ['guided-tours'], title: 'Visites guidées' }),
    ).toEqual([
      { name: 'Home', url: 'http://colosseum.localhost:4321/fr/', current: false },
      { name: 'Visites guidées', url: 'http://colosseum.localhost:4321/fr/guided-tours/', current: true },
    ]);
  });
  it('names ancestors by their titles, else by their segments', () => {
    const trail = breadcrumbTrail({
      ...base,
      language: 'en',
      segments: ['shows', 'musicals', 'wicked'],
      title: 'Wicked',
      ancestorTitles: ['West End shows', undefined],
    });
    expect(trail.map((crumb) => crumb.name)).toEqual(['Home', 'West End shows', 'Musicals', 'Wicked']);
    expect(trail[2]?.url).toBe('http://colosseum.localhost:4321/shows/musicals/');
  });
  it('is a single current crumb on the home page', () => {
    expect(breadcrumbTrail({ ...base, language: 'en', segments: [], title: 'Colosseum tickets' })).toEqual([
      { name: 'Colosseum tickets', url: 'http://colosseum.localhost:4321/', current: true },
    ]);
  });
  it('humanises segments', () => {
    expect(segmentName('plan-your_visit')).toBe('Plan your visit');
  });
});
