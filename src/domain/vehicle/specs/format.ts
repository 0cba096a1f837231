import { formatLongDate } from '@/domain/format/date';

/** A build or compliance date as far as it is known: the month may be missing (D-32). */
export type SpecDate = { year: number; month: number | null };

const MONTH_YEAR = /^(\d{1,2})\/(\d{4})$/;
const DAY_MONTH_YEAR = /^\d{1,2}\/(\d{1,2})\/(\d{4})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})(?:-\d{2})?(?:[T ].*)?$/;
const YEAR_ONLY = /^(\d{4})$/;

function specDate(year: string, month: string | null): SpecDate | null {
  const y = Number(year);
  const m = month === null ? null : Number(month);
  if (y < 1900 || (m !== null && (m < 1 || m > 12))) return null;
  return { year: y, month: m };
}

/**
 * Reads the date forms feeds send for build and compliance dates: 'MM/YYYY' (as stored by our seed),
 * 'DD/MM/YYYY', ISO 'YYYY-MM' or 'YYYY-MM-DD' (with an optional time), or a bare 'YYYY'. Anything else is
 * unknown (null), so the row is omitted rather than showing a garbled value (D-36).
 */
export function parseSpecDate(value: string | null | undefined): SpecDate | null {
  const text = value?.trim() ?? '';
  let match = MONTH_YEAR.exec(text) ?? DAY_MONTH_YEAR.exec(text);
  if (match) return specDate(match[2]!, match[1]!);
  match = ISO_MONTH.exec(text);
  if (match) return specDate(match[1]!, match[2]!);
  match = YEAR_ONLY.exec(text);
  return match ? specDate(match[1]!, null) : null;
}

/** D-32 `formatComplianceDate`: 'MM/YYYY' when the month is known, 'YYYY' when only the year is; else null. */
export function formatComplianceDate(value: string | null | undefined): string | null {
  const date = parseSpecDate(value);
  if (!date) return null;
  return date.month === null ? String(date.year) : `${String(date.month).padStart(2, '0')}/${date.year}`;
}

/** The build date follows the compliance-date rule (D-32: "the same applies to build date"). */
export const formatBuildDate = formatComplianceDate;

const FEET_TO_METRES = 0.3048;

/**
 * D-37 `feetToMetres(10)` = 3.048, for feed dimensions given in feet. Kept exact (to the micrometre, which
 * hides float noise); the display rounds to 2 decimals (`formatMetres`).
 */
export function feetToMetres(feet: number): number {
  return Math.round(feet * FEET_TO_METRES * 1e6) / 1e6;
}

/** Our caravan dimensions are stored in millimetres (vehicles.body_width/body_length): 6505 → 6.505. */
export function millimetresToMetres(mm: number): number {
  return mm / 1000;
}

/** D-37 (proposal): metres to 2 decimals, halves rounded up: 6.505 → '6.51 m', 7 → '7.00 m'. */
export function formatMetres(metres: number): string {
  const hundredths = Math.round(metres * 100 + 1e-7);
  return `${(hundredths / 100).toFixed(2)} m`;
}

const integer = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A whole number with its unit: (2100, 'kg') → '2,100 kg'. */
export function formatWithUnit(value: number, unit: string): string {
  return `${integer.format(value)} ${unit}`;
}

/** Combined fuel consumption to one decimal: 7.94 → '7.9 L/100km'. */
export function formatFuelConsumption(litresPer100Km: number): string {
  return `${oneDecimal.format(litresPer100Km)} L/100km`;
}

/** Engine capacity in litres with the cylinder count when known: (2.8, 4) → '2.8L 4 cyl'; (2, null) → '2.0L'. */
export function formatEngine(litres: number, cylinders: number | null): string {
  const size = `${oneDecimal.format(litres)}L`;
  return cylinders ? `${size} ${cylinders} cyl` : size;
}

/** The gearbox from the gear count and type: (6, 'Sports Automatic') → '6 Speed Sports Automatic'. */
export function formatGearbox(gears: number | null, type: string | null): string | null {
  if (!type) return null;
  return gears ? `${gears} Speed ${type}` : type;
}

/** ANCAP safety rating in stars: 5 → '5 stars', 1 → '1 star'. */
export function formatAncapRating(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** Registration expiry, an ISO calendar date, read as '30 September 2025'; any other form is unknown (null). */
export function formatRegoExpiry(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null;
  try {
    return formatLongDate(isoDate.slice(0, 10));
  } catch {
    return null;
  }
}
