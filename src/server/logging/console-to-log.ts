import type { Level } from 'pino';
import { log, type Log } from './logger';

type ConsoleMethod = 'error' | 'warn' | 'info' | 'log' | 'debug' | 'trace';

const LEVEL_OF: Record<ConsoleMethod, Level> = {
  error: 'error',
  warn: 'warn',
  info: 'info',
  log: 'info',
  debug: 'debug',
  trace: 'debug',
};

/**
 * Sends what Next and libraries print with console.* through `logger` (scripts/serve.ts): Next logs a route
 * handler's or a page's uncaught error as `console.error(error)`, and without this a database error would
 * print its query parameters (the buyer's name, email and phone) over many lines. Returns the undo.
 */
// eslint-disable-next-line no-restricted-globals -- the one place that takes console over, on purpose
export function routeConsoleToLog(logger: Log = log, target: Console = console): () => void {
  const methods = Object.keys(LEVEL_OF) as ConsoleMethod[];
  const originals = methods.map((method) => [method, target[method]] as const);
  for (const method of methods) {
    const level = LEVEL_OF[method];
    target[method] = (...args: unknown[]) => (logger[level] as (...args: unknown[]) => void)(...args);
  }
  return () => {
    for (const [method, original] of originals) target[method] = original;
  };
}
