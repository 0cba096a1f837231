import { accountPost } from '@/server/auth/account-route';
import { createSiteForOperator } from '@/server/platform/create-site-api';

export const dynamic = 'force-dynamic';

/** A new dealer site, made by a platform operator from the console (decision 066). */
export function POST(request: Request): Promise<Response> {
  return accountPost(request, createSiteForOperator);
}
