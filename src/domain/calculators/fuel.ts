import { formatMoneyCents } from '@/domain/format/money';
/**
 * The vehicle page's fuel calculator (checklist G-1..G-7): the weekly fuel cost of a car from the buyer's
 * fuel price and weekly distance and the car's combined consumption.
 */

/** G-6: the example values the inputs start with. */
export const DEFAULT_FUEL_PRICE_INPUT = '1.70';
export const DEFAULT_DISTANCE_INPUT = '250 kms';

/** G-4: used when the car has no combined fuel consumption figure. */
export const DEFAULT_CONSUMPTION_L_PER_100KM = 10;

/**
 * G-2: '$1,234.5 kms' → 1234.5. '$', 'kms' (also 'km', any case), commas and spaces are removed first;
 * anything that is then not a finite number ≥ 0 gives null (G-7), never NaN.
 */
export function parseFuelInput(raw: string): number | null {
  const cleaned = raw.replace(/\$|kms?|,|\s/gi, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** G-4: the car's figure when it is a positive number, else 10 L/100km. */
export function consumptionOrDefault(litresPer100km: number | null | undefined): number {
  return typeof litresPer100km === 'number' && Number.isFinite(litresPer100km) && litresPer100km > 0
    ? litresPer100km
    : DEFAULT_CONSUMPTION_L_PER_100KM;
}

/** G-3: distance (km/week) × consumption (L/100km) / 100 × fuel price ($/L), in dollars per week. */
export function fuelCostPerWeek(distanceKm: number, litresPer100km: number, pricePerLitre: number): number {
  return ((distanceKm * litresPer100km) / 100) * pricePerLitre;
}

/** G-3 proposal: 42.5 → '$42.50 per week' (2 decimals, thousand separators). */
export function formatCostPerWeek(dollars: number): string {
  return `${formatMoneyCents(dollars)} per week`;
}

/**
 * The calculator's result line from the two inputs as typed: `fuelCostText('1.70', '250 kms', null)` →
 * '$42.50 per week'. An input that cannot be read gives '$0.00 per week' (G-7 proposal).
 */
export function fuelCostText(
  fuelPriceInput: string,
  distanceInput: string,
  litresPer100km: number | null | undefined,
): string {
  const price = parseFuelInput(fuelPriceInput);
  const distance = parseFuelInput(distanceInput);
  if (price === null || distance === null) return formatCostPerWeek(0);
  return formatCostPerWeek(fuelCostPerWeek(distance, consumptionOrDefault(litresPer100km), price));
}

/**
 * G-5 proposal: electric when the fuel or simple_fuel text contains 'electric' (any case); hybrids
 * ('Hybrid', 'Plug-in Hybrid', 'Hybrid Electric') still burn fuel and keep the calculator.
 */
export function isElectric(car: { fuel: string | null; simpleFuel: string | null }): boolean {
  const texts = [car.fuel, car.simpleFuel].map((text) => (text ?? '').toLowerCase());
  return texts.some((text) => text.includes('electric')) && !texts.some((text) => text.includes('hybrid'));
}
