import { IMPORT_FIELDS, type ColumnPlan, type ImportField } from './columns';
import { NOT_TEXT_MARK } from './vehicle-row';

/**
 * Decision 058: a JSON stock feed in the platform's own vehicle contract (checklist group O: `stocknum`,
 * `price_type`, `simple_body`, `dealercomments`, `images[].url`, …), read into the same cells a CSV row
 * gives, so one schema checks both. The feed is an array of vehicles, or `{ "vehicles": [...] }`.
 */

type Json = unknown;

/** Where each field is found in a contract vehicle, first present wins; a value read into the row's cell text. */
const CONTRACT: Readonly<Record<ImportField, readonly ((vehicle: Record<string, Json>) => Json)[]>> = {
  stocknum: [(v) => v.stocknum],
  vin: [(v) => v.vin],
  regplate: [(v) => v.regplate],
  make: [(v) => v.make],
  model: [(v) => v.model],
  badge: [(v) => v.badge],
  series: [(v) => v.series],
  year: [(v) => v.year],
  price: [(v) => v.price],
  priceType: [(v) => v.price_type],
  km: [(v) => v.km],
  body: [(v) => v.simple_body, (v) => v.body],
  transmission: [(v) => v.transmission, (v) => v.simple_transmission],
  fuel: [(v) => v.fuel, (v) => v.simple_fuel],
  drive: [(v) => v.drive, (v) => v.simple_drive],
  colour: [(v) => v.colour],
  seats: [(v) => v.seats],
  engine: [(v) => withUnit(v.engine_size_litres, 'L'), (v) => withUnit(v.engine_size, 'cc')],
  location: [(v) => v.location_name, (v) => (isObject(v.location) ? v.location.name : undefined)],
  status: [(v) => v.status],
  carType: [(v) => v.car_type],
  comments: [(v) => v.dealercomments],
  features: [(v) => v.features],
  photos: [
    (v) =>
      Array.isArray(v.images) ? v.images.map((image) => (isObject(image) ? image.url : image)) : v.images,
    (v) => v.photos,
  ],
};

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const withUnit = (value: Json, unit: string) => (typeof value === 'number' ? `${value}${unit}` : value);

/** A contract value as cell text: text and numbers as written, a list of text joined as one cell lists it. */
function cellText(value: Json): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join('|');
  // Not text: the row reader refuses the cell, quoting what was there.
  return NOT_TEXT_MARK + JSON.stringify(value);
}

/** Every field has a cell, in IMPORT_FIELDS order. */
const JSON_PLAN: ColumnPlan = {
  columns: Object.fromEntries(IMPORT_FIELDS.map((field, index) => [field, index])),
  unread: [],
};

export type JsonFeedRows =
  | { ok: true; plan: ColumnPlan; rows: (string | undefined)[][]; fields: ImportField[] }
  | { ok: false; error: string };

/**
 * A parsed JSON feed as rows of cells. Its fields are those some vehicle has a value for: a field no vehicle
 * carries is left as it is on cars already listed, as a CSV without that column leaves it.
 */
export function jsonFeedRows(feed: Json): JsonFeedRows {
  const list = isObject(feed) ? feed.vehicles : feed;
  if (!Array.isArray(list))
    return {
      ok: false,
      error: 'A JSON feed must be an array of vehicles or an object with a "vehicles" array',
    };
  const fields = new Set<ImportField>();
  const rows = list.map((vehicle) =>
    IMPORT_FIELDS.map((field) => {
      if (!isObject(vehicle))
        return field === 'stocknum' ? NOT_TEXT_MARK + JSON.stringify(vehicle) : undefined;
      const text = cellText(CONTRACT[field].map((read) => read(vehicle)).find((value) => value != null));
      if (text !== undefined) fields.add(field);
      return text;
    }),
  );
  return { ok: true, plan: JSON_PLAN, rows, fields: [...fields] };
}
