// Sums the JSON reports of every test run in a directory (Vitest, Playwright, the link crawl), names each report
// with its own figures (where to look) and its slowest test files (where the time goes), and prints the closing
// line CI reads: "N passed, N failed". Exits non-zero when anything failed or nothing ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
// CI shows only the tail of its log: name what failed here, beside the closing line.
const failures = [];
const SLOWEST_SHOWN = 10;
// Each report's slowest files, printed after the figures: [report path, [file, seconds][]].
const slowest = [];

function addPlaywright(report) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped: skip = 0 } = report.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  skipped += skip;
  collectPlaywrightFailures(report.suites ?? [], []);
}

/** A Playwright file's seconds: the sum of its tests' attempts, whichever worker ran them. */
function playwrightFileSeconds(report) {
  const seconds = new Map();
  const visit = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          seconds.set(here, (seconds.get(here) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title);
  return [...seconds];
}

/** A Vitest file's seconds: from its start to its end in its worker (setup and collection included). */
function vitestFileSeconds(report) {
  const root = process.cwd() + '/';
  return (report.testResults ?? [])
    .filter((file) => Number.isFinite(file.startTime) && Number.isFinite(file.endTime))
    .map((file) => [file.name.replace(root, ''), (file.endTime - file.startTime) / 1000]);
}

function collectPlaywrightFailures(suites, path) {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      const bad = (spec.tests ?? []).some((test) => test.status === 'unexpected');
      if (bad) failures.push(`e2e: ${[...here, spec.title].join(' › ')}`);
    }
    collectPlaywrightFailures(suite.suites ?? [], here);
  }
}

function addVitest(report) {
  passed += report.numPassedTests ?? 0;
  const failedTests = report.numFailedTests ?? 0;
  // A file that fails to load has no failed tests, only a failed suite: count it once.
  failed += failedTests > 0 ? failedTests : (report.numFailedTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const failedAssertions = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedAssertions) failures.push(`vitest: ${file.name} › ${test.fullName}`);
    if (file.status === 'failed' && failedAssertions.length === 0)
      failures.push(`vitest: ${file.name} (did not load)`);
  }
}

// `npm run crawl --report`: one check per site, failed when the site has a dead link.
function addCrawl(report) {
  for (const site of report.crawl) {
    if (site.failures.length === 0) passed += 1;
    else failed += 1;
    for (const failure of site.failures)
      failures.push(`crawl: ${failure.status} ${failure.url} ← <${failure.tag}> on ${failure.linkedFrom}`);
  }
}

let files = [];
try {
  files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
} catch {
  // no reports at all: counted as a failure below
}
const SUITES = [
  {
    kind: 'Vitest',
    matches: (report) => 'numPassedTests' in report,
    add: addVitest,
    fileSeconds: vitestFileSeconds,
    // Vitest's report has each file's tests, not the loading of its modules or its database before them.
    timeNote: "; each file's loading and set-up not counted",
  },
  {
    kind: 'Playwright',
    matches: (report) => 'stats' in report,
    add: addPlaywright,
    fileSeconds: playwrightFileSeconds,
    timeNote: '',
  },
  { kind: 'link crawl, one check per site', matches: (report) => 'crawl' in report, add: addCrawl },
];

for (const name of files) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const suite = SUITES.find((candidate) => candidate.matches(report));
  if (!suite) {
    process.stdout.write(`[ci] ${join(dir, name)}: not a pass/fail test report (not counted)\n`);
    continue;
  }
  const before = { passed, failed, skipped };
  suite.add(report);
  if (suite.fileSeconds) slowest.push([join(dir, name), suite.fileSeconds(report), suite.timeNote]);
  const figures = `${passed - before.passed} passed, ${failed - before.failed} failed, ${skipped - before.skipped} skipped`;
  process.stdout.write(`[ci] ${join(dir, name)} (${suite.kind}): ${figures}\n`);
}
for (const [report, files, timeNote] of slowest) {
  if (files.length === 0) continue;
  const top = files.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, SLOWEST_SHOWN);
  const total = files.reduce((sum, [, seconds]) => sum + seconds, 0);
  process.stdout.write(
    `[ci] slowest files of ${report} (${files.length} files, ${total.toFixed(0)} s of tests in all${timeNote}):\n`,
  );
  for (const [file, seconds] of top)
    process.stdout.write(`[ci]   ${seconds.toFixed(1).padStart(7)} s  ${file}\n`);
}
// Playwright keeps a failed test's screenshot and error context here.
const artifacts = join(dir, 'playwright-artifacts');
// (one directory per failed test, beside Playwright's own .last-run.json)
if (existsSync(artifacts) && readdirSync(artifacts).some((name) => !name.startsWith('.')))
  process.stdout.write(`[ci] ${artifacts}: screenshots and error context of failed browser tests\n`);
if (passed + failed === 0) failed = 1;
for (const failure of failures) process.stdout.write(`[ci] failed: ${failure}\n`);
process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 ? 1 : 0);
