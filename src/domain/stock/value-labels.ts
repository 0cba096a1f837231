/**
 * What a buyer reads for a stored filter value (decision 055): 'suv' → 'SUV', 'in_stock' → 'In Stock',
 * certified 'true' → 'Certified'. One map for facets, chips, breadcrumbs, titles and the vehicle page; a
 * site may override any value's words (`search.valueLabels`). URLs keep the stored values.
 */
export type ValueLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A search filter attribute ('body', 'status'); kept a string here so search and vehicle pages share this. */
type Attribute = string;

/** The words a site's search pages use: its value labels and its plural noun ('Cars', 'Caravans'). */
export type CountNoun = { one: string; other: string };

export type SearchWording = { valueLabels: ValueLabels; nounPlural: string; countNoun: CountNoun };

export const DEFAULT_WORDING: SearchWording = {
  valueLabels: {},
  nounPlural: 'Cars',
  countNoun: { one: 'vehicle', other: 'vehicles' },
};

/** A site's wording from its `search` config. */
export function searchWordingOf(search: {
  valueLabels: ValueLabels;
  vehicleNounPlural: string;
  countNoun: CountNoun;
}): SearchWording {
  return {
    valueLabels: search.valueLabels,
    nounPlural: search.vehicleNounPlural,
    countNoun: search.countNoun,
  };
}

const countFormat = new Intl.NumberFormat('en-AU');

/** '1 caravan found', '1,234 vehicles found': the results' count in the site's words. */
export function foundText(count: number, noun: CountNoun): string {
  return `${countFormat.format(count)} ${count === 1 ? noun.one : noun.other} found`;
}

const DEFAULT_LABELS: ValueLabels = {
  car_type: { new: 'New', used: 'Used', demo: 'Demo' },
  certified: { true: 'Certified', false: 'Not certified' },
  status: {
    in_stock: 'In Stock',
    coming_soon: 'Coming Soon',
    in_transit: 'In Transit',
    on_order: 'On Order',
    sold: 'Sold',
    reserved: 'Reserved',
  },
};

/** Abbreviations that read in capitals, whatever case the data has them in. */
const ACRONYMS = new Set([
  'suv',
  'awd',
  '4wd',
  '2wd',
  'fwd',
  'rwd',
  'lpg',
  'ev',
  'phev',
  'cng',
  'cvt',
  'dct',
]);

/** Attributes whose values are codes to be worded; the rest are names (makes, colours, badges) shown as stored. */
const CODED: ReadonlySet<Attribute> = new Set([
  'body',
  'car_type',
  'certified',
  'status',
  'item_type',
  'drive',
  'fuel',
  'transmission',
  'tag',
]);

/**
 * 'in_stock' → 'In Stock', 'lightTruck' → 'Light Truck', 'awd' → 'AWD'. A value already written as words
 * (a capital first or a space: 'Plug-in Hybrid', 'SOLD') stays as it is.
 */
export function humanizeValue(value: string): string {
  const trimmed = value.trim();
  if (!/^[a-z][^\s]*$/.test(trimmed)) return trimmed;
  return trimmed
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) =>
      ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** A value's words: the site's, else the platform's, else worded from the code (names stay as stored). */
export function valueLabel(attribute: Attribute, value: string, labels: ValueLabels = {}): string {
  const own = labels[attribute]?.[value] ?? DEFAULT_LABELS[attribute]?.[value];
  if (own !== undefined) return own;
  if (attribute === 'make_model') return value.slice(value.indexOf(':') + 1);
  return CODED.has(attribute) ? humanizeValue(value) : value;
}

/** 'SUV' → 'SUVs', 'Hatch' → 'Hatches', 'Bus' → 'Buses', 'Utility' → 'Utilities'; 'Cab Chassis' stays. */
export function pluralLabel(label: string): string {
  if (/sis$/i.test(label)) return label;
  if (/[^aeiou]y$/.test(label)) return `${label.slice(0, -1)}ies`;
  return /(s|x|z|ch|sh)$/i.test(label) ? `${label}es` : `${label}s`;
}

/** A body type's plural as titles and crumbs say it: 'suv' → 'SUVs', 'peopleMover' → 'People Movers'. */
export function pluralBodyLabel(body: string, labels: ValueLabels = {}): string {
  return pluralLabel(valueLabel('body', body, labels));
}
