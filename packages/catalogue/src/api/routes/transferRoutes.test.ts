import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRouter } from '../../testing/testRouter.ts';

interface Result {
  tgid: number;
  kind: string;
  vehicle: string;
  maxPax: number;
  departure: string;
  returnDeparture: string | null;
  returnTgid: number | null;
  totalPrice: number;
  perPersonPrice: number | null;
  currencyCode: string;
  freeWaitMinutes: number | null;
}

describe('airport transfer search', () => {
  let router: Awaited<ReturnType<typeof openTestRouter>>;
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const search = async (query: string) => {
    const answer = await router.get(`/api/v1/airport-transfers/search?city=ROME&${query}`);
    return { status: answer.status, body: answer.body, results: (answer.body['results'] ?? []) as Result[] };
  };
  beforeAll(async () => {
    router = await openTestRouter('pglite');
  }, 120_000);
  afterAll(() => router.close());

  it('answers a city’s places: its airports, then its areas and stations', async () => {
    const { status, body } = await search('language=it');
    expect(status).toBe(200);
    expect(body['places']).toEqual([
      { code: 'CIA', name: 'Aeroporto di Roma Ciampino (G. B. Pastine)', kind: 'AIRPORT' },
      { code: 'FCO', name: 'Aeroporto di Roma Fiumicino (Leonardo da Vinci)', kind: 'AIRPORT' },
      { code: 'ROMA_TERMINI', name: 'Stazione Roma Termini', kind: 'STATION' },
      { code: 'ROME_CENTRE', name: 'Centro di Roma (hotel o indirizzo)', kind: 'AREA' },
    ]);
    expect(body).toMatchObject({ searched: false, results: [] });
  });

  it('finds private and shared transfers of a trip, cheapest first, departing at or after the time', async () => {
    const { results } = await search(`pickup=FCO&dropoff=ROMA_TERMINI&date=${date}&time=08:00&guests=2`);
    const privateOne = results.find((result) => result.kind === 'PRIVATE');
    // The city centre serves Roma Termini, so the private transfer to the centre is offered too.
    expect(privateOne).toMatchObject({
      tgid: 10601,
      vehicle: 'SEDAN',
      maxPax: 3,
      freeWaitMinutes: 45,
      perPersonPrice: null,
    });
    expect(results.every((result) => result.departure >= '08:00')).toBe(true);
    expect(results.map((result) => result.totalPrice)).toEqual(
      [...results.map((result) => result.totalPrice)].sort((a, b) => a - b),
    );
    for (const shared of results.filter((result) => result.kind === 'SHARED')) {
      expect(shared).toMatchObject({ tgid: 10604, vehicle: 'BUS', freeWaitMinutes: null });
      expect(shared.totalPrice).toBeCloseTo((shared.perPersonPrice ?? 0) * 2, 2);
    }
  });

  it('seats the party in the smallest vehicle that fits, and finds none for too many guests', async () => {
    const five = await search(`pickup=FCO&dropoff=ROME_CENTRE&date=${date}&guests=5`);
    expect(five.results.map((result) => [result.tgid, result.vehicle])).toEqual([[10601, 'MINIVAN']]);
    const eight = await search(`pickup=FCO&dropoff=ROME_CENTRE&date=${date}&guests=8`);
    expect(eight.results).toEqual([]);
    expect(eight.body['searched']).toBe(true);
  });

  it('prices a private return trip as two transfers, the way back on the reverse route', async () => {
    const oneWay = await search(`pickup=FCO&dropoff=ROME_CENTRE&date=${date}&guests=2&currency=usd`);
    const both = await search(
      `pickup=FCO&dropoff=ROME_CENTRE&date=${date}&guests=2&return-date=${date}&return-time=12:00&currency=usd`,
    );
    const [out] = oneWay.results;
    const [trip] = both.results;
    expect(trip).toMatchObject({ tgid: 10601, returnTgid: 10603, currencyCode: 'USD' });
    expect(trip?.returnDeparture && trip.returnDeparture >= '12:00').toBe(true);
    expect(trip?.totalPrice).toBeGreaterThan(out?.totalPrice ?? Infinity);
    const reverse = await search(`pickup=ROME_CENTRE&dropoff=FCO&date=${date}`);
    expect(reverse.results.map((result) => result.tgid)).toEqual([10603]);
  });

  it('refuses bad trips: 400 for the same place twice, a bad time or a return before the trip; 404 for unknown places', async () => {
    expect((await search(`pickup=FCO&dropoff=fco&date=${date}`)).status).toBe(400);
    expect((await search(`pickup=FCO&dropoff=ROME_CENTRE&date=${date}&time=25:00`)).status).toBe(400);
    expect((await search(`pickup=FCO&dropoff=ROME_CENTRE&date=${date}&return-date=2020-01-01`)).status).toBe(
      400,
    );
    expect((await search(`pickup=FCO&dropoff=ROME_CENTRE&date=${date}&guests=0`)).status).toBe(400);
    expect((await search(`pickup=LHR&dropoff=ROME_CENTRE&date=${date}`)).status).toBe(404);
    expect((await router.get('/api/v1/airport-transfers/search?city=ATLANTIS')).status).toBe(404);
  });
});
