import { describe, expect, it } from 'vitest';
import { groupProductions, productionPhase, showState, type Production } from './productions';
import { datesFrom, whatsOn } from './whatsOn';
import { priceTiers, seatMapLayout } from './seatMapLayout';

const production = (
  name: string,
  openingDate?: string,
  closingDate?: string,
  reopening = false,
): Production => ({
  name,
  tgid: undefined,
  openingDate,
  closingDate,
  reopening,
});
const today = '2026-11-24';

describe('productions at a venue', () => {
  it('are upcoming before opening, past after closing, else now playing (the closing day still plays)', () => {
    expect(productionPhase(production('The Lion King', '1999-10-19'), today)).toBe('nowPlaying');
    expect(productionPhase(production('Oklahoma!', '1999-01-26', '1999-06-26'), today)).toBe('past');
    expect(productionPhase(production('Last night', '2026-01-01', today), today)).toBe('nowPlaying');
    expect(productionPhase(production('First night', today), today)).toBe('nowPlaying');
    expect(productionPhase(production('Next season', '2026-11-25'), today)).toBe('upcoming');
    expect(productionPhase(production('Undated'), today)).toBe('nowPlaying');
  });

  it('ignore malformed dates and a closing date before the opening date', () => {
    expect(productionPhase(production('Typo', '2026-02-30', '2025-01-01'), today)).toBe('past');
    expect(productionPhase(production('Slip', '2027-03-01', '2026-03-01'), today)).toBe('upcoming');
    expect(productionPhase(production('Words', 'next spring', 'soon'), today)).toBe('nowPlaying');
  });

  it('carry the show state labels closed, opening and reopening', () => {
    expect(showState(production('Oklahoma!', '1999-01-26', '1999-06-26'), today)).toBe('closed');
    expect(showState(production('New', '2027-03-04'), today)).toBe('opening');
    expect(showState(production('Back', '2027-09-02', undefined, true), today)).toBe('reopening');
    expect(showState(production('Running', '1999-10-19'), today)).toBeUndefined();
  });

  it('are grouped: longest-running first, soonest opening first, most recently closed first', () => {
    const phases = groupProductions(
      [
        production('Jesus Christ Superstar', '1996-11-19', '1998-06-27'),
        production('The Lion King', '1999-10-19'),
        production('Oklahoma!', '1999-01-26', '1999-06-26'),
        production('B', '2027-09-02'),
        production('A', '2027-03-01'),
        production('Newer run', '2024-05-01'),
      ],
      today,
    );
    expect(phases.nowPlaying.map((p) => p.name)).toEqual(['The Lion King', 'Newer run']);
    expect(phases.upcoming.map((p) => p.name)).toEqual(['A', 'B']);
    expect(phases.past.map((p) => p.name)).toEqual(['Oklahoma!', 'Jesus Christ Superstar']);
  });
});

