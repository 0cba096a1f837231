import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '@/server/db/client';
import { loadSiteAuthSecret } from '@/server/secrets/auth-secret';

/** What one unsubscribe link stops: one saved search's alerts, the watchlist's, or every alert email. */
export type UnsubscribeScope = { kind: 'search'; searchId: number } | { kind: 'watchlist' } | { kind: 'all' };
export type UnsubscribeGrant = { userId: string; scope: UnsubscribeScope };

const scopeText = (scope: UnsubscribeScope) =>
  scope.kind === 'search' ? `search-${scope.searchId}` : scope.kind;

function readScope(text: string): UnsubscribeScope | null {
  if (text === 'watchlist' || text === 'all') return { kind: text };
  const match = /^search-([1-9]\d{0,9})$/.exec(text);
  return match ? { kind: 'search', searchId: Number(match[1]) } : null;
}

export type UnsubscribeSigner = {
  sign: (grant: UnsubscribeGrant) => string;
  read: (token: string) => UnsubscribeGrant | null;
};

/**
 * Links that stop alerts without signing in (an email client's one-click POST carries no cookie): the buyer
 * and what to stop, signed with a key of the site's own, so a link works on that site only and cannot be made
 * for another buyer. They never expire: an old email's link must still stop the emails. The key is derived
 * once per signer, so one alert pass signs thousands of links without reading it again.
 */
export async function loadUnsubscribeSigner(db: Database, siteId: number): Promise<UnsubscribeSigner> {
  const key = createHmac('sha256', await loadSiteAuthSecret(db, siteId))
    .update('alerts:unsubscribe')
    .digest();
  const signature = (body: string) =>
    createHmac('sha256', key).update(`${siteId}.${body}`).digest().subarray(0, 24);
  return {
    sign: (grant) => {
      const body = `${scopeText(grant.scope)}.${grant.userId}`;
      return `${body}.${signature(body).toString('base64url')}`;
    },
    read: (token) => {
      const parts = token.split('.');
      if (token.length > 200 || parts.length !== 3) return null;
      const [scopePart, userId, signed] = parts as [string, string, string];
      const scope = readScope(scopePart);
      if (!scope || !/^[A-Za-z0-9_-]{1,64}$/.test(userId)) return null;
      const expected = signature(`${scopePart}.${userId}`);
      const given = Buffer.from(signed, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, scope };
    },
  };
}
