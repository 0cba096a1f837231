import 'server-only';
import { guardedRequest, type GuardedResult } from '@/server/outbound/guarded-request';
import type { OutsideServiceOptions } from '@/server/outbound/json-request';
import { SmsUnavailableError, type SmsMessage, type SmsSender } from './provider';

export type HttpSmsSenderOptions = OutsideServiceOptions & {
  /** The sender id or number the gateway shows; left out of the request when not set. */
  from?: string | null;
};

/** A gateway's answer is at most a message id and a status; anything much bigger is not one. */
export const SMS_GATEWAY_MAX_RESPONSE_BYTES = 4_096;

/** The JSON posted: `{ to, body }`, and `from` when one is configured. Never the site or the purpose. */
export function smsRequestBody({ to, body }: SmsMessage, from?: string | null) {
  return from ? { to, body, from } : { to, body };
}

/**
 * Any 2xx means the gateway took the text. Its body is not needed, but a 2xx answering something that is not
 * JSON (an HTML page: the endpoint is not a gateway) is refused; an empty body (204, 202) is accepted.
 */
function checkAnswer(result: GuardedResult): void {
  // No signal is passed, so 'aborted' cannot happen; it would read as the guard's message if it ever did.
  if (!result.ok) throw new SmsUnavailableError(`SMS gateway ${result.message}`);
  if (result.status < 200 || result.status > 299) {
    throw new SmsUnavailableError(`SMS gateway answered HTTP ${result.status}`);
  }
  const text = result.body.toString('utf8');
  if (text.trim() === '') return;
  try {
    JSON.parse(text);
  } catch (error) {
    throw new SmsUnavailableError('SMS gateway answered with invalid JSON', { cause: error });
  }
}

/**
 * The HTTP adapter for an SMS gateway (decision 5): POST {endpoint} with `{ to, body, from? }` as JSON, the key
 * in the Authorization header (never the URL), through the guarded request (decision 031): public addresses
 * only, no redirects (a 3xx is an HTTP error), a deadline and a 4 KiB answer cap. Error messages never carry
 * the text's body (it holds a sign-in code).
 */
export function createHttpSmsSender(options: HttpSmsSenderOptions): SmsSender {
  return {
    name: 'http',
    async send(message) {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'content-type': 'application/json',
      };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const result = await guardedRequest(options.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(smsRequestBody(message, options.from)),
        timeoutMs: options.timeoutMs,
        maxResponseBytes: SMS_GATEWAY_MAX_RESPONSE_BYTES,
        resolve: options.resolve,
        allowPrivateAddresses: options.allowPrivateAddresses,
      });
      checkAnswer(result);
    },
  };
}
