import 'server-only';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP, phoneNumber } from 'better-auth/plugins';
import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth/types';
import type { Database } from '@/server/db/client';
import { authAccounts, sessions, users, verifications } from '@/server/db/schema';
import { isAuMobile } from '@/domain/account/sign-in-address';
import { SIGN_IN_CODE_TTL_SECONDS, TRIES_PER_CODE } from './sign-in-messages';
import { scopeAdapterToSite, SITE_FIELD } from './site-scoped-adapter';

/** The site an auth instance serves: its id scopes every row, its name goes in the code messages. */
export type AuthSite = { id: number; slug: string; name: string };

/** How a code reaches the buyer; the instance only decides the code. */
export type SignInCodeDelivery = {
  email: (site: AuthSite, to: string, code: string) => Promise<void>;
  sms: (site: AuthSite, to: string, code: string) => Promise<void>;
};

export type SiteAuthOptions = {
  db: Database;
  site: AuthSite;
  /** The origin the buyer reached the site at: cookies are Secure exactly when it is https. */
  origin: string;
  secret: string;
  delivery: SignInCodeDelivery;
};

// Not 'required': better-auth would ask the buyer's input for it; the scoped adapter always writes it.
const siteField = { type: 'number', required: false, input: false, returned: false } as const;

/** Adds `siteId` to every better-auth model, so the site-scoped adapter can write and match it. */
const siteScopePlugin = {
  id: 'forecourt-site-scope',
  schema: {
    user: { fields: { [SITE_FIELD]: siteField } },
    session: { fields: { [SITE_FIELD]: siteField } },
    account: { fields: { [SITE_FIELD]: siteField } },
    verification: { fields: { [SITE_FIELD]: siteField } },
  },
} satisfies BetterAuthPlugin;

/** How long a session lasts (better-auth renews it once a day while it is used). */
export const SESSION_SECONDS = 60 * 60 * 24 * 30;

/** Accounts made by a mobile code need an email to exist; this reserved domain can never receive one. */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'phone.invalid';

/**
 * better-auth for one site (decision 050): one-time codes by email or mobile, sessions in httpOnly SameSite=Lax
 * cookies on the site's own host, every row confined to the site by the scoped adapter. Its HTTP handler is
 * never mounted: our own routes validate, rate-limit and call `auth.api`, so no other endpoint is exposed.
 */
export function buildSiteAuth({ db, site, origin, secret, delivery }: SiteAuthOptions) {
  const adapter = drizzleAdapter(db, {
    provider: 'pg',
    schema: { user: users, session: sessions, account: authAccounts, verification: verifications },
  });
  return betterAuth({
    appName: site.name,
    baseURL: origin,
    basePath: '/api/account',
    secret,
    trustedOrigins: [origin],
    database: (options: BetterAuthOptions) => scopeAdapterToSite(adapter(options), site.id),
    telemetry: { enabled: false },
    // Our routes limit requests in the database, per site, across nodes (rate-limits.ts); the handler's own
    // in-memory limiter would never see them anyway.
    rateLimit: { enabled: false },
    session: { expiresIn: SESSION_SECONDS, updateAge: 60 * 60 * 24 },
    advanced: {
      cookiePrefix: 'forecourt',
      useSecureCookies: origin.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { disableIpTracking: true },
    },
    plugins: [
      siteScopePlugin,
      emailOTP({
        expiresIn: SIGN_IN_CODE_TTL_SECONDS,
        allowedAttempts: TRIES_PER_CODE,
        storeOTP: 'hashed',
        // An account made by a mobile code adds its email address this way (alerts go by email, decision 051).
        changeEmail: { enabled: true },
        sendVerificationOTP: ({ email, otp }) => delivery.email(site, email, otp),
      }),
      phoneNumber({
        expiresIn: SIGN_IN_CODE_TTL_SECONDS,
        allowedAttempts: TRIES_PER_CODE,
        phoneNumberValidator: isAuMobile,
        sendOTP: ({ phoneNumber: to, code }) => delivery.sms(site, to, code),
        signUpOnVerification: {
          getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`,
          getTempName: () => '',
        },
      }),
    ],
  });
}

export type SiteAuth = ReturnType<typeof buildSiteAuth>;
