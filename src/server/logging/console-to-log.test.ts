import { describe, expect, it } from 'vitest';
import { routeConsoleToLog } from './console-to-log';
import { captureLog } from './testing';

/** A console of its own, so the test's output stays where Vitest expects it. */
function fakeConsole() {
  const calls: unknown[][] = [];
  const record = (...args: unknown[]) => void calls.push(args);
  const target = { error: record, warn: record, info: record, log: record, debug: record, trace: record };
  return { target: target as unknown as Console, calls };
}

describe('routeConsoleToLog', () => {
  it('turns console.error(error), as Next logs a failed request, into one bounded line', () => {
    const { logger, output, lines } = captureLog('debug');
    const { target } = fakeConsole();
    routeConsoleToLog(logger, target);
    const error = new Error('Failed query: select 1\nparams: jo@example.com');
    target.error(error);
    target.warn('⚠ slow', { ms: 900 });
    target.log('ready on', 3000);
    target.debug('detail');
    expect(lines().map(({ level, msg }) => [level, msg])).toEqual([
      ['error', 'Failed query: select 1'],
      ['warn', '⚠ slow'],
      ['info', 'ready on 3000'],
      ['debug', 'detail'],
    ]);
    expect(lines()[1]!.args).toEqual([{ ms: 900 }]);
    expect(output()).not.toContain('jo@example.com');
  });

  it('puts the original methods back', () => {
    const { logger, output } = captureLog();
    const { target, calls } = fakeConsole();
    const restore = routeConsoleToLog(logger, target);
    restore();
    target.error('direct');
    expect(calls).toEqual([['direct']]);
    expect(output()).toBe('');
  });
});
