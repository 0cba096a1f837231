/*
 * Tests only (issue 38): a small corpus of hostile values and the cases built from it for one route handler.
 * Each value is one way a request has reached PostgreSQL and failed there (a 500): a NUL in text, an integer
 * past the `integer` column's 2,147,483,647, a number JSON cannot write back, the wrong type, a malformed
 * escape, or a value far longer than any real one; or names nothing (the largest id, a well-formed uuid).
 */

/** A segment, query value or form field as text. */
export const HOSTILE_TEXT: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '%00',
  '2147483647',
  '2147483648',
  '-1',
  '1e309',
  '99999999999999999999',
  'abc',
  '00000000-0000-4000-8000-000000000000',
  '',
  '%',
  '%E0%A4%A',
  'x'.repeat(5_000),
];

/** A number written as JSON text that JSON.stringify cannot write: 1e309 parses to Infinity. */
type RawNumber = { raw: string };
const raw = (text: string): RawNumber => ({ raw: text });
const isRaw = (value: unknown): value is RawNumber =>
  typeof value === 'object' && value !== null && Object.keys(value).join() === 'raw';

/** A value in a JSON body, in place of what the endpoint expects there. */
export const HOSTILE_JSON: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  2_147_483_647,
  2_147_483_648,
  -1,
  1.5,
  raw('1e309'),
  raw('99999999999999999999'),
  '2147483648',
  'abc',
  '00000000-0000-4000-8000-000000000000',
  'x'.repeat(5_000),
  null,
  true,
  [],
  {},
  [[{ a: '\u0000' }]],
  { a: { b: [2_147_483_648] } },
];

/** Whole bodies that are no JSON object, or none at all. */
export const HOSTILE_BODIES: readonly string[] = [
  '',
  'not json',
  '{"a":',
  'null',
  '[]',
  '"\\u0000"',
  '\u0000',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"\\u0000":"\\u0000"}',
];

/** JSON text of a value that may hold raw numbers. */
export function jsonText(value: unknown): string {
  const marks: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!isRaw(item)) return item;
    marks.push(item.raw);
    return `\u0001raw${marks.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => marks[Number(index)]!);
}

type Path = readonly (string | number)[];

/** Every node of a JSON template below its root (objects, arrays and leaves), as paths. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
}

/** A copy of `template` with the node at `path` replaced by `value`. */
export function replaced(template: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(template) ? [...template] : { ...(template as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, value);
  return copy;
}

const shown = (value: unknown) =>
  typeof value === 'string' && value.length > 40 ? `'x' × ${value.length}` : jsonText(value);

export type HostileCase<T> = { label: string; input: T };

/**
 * Every pairing of `keyCount` keys with `valueCount` values, as index pairs, ordered so that the first
 * max(keyCount, valueCount) of them give every key and use every value; the rest follow a diagonal at a time, so
 * any cut of the list (a run on a busy 2-core machine stays short) still goes round all the keys.
 */
export function pairings(keyCount: number, valueCount: number): [number, number][] {
  if (keyCount === 0 || valueCount === 0) return [];
  const cover = Array.from({ length: Math.max(keyCount, valueCount) }, (_, k) => [
    k % keyCount,
    k % valueCount,
  ]);
  const diagonals = Array.from({ length: valueCount }, (_, d) =>
    Array.from({ length: keyCount }, (_, key) => [key, (key + d) % valueCount]),
  ).flat();
  const seen = new Set<string>();
  return [...cover, ...diagonals].filter(([key, value]) => {
    const id = `${key}:${value}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  }) as [number, number][];
}

/** Each key of `valid` given each hostile text in turn, the other keys left valid. */
export function textCases(valid: Record<string, string>): HostileCase<Record<string, string>>[] {
  const keys = Object.keys(valid);
  return pairings(keys.length, HOSTILE_TEXT.length).map(([key, value]) => ({
    label: `${keys[key]}=${shown(HOSTILE_TEXT[value])}`,
    input: { ...valid, [keys[key]!]: HOSTILE_TEXT[value]! },
  }));
}

/** Each node of a JSON template given each hostile value in turn, the rest left valid: as JSON text. */
export function jsonCases(template: unknown): HostileCase<string>[] {
  const paths = pathsOf(template);
  return pairings(paths.length, HOSTILE_JSON.length).map(([path, value]) => ({
    label: `${paths[path]!.join('.')}: ${shown(HOSTILE_JSON[value])}`,
    input: jsonText(replaced(template, paths[path]!, HOSTILE_JSON[value])),
  }));
}

/** The hostile whole bodies, as cases. */
export function bodyCases(): HostileCase<string>[] {
  return HOSTILE_BODIES.map((body) => ({ label: `body ${shown(body)}`, input: body }));
}

/**
 * Files an upload field may carry: empty, NUL bytes, not what its type says, and stock feeds (CSV and JSON) with
 * one hostile cell a row, the row's other cells valid, so each reaches its own column's checks.
 */
export function hostileFiles(): HostileCase<File>[] {
  const cells = HOSTILE_TEXT.filter((text) => text.length < 100);
  const columns = ['Stock No', 'VIN', 'Make', 'Model', 'Year', 'Price'];
  const fields = ['stocknum', 'vin', 'make', 'model', 'year', 'price'];
  const valid = ['', '', 'Kia', 'Rio', '2020', '9990'];
  const records = columns.flatMap((_, column) =>
    cells.map((cell, row) => {
      const id = `${column}${String(row).padStart(5, '0')}`;
      const own = [`FZ${id}`, `KNAPU81BDN7${id}`];
      return valid.map((value, at) => (at === column ? cell : (own[at] ?? value)));
    }),
  );
  const rows = records.map((record) => record.join(','));
  const objects = records.map((record) => Object.fromEntries(fields.map((name, at) => [name, record[at]])));
  const jpegStart = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  return [
    { label: 'empty file', input: new File([], 'empty.jpg', { type: 'image/jpeg' }) },
    { label: 'NUL bytes', input: new File(['\u0000'.repeat(64)], 'a\u0000.csv', { type: 'text/csv' }) },
    { label: 'text as a JPEG', input: new File(['abc'], '%.jpg', { type: 'image/jpeg' }) },
    { label: 'a cut JPEG', input: new File([jpegStart], 'cut.jpg', { type: 'image/jpeg' }) },
    {
      label: 'CSV of hostile cells',
      input: new File([[columns.join(','), ...rows].join('\n')], 'hostile.csv', {
        type: 'text/csv',
      }),
    },
    {
      label: 'JSON of hostile cells',
      input: new File([JSON.stringify(objects)], 'hostile.json', { type: 'application/json' }),
    },
  ];
}
