import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function summarise(reports: Record<string, unknown>, artifacts: string[] = []) {
  dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
  for (const [name, report] of Object.entries(reports))
    writeFileSync(join(dir, name), JSON.stringify(report));
  if (artifacts.length > 0) mkdirSync(join(dir, 'playwright-artifacts', ...artifacts), { recursive: true });
  const result = spawnSync(process.execPath, ['scripts/ci-summary.mjs', dir], { encoding: 'utf8' });
  return {
    lines: result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.replace(dir, 'DIR')),
    status: result.status,
  };
}

const vitest = {
  numPassedTests: 10,
  numFailedTests: 0,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [],
};
const playwright = {
  stats: { expected: 5, unexpected: 1, flaky: 0, skipped: 0 },
  suites: [{ title: 'a.spec.ts', specs: [{ title: 'breaks', tests: [{ status: 'unexpected' }] }] }],
};
const crawl = { crawl: [{ host: 'a.test', failures: [] }] };

describe('ci-summary', () => {
  it('names each report with its own figures, then the failures and the closing line', () => {
    const { lines, status } = summarise(
      {
        'crawl.json': crawl,
        'playwright.json': playwright,
        'vitest.json': vitest,
        'chaos.json': { runs: 1 },
      },
      ['a-breaks-chromium'],
    );
    expect(lines).toEqual([
      '[ci] DIR/chaos.json: not a pass/fail test report (not counted)',
      '[ci] DIR/crawl.json (link crawl, one check per site): 1 passed, 0 failed, 0 skipped',
      '[ci] DIR/playwright.json (Playwright): 5 passed, 1 failed, 0 skipped',
      '[ci] DIR/vitest.json (Vitest): 10 passed, 0 failed, 1 skipped',
      '[ci] DIR/playwright-artifacts: screenshots and error context of failed browser tests',
      '[ci] failed: e2e: a.spec.ts › breaks',
      '16 passed, 1 failed, 1 skipped',
    ]);
    expect(status).toBe(1);
  });

  it('names no artifacts when the browser tests left only their last-run note', () => {
    const { lines } = summarise({ 'vitest.json': vitest }, ['.last-run.json']);
    expect(lines).toEqual([
      '[ci] DIR/vitest.json (Vitest): 10 passed, 0 failed, 1 skipped',
      '10 passed, 0 failed, 1 skipped',
    ]);
  });

  it("lists each suite's slowest files, longest first, at most ten", () => {
    const root = process.cwd();
    const files = Array.from({ length: 12 }, (_, i) => ({
      name: `${root}/src/f${i}.test.ts`,
      startTime: 1_000,
      endTime: 1_000 + (i + 1) * 500,
      assertionResults: [],
    }));
    const twoTests = (ms: number[]) =>
      ms.map((duration) => ({ status: 'expected', results: [{ duration }] }));
    const browser = {
      stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [
        { title: 'a.spec.ts', file: 'a.spec.ts', specs: [{ title: 'x', tests: twoTests([1_000, 2_500]) }] },
        {
          title: 'b.spec.ts',
          file: 'b.spec.ts',
          specs: [],
          suites: [{ title: 'inner', specs: [{ title: 'y', tests: twoTests([4_000]) }] }],
        },
      ],
    };
    const { lines } = summarise({
      'playwright.json': browser,
      'vitest.json': { ...vitest, testResults: files },
    });
    expect(lines).toEqual([
      '[ci] DIR/playwright.json (Playwright): 3 passed, 0 failed, 0 skipped',
      '[ci] DIR/vitest.json (Vitest): 10 passed, 0 failed, 1 skipped',
      '[ci] slowest files of DIR/playwright.json (2 files, 8 s of tests in all):',
      '[ci]       4.0 s  b.spec.ts',
      '[ci]       3.5 s  a.spec.ts',
      "[ci] slowest files of DIR/vitest.json (12 files, 39 s of tests in all; each file's loading and set-up not counted):",
      ...[12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(
        (n) => `[ci] ${(n / 2).toFixed(1).padStart(9)} s  src/f${n - 1}.test.ts`,
      ),
      '13 passed, 0 failed, 1 skipped',
    ]);
  });

  it('fails when no report ran', () => {
    expect(summarise({})).toEqual({ lines: ['0 passed, 1 failed, 0 skipped'], status: 1 });
  });
});
