import 'server-only';
import type { Challenge } from 'altcha-lib';
import type { SiteConfig } from '@/config';
import { captchaFormTypeSchema } from '@/domain/anti-spam/captcha-payload';
import type { Database } from '@/server/db/client';
import { issueChallenge } from './challenge';

export type ChallengeApiSite = { id: number; config: { forms: Pick<SiteConfig['forms'], 'captcha'> } };

export type ChallengeApiResponse =
  | { status: 200; body: Challenge }
  | { status: 400; body: { error: string; fieldErrors: Record<string, string> } }
  | { status: 404; body: { error: string } };

/** GET /api/altcha?form={formType} on the site's own host: a challenge for that site and form only. */
export async function handleChallengeApi(
  db: Database,
  site: ChallengeApiSite,
  searchParams: URLSearchParams,
  now = new Date(),
): Promise<ChallengeApiResponse> {
  const { captcha } = site.config.forms;
  if (captcha.provider !== 'altcha') return { status: 404, body: { error: 'This site does not use ALTCHA' } };
  const form = captchaFormTypeSchema.safeParse(searchParams.get('form') ?? '');
  if (!form.success) {
    const message = form.error.issues[0]?.message ?? 'Invalid form type';
    return { status: 400, body: { error: 'Invalid challenge request', fieldErrors: { form: message } } };
  }
  const challenge = await issueChallenge(db, {
    siteId: site.id,
    formType: form.data,
    difficulty: captcha.difficulty,
    now,
  });
  return { status: 200, body: challenge };
}
