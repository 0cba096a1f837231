import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The one door to a test run's own database: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
const OPENS_THE_RUN_DATABASE = /\bcreateTestDatabase\s*\(/;
/**
 * A test file that says it proves a property of the demo data over its whole population on PGlite only: its
 * queries are each run on PostgreSQL by their own loader's tests, and the data it walks is the same generated
 * data on either database, so a second run on PostgreSQL would repeat thousands of the same queries to prove
 * nothing new (decision 075). The line must give its reason.
 */
const PGLITE_ONLY = /^\/\/ PGlite only \(decision 075\): \S/m;
const IMPORT_SPECIFIER = /(?:from|import)\s*\(?\s*'([^']+)'/g;
// Test helpers are followed; product modules are not (their imports are the same on either database).
const TEST_HELPER = /(^|\/)(testing|test-[a-z-]+|[a-z-]*fixtures?)(\.ts|\/|$)/;

export type SourceReader = { read: (path: string) => string | null };

export const fileSystemReader: SourceReader = {
  read: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : null),
};

/** The file an import names, relative to the repository root ('@/' is src/), or null for a package. */
function resolveImport(from: string, specifier: string, reader: SourceReader): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join('src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = relative('.', join(dirname(from), specifier));
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => path.endsWith('.ts') && reader.read(path) !== null) ?? null;
}

/**
 * Whether a test file uses the run's database: it, or a test helper it imports (a `testing` module, a
 * `test-…` file, a fixture), calls createTestDatabase. A file that never does runs the same code on either
 * database, so running it again on PostgreSQL proves nothing new (decision 067).
 */
export function usesRunDatabase(testFile: string, reader: SourceReader = fileSystemReader): boolean {
  const seen = new Set<string>();
  const queue = [testFile];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = reader.read(file);
    if (source === null) continue;
    if (OPENS_THE_RUN_DATABASE.test(source)) return true;
    for (const [, specifier] of source.matchAll(IMPORT_SPECIFIER)) {
      const target = resolveImport(file, specifier!, reader);
      if (target && TEST_HELPER.test(target)) queue.push(target);
    }
  }
  return false;
}

/** Whether `npm run test:postgres` runs a test file: it uses the run's database and is not PGlite-only. */
export function runsOnPostgres(testFile: string, reader: SourceReader = fileSystemReader): boolean {
  return usesRunDatabase(testFile, reader) && !PGLITE_ONLY.test(reader.read(testFile) ?? '');
}
