/** Structured logs (decision 034): the only logger, and the request each line belongs to. */
export { log, type Log } from './logger';
export { currentRequestLog, newRequestLog, runWithRequestLog, type RequestLog } from './request-log';
