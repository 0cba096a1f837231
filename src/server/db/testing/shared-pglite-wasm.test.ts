import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { sharedPgliteWasm } from './shared-pglite-wasm';

const source = inject('testDatabase');

// The run's global setup (global-setup.ts) serves the module on PGlite runs only; on PostgreSQL no file asks.
describe.runIf(source.kind === 'pglite')('the run’s shared PGlite WebAssembly', () => {
  it('reaches this file’s worker thread as a compiled module a PGlite starts from', async () => {
    // Undefined would mean no answer: the global setup's thread did not serve it.
    const pgliteWasmModule = await sharedPgliteWasm();
    expect(pgliteWasmModule).toBeInstanceOf(WebAssembly.Module);
    if (source.kind !== 'pglite') return;
    const loadDataDir = new Blob([await readFile(source.templateFile)]);
    const client = await PGlite.create({ loadDataDir, pgliteWasmModule });
    const { rows } = await client.query<{ answer: number }>('select 6 * 7 as answer');
    expect(rows).toEqual([{ answer: 42 }]);
    await client.close();
  });
});
