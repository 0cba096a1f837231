import { describe, expect, it } from 'vitest';
import { runsOnPostgres, usesRunDatabase, type SourceReader } from './postgres-suite';

function reader(files: Record<string, string>): SourceReader {
  return { read: (path) => files[path] ?? null };
}

describe('usesRunDatabase', () => {
  it('is true for a file that opens the run database itself', () => {
    const files = {
      'src/server/a.test.ts': 'beforeAll(async () => { test = await createTestDatabase(); });',
    };
    expect(usesRunDatabase('src/server/a.test.ts', reader(files))).toBe(true);
  });

  it('follows test helpers, by alias and relative path, to the one that opens it', () => {
    const files = {
      'src/server/leads/b.test.ts': "import { createFormSites } from '../lead-forms/test-fixture';",
      'src/server/lead-forms/test-fixture.ts':
        "import { twoSites } from '@/server/db/testing/two-site-fixture';",
      'src/server/db/testing/two-site-fixture.ts': 'const test = await createTestDatabase();',
    };
    expect(usesRunDatabase('src/server/leads/b.test.ts', reader(files))).toBe(true);
  });

  it('does not follow product modules, and is false for a file that never opens it', () => {
    const files = {
      'src/server/http/c.test.ts': "import { readBody } from './read-body';\nimport { x } from './testing';",
      'src/server/http/read-body.ts': 'createTestDatabase()',
      'src/server/http/testing.ts': "const server = createServer(); // openDatabase({ dataDir }) is PGlite's",
    };
    expect(usesRunDatabase('src/server/http/c.test.ts', reader(files))).toBe(false);
  });

  it('is false for a file that opens a PGlite directory of its own (the same on either run)', () => {
    const files = { 'src/server/d.test.ts': 'await openDatabase({ dataDir, migrate: true });' };
    expect(usesRunDatabase('src/server/d.test.ts', reader(files))).toBe(false);
  });
});

describe('runsOnPostgres', () => {
  const opens = 'beforeAll(async () => { test = await createTestDatabase(); });';

  it('runs a file that uses the run database', () => {
    const files = { 'src/server/a.test.ts': opens };
    expect(runsOnPostgres('src/server/a.test.ts', reader(files))).toBe(true);
  });

  it('leaves out a file that says, with its reason, that it walks the demo data on PGlite only', () => {
    const files = {
      'src/server/e.test.ts': `// PGlite only (decision 075): every car of the demo data, by loaders tested on both.\n${opens}`,
    };
    expect(runsOnPostgres('src/server/e.test.ts', reader(files))).toBe(false);
  });

  it('does not take the marker without a reason, or inside another comment', () => {
    const files = {
      'src/server/f.test.ts': `// PGlite only (decision 075):\n${opens}`,
      'src/server/g.test.ts': `/* see: // PGlite only (decision 075): why */\n${opens}`,
    };
    expect(runsOnPostgres('src/server/f.test.ts', reader(files))).toBe(true);
    expect(runsOnPostgres('src/server/g.test.ts', reader(files))).toBe(true);
  });

  it('is false for a file that never opens the run database', () => {
    const files = { 'src/server/h.test.ts': 'await openDatabase({ dataDir, migrate: true });' };
    expect(runsOnPostgres('src/server/h.test.ts', reader(files))).toBe(false);
  });
});
