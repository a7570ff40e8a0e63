import { describe, expect, it } from 'vitest';
import { comparisonRows, hoursWording, validityHours, type ComparableProduct } from './comparisonRows';
import { mapFrame } from './mapProjection';
import { mapMarkers } from './mapMarkers';
import { commentaryLanguages, routeTiming } from './routeTiming';
import { orderStops } from './stopOrder';

describe('route timing', () => {
  const route = { frequencyMinutes: 15, firstBus: '08:30', lastBus: '17:00', loopMinutes: 135 };

  it('words frequency, first and last bus and the loop, 12-hour clock in English', () => {
    expect(routeTiming(route, 'en')).toEqual({
      frequency: 'Every 15 min',
      hours: 'First bus 8:30 AM · last bus 5:00 PM',
      loop: 'Full loop 2 hr 15 min',
    });
  });

  it('uses the 24-hour clock in every other language', () => {
    expect(routeTiming(route, 'fr').hours).toBe('Premier bus 8:30 · dernier bus 17:00');
    expect(routeTiming(route, 'de').frequency).toBe('Alle 15 Min.');
  });

  it('shows a loop of 90 minutes or less in minutes', () => {
    expect(routeTiming({ loopMinutes: 90 }, 'en').loop).toBe('Full loop 90 min');
  });

  it('leaves out parts without a usable value; first and last bus only together', () => {
    expect(routeTiming({ frequencyMinutes: 0, firstBus: '08:30', lastBus: '25:00' }, 'en')).toEqual({
      frequency: undefined,
      hours: undefined,
      loop: undefined,
    });
    expect(routeTiming({ frequencyMinutes: 1 }, 'en').frequency).toBe('Every minute');
  });

  it('names commentary languages in the page language, skipping bad codes and repeats', () => {
    expect(commentaryLanguages(['en', 'fr', 'es', 'fr', 'not a code'], 'en')).toBe(
      'English, French, and Spanish',
    );
    expect(commentaryLanguages(['en', 'de'], 'de')).toBe('Englisch und Deutsch');
    expect(commentaryLanguages([], 'en')).toBe('');
  });
});

describe('stop order', () => {
  it('follows positions when every stop has one, keeping document order for ties', () => {
    const stops = orderStops([
      { name: 'Trafalgar Square', position: 2 },
      { name: 'Marble Arch', position: 1 },
      { name: 'Westminster', position: 2 },
    ]).stops;
    expect(stops.map((stop) => [stop.number, stop.name])).toEqual([
      [1, 'Marble Arch'],
      [2, 'Trafalgar Square'],
      [3, 'Westminster'],
    ]);
  });

  it('keeps the document order when a position is missing', () => {
    const stops = orderStops([{ name: 'B', position: 2 }, { name: 'A' }]).stops;
    expect(stops.map((stop) => stop.name)).toEqual(['B', 'A']);
  });

  it('drops a last stop repeating the first and reports a loop', () => {
    const ordered = orderStops([{ name: 'Marble Arch' }, { name: 'Green Park' }, { name: 'marble arch ' }]);
    expect(ordered.loop).toBe(true);
    expect(ordered.stops.map((stop) => stop.name)).toEqual(['Marble Arch', 'Green Park']);
    expect(orderStops([{ name: 'A' }, { name: 'A' }]).loop).toBe(false);
  });
});

describe('map projection', () => {
  const points = [
    { lat: 51.5, lng: -0.2 },
    { lat: 51.52, lng: -0.1 },
  ];

  it('puts north up and west left, fitted to the width with padding', () => {
    const frame = mapFrame(points);
    expect(frame.width).toBe(800);
    expect(frame.height).toBe(311);
    expect(frame.project({ lat: 51.52, lng: -0.2 })).toEqual({ x: 40, y: 39.8 });
    expect(frame.project({ lat: 51.5, lng: -0.1 })).toEqual({ x: 760, y: 271.2 });
  });

  it('fits a tall area into the maximum height, centred across', () => {
    const frame = mapFrame([
      { lat: 51.4, lng: -0.1 },
      { lat: 51.6, lng: -0.09 },
    ]);
    expect(frame.height).toBe(560);
    expect(frame.project({ lat: 51.6, lng: -0.1 }).y).toBe(40);
    expect(frame.project({ lat: 51.4, lng: -0.1 }).y).toBe(520);
    const left = frame.project({ lat: 51.5, lng: -0.1 }).x;
    const right = frame.project({ lat: 51.5, lng: -0.09 }).x;
    expect(Math.round(left + right)).toBe(800);
  });

  it('centres a single point', () => {
    const frame = mapFrame([{ lat: 51.5, lng: -0.1 }]);
    expect(frame.project({ lat: 51.5, lng: -0.1 })).toEqual({ x: 400, y: 140 });
  });
});

