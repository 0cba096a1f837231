import { formatMoney, MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import type { SelectOption } from './field-types';
import {
  CAR_TYPE_OPTIONS,
  CREDIT_CONSENT_FIELD,
  FINANCE_APPLICATION_FIELDS,
  FINANCE_APPLICATION_STEP_TITLES,
} from './finance-application';
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

export type ApplicationSection = { title: string; lines: { label: string; value: string }[] };

/** The consent boxes' long labels, shortened for the dealer's email. */
const SHORT_LABELS: Readonly<Record<string, string>> = {
  opt_in: 'Marketing opt-in',
  terms_conditions: 'Agreed to the terms of use',
  [CREDIT_CONSENT_FIELD]: 'Credit assessment consent',
};

/** Fields the email's summary already shows (contact, dealership). */
const IN_SUMMARY = new Set(['name', 'email', 'phone', 'dealership_slug']);

function display(def: (typeof FINANCE_APPLICATION_FIELDS)[number], value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (def.type === 'money' && typeof value === 'number') return formatMoney(value);
  if (def.type === 'checkbox') return value === true ? 'Yes' : 'No';
  const option = def.options?.find((entry) => entry.value === value);
  return option ? option.label : String(value);
}

/**
 * A stored application's answers, step by step, under the labels the applicant saw (money as '$25,000',
 * choices by their wording, boxes as Yes/No), for the dealer's email. Unanswered questions are left out.
 */
export function financeApplicationSections(fields: Readonly<Record<string, unknown>>): ApplicationSection[] {
  return FINANCE_APPLICATION_STEP_TITLES.map((title, step) => ({
    title,
    lines: FINANCE_APPLICATION_FIELDS.filter((def) => def.step === step && !IN_SUMMARY.has(def.name))
      .map((def) => ({ label: SHORT_LABELS[def.name] ?? def.label, value: display(def, fields[def.name]) }))
      .filter((line): line is { label: string; value: string } => line.value !== null),
  })).filter((section) => section.lines.length > 0);
}

/** The field names the sections cover, so the email's raw list does not repeat them. */
export const FINANCE_APPLICATION_FIELD_NAMES: ReadonlySet<string> = new Set(
  FINANCE_APPLICATION_FIELDS.map((def) => def.name),
);
