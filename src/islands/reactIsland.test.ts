import { describe, expect, it } from 'vitest';
import AvailabilityCalendar from './AvailabilityCalendar';
import ConsentBanner from './ConsentBanner';
import CurrencySwitcher from './CurrencySwitcher';
import ReviewFilters from './ReviewFilters';
import Toaster from './Toaster';
import { ISLAND_RENDERER, islandPageProps, isPureIsland } from './reactIsland';

const RENDERER = Symbol.for('astro:renderer');

describe('islands name their renderer (Astro skips its check render)', () => {
  it.each([
    ['AvailabilityCalendar', AvailabilityCalendar, false],
    ['ConsentBanner', ConsentBanner, true],
    ['CurrencySwitcher', CurrencySwitcher, true],
    ['ReviewFilters', ReviewFilters, false],
    ['Toaster', Toaster, true],
  ])('%s is tagged for the islands’ renderer and keeps its name (pure: %s)', (name, island, pure) => {
    expect((island as unknown as Record<symbol, unknown>)[RENDERER]).toBe(ISLAND_RENDERER);
    expect(island.name).toBe(name);
    // The calendar reads the currency store while rendering: not pure. The toaster reads the toasts
    // store, but its server markup shows none of them (Toaster.test.ts): pure.
    // The review filters are pure, but their markup is the reviews passed in as children: digesting
    // those for a key costs more than React's drawing of the shell around them.
    expect(isPureIsland(island)).toBe(pure);
  });
});

describe('page props: drawn once for all pages, each page’s value written in', () => {
  it.each([
    ['CurrencySwitcher', CurrencySwitcher, ['hrefBase']],
    ['ConsentBanner', ConsentBanner, ['returnPath']],
    ['AvailabilityCalendar', AvailabilityCalendar, []],
    ['Toaster', Toaster, []],
  ])('%s: %j', (_name, island, pageProps) => {
    expect(islandPageProps(island)).toEqual(pageProps);
  });
});
