import 'server-only';
import { createHash } from 'node:crypto';
import type { BackoffRule } from '@/domain/anti-spam/backoff';
import { clientGroup } from '@/domain/anti-spam/client-group';
import type { Database } from '@/server/db/client';
import { consumeBackoff, forgiveBackoff } from '@/server/rate-limit/backoff-limit';
import { log } from '@/server/logging';

/**
 * Sign-in limits (decision 077, point 4), counted in the database per site, so every node agrees. Each one
 * backs off (domain/anti-spam/backoff.ts) instead of locking out. Nothing a stranger does from another
 * connection stops an account's owner: wrong codes slow down only the connection sending them (a code itself
 * dies after TRIES_PER_CODE wrong tries, from anywhere), and the owner can always have a new code within
 * `codesPerAccount`'s longest wait, 5 minutes. Guessing stays out of reach: at most 20 codes reach one account
 * in any hour (a search over when to ask found no more; sign-in-api.test.ts sends them), so at most 60 guesses
 * an hour at a 6-digit code, 1 chance in 16,667. One connection gets at most 19 wrong codes and 27 codes an hour.
 */
export const SIGN_IN_LIMITS = {
  /** Codes asked for from one connection, for any addresses (nobody floods many buyers' inboxes). */
  codesPerClient: { free: 10, firstWaitSeconds: 60, maxWaitSeconds: 900, windowSeconds: 3600 },
  /** Codes sent to one email address or mobile, from anywhere. */
  codesPerAccount: { free: 3, firstWaitSeconds: 30, maxWaitSeconds: 300, windowSeconds: 3600 },
  /** Wrong codes from one connection, for any addresses; a right code is not counted. */
  wrongCodesPerClient: { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 900, windowSeconds: 3600 },
} satisfies Record<string, BackoffRule>;

export type SignInLimitOutcome =
  | { ok: true }
  | { ok: false; reason: 'client' | 'account'; retryAfterSeconds: number }
  | { ok: false; reason: 'unavailable' };

/** Counter keys hold a hash, never an IP address, email or phone number. */
const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
const clientKey = (ip: string) => hashed(`ip:${clientGroup(ip)}`);

const CODES_PER_CLIENT = 'sign-in-codes-client';
const CODES_PER_ACCOUNT = 'sign-in-codes-account';
const WRONG_CODES_PER_CLIENT = 'sign-in-wrong-codes-client';

// Sign-in fails closed (spec decisions, 7): when the counters cannot be read, nobody signs in.
function unavailable(siteId: number, error: unknown): SignInLimitOutcome {
  log.error({ siteId, err: error }, 'sign-in: rate limiter failed');
  return { ok: false, reason: 'unavailable' };
}

/**
 * Counts one code to send to `address` (a connection's refused request never counts against the account). An
 * unknown client address is not counted by client; the account's limit still holds.
 */
export async function admitCodeRequest(
  db: Database,
  siteId: number,
  subject: { address: string; ip: string | null },
): Promise<SignInLimitOutcome> {
  const { codesPerClient, codesPerAccount } = SIGN_IN_LIMITS;
  const client = subject.ip ? clientKey(subject.ip) : null;
  try {
    if (client) {
      const byClient = await consumeBackoff(db, CODES_PER_CLIENT, codesPerClient, client, siteId);
      if (!byClient.ok) return { ok: false, reason: 'client', retryAfterSeconds: byClient.retryAfterSeconds };
    }
    const account = hashed(`address:${subject.address}`);
    const byAccount = await consumeBackoff(db, CODES_PER_ACCOUNT, codesPerAccount, account, siteId);
    if (byAccount.ok) return { ok: true };
    // Nothing was sent, so the connection's request is not counted either.
    if (client) await forgiveBackoff(db, CODES_PER_CLIENT, codesPerClient, client, siteId);
    return { ok: false, reason: 'account', retryAfterSeconds: byAccount.retryAfterSeconds };
  } catch (error) {
    return unavailable(siteId, error);
  }
}

/** Counts one code check from the client as wrong until `forgiveCodeCheck` says it was not. */
export async function admitCodeCheck(
  db: Database,
  siteId: number,
  ip: string | null,
): Promise<SignInLimitOutcome> {
  if (!ip) return { ok: true };
  try {
    const rule = SIGN_IN_LIMITS.wrongCodesPerClient;
    const outcome = await consumeBackoff(db, WRONG_CODES_PER_CLIENT, rule, clientKey(ip), siteId);
    return outcome.ok
      ? outcome
      : { ok: false, reason: 'client', retryAfterSeconds: outcome.retryAfterSeconds };
  } catch (error) {
    return unavailable(siteId, error);
  }
}

/** A code check that was right (or failed on our side) is no wrong code. */
export async function forgiveCodeCheck(db: Database, siteId: number, ip: string | null): Promise<void> {
  if (!ip) return;
  try {
    await forgiveBackoff(
      db,
      WRONG_CODES_PER_CLIENT,
      SIGN_IN_LIMITS.wrongCodesPerClient,
      clientKey(ip),
      siteId,
    );
  } catch (error) {
    // Worst case the client waits once more than it should; the sign-in itself has happened.
    log.warn({ siteId, err: error }, 'sign-in: a right code was left counted as wrong');
  }
}