describe("what's on", () => {
  it('lists consecutive dates across months and years', () => {
    expect(datesFrom('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(datesFrom('2028-02-28', 2)).toEqual(['2028-02-28', '2028-02-29']);
    expect(datesFrom('2026-11-24', 0)).toEqual([]);
  });

  it('gives each day its shows, curtain-up times once each and the lowest price; dark days stay', () => {
    const slots = new Map([
      [
        10001,
        [
          { startDate: '2026-11-24', startTime: '19:30', listingPrice: { finalPrice: 52 } },
          { startDate: '2026-11-24', startTime: '19:30', listingPrice: { finalPrice: 45 } },
          { startDate: '2026-11-25', startTime: '19:30', listingPrice: { finalPrice: 45 } },
          { startDate: '2026-11-25', startTime: '14:30', listingPrice: { finalPrice: 49.5 } },
          { startDate: '2026-12-31', startTime: '19:30', listingPrice: { finalPrice: 45 } },
        ],
      ],
      [10099, [{ startDate: '2026-11-25', startTime: '13:00', listingPrice: null }]],
    ]);
    const shows = [
      { tgid: 10001, name: 'The Lion King' },
      { tgid: 10099, name: 'Matinee special' },
      { tgid: 10100, name: 'Not on sale' },
    ];
    expect(whatsOn(slots, shows, datesFrom('2026-11-24', 3))).toEqual([
      {
        date: '2026-11-24',
        shows: [{ tgid: 10001, name: 'The Lion King', times: ['19:30'], fromPrice: 45 }],
      },
      {
        date: '2026-11-25',
        shows: [
          { tgid: 10099, name: 'Matinee special', times: ['13:00'], fromPrice: undefined },
          { tgid: 10001, name: 'The Lion King', times: ['14:30', '19:30'], fromPrice: 45 },
        ],
      },
      { date: '2026-11-26', shows: [] },
    ]);
  });
});

describe('the seat map', () => {
  it('draws the stage and one band per level fanning out from it, nearest level first', () => {
    const layout = seatMapLayout([
      { key: 'stalls', level: 0, priceBand: null },
      { key: 'royal-circle', level: 1, priceBand: null },
      { key: 'grand-circle', level: 2, priceBand: null },
    ]);
    expect(layout.viewBox).toBe('0 0 440 310');
    expect(layout.stage).toEqual({ x: 140, y: 4, width: 160, height: 34 });
    expect(layout.sections.map((s) => [s.key, s.labelX, s.labelY])).toEqual([
      ['stalls', 220, 130.4],
      ['royal-circle', 220, 197],
      ['grand-circle', 220, 263.7],
    ]);
    expect(layout.sections[0]?.path).toBe(
      'M 273.6 75 A 70 70 0 0 1 166.4 75 L 119.9 114 A 130.7 130.7 0 0 0 320.1 114 Z',
    );
  });

  it('lets sections of one level share its band, and a single level fill the fan', () => {
    const layout = seatMapLayout([
      { key: 'orchestra', level: 0, priceBand: null },
      { key: 'box-left', level: 0, priceBand: null },
    ]);
    expect(layout.sections[0]?.path).toBe(layout.sections[1]?.path);
    expect(layout.sections[0]?.path).toBe(
      'M 273.6 75 A 70 70 0 0 1 166.4 75 L 17.8 199.7 A 264 264 0 0 0 422.2 199.7 Z',
    );
    expect(seatMapLayout([]).sections).toEqual([]);
  });

  it('colours priced sections in up to four tiers, 1 the cheapest', () => {
    expect([
      ...priceTiers([
        { key: 'stalls', priceBand: { from: 60, to: 150 } },
        { key: 'royal-circle', priceBand: { from: 50, to: 120 } },
        { key: 'grand-circle', priceBand: { from: 45, to: 49.5 } },
        { key: 'boxes', priceBand: null },
      ]),
    ]).toEqual([
      ['stalls', 3],
      ['royal-circle', 2],
      ['grand-circle', 1],
    ]);
    const many = priceTiers(
      [10, 20, 30, 40, 50, 60, 70, 80].map((from) => ({ key: `s${from}`, priceBand: { from, to: from } })),
    );
    expect([...many.values()]).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe('the seat map keys', () => {
  it('move stage outwards and back, wrap at the ends, and mirror left and right in right-to-left pages', async () => {
    const { seatMapKeyTarget } = await import('../../../lib/rules/layout/seatMapKeys');
    expect(seatMapKeyTarget(0, 'ArrowDown', 3, false)).toBe(1);
    expect(seatMapKeyTarget(2, 'ArrowRight', 3, false)).toBe(0);
    expect(seatMapKeyTarget(0, 'ArrowUp', 3, false)).toBe(2);
    expect(seatMapKeyTarget(1, 'ArrowLeft', 3, false)).toBe(0);
    expect(seatMapKeyTarget(0, 'ArrowLeft', 3, true)).toBe(1);
    expect(seatMapKeyTarget(0, 'ArrowRight', 3, true)).toBe(2);
    expect(seatMapKeyTarget(1, 'Home', 3, false)).toBe(0);
    expect(seatMapKeyTarget(0, 'End', 3, false)).toBe(2);
    expect(seatMapKeyTarget(0, 'Enter', 3, false)).toBeUndefined();
    expect(seatMapKeyTarget(0, 'ArrowDown', 0, false)).toBeUndefined();
  });
});
