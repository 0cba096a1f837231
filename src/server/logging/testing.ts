import { createLogger, type Log, type LogLevel } from './logger';

export type CapturedLog = { logger: Log; output: () => string; lines: () => Record<string, unknown>[] };

/** For tests: a logger writing into memory, with everything it wrote as text and as parsed lines. */
export function captureLog(level: LogLevel = 'info'): CapturedLog {
  const chunks: string[] = [];
  const logger = createLogger({ level, destination: { write: (chunk: string) => void chunks.push(chunk) } });
  const output = () => chunks.join('');
  const lines = () =>
    output()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, output, lines };
}
