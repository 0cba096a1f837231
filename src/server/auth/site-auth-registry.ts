import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Database } from '@/server/db/client';
import { loadSiteAuthSecret } from '@/server/secrets/auth-secret';
import { defaultSignInCodeDelivery } from './code-delivery';
import { buildSiteAuth, type AuthSite, type SignInCodeDelivery, type SiteAuth } from './site-auth';

// Per database (tests open several); one instance per site and origin, as its cookies' Secure flag is fixed.
const instances = new WeakMap<Database, LRUCache<string, Promise<SiteAuth>>>();
let delivery: SignInCodeDelivery | null = null;
const currentDelivery = () => (delivery ??= defaultSignInCodeDelivery());
/** Built instances ask for the delivery at each send, so a replacement applies to them too. */
const delegatingDelivery: SignInCodeDelivery = {
  email: (...args) => currentDelivery().email(...args),
  sms: (...args) => currentDelivery().sms(...args),
};

/** The site's better-auth, built once per site, name and origin (the cache key carries the site id). */
export function siteAuthFor(db: Database, site: AuthSite, origin: string): Promise<SiteAuth> {
  let cache = instances.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 500 });
    instances.set(db, cache);
  }
  const key = `${site.id}|${origin}|${site.slug}|${site.name}`;
  let auth = cache.get(key);
  if (!auth) {
    auth = loadSiteAuthSecret(db, site.id).then((secret) =>
      buildSiteAuth({ db, site, origin, secret, delivery: delegatingDelivery }),
    );
    cache.set(key, auth);
    auth.catch(() => cache.delete(key));
  }
  return auth;
}

/** Tests deliver codes into their own folder; production keeps the default for the process's life. */
export function useSignInCodeDelivery(replacement: SignInCodeDelivery): void {
  delivery = replacement;
}
