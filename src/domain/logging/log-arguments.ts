import { boundLogString } from './bound-string';

export type LogEvent = { fields: Record<string, unknown>; message?: string };

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Error);

/**
 * One log call's arguments as fields and a message, for both forms in use: pino's `(fields, message)` and
 * console's `(…anything)`, as Next calls `console.error(error)`. The first error becomes `err`, strings and
 * numbers join into the message (never a format string: `%s` is written as it is), other values go to `args`.
 */
export function splitLogArguments(args: readonly unknown[]): LogEvent {
  const [first, ...rest] = args;
  const fields: Record<string, unknown> = isPlainRecord(first) ? { ...first } : {};
  const loose = isPlainRecord(first) ? rest : args;
  const words: string[] = [];
  const others: unknown[] = [];
  for (const arg of loose) {
    if (arg instanceof Error && fields.err === undefined) fields.err = arg;
    else if (typeof arg === 'string' || typeof arg === 'number' || typeof arg === 'boolean')
      words.push(String(arg));
    else if (arg !== undefined) others.push(arg);
  }
  if (others.length > 0) fields.args = others;
  return words.length > 0 ? { fields, message: boundLogString(words.join(' ')) } : { fields };
}
