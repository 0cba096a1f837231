import { MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import type { SelectOption } from './field-types';
import { CAR_TYPE_OPTIONS } from './finance-application';
import { parseMoney } from './money';

type Query = Readonly<Record<string, string | string[] | undefined>>;

/** What the page knows beyond the query: the dealerships the form offers and the car it is about. */
export type FinanceApplicationSubject = {
  dealershipOptions: readonly SelectOption[];
  car: { price: number; carType: string; dealershipSlug: string } | null;
};

const single = (query: Query, name: string): string | null => {
  const value = query[name];
  return typeof value === 'string' ? value : null;
};

const isCarType = (value: string | null): value is string =>
  CAR_TYPE_OPTIONS.some((option) => option.value === value);

function budgetOf(query: Query, car: FinanceApplicationSubject['car']): string | null {
  const asked = parseMoney(single(query, 'vehiclePriceBudget') ?? '');
  if (asked.ok && asked.amount > 0) return String(asked.amount);
  return car && car.price > MIN_DISPLAYED_PRICE ? String(Math.round(car.price)) : null;
}

/**
 * B-22: the values /apply-for-finance?preferredDealership=…&vehiclePriceBudget=…&car_type=… opens with. A
 * value the form would refuse (a dealership it does not offer, a budget that is not whole dollars, an
 * unknown car type) is ignored; the car's own price and type fill the gaps, and its dealership wins.
 */
export function financeApplicationPrefill(
  query: Query,
  { dealershipOptions, car }: FinanceApplicationSubject,
): Record<string, string> {
  const values: Record<string, string> = {};
  const preferred = car?.dealershipSlug ?? single(query, 'preferredDealership');
  if (dealershipOptions.some((option) => option.value === preferred)) values.dealership_slug = preferred!;
  const budget = budgetOf(query, car);
  if (budget !== null) values.vehicle_price_budget = budget;
  const carType = single(query, 'car_type');
  if (isCarType(carType)) values.car_type = carType;
  else if (car && isCarType(car.carType)) values.car_type = car.carType;
  return values;
}
