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

/** Test files and test support folders may reach anywhere; the shape is the product code's. */
const TEST_SUPPORT = /\.test\.tsx?$|\/testing\//;

/** The layers whose first-level folders are features (or infrastructure) that must not import in a circle. */
const FEATURE_LAYERS = ['server', 'domain', 'components'];

/**
 * Infrastructure: homes named for what they are, which every feature may use and which use no feature (only
 * other infrastructure of their layer, and the layers below).
 */
const INFRASTRUCTURE = [
  'server/cache',
  'server/db',
  'server/http',
  'server/jobs',
  'server/logging',
  'server/mail',
  'server/outbound',
  'server/outbox',
  'server/rate-limit',
  'server/secrets',
  'server/sites',
  'domain/format',
  'domain/validation',
  'components/form',
  'components/ui',
];

/** 'server/leads' for 'server/leads/api/lead-api'; null outside the feature layers. */
function featureOf(module: string): string | null {
  const [layer, folder] = module.split('/');
  return layer && folder && FEATURE_LAYERS.includes(layer)
    ? `${layer}/${folder.replace(/\.tsx?$/, '')}`
    : null;
}

function productionFiles(): string[] {
  return FEATURE_LAYERS.flatMap((layer) => sourceFiles(join(SRC, layer))).filter(
    (file) => !TEST_SUPPORT.test(relative(SRC, file)),
  );
}

/** The strongly connected groups of more than one node (Tarjan): each is a ring of imports. */
function rings(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const ring = stack.splice(stack.indexOf(node));
    if (ring.length > 1) found.push(ring.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function addArrow(graph: Map<string, Set<string>>, from: string, to: string) {
  if (!graph.has(from)) graph.set(from, new Set());
  graph.get(from)!.add(to);
}

/** Feature folder → the feature folders of the same layer its product files import. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of productionFiles()) {
    const from = featureOf(relative(SRC, file))!;
    for (const target of importedModules(file).map(featureOf)) {
      if (target && target !== from && target.split('/')[0] === from.split('/')[0])
        addArrow(graph, from, target);
    }
  }
  return graph;
}

/** Product file → the product files it imports, as module paths without extension. */
function fileGraph(): Map<string, Set<string>> {
  const moduleOf = (file: string) => relative(SRC, file).replace(/\.tsx?$/, '');
  const files = productionFiles();
  const known = new Set(files.map(moduleOf));
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    for (const target of importedModules(file)) {
      const resolved = known.has(target) ? target : known.has(`${target}/index`) ? `${target}/index` : null;
      if (resolved) addArrow(graph, moduleOf(file), resolved);
    }
  }
  return graph;
}

describe('the shape between features', () => {
  it('sees the features and their arrows (a scan that sees nothing proves nothing)', () => {
    const graph = featureGraph();
    expect(graph.get('server/leads')?.has('server/db')).toBe(true);
    expect(graph.get('server/reserve')?.has('server/leads')).toBe(true);
    expect(graph.get('components/vehicle')?.has('components/cards')).toBe(true);
    expect(
      rings(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('has no import ring between the feature folders of server, domain or components', () => {
    expect(rings(featureGraph())).toEqual([]);
  });

  it('has no import circle between product files, but for the database schema', () => {
    // Drizzle's foreign keys point both ways (sites ⇄ manufacturers) and are read lazily: a circle by design.
    const circles = rings(fileGraph()).filter(
      (ring) => !ring.every((file) => file.startsWith('server/db/schema/')),
    );
    expect(circles).toEqual([]);
  });

  it('keeps infrastructure free of features: it imports only other infrastructure of its layer', () => {
    const graph = featureGraph();
    const arrowsOut = INFRASTRUCTURE.flatMap((home) =>
      [...(graph.get(home) ?? [])]
        .filter((target) => !INFRASTRUCTURE.includes(target))
        .map((t) => `${home} → ${t}`),
    );
    expect(arrowsOut).toEqual([]);
    for (const home of INFRASTRUCTURE) expect(statSync(join(SRC, home)).isDirectory()).toBe(true);
  });

  it('has no arrow from server product code up to components or app (its tests may drive a route)', () => {
    const upward = arrows('server', ['components', 'app']).filter(
      (arrow) => !TEST_SUPPORT.test(arrow.split(' → ')[0]!),
    );
    expect(upward).toEqual([]);
  });

  it('components import no server module (view types live in domain)', () => {
    expect(
      arrows('components', ['server']).filter((arrow) => !TEST_SUPPORT.test(arrow.split(' → ')[0]!)),
    ).toEqual([]);
  });
});
