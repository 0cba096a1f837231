import { z } from 'zod';

/**
 * The whole environment, validated once. Zero variables are needed to boot: every value has a default
 * that runs the platform on the embedded database with the demo sites.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Directory for the embedded database and other local state. */
  DATA_DIR: z.string().min(1).default('.data'),
  /** Sites are served at {site}.{ROOT_DOMAIN}; custom domains are matched exactly. */
  ROOT_DOMAIN: z
    .string()
    .min(1)
    .default('localhost')
    .transform((value) => value.toLowerCase().replace(/\.$/, '')),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * HMAC key signing ALTCHA challenges (at least 32 characters). When unset, a random key is generated once
   * and kept in the database, so every process and node on that database agrees.
   */
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  /**
   * Reverse proxies in front of the app, each appending to X-Forwarded-For (and overwriting what the client
   * sent, in the first one). 0, a bare `npm start`, reads the client address from the socket (decision 009).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * SMTP server for lead emails (smtp:// or smtps://, credentials in the URL). When absent, lead emails are
   * written as .eml files under {DATA_DIR}/mail/{site}/new so a newcomer can read what was delivered.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
    .optional(),
  /**
   * Least level of the JSON log lines on stdout (decision 034): fatal, error, warn, info, debug, trace or
   * silent. Unset: info, and silent under test.
   */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** The From address of lead emails. */
  MAIL_FROM: z.string().min(3).default('Forecourt leads <leads@forecourt.localhost>'),
  /** The From address of buyers' alert emails (saved searches and watched cars), sent like lead emails. */
  ALERTS_MAIL_FROM: z.string().min(3).default('Forecourt alerts <alerts@forecourt.localhost>'),
  /**
   * youX's quote endpoint (F-40, decision 029): POSTed for sites whose finance provider is 'youx'. When
   * absent (the default) no site calls youX and quotes come from the built-in calculator.
   */
  YOUX_QUOTE_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  /** Sent as `Authorization: Bearer …` to youX, when set. */
  YOUX_API_KEY: z.string().min(1).optional(),
  /** How long a youX quote may take, whole request included. */
  YOUX_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /**
   * Key signing buyers' sign-in sessions (at least 32 characters); each site signs with its own key derived
   * from it. When unset, a random key is generated once and kept in the database, like ALTCHA_HMAC_KEY.
   */
  AUTH_SECRET: z.string().min(32).optional(),
  /**
   * An SMS gateway for sign-in codes: POSTed {to, body, from} as JSON. When absent (the default) codes are
   * written as JSON files under {DATA_DIR}/sms/{site}/ and nothing is sent.
   */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  /** Sent as `Authorization: Bearer …` to the SMS gateway, when set. */
  SMS_GATEWAY_KEY: z.string().min(1).optional(),
  /** The sender name or number the SMS gateway shows, when set. */
  SMS_FROM: z.string().min(1).max(15).optional(),
  /** How long the SMS gateway may take, whole request included. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
  /**
   * How long a delivery worker's claim on an outbox row (a lead or alert email, a webhook) lasts: the row of a
   * node that died mid-send is taken over by another node this long after its claim. A send that outlasts it
   * may be made twice (at least once, never lost), so keep it well above a normal send's seconds.
   */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(5_000).max(3_600_000).default(60_000),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
