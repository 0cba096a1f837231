/** What may be written to a log line, and how much of it (decision 034). */
export { boundLogString } from './bound-string';
export { boundLogFields } from './bound-fields';
export { describeError, type ErrorDescription } from './describe-error';
export { LOG_LIMITS, REDACTED } from './limits';
export { createLineBudget, MAX_LOG_LINES_PER_REQUEST, type LineBudget } from './line-budget';
export { splitLogArguments, type LogEvent } from './log-arguments';
export { isPersonalLogKey } from './personal-fields';
export { acceptedRequestId, REQUEST_ID_HEADER } from './request-id';
