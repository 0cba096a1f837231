import 'server-only';
import { join } from 'node:path';
import { createFileSmsSender } from './file-sender';
import { createHttpSmsSender } from './http-sender';
import type { SmsSender } from './provider';

export type SmsSenderSettings = {
  /** The SMS gateway's endpoint; unset (or empty) = the built-in file sender. */
  gatewayUrl?: string;
  apiKey?: string;
  /** The sender id or number the gateway shows. */
  from?: string;
  timeoutMs: number;
  /** The platform's data directory: the file sender writes under `{dataDir}/sms`. */
  dataDir: string;
};

/**
 * The platform's SMS sender: the HTTP gateway when `gatewayUrl` is set, else the built-in file sender at
 * `{dataDir}/sms`. The gateway is reached through the outbound guard, public addresses only (decision 031).
 */
export function smsSenderFor(options: SmsSenderSettings): SmsSender {
  if (!options.gatewayUrl) return createFileSmsSender(join(options.dataDir, 'sms'));
  return createHttpSmsSender({
    endpoint: options.gatewayUrl,
    apiKey: options.apiKey || null,
    from: options.from || null,
    timeoutMs: options.timeoutMs,
  });
}
