import type { Rng } from '../prng.ts';
import { CITIES } from '../reference/geo.ts';
import { mediaPath } from '../../contract/mediaPaths.ts';
import { addDays } from './inventoryRows.ts';

/** Real airports of the catalogue cities (IATA code, name, coordinates). */
const AIRPORTS: readonly [string, string, string, number, number][] = [
  ['LHR', 'LONDON', 'London Heathrow Airport', 51.47, -0.4543],
  ['LGW', 'LONDON', 'London Gatwick Airport', 51.1537, -0.1821],
  ['STN', 'LONDON', 'London Stansted Airport', 51.886, 0.2389],
  ['JFK', 'NEW_YORK', 'John F. Kennedy International Airport', 40.6413, -73.7781],
  ['EWR', 'NEW_YORK', 'Newark Liberty International Airport', 40.6895, -74.1745],
  ['LGA', 'NEW_YORK', 'LaGuardia Airport', 40.7769, -73.874],
  ['FCO', 'ROME', 'Rome Fiumicino Airport (Leonardo da Vinci)', 41.8003, 12.2389],
  ['CIA', 'ROME', 'Rome Ciampino Airport (G. B. Pastine)', 41.7994, 12.5949],
  ['CDG', 'PARIS', 'Paris Charles de Gaulle Airport', 49.0097, 2.5479],
  ['ORY', 'PARIS', 'Paris Orly Airport', 48.7262, 2.3652],
  ['BCN', 'BARCELONA', 'Barcelona–El Prat Airport', 41.2974, 2.0833],
  ['MAD', 'MADRID', 'Adolfo Suárez Madrid–Barajas Airport', 40.4983, -3.5676],
  ['AMS', 'AMSTERDAM', 'Amsterdam Airport Schiphol', 52.3105, 4.7683],
  ['ATH', 'ATHENS', 'Athens International Airport', 37.9364, 23.9445],
  ['FLR', 'FLORENCE', 'Florence Airport, Peretola', 43.81, 11.2051],
  ['VCE', 'VENICE', 'Venice Marco Polo Airport', 45.5053, 12.3519],
  ['MXP', 'MILAN', 'Milan Malpensa Airport', 45.6306, 8.7281],
  ['NAP', 'NAPLES', 'Naples International Airport', 40.886, 14.2908],
  ['LIS', 'LISBON', 'Lisbon Humberto Delgado Airport', 38.7742, -9.1342],
  ['BER', 'BERLIN', 'Berlin Brandenburg Airport', 52.3667, 13.5033],
  ['MUC', 'MUNICH', 'Munich Airport', 48.3538, 11.7861],
  ['VIE', 'VIENNA', 'Vienna International Airport', 48.1103, 16.5697],
  ['PRG', 'PRAGUE', 'Václav Havel Airport Prague', 50.1008, 14.26],
  ['BUD', 'BUDAPEST', 'Budapest Ferenc Liszt International Airport', 47.4298, 19.2611],
  ['DUB', 'DUBLIN', 'Dublin Airport', 53.4264, -6.2499],
  ['EDI', 'EDINBURGH', 'Edinburgh Airport', 55.95, -3.3725],
  ['OSL', 'OSLO', 'Oslo Gardermoen Airport', 60.1976, 11.1004],
  ['CPH', 'COPENHAGEN', 'Copenhagen Airport', 55.618, 12.656],
  ['IST', 'ISTANBUL', 'Istanbul Airport', 41.2753, 28.7519],
  ['DXB', 'DUBAI', 'Dubai International Airport', 25.2532, 55.3657],
  ['AUH', 'ABU_DHABI', 'Zayed International Airport', 24.433, 54.6511],
  ['SIN', 'SINGAPORE', 'Singapore Changi Airport', 1.3644, 103.9915],
  ['BKK', 'BANGKOK', 'Suvarnabhumi Airport', 13.69, 100.7501],
  ['HKT', 'PHUKET', 'Phuket International Airport', 8.1132, 98.3169],
  ['HND', 'TOKYO', 'Tokyo Haneda Airport', 35.5494, 139.7798],
  ['NRT', 'TOKYO', 'Narita International Airport', 35.772, 140.3929],
  ['HKG', 'HONG_KONG', 'Hong Kong International Airport', 22.308, 113.9185],
  ['SYD', 'SYDNEY', 'Sydney Kingsford Smith Airport', -33.9399, 151.1753],
  ['BOM', 'MUMBAI', 'Chhatrapati Shivaji Maharaj International Airport', 19.0896, 72.8656],
  ['KUL', 'KUALA_LUMPUR', 'Kuala Lumpur International Airport', 2.7456, 101.7099],
  ['DPS', 'BALI', 'Ngurah Rai International Airport', -8.7482, 115.1675],
  ['LAS', 'LAS_VEGAS', 'Harry Reid International Airport', 36.084, -115.1537],
  ['MCO', 'ORLANDO', 'Orlando International Airport', 28.4312, -81.3081],
  ['SFO', 'SAN_FRANCISCO', 'San Francisco International Airport', 37.6213, -122.379],
  ['YYZ', 'TORONTO', 'Toronto Pearson International Airport', 43.6777, -79.6248],
  ['CUN', 'CANCUN', 'Cancún International Airport', 21.0365, -86.877],
  ['CAI', 'CAIRO', 'Cairo International Airport', 30.1219, 31.4056],
  ['CPT', 'CAPE_TOWN', 'Cape Town International Airport', -33.9715, 18.6021],
  ['ICN', 'SEOUL', 'Incheon International Airport', 37.4602, 126.4407],
];

