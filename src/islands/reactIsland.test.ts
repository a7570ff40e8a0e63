import { describe, expect, it } from 'vitest';
import AvailabilityCalendar from './AvailabilityCalendar';
import ConsentBanner from './ConsentBanner';
import CurrencySwitcher from './CurrencySwitcher';
import ReviewFilters from './ReviewFilters';
import Toaster from './Toaster';

const RENDERER = Symbol.for('astro:renderer');

describe('islands name their renderer (Astro skips its check render)', () => {
  it.each([
    ['AvailabilityCalendar', AvailabilityCalendar],
    ['ConsentBanner', ConsentBanner],
    ['CurrencySwitcher', CurrencySwitcher],
    ['ReviewFilters', ReviewFilters],
    ['Toaster', Toaster],
  ])('%s is tagged for @astrojs/react and keeps its name', (name, island) => {
    expect((island as unknown as Record<symbol, unknown>)[RENDERER]).toBe('@astrojs/react');
    expect(island.name).toBe(name);
  });
});
