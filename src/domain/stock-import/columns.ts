import { z } from 'zod';
import { feedColumnsSchema, STOCK_FEED_FIELDS } from '@/config';

/**
 * Decision 058: the fields a dealer's stock feed can fill, named as the platform names them. A CSV export
 * from a dealer-management system calls them many things ('Stock No', 'StockNumber', 'Odometer'); a column
 * mapping says which headers feed which field.
 */
export const IMPORT_FIELDS = STOCK_FEED_FIELDS;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/**
 * Without these a row cannot be a listing: it is upserted by stock number, identified by VIN (history reports,
 * finance quotes) and titled and priced by the rest.
 */
export const REQUIRED_FIELDS: readonly ImportField[] = ['stocknum', 'vin', 'make', 'model', 'year', 'price'];

/** Each field's header names in one feed source; compared after `normaliseHeader`. */
export type ColumnMapping = Readonly<Partial<Record<ImportField, readonly string[]>>>;

/** The header names of the common dealer-management exports, used for every field a feed's own file leaves out. */
export const COMMON_COLUMNS: ColumnMapping = {
  stocknum: ['stock number', 'stock no', 'stock #', 'stocknumber', 'stockno', 'stock id', 'stock'],
  vin: ['vin', 'vin number', 'chassis number'],
  regplate: ['rego', 'registration', 'registration number', 'rego number', 'plate', 'number plate'],
  make: ['make', 'manufacturer'],
  model: ['model'],
  badge: ['badge', 'variant', 'grade'],
  series: ['series', 'model series'],
  year: ['year', 'build year', 'year of manufacture', 'model year'],
  price: ['price', 'sale price', 'advertised price', 'retail price', 'selling price'],
  priceType: ['price type', 'pricing type', 'price qualifier'],
  km: ['km', 'kms', 'odometer', 'odometer km', 'kilometres', 'kilometers', 'mileage'],
  body: ['body', 'body type', 'body style'],
  transmission: ['transmission', 'gearbox', 'trans'],
  fuel: ['fuel', 'fuel type'],
  drive: ['drive', 'drive type', 'drivetrain'],
  colour: ['colour', 'color', 'exterior colour', 'exterior color'],
  seats: ['seats', 'seating', 'seating capacity'],
  engine: ['engine', 'engine size', 'engine capacity', 'engine cc'],
  location: ['location', 'yard', 'branch', 'dealer location'],
  status: ['status', 'stock status'],
  carType: ['condition', 'new used', 'car type', 'vehicle condition'],
  comments: ['comments', 'dealer comments', 'description', 'notes'],
  features: ['features', 'options', 'equipment', 'standard equipment'],
  photos: ['photos', 'photo urls', 'images', 'image urls', 'photo url'],
};

/**
 * A header as compared: without a byte-order mark (Excel writes one), case, or the spaces, underscores, dashes,
 * dots, slashes and hashes feeds put between words ('Stock_No', 'stock-no.', 'Stock #' → 'stock no', 'stock').
 */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s_\-./#]+/g, ' ')
    .trim();
}

/**
 * A feed source's mapping file: `{ "columns": { "stocknum": ["Stock Ref"], … } }`. A field it names replaces
 * the common headers of that field; no header may feed two fields.
 */
export const columnMappingFileSchema = z
  .object({
    columns: feedColumnsSchema,
  })
  .strict()
  .superRefine((file, context) => {
    const owner = new Map<string, ImportField>();
    for (const [field, headers] of Object.entries(file.columns) as [ImportField, string[]][]) {
      for (const header of headers) {
        const key = normaliseHeader(header);
        const other = owner.get(key);
        if (other !== undefined && other !== field)
          context.addIssue({
            code: 'custom',
            path: ['columns', field],
            message: `'${header}' is also a header of ${other}`,
          });
        owner.set(key, field);
      }
    }
  });

export type ColumnMappingFile = z.infer<typeof columnMappingFileSchema>;

/** The mapping an import uses: the feed's own headers per field over the common ones. */
export function feedMapping(file: ColumnMappingFile): ColumnMapping {
  return { ...COMMON_COLUMNS, ...file.columns };
}

const LABELS: Partial<Record<ImportField, string>> = {
  stocknum: 'Stock number',
  vin: 'VIN',
  regplate: 'Registration',
  priceType: 'Price type',
  km: 'Kilometres',
  carType: 'Condition',
};
/** A field as a dealer reads it in a report: 'Stock number', 'Kilometres', 'Price'. */
export const fieldLabel = (field: ImportField) => LABELS[field] ?? field[0]!.toUpperCase() + field.slice(1);

export type ColumnProblem =
  { kind: 'missing'; field: ImportField } | { kind: 'repeated'; field: ImportField; headers: string[] };

/** A problem with the header row as the import's answer says it. */
export function columnProblemText(problem: ColumnProblem): string {
  return problem.kind === 'missing'
    ? `${fieldLabel(problem.field)} has no column: name its header in the feed's column mapping`
    : `${fieldLabel(problem.field)} is in more than one column (${problem.headers.join(', ')}): map one of them`;
}

/** Which column feeds each field (its index in the header row), and the headers no field reads. */
export type ColumnPlan = { columns: Partial<Record<ImportField, number>>; unread: string[] };

export type PlanOutcome = { ok: true; plan: ColumnPlan } | { ok: false; problems: ColumnProblem[] };

/**
 * The header row read through a mapping. A required field without a column, or a field two columns would feed
 * (which value wins would be a guess), stops the import before any row is read; every such problem is listed,
 * not only the first. Headers no field reads are reported, not refused (exports carry many).
 */
export function planColumns(headers: readonly string[], mapping: ColumnMapping): PlanOutcome {
  const normalised = headers.map(normaliseHeader);
  const columns: Partial<Record<ImportField, number>> = {};
  const problems: ColumnProblem[] = [];
  const read = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const names = new Set((mapping[field] ?? []).map(normaliseHeader));
    const found = normalised.flatMap((header, index) => (names.has(header) ? [index] : []));
    if (found.length > 1)
      problems.push({ kind: 'repeated', field, headers: found.map((index) => headers[index]!) });
    else if (found.length === 1) {
      columns[field] = found[0]!;
      read.add(found[0]!);
    } else if (REQUIRED_FIELDS.includes(field)) problems.push({ kind: 'missing', field });
  }
  if (problems.length > 0) return { ok: false, problems };
  const unread = headers.filter((header, index) => !read.has(index) && normaliseHeader(header) !== '');
  return { ok: true, plan: { columns, unread } };
}
