import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer boundaries of style.md, checked twice: the ESLint rule must fire in each layer (two blocks for
 * one file once silently replaced each other), and the import map of the source itself must have no arrow
 * against the layers, relative imports included (the lint patterns only see the import text).
 */
const eslint = new ESLint();

// The first lint loads every plugin of the config (seconds on a busy machine); do it once, outside the tests.
beforeAll(() => eslint.calculateConfigForFile('src/domain/format/probe.ts'), 60_000);

async function restrictedImportMessages(filePath: string, specifiers: string[]): Promise<string[]> {
  const code = specifiers.map((specifier, i) => `import * as probe${i} from '${specifier}';`).join('\n');
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  const lines = (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.line);
  // a specifier two patterns match is reported twice; each counts once
  return [...new Set(lines)].map((line) => specifiers[line - 1]!);
}

const DOMAIN_FORBIDDEN = [
  'react',
  'react-dom',
  'next/navigation',
  'drizzle-orm',
  'pg',
  '@electric-sql/pglite',
  '@/server/db',
  '@/server/leads/submit-lead',
  '@/components/ui/container',
  '@/app/layout',
  '@/env',
  'node:fs',
];

describe('ESLint layer rules', () => {
  it.each(['src/domain/format/probe.ts', 'src/domain/search/probe.ts', 'src/domain/vehicle/probe.ts'])(
    'forbid framework, database, server and node I/O imports in %s',
    async (file) => {
      expect(await restrictedImportMessages(file, [...DOMAIN_FORBIDDEN, 'zod', '@/config'])).toEqual(
        DOMAIN_FORBIDDEN,
      );
    },
  );

  it('keep domain/search and domain/vehicle from importing each other', async () => {
    expect(await restrictedImportMessages('src/domain/search/probe.ts', ['@/domain/vehicle/seo'])).toEqual([
      '@/domain/vehicle/seo',
    ]);
    expect(await restrictedImportMessages('src/domain/vehicle/probe.ts', ['@/domain/search/state'])).toEqual([
      '@/domain/search/state',
    ]);
    expect(
      await restrictedImportMessages('src/domain/vehicle/probe.ts', ['@/domain/cards/price-label']),
    ).toEqual([]);
  });

  it('keep config at the bottom: no domain, server, component or app imports', async () => {
    const forbidden = [
      '@/domain/format/money',
      '@/server/sites/queries',
      '@/components/ui/section',
      'drizzle-orm',
    ];
    expect(await restrictedImportMessages('src/config/schema/probe.ts', [...forbidden, 'zod'])).toEqual(
      forbidden,
    );
  });

  it('keep the database out of components', async () => {
    expect(await restrictedImportMessages('src/components/ui/probe.tsx', ['@/server/db', 'react'])).toEqual([
      '@/server/db',
    ]);
  });
});

const SRC = resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Every module a file imports, as a path under src/ without extension ('domain/search/state'). */
function importedModules(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [specifier.slice(2)];
    if (specifier.startsWith('.')) return [relative(SRC, resolve(dirname(file), specifier))];
    return [];
  });
}

function arrows(fromDir: string, toPrefixes: string[]): string[] {
  return sourceFiles(join(SRC, fromDir)).flatMap((file) =>
    importedModules(file)
      .filter((target) => toPrefixes.some((prefix) => target === prefix || target.startsWith(`${prefix}/`)))
      .map((target) => `${relative(SRC, file)} → ${target}`),
  );
}

describe('import map', () => {
  it('finds the imports it checks (a scan that sees nothing proves nothing)', () => {
    expect(arrows('domain/vehicle', ['domain/vehicle']).length).toBeGreaterThan(10);
    expect(arrows('domain/search', ['config']).length).toBeGreaterThan(5);
  });

  it('has no arrow from config up to domain, server, components or app', () => {
    expect(arrows('config', ['domain', 'server', 'components', 'app'])).toEqual([]);
  });

  it('has no arrow between domain/search and domain/vehicle', () => {
    expect(arrows('domain/search', ['domain/vehicle'])).toEqual([]);
    expect(arrows('domain/vehicle', ['domain/search'])).toEqual([]);
  });

  it('has no arrow from domain to server, components, app or env', () => {
    expect(arrows('domain', ['server', 'components', 'app', 'env'])).toEqual([]);
  });
});
