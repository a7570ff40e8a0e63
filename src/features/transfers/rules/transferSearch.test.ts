import { describe, expect, it } from 'vitest';
import { transferSearch, vehicleType } from './transferSearch';

const places = ['CIA', 'FCO', 'ROMA_TERMINI', 'ROME_CENTRE'];
const today = '2026-11-24';
const run = (query: string) => transferSearch(new URLSearchParams(query), places, today);

describe('the airport transfer search', () => {
  it('is not submitted without a trip field, and then has no errors', () => {
    expect(run('')).toMatchObject({ submitted: false, errors: [], query: undefined });
    expect(run('guests=3').values.guests).toBe(3);
  });

  it('runs a complete one-way search with two guests by default', () => {
    expect(run('pickup=fco&dropoff=ROME_CENTRE&date=2026-12-01&time=09:30').query).toEqual({
      pickup: 'FCO',
      dropoff: 'ROME_CENTRE',
      date: '2026-12-01',
      time: '09:30',
      guests: 2,
      returnDate: undefined,
      returnTime: undefined,
    });
  });

  it('adds the way back only when the return box is ticked', () => {
    expect(
      run('pickup=FCO&dropoff=ROME_CENTRE&date=2026-12-01&returnDate=2026-12-05').query?.returnDate,
    ).toBeUndefined();
    expect(
      run('pickup=FCO&dropoff=ROME_CENTRE&date=2026-12-01&return=on&returnDate=2026-12-05&returnTime=18:00')
        .query,
    ).toMatchObject({ returnDate: '2026-12-05', returnTime: '18:00' });
  });

  it('names every mistake next to its field', () => {
    expect(run('pickup=&dropoff=LHR&date=2026-11-23&time=25:00&guests=0').errors).toEqual([
      { field: 'pickup', error: 'pickupMissing' },
      { field: 'dropoff', error: 'unknownPlace' },
      { field: 'date', error: 'datePast' },
      { field: 'time', error: 'timeInvalid' },
      { field: 'guests', error: 'guestsInvalid' },
    ]);
    expect(run('pickup=FCO&dropoff=fco&date=tomorrow&guests=17').errors).toEqual([
      { field: 'dropoff', error: 'samePlace' },
      { field: 'date', error: 'dateMissing' },
      { field: 'guests', error: 'guestsInvalid' },
    ]);
    expect(
      run('pickup=FCO&dropoff=ROME_CENTRE&date=2026-12-01&return=1&returnDate=2026-11-30').errors,
    ).toEqual([{ field: 'returnDate', error: 'returnBeforeTrip' }]);
    expect(run('pickup=FCO&dropoff=ROME_CENTRE&date=2026-12-01&return=1').errors).toEqual([
      { field: 'returnDate', error: 'returnDateMissing' },
    ]);
    expect(run('pickup=FCO&dropoff=ROME_CENTRE&date=2026-11-24&guests=2x').query).toBeUndefined();
  });

  it('reads the vehicle types of spec 001 §2', () => {
    expect(['Sedan', ' suv ', 'Hatchback', 'MINIVAN', 'bus', 'Train'].map(vehicleType)).toEqual([
      'SEDAN',
      'SUV',
      'HATCHBACK',
      'MINIVAN',
      'BUS',
      'TRAIN',
    ]);
    expect(vehicleType('limousine')).toBeUndefined();
    expect(vehicleType(3)).toBeUndefined();
  });
});
