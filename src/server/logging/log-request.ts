import { log, type Log } from './logger';
import { newRequestLog, runWithRequestLog, type RequestLog } from './request-log';

type Closable = { once: (event: 'close', listener: () => void) => unknown };

/** The request's last line, when its budget refused some: it is written whatever the budget says. */
export function reportSuppressedLines(requestLog: RequestLog, logger: Log = log): void {
  const suppressed = requestLog.budget.suppressed();
  if (suppressed === 0) return;
  runWithRequestLog(newRequestLog(requestLog.requestId, 1), () =>
    logger.warn({ suppressedLines: suppressed }, 'log lines of this request were suppressed'),
  );
}

/**
 * Serves one request of the production server as request `requestId` (decision 034): every line logged
 * while serving it carries the id, at most MAX_LOG_LINES_PER_REQUEST of them are written, and once the
 * answer is closed one more line says how many were not.
 */
export function serveLogged(
  requestId: string,
  response: Closable,
  serve: () => void,
  logger: Log = log,
): void {
  const requestLog = newRequestLog(requestId);
  response.once('close', () => reportSuppressedLines(requestLog, logger));
  runWithRequestLog(requestLog, serve);
}
