import 'server-only';
import { env } from '@/env';
import { isRecord } from '@/domain/storage/stored-values';
import type { AccountAnswer, AccountRequest } from '@/server/auth/account-request';
import type { NewSite } from '@/server/platform/create-site';
import { onboardSite } from '@/server/platform/onboard-site';
import { operatorAccess } from '@/server/auth/operators';

/** Locally the new site answers on the port this request reached; elsewhere at https://{slug}.{ROOT_DOMAIN}. */
const portOf = (origin: string) => Number(new URL(origin).port) || env.PORT;

/**
 * POST /api/platform/sites (decision 066): the console's equivalent of `npm run site:create`, for platform
 * operators only (401 signed out, 403 for anyone else, a site's own owner included). The answer says where
 * the site answers and whether its owner's invitation went; 400 names each field's problem and creates
 * nothing.
 */
export async function createSiteForOperator(request: AccountRequest, body: unknown): Promise<AccountAnswer> {
  const access = await operatorAccess(request.db, request.site, request.origin, request.headers);
  if (access.kind === 'signed-out') return { status: 401, body: { error: 'Sign in first' } };
  if (access.kind === 'not-operator')
    return { status: 403, body: { error: 'Only the platform’s operators create sites' } };
  if (!isRecord(body)) return { status: 400, body: { error: 'Invalid request' } };
  const onboarded = await onboardSite(
    request.db,
    { ...body, yard: isRecord(body.yard) ? body.yard : {} } as NewSite,
    { rootDomain: env.ROOT_DOMAIN, port: portOf(request.origin) },
    access.email,
  );
  if (!onboarded.ok)
    return { status: 400, body: { error: onboarded.errors[0], fieldErrors: onboarded.fieldErrors } };
  const { ok, ...created } = onboarded;
  return { status: 201, body: { ok, ...created } };
}
