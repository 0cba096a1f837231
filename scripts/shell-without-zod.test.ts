import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40 (decision 076): the script every page of a site loads carries no zod. The site layout's client
 * components are in every page's shared chunk, so a static import that reaches zod from any of them puts its
 * 112 KB in front of every buyer (the header's compare link once did, through a schema module). Code that
 * needs zod in the browser (a form, an API answer) imports it lazily or on its own page.
 */
const LAYOUT = 'src/app/sites/[host]/layout.tsx';
const IMPORT = /^(?:import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join('src', spec.slice(2))
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : null;
  if (base === null) return null;
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((path) => existsSync(path));
  return found && statSync(found).isFile() ? found : null;
}

/** Each module's static, non-type imports: local files and packages. */
function importsOf(file: string): { local: string[]; packages: string[] } {
  const local: string[] = [];
  const packages: string[] = [];
  for (const [, typeOnly, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (typeOnly) continue;
    const resolved = resolveLocal(file, spec!);
    if (resolved) local.push(resolved);
    else if (!spec!.startsWith('.') && !spec!.startsWith('@/')) packages.push(spec!);
  }
  return { local, packages };
}

/** Every module reachable from `roots` by static imports, with the chain that reached it. */
function walk(roots: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const queue = roots.map((root) => [root]);
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain.at(-1)!;
    if (chains.has(file)) continue;
    chains.set(file, chain);
    for (const next of importsOf(file).local) queue.push([...chain, next]);
  }
  return chains;
}

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));

describe("the site layout's script", () => {
  const clientRoots = [...walk([LAYOUT]).keys()].filter(isClientModule);

  it('has client components to check (the header, the menus, the popups)', () => {
    expect(clientRoots).toContain('src/components/layout/header-compare-link.tsx');
  });

  it('reaches no zod by a static import', () => {
    const reachingZod = [...walk(clientRoots)]
      .filter(([file]) => importsOf(file).packages.some((name) => name === 'zod' || name.startsWith('zod/')))
      .map(([, chain]) => chain.join(' → '));
    expect(reachingZod).toEqual([]);
  });
});
