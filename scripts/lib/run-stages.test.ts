import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runStages } from './run-stages';

const say = (text: string) => [process.execPath, '-e', `console.log(${JSON.stringify(text)})`];
let logDir = '';

// runStages reports each step on the console: in a test run those lines would read as the run's own steps.
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(logDir, { recursive: true, force: true });
});

describe('runStages', () => {
  it('logs a step beside others to its own file, except the one that keeps the terminal', async () => {
    logDir = mkdtempSync(join(tmpdir(), 'run-stages-'));
    const outcomes = await runStages(
      [
        [
          { name: 'browser tests', command: [process.execPath, '-e', ''], keepsTerminal: true },
          { name: 'link crawl', command: say('crawled') },
        ],
      ],
      logDir,
    );
    expect(outcomes.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'browser tests', status: 0 },
      { name: 'link crawl', status: 0 },
    ]);
    expect(readFileSync(join(logDir, 'link-crawl.log'), 'utf8')).toBe('crawled\n');
    expect(existsSync(join(logDir, 'browser-tests.log'))).toBe(false);
  });

  it('stops after a stage with a failed step, each step beside it finished', async () => {
    logDir = mkdtempSync(join(tmpdir(), 'run-stages-'));
    const fail = [process.execPath, '-e', 'process.exit(3)'];
    const outcomes = await runStages(
      [
        [
          { name: 'a', command: fail },
          { name: 'b', command: say('b') },
        ],
        [{ name: 'c', command: say('c') }],
      ],
      logDir,
    );
    expect(outcomes.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'a', status: 3 },
      { name: 'b', status: 0 },
    ]);
  });
});
