import { describe, expect, it } from 'vitest';
import { colosseum, dataWith, envFor, nightTour, shortcode } from '../testing/fixtures';
import { widgetView } from './widgetView';

const products = new Map([
  [colosseum.id, colosseum],
  [nightTour.id, nightTour],
]);
const data = dataWith({ products });
const view = (text: string, d = data, env = envFor()) => widgetView(shortcode(text), d, env);

describe('icon widgets', () => {
  it('transport, weather and place icons: the editor’s text and title, the icon’s meaning in words', () => {
    expect(view('[train text="Metro B to Colosseo" title="By metro"]')).toEqual({
      kind: 'icon',
      icon: 'train',
      label: 'Train',
      title: 'By metro',
      text: 'Metro B to Colosseo',
      useChildren: false,
      link: undefined,
    });
    expect(view('[ship]', data, envFor('it'))).toMatchObject({
      icon: 'ship',
      label: 'Battello',
      text: undefined,
    });
    expect(view('[check]Skip-the-line entry[/check]')).toMatchObject({
      label: 'Included',
      useChildren: true,
    });
    expect(view('[cross text="Hotel pickup"]', data, envFor('fr'))).toMatchObject({ label: 'Non inclus' });
    for (const name of ['bus', 'car', 'plane', 'snow', 'location', 'address', 'ticket', 'drizzle', 'rain'])
      expect(view(`[${name} text=x]`)).toMatchObject({ kind: 'icon', icon: name, text: 'x' });
    for (const name of ['weather', 'season', 'sun', 'distance'])
      expect(view(`[${name}]`)).toMatchObject({ kind: 'icon', icon: name });
  });
  it('duration: the editor’s text, else the product’s duration, else nothing', () => {
    expect(view('[duration tgid=10201]')).toMatchObject({ icon: 'duration', text: '3 hrs' });
    expect(view('[duration tgid=10204]')).toMatchObject({ text: '90 min – 2 hr 30 min' });
    expect(view('[duration]', dataWith({ products, defaults: { tgid: 10204 } }))).toMatchObject({
      text: '90 min – 2 hr 30 min',
    });
    expect(view('[duration text="About 3 hours" tgid=10204]')).toMatchObject({ text: 'About 3 hours' });
    expect(view('[duration tgid=1]')).toEqual({ kind: 'none' });
  });
  it('timings: the start times of the first day with slots, in the page’s clock', () => {
    const slot = (startDate: string, startTime: string) => ({
      variantId: 1,
      startDate,
      startTime,
      price: 20,
      currencyCode: 'EUR',
    });
    const inventories = new Map([
      [
        10201,
        [
          slot('2026-05-13', '09:00'),
          slot('2026-05-13', '14:30'),
          slot('2026-05-13', '09:00'),
          slot('2026-05-14', '08:00'),
        ],
      ],
    ]);
    expect(view('[timings tgid=10201]', dataWith({ inventories }))).toMatchObject({
      text: 'Start times: 9:00 AM and 2:30 PM',
    });
    expect(view('[timings tgid=10201]', dataWith({ inventories }), envFor('de'))).toMatchObject({
      text: 'Startzeiten: 09:00 und 14:30',
    });
    expect(view('[timings tgid=10201]')).toEqual({ kind: 'none' });
    expect(view('[timings text="Daily from 9am"]')).toMatchObject({ text: 'Daily from 9am' });
  });
  it('calendar: a link to the product’s dates in the booking flow, labelled by the editor', () => {
    expect(view('[calendar tgid=10204]', data, envFor('en', 'GBP'))).toMatchObject({
      icon: 'calendar',
      text: undefined,
      link: {
        href: 'http://book.colosseum.localhost:4416/book/10204/select/?currencyCode=GBP',
        label: 'Check available dates',
      },
    });
    expect(view('[calendar tgid=10204 text="Pick a date"]')).toMatchObject({
      link: { label: 'Pick a date' },
    });
    expect(view('[calendar text="Open daily"]')).toMatchObject({ text: 'Open daily', link: undefined });
    expect(view('[calendar]')).toEqual({ kind: 'none' });
  });
  it('calendar: the availability calendar island once the product’s calendar is known', () => {
    const island = { today: '2026-05-13', lastDay: '2026-08-11', days: '2026-05-14:L:45;2026-05-15:S:' };
    const withCalendar = dataWith({ products, calendarIslands: new Map([['10201', island]]) });
    expect(view('[calendar tgid=10201]', withCalendar, envFor('en', 'GBP'))).toEqual({
      kind: 'calendar',
      tgid: 10201,
      bookingHref: 'http://book.colosseum.localhost:4416/book/10201/select/?currencyCode=GBP',
      ...island,
      currency: 'GBP',
      variants: [
        { id: 1, name: 'Standard' },
        { id: 2, name: 'Reduced' },
      ],
      idPrefix: 'calendar-sc-10201',
    });
    // The editor's own text keeps the link; a calendar that failed (no data) too.
    expect(view('[calendar tgid=10201 text="Pick a date"]', withCalendar)).toMatchObject({ kind: 'icon' });
    expect(view('[calendar tgid=10201]', dataWith({ products }))).toMatchObject({ kind: 'icon' });
  });
});
