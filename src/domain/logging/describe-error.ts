import { boundLogString } from './bound-string';
import { LOG_LIMITS, REDACTED } from './limits';

/** What a log line says about an error: enough to find the cause, never the data it was handling. */
export type ErrorDescription = {
  type: string;
  message: string;
  /** SQLSTATE of a database error, or a Node system error's code. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  syscall?: string;
  /** A database error's detail with its values taken out (they are the row's data). */
  detail?: string;
  /** The call frames only: the stack's first line repeats the message, parameters and all. */
  stack?: string;
  cause?: ErrorDescription;
  errors?: ErrorDescription[];
};

type ErrorLike = Error & Record<string, unknown>;

const KEPT_NAMES = ['constraint', 'table', 'column', 'syscall'] as const;

export function isErrorLike(value: unknown): value is ErrorLike {
  if (value instanceof Error) return true;
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.message === 'string' && typeof record.stack === 'string';
}

/** pg's DatabaseError is named 'error' and Drizzle's DrizzleQueryError 'Error': the class says more. */
function errorType(error: ErrorLike): string {
  const name = typeof error.name === 'string' ? error.name : '';
  const className = typeof error.constructor === 'function' ? error.constructor.name : '';
  const type = name !== '' && name !== 'Error' && name !== 'error' ? name : className || 'Error';
  return boundLogString(type, LOG_LIMITS.maxKeyLength);
}

/** SQLSTATE class 22 (data exception) messages quote the offending value: `…type integer: "abc"`. */
const isDataException = (code: string | undefined) => code !== undefined && /^22[0-9A-Z]{3}$/.test(code);

/**
 * An error message without the data it carried: Drizzle appends `params: …` (every bound value, the buyer's
 * name and email among them) to the failed query, and a data exception quotes the value it refused.
 */
export function cleanErrorMessage(message: string, code?: string): string {
  const paramsAt = message.search(/\r?\nparams:/);
  let text = paramsAt >= 0 ? message.slice(0, paramsAt) : message;
  if (isDataException(code)) {
    const first = text.indexOf('"');
    const last = text.lastIndexOf('"');
    if (first >= 0) text = `${text.slice(0, first)}"${REDACTED}"${last > first ? text.slice(last + 1) : ''}`;
  }
  return boundLogString(text);
}

/**
 * PostgreSQL's detail names the key and its values (`Key (site_id, email)=(3, jo@example.com) already
 * exists.`) or prints the whole row (`Failing row contains (…)`). The key's columns are kept.
 */
export function cleanErrorDetail(detail: string): string {
  const key = /^Key \((.*?)\)=\(/s.exec(detail);
  if (!key) return REDACTED;
  const tail =
    /\) (already exists|is not present in table "[^"]*"|is still referenced from table "[^"]*")\.$/.exec(
      detail,
    );
  const columns = boundLogString(key[1]!, LOG_LIMITS.maxKeyLength);
  return `Key (${columns})=(${REDACTED})${tail ? ` ${tail[1]}.` : ''}`;
}

export function cleanStack(stack: string): string | undefined {
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, LOG_LIMITS.maxStackFrames)
    .map((line) => boundLogString(line.trim(), LOG_LIMITS.maxStackFrameLength));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

function keptFields(error: ErrorLike): Partial<ErrorDescription> {
  const kept: Partial<ErrorDescription> = {};
  if (typeof error.code === 'string' || typeof error.code === 'number') {
    kept.code = boundLogString(String(error.code), LOG_LIMITS.maxKeyLength);
  }
  for (const name of KEPT_NAMES) {
    const value = error[name];
    if (typeof value === 'string') kept[name] = boundLogString(value, LOG_LIMITS.maxKeyLength);
  }
  if (typeof error.detail === 'string' && error.detail !== '') kept.detail = cleanErrorDetail(error.detail);
  return kept;
}

function describeThrown(value: unknown): ErrorDescription {
  if (typeof value === 'string') return { type: 'string', message: boundLogString(value) };
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return { type: typeof value, message: String(value) };
  }
  // Another object may hold anything: its shape is not read.
  return { type: value === null ? 'null' : typeof value, message: '[not an Error]' };
}

/**
 * The one way an error reaches a log line (decision 034): its type, cleaned message, database or system
 * code, constraint, table and column, a cleaned detail, the call frames, and its causes, each bounded.
 */
export function describeError(error: unknown, depth = 0): ErrorDescription {
  if (!isErrorLike(error)) return describeThrown(error);
  const kept = keptFields(error);
  const description: ErrorDescription = {
    type: errorType(error),
    message: cleanErrorMessage(error.message, kept.code),
    ...kept,
  };
  const stack = typeof error.stack === 'string' ? cleanStack(error.stack) : undefined;
  if (stack) description.stack = stack;
  if (depth >= LOG_LIMITS.maxCauseDepth) return description;
  if (error.cause !== undefined) description.cause = describeError(error.cause, depth + 1);
  if (Array.isArray(error.errors) && error.errors.length > 0) {
    description.errors = error.errors
      .slice(0, LOG_LIMITS.maxAggregateErrors)
      .map((inner: unknown) => describeError(inner, depth + 1));
  }
  return description;
}
