import { describe, expect, it } from 'vitest';
import { buildPostcodeIndex, titleCase } from './dataset';

const row = (postcode: string, locality: string, state: string, extra: Record<string, unknown> = {}) => ({
  postcode,
  locality,
  state,
  type: 'Delivery Area',
  lat: -30,
  long: 150,
  Lat_precise: -30,
  Long_precise: 150,
  ...extra,
});

describe('buildPostcodeIndex', () => {
  it('gives each postcode its sorted suburbs, state and the centre of its delivery areas', () => {
    const index = buildPostcodeIndex([
      row('4101', 'WEST END', 'QLD', { Lat_precise: -27.48, Long_precise: 153.01 }),
      row('4101', 'SOUTH BRISBANE', 'QLD', { Lat_precise: -27.47, Long_precise: 153.02 }),
      row('4101', 'SOUTH BRISBANE BC', 'QLD', {
        type: 'Post Office Boxes',
        Lat_precise: -20,
        Long_precise: 140,
      }),
      row('4101', 'SOUTH BRISBANE', 'QLD', { Lat_precise: -27.47, Long_precise: 153.02 }),
    ]);
    expect(index.get('4101')).toEqual({
      postcode: '4101',
      suburbs: ['South Brisbane', 'West End'],
      state: 'QLD',
      lat: -27.47333,
      lng: 153.01667,
    });
  });

  it('falls back to every row for post-office-box postcodes and to coarse points', () => {
    const index = buildPostcodeIndex([
      row('1001', 'SYDNEY', 'NSW', {
        type: 'Post Office Boxes',
        Lat_precise: 0,
        Long_precise: 0,
        lat: -33.8,
        long: 151.2,
      }),
    ]);
    expect(index.get('1001')).toEqual({
      postcode: '1001',
      suburbs: ['Sydney'],
      state: 'NSW',
      lat: -33.8,
      lng: 151.2,
    });
  });

  it('takes the state of most localities and drops postcodes without any position', () => {
    const index = buildPostcodeIndex([
      row('0872', 'AMATA', 'SA'),
      row('0872', 'ULURU', 'NT'),
      row('0872', 'YULARA', 'NT'),
      row('9998', 'NOWHERE', 'NSW', { Lat_precise: 0, Long_precise: 0, lat: 0, long: 0 }),
    ]);
    expect(index.get('0872')?.state).toBe('NT');
    expect(index.has('9998')).toBe(false);
  });

  it('skips rows that do not fit the expected shape', () => {
    const index = buildPostcodeIndex([
      null,
      'text',
      row('40000', 'TOO LONG', 'QLD'),
      row('4000', 'BRISBANE', 'XX'),
      row('4000', '', 'QLD'),
      row('4000', 'BRISBANE', 'QLD', { Lat_precise: 'north' }),
    ]);
    expect(index.size).toBe(0);
  });
});

describe('titleCase', () => {
  it.each([
    ['SYDNEY SOUTH', 'Sydney South'],
    ["O'CONNOR", "O'Connor"],
    ['KOO-WEE-RUP', 'Koo-Wee-Rup'],
    ['ERNABELLA (PUKATJA)', 'Ernabella (Pukatja)'],
  ])('%s → %s', (raw, expected) => {
    expect(titleCase(raw)).toBe(expected);
  });
});
