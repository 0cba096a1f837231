import { z } from 'zod';
import { isStorableText, NUL_MESSAGE } from '@/domain/validation/db-limits';

/**
 * What staff may change of a car in the console (decision 062): its price, where it stands, its tag and the
 * dealer's comments. Everything else comes from the stock feed.
 */
export const STOCK_STATES = ['in_stock', 'reserved', 'coming_soon', 'sold'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const STOCK_STATE_LABELS: Readonly<Record<StockState, string>> = {
  in_stock: 'In stock',
  reserved: 'Reserved',
  coming_soon: 'Coming soon',
  sold: 'Sold',
};

/** The columns that say where a car stands: a reserved car is in stock and held (O-3). */
export type StockStateColumns = { status: string; reserved: boolean; sold: boolean };

export function stockStateOf(car: StockStateColumns): StockState {
  if (car.sold || car.status === 'sold') return 'sold';
  if (car.status === 'coming_soon') return 'coming_soon';
  return car.reserved ? 'reserved' : 'in_stock';
}

/** The columns for a state; a sold car keeps the day it was first sold, one back in stock has none. */
export function stockStateColumns(
  state: StockState,
  soldAt: Date | null,
  now: Date,
): StockStateColumns & { soldAt: Date | null } {
  switch (state) {
    case 'sold':
      return { status: 'sold', reserved: false, sold: true, soldAt: soldAt ?? now };
    case 'coming_soon':
      return { status: 'coming_soon', reserved: false, sold: false, soldAt: null };
    case 'reserved':
      return { status: 'in_stock', reserved: true, sold: false, soldAt: null };
    case 'in_stock':
      return { status: 'in_stock', reserved: false, sold: false, soldAt: null };
  }
}

export const PRICE_MAX = 10_000_000;
export const TAG_MAX_LENGTH = 40;
export const COMMENTS_MAX_LENGTH = 20_000;

const blankIsNull = (value: string) => (value === '' ? null : value);

/** POST /api/console/stock/edit: the whole editable part of one car, as the form shows it. */
export const stockEditSchema = z.strictObject({
  vehicleId: z.number('Unknown car').int().positive().max(2_147_483_647),
  price: z
    .number('Enter the price in whole dollars')
    .int('Enter the price in whole dollars')
    .min(0, 'The price cannot be negative')
    .max(PRICE_MAX, `The price is at most $${PRICE_MAX.toLocaleString('en-AU')}`),
  state: z.enum(STOCK_STATES, 'Choose in stock, reserved, coming soon or sold'),
  tag: z
    .string()
    .refine(isStorableText, `A tag ${NUL_MESSAGE}`)
    .trim()
    .max(TAG_MAX_LENGTH, `A tag is at most ${TAG_MAX_LENGTH} characters`)
    .transform(blankIsNull),
  comments: z
    .string()
    .refine(isStorableText, `Comments ${NUL_MESSAGE}`)
    .trim()
    .max(
      COMMENTS_MAX_LENGTH,
      `Comments are at most ${COMMENTS_MAX_LENGTH.toLocaleString('en-AU')} characters`,
    )
    .transform(blankIsNull),
});
export type StockEdit = z.output<typeof stockEditSchema>;

/** The editable fields of a car as stored, and as the audit trail names them. */
export type EditableStock = { price: number; state: StockState; tag: string | null; comments: string | null };
export const AUDITED_FIELDS = ['price', 'state', 'tag', 'comments'] as const;
export type AuditedField = (typeof AUDITED_FIELDS)[number];

export const AUDITED_FIELD_LABELS: Readonly<Record<AuditedField, string>> = {
  price: 'Price',
  state: 'Status',
  tag: 'Tag',
  comments: 'Comments',
};

export type StockChange = { field: AuditedField; oldValue: string | null; newValue: string | null };

/** One audited change as the car's console page lists it, newest first: what it was, is, by whom and when. */
export type StockChangeEntry = {
  id: number;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  by: string;
  at: Date;
};

const auditValue = (value: string | number | null) => (value === null ? null : String(value));

/** One audit row per field the edit changes; none when it changes nothing. */
export function stockChangesOf(before: EditableStock, after: EditableStock): StockChange[] {
  return AUDITED_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    oldValue: auditValue(before[field]),
    newValue: auditValue(after[field]),
  }));
}

export const STOCK_PAGE_SIZE = 50;

export type StockQuery = { text: string; state: StockState | null; page: number };

/** One car of the console's stock list: who it is, its price, where it stands, its tag and thumbnail. */
export type ConsoleCar = {
  id: number;
  slug: string;
  stocknum: string;
  title: string;
  price: number;
  state: StockState;
  tag: string | null;
  thumbUrl: string | null;
  updatedAt: Date;
};

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The stock list's filters from its address; an unknown value is no filter, never an error page. */
export function readStockQuery(params: Record<string, string | string[] | undefined>): StockQuery {
  const page = z.coerce.number().int().min(1).max(10_000).safeParse(firstValue(params.page));
  const state = firstValue(params.state);
  return {
    text: (firstValue(params.q) ?? '').trim().slice(0, 100),
    state: STOCK_STATES.find((entry) => entry === state) ?? null,
    page: page.success ? page.data : 1,
  };
}

/** The stock list's address for these filters (page 1 unless given). */
export function stockSearch(query: StockQuery, page = 1): string {
  const params = new URLSearchParams();
  if (query.text) params.set('q', query.text);
  if (query.state) params.set('state', query.state);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
