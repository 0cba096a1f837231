/**
 * How much one log line may carry (decision 034). A field value is cut, never dropped whole, so a line says
 * what it was about; with these caps the largest possible line is a few hundred kilobytes, whatever the input.
 */
export const LOG_LIMITS = {
  /** Characters of one string value (and of the message). */
  maxStringLength: 1_000,
  /** Characters of one object key. */
  maxKeyLength: 100,
  maxArrayItems: 20,
  maxObjectKeys: 30,
  /** Nesting below the line's own fields. */
  maxDepth: 4,
  /** Values of every kind in one line; later ones are written as OMITTED. */
  maxValues: 200,
  maxStackFrames: 10,
  maxStackFrameLength: 300,
  /** Errors followed through `cause`. */
  maxCauseDepth: 3,
  /** Errors of an AggregateError. */
  maxAggregateErrors: 3,
} as const;

export const REDACTED = '[redacted]';
export const OMITTED = '[omitted]';
export const DEPTH_LIMIT = '[depth limit]';