describe('map markers', () => {
  it('draws a place served by two routes once, naming both visits', () => {
    const marble = { name: 'Marble Arch', lat: 51.5131, lng: -0.1589 };
    const markers = mapMarkers([
      { key: 'red', name: 'Red Route', stops: [{ ...marble, number: 1 }] },
      {
        key: 'blue',
        name: 'Blue Route',
        stops: [
          { name: 'Hyde Park Corner', lat: 51.5027, lng: -0.1527, number: 1 },
          { ...marble, lng: -0.15891, number: 2 },
        ],
      },
    ]);
    expect(
      markers.map((marker) => [
        marker.name,
        marker.visits.map((visit) => `${visit.routeKey}${visit.number}`),
      ]),
    ).toEqual([
      ['Marble Arch', ['red1', 'blue2']],
      ['Hyde Park Corner', ['blue1']],
    ]);
  });
});

describe('ticket comparison', () => {
  const bigBus: ComparableProduct = {
    tgid: 10501,
    name: 'Big Bus London Hop-On Hop-Off Tour',
    price: 42,
    currencyCode: 'GBP',
    variantNames: ['24-hour ticket', '48-hour ticket', '72-hour ticket'],
    tags: ['FREE_CANCELLATION', 'AUDIO_GUIDE'],
  };

  it('reads validities from ticket types, days from purchase or a day-long duration', () => {
    expect(validityHours(bigBus)).toEqual([24, 48, 72]);
    expect(validityHours({ ...bigBus, variantNames: ['2-day pass', '1 day pass'] })).toEqual([24, 48]);
    expect(
      validityHours({
        ...bigBus,
        variantNames: ['Standard'],
        ticketValidity: {
          ticketValidityType: 'UNTIL_DAYS_FROM_PURCHASE',
          ticketValidityUntilDaysFromPurchase: 3,
        },
      }),
    ).toEqual([72]);
    expect(
      validityHours({
        ...bigBus,
        variantNames: ['Standard'],
        minDuration: 86_400_000,
        maxDuration: 172_800_000,
      }),
    ).toEqual([24, 48]);
    expect(validityHours({ ...bigBus, variantNames: ['Standard'], minDuration: 7_200_000 })).toEqual([]);
  });

  it('words hours in the language', () => {
    expect(hoursWording([24, 48, 72], 'en')).toBe('24 hr, 48 hr, or 72 hr');
    expect(hoursWording([24], 'fr')).toBe('24\u202fh');
    expect(hoursWording([], 'en')).toBeUndefined();
  });

  it('gives each product its price, validity, routes, live guide and audio guide', () => {
    const routes = [
      { name: 'Red Route', tgids: [10501], liveGuide: true, commentaryLanguages: ['en'] },
      { name: 'Blue Route', tgids: [10501], liveGuide: false, commentaryLanguages: ['en', 'fr'] },
      { name: 'Must-See Route', tgids: [10502], liveGuide: false, commentaryLanguages: [] },
    ];
    const tootbus = { ...bigBus, tgid: 10502, name: 'Tootbus', price: null, tags: [], variantNames: [] };
    expect(comparisonRows([bigBus, tootbus], routes, 'en')).toEqual([
      {
        tgid: 10501,
        name: 'Big Bus London Hop-On Hop-Off Tour',
        priceFrom: '£42',
        validity: '24 hr, 48 hr, or 72 hr',
        routes: ['Red Route', 'Blue Route'],
        liveGuide: true,
        audioGuide: true,
      },
      {
        tgid: 10502,
        name: 'Tootbus',
        priceFrom: undefined,
        validity: undefined,
        routes: ['Must-See Route'],
        liveGuide: false,
        audioGuide: false,
      },
    ]);
  });

  it('counts a guided tour as a live guide', () => {
    expect(comparisonRows([{ ...bigBus, tags: ['GUIDED_TOUR'] }], [], 'en')[0]?.liveGuide).toBe(true);
  });
});
