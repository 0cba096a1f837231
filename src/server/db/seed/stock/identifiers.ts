import type { Rng } from '../prng';

/** VIN characters: ISO 3779 leaves out I, O and Q. */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
// Model-year codes repeat every 30 years; 2001–2009 are digits, 2010 onward letters (no I, O, Q, U, Z, 0).
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

function vinValue(char: string): number {
  return /\d/.test(char) ? Number(char) : (VIN_VALUES[char] ?? 0);
}

export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, char, i) => total + vinValue(char) * (VIN_WEIGHTS[i] ?? 0), 0);
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}

/** A 17-character VIN with a valid check digit: maker prefix, random descriptor, year code, unique serial. */
export function makeVin(wmi: string, year: number, serial: string, rng: Rng): string {
  const descriptor = Array.from({ length: 5 }, () => rng.pick([...VIN_CHARS])).join('');
  const yearCode = YEAR_CODES[(((year - 2010) % 30) + 30) % 30]!;
  const plant = rng.pick([...VIN_CHARS]);
  const draft = `${wmi}${descriptor}0${yearCode}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const pattern = (format: string, rng: Rng) =>
  [...format]
    .map((c) => (c === 'L' ? rng.pick([...LETTERS]) : c === 'D' ? String(rng.int(0, 9)) : c))
    .join('');

// Rough current plate formats by state (L = letter, D = digit).
const PLATE_FORMATS: Record<string, string> = {
  NSW: 'LLDDLL',
  QLD: 'DDDLLD',
  VIC: 'DLLDLL',
  SA: 'SDDDLLL',
  WA: 'DLLLDDD',
  TAS: 'LDDLL',
  ACT: 'YLLDDL',
  NT: 'LLDDLL',
};

export function makeRegoPlate(state: string, rng: Rng): string {
  return pattern(PLATE_FORMATS[state] ?? 'LLLDDD', rng);
}

/** NVICs are six characters of letters and digits. */
export function makeNvic(rng: Rng): string {
  return pattern(rng.pick(['DLLDDD', 'LLDDDD', 'DDLLDD']), rng);
}

const VIDEO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function makeYoutubeUrl(rng: Rng): string {
  return `https://www.youtube.com/watch?v=${Array.from({ length: 11 }, () => rng.pick([...VIDEO_ID_CHARS])).join('')}`;
}
