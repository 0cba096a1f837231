import 'server-only';
import type { Challenge } from 'altcha-lib';
import type { SiteConfig } from '@/config';
import { captchaFormTypeSchema } from '@/domain/anti-spam/captcha-payload';
import { tooManyChallengesMessage } from '@/domain/anti-spam/retry-after';
import type { Database } from '@/server/db/client';
import { consumeAddressLimit } from '@/server/rate-limit/address-limit';
import { issueChallenge } from './challenge';
import { siteRateLimiter } from '@/server/rate-limit/site-rate-limiter';

export type ChallengeApiSite = {
  id: number;
  config: { forms: Pick<SiteConfig['forms'], 'captcha' | 'antiSpam'> };
};

export type ChallengeApiResponse =
  | { status: 200; body: Challenge }
  | { status: 400; body: { error: string; fieldErrors: Record<string, string> } }
  | { status: 404; body: { error: string } }
  | { status: 429; body: { error: string }; retryAfterSeconds: number };

/**
 * GET /api/altcha?form={formType} on the site's own host: a challenge for that site and form only. Each client
 * address may fetch `hardLimits.challenges` per window and site; beyond that a 429 (decision 035).
 */
export async function handleChallengeApi(
  db: Database,
  site: ChallengeApiSite,
  searchParams: URLSearchParams,
  now = new Date(),
  client: { ip: string | null } = { ip: null },
): Promise<ChallengeApiResponse> {
  const { captcha, antiSpam } = site.config.forms;
  if (captcha.provider !== 'altcha') return { status: 404, body: { error: 'This site does not use ALTCHA' } };
  const form = captchaFormTypeSchema.safeParse(searchParams.get('form') ?? '');
  if (!form.success) {
    const message = form.error.issues[0]?.message ?? 'Invalid form type';
    return { status: 400, body: { error: 'Invalid challenge request', fieldErrors: { form: message } } };
  }
  const rule = antiSpam.hardLimits.challenges;
  if (rule) {
    const limiter = siteRateLimiter(db, 'altcha-ip', rule);
    const limit = await consumeAddressLimit(limiter, site.id, client.ip, 'anti-spam');
    if (!limit.ok) {
      const body = { error: tooManyChallengesMessage(limit.retryAfterSeconds) };
      return { status: 429, body, retryAfterSeconds: limit.retryAfterSeconds };
    }
  }
  const challenge = await issueChallenge(db, {
    siteId: site.id,
    formType: form.data,
    difficulty: captcha.difficulty,
    now,
  });
  return { status: 200, body: challenge };
}
