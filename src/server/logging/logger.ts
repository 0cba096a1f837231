import pino, { type DestinationStream, type Level, type LevelWithSilent, type Logger } from 'pino';
import { boundLogFields, splitLogArguments } from '@/domain/logging';
import { env } from '@/env';
import { currentRequestLog } from './request-log';

export type Log = Logger;
export type LogLevel = LevelWithSilent;
export type { Level };

/**
 * Every log call passes here first: a request past its line budget writes nothing more, and the fields are
 * bounded and redacted before pino sees them. Pino then writes one JSON line, escaping any newline or quote
 * a value holds, so no value can start a line or a key of its own (decision 034).
 */
function writeBounded(logger: Logger, args: unknown[], method: (...args: unknown[]) => void): void {
  const requestLog = currentRequestLog();
  if (requestLog && !requestLog.budget.take()) return;
  const { fields, message } = splitLogArguments(args);
  const bounded = boundLogFields(fields);
  if (message === undefined) method.call(logger, bounded);
  else method.call(logger, bounded, message);
}

/**
 * A logger writing JSON lines to `destination` (pino's own stream, no worker thread). Only this module
 * creates one: the process's `log` below, and tests with their own destination.
 */
export function createLogger(options: { level: LogLevel; destination: DestinationStream }): Log {
  return pino(
    {
      level: options.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Errors are already described (boundLogFields): pino's own serializer would turn that into an Object.
      serializers: { err: (described: unknown) => described },
      mixin: () => {
        const requestLog = currentRequestLog();
        return requestLog ? { requestId: requestLog.requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          writeBounded(this, args, method as (...args: unknown[]) => void);
        },
      },
    },
    options.destination,
  );
}

/** LOG_LEVEL, else quiet under test (a test that wants lines makes its own logger) and info otherwise. */
export function defaultLogLevel(): LogLevel {
  return env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
}

// One per process, on globalThis for the same reason as the request store (request-log.ts).
const holder = globalThis as typeof globalThis & { __forecourtLog?: Log };

/**
 * The process's logger: JSON lines on stdout, written synchronously so that the last lines before an exit
 * are not lost. Log events as `log.warn({ siteId, carId, err: error }, 'what failed')`.
 */
export const log: Log = (holder.__forecourtLog ??= createLogger({
  level: defaultLogLevel(),
  destination: pino.destination({ dest: 1, sync: true }),
}));