/** The airports of the transfer microsite (rome-airport-transfers.com) in its languages and French. */
const AIRPORT_NAMES: Readonly<Record<string, Record<string, string>>> = {
  FCO: {
    it: 'Aeroporto di Roma Fiumicino (Leonardo da Vinci)',
    fr: 'Aéroport de Rome Fiumicino (Leonardo da Vinci)',
    ja: 'ローマ・フィウミチーノ空港（レオナルド・ダ・ヴィンチ空港）',
    ar: 'مطار روما فيوميتشينو (ليوناردو دا فينشي)',
  },
  CIA: {
    it: 'Aeroporto di Roma Ciampino (G. B. Pastine)',
    fr: 'Aéroport de Rome Ciampino (G. B. Pastine)',
    ja: 'ローマ・チャンピーノ空港（G・B・パスティーネ空港）',
    ar: 'مطار روما تشامبينو (جي. بي. باستيني)',
  },
};

export function airportRows() {
  return AIRPORTS.map(([code, city, name, latitude, longitude]) => ({
    code,
    city_code: city,
    names: { en: name, ...AIRPORT_NAMES[code] },
    latitude,
    longitude,
  }));
}

/** Three home-page banners per city plus three global ones (city_code null). */
export function bannerRows() {
  const rows: object[] = [];
  let id = 1;
  for (const city of [null, ...CITIES.map((c) => c.code)]) {
    const name = CITIES.find((c) => c.code === city)?.names['en'] ?? 'the world';
    const titles = [`Discover ${name}`, `Best deals in ${name}`, `Top experiences in ${name}`];
    titles.forEach((title, index) => {
      rows.push({
        id: id++,
        city_code: city,
        titles: { en: title },
        subtitles: {
          en: index === 1 ? 'Save up to 30% on selected tickets' : 'Skip the line, book instantly',
        },
        image_url: mediaPath({ kind: 'banner', cityCode: city, index }),
        mobile_image_url: mediaPath({ kind: 'bannerMobile', cityCode: city, index }),
        cta_url: city ? `/cities/${city.toLowerCase().replace(/_/g, '-')}/` : '/',
        sort_order: index,
      });
    });
  }
  return rows;
}

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/**
 * An opening schedule (spec 000 §3): one period covering the year, with per-day opening, closing
 * and last-entry times; `closedDays` lists closed weekdays (0 = Monday).
 */
export function operatingSchedule(
  year: number,
  open: string,
  close: string,
  lastEntry: string,
  closedDays: number[] = [],
) {
  return [
    {
      startDate: `${year}-01-01`,
      endDate: `${year + 1}-12-31`,
      operatingDaySchedules: DAYS.map((dayOfWeek, index) =>
        closedDays.includes(index)
          ? { dayOfWeek, closed: true, openingTime: null, closingTime: null, lastEntryTime: null }
          : { dayOfWeek, closed: false, openingTime: open, closingTime: close, lastEntryTime: lastEntry },
      ),
    },
  ];
}

/** A generated point of interest near the city centre. */
export function genericPoi(id: number, cityCode: string, name: string, rng: Rng, year: number) {
  const city = CITIES.find((c) => c.code === cityCode);
  const open = rng.pick(['08:30', '09:00', '09:30', '10:00']);
  const close = rng.pick(['17:00', '18:00', '19:00', '20:00']);
  return {
    id,
    city_code: cityCode,
    names: { en: name },
    content: { en: `${name} is one of the most visited sights of ${city?.names['en'] ?? cityCode}.` },
    latitude: (city?.lat ?? 0) + (rng.next() - 0.5) * 0.06,
    longitude: (city?.lon ?? 0) + (rng.next() - 0.5) * 0.06,
    address: `${name}, ${city?.names['en'] ?? cityCode}`,
    operating_schedules: operatingSchedule(
      year,
      open,
      close,
      `${String(Number(close.slice(0, 2)) - 1).padStart(2, '0')}:00`,
      rng.chance(0.3) ? [0] : [],
    ),
  };
}

/** One season of a schedule: from a day (`MM-DD`, or a function of the year) to the day before the next. */
export interface OpeningSeason {
  from: string | ((year: number) => string);
  open: string;
  close: string;
  lastEntry: string;
}

/**
 * The last Sunday of a month (`MM-DD`), when many European sites change their hours with the clocks.
 * @example lastSunday(2026, 3) === '03-29'
 */
export function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(5, 10);
}

/**
 * Seasonal opening schedules (spec 000 §3: several periods, each with its `startDate` and `endDate`)
 * for `year` and the next: the seasons in calendar order, the first starting on 1 January; a season
 * running on into the next year's first (same hours) is one period.
 */
export function seasonalSchedule(year: number, seasons: readonly OpeningSeason[]) {
  const periods: ReturnType<typeof operatingSchedule> = [];
  for (const y of [year, year + 1]) {
    const starts = seasons.map((s) => `${y}-${typeof s.from === 'string' ? s.from : s.from(y)}`);
    for (const [index, season] of seasons.entries()) {
      const next = starts[index + 1];
      const [period] = operatingSchedule(y, season.open, season.close, season.lastEntry);
      if (!period) continue;
      const endDate = next ? addDays(next, -1) : `${y}-12-31`;
      const last = periods.at(-1);
      // Winter spans New Year: one period rather than two with the same hours.
      if (last && JSON.stringify(last.operatingDaySchedules) === JSON.stringify(period.operatingDaySchedules))
        last.endDate = endDate;
      else periods.push({ ...period, startDate: starts[index] ?? `${y}-01-01`, endDate });
    }
  }
  return periods;
}
