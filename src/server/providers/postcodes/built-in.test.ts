import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltInPostcodeGeocoder, geocodePostcode } from './built-in';
import { PostcodeGeocoderUnavailableError } from './provider';

describe('geocodePostcode: the bundled AU postcode data (H-38, decision 5)', () => {
  it('places capital-city postcodes', async () => {
    expect(await geocodePostcode('2000')).toEqual({
      postcode: '2000',
      suburbs: [
        'Barangaroo',
        'Dawes Point',
        'Haymarket',
        'Millers Point',
        'Parliament House',
        'Sydney',
        'Sydney South',
        'The Rocks',
      ],
      state: 'NSW',
      lat: -33.86613,
      lng: 151.20695,
    });
    expect(await geocodePostcode('4000')).toEqual({
      postcode: '4000',
      suburbs: ['Brisbane', 'Brisbane Adelaide Street', 'Brisbane City', 'Spring Hill'],
      state: 'QLD',
      lat: -27.46563,
      lng: 153.02549,
    });
    expect(await geocodePostcode(' 3000 ')).toMatchObject({
      postcode: '3000',
      suburbs: ['Melbourne'],
      state: 'VIC',
    });
    expect(await geocodePostcode('0800')).toMatchObject({ suburbs: ['Darwin', 'Darwin City'], state: 'NT' });
    expect(await geocodePostcode('6000')).toMatchObject({ state: 'WA', lat: -31.95257, lng: 115.86105 });
  });

  it('places a post-office-box postcode and one that spans a border', async () => {
    expect(await geocodePostcode('1001')).toMatchObject({ suburbs: ['Sydney'], state: 'NSW' });
    expect(await geocodePostcode('0872')).toMatchObject({ state: 'NT' });
  });

  it('answers null for postcodes that do not exist and for anything but 4 digits', async () => {
    for (const postcode of ['0000', '5999', '8888', '400', '40000', 'abcd', '']) {
      expect(await geocodePostcode(postcode)).toBeNull();
    }
  });

  it('hands out copies, so a caller cannot change the shared table', async () => {
    const first = await geocodePostcode('3000');
    first?.suburbs.push('Changed');
    expect((await geocodePostcode('3000'))?.suburbs).toEqual(['Melbourne']);
  });
});

describe('createBuiltInPostcodeGeocoder: loading', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'postcodes-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  const rows = [
    { postcode: '4870', locality: 'CAIRNS', state: 'QLD', type: 'Delivery Area', lat: -16.92, long: 145.77 },
  ];

  it('reads the data file once per process', async () => {
    const file = path.join(dir, 'once.json');
    await writeFile(file, JSON.stringify(rows));
    const geocoder = createBuiltInPostcodeGeocoder({ dataFile: file });
    expect(geocoder.name).toBe('built-in');
    expect(await geocoder.geocodePostcode('4870')).toEqual({
      postcode: '4870',
      suburbs: ['Cairns'],
      state: 'QLD',
      lat: -16.92,
      lng: 145.77,
    });
    await rm(file);
    expect(await createBuiltInPostcodeGeocoder({ dataFile: file }).geocodePostcode('4870')).toMatchObject({
      suburbs: ['Cairns'],
    });
  });

  it('reports missing or broken data as unavailable and tries again on the next lookup', async () => {
    const file = path.join(dir, 'later.json');
    const geocoder = createBuiltInPostcodeGeocoder({ dataFile: file });
    await expect(geocoder.geocodePostcode('4870')).rejects.toThrow(PostcodeGeocoderUnavailableError);
    await writeFile(file, '{"not": "a list"}');
    await expect(geocoder.geocodePostcode('4870')).rejects.toThrow(
      `Postcode data could not be loaded from ${file}`,
    );
    await writeFile(file, JSON.stringify(rows));
    expect(await geocoder.geocodePostcode('4870')).toMatchObject({ state: 'QLD' });
  });
});
