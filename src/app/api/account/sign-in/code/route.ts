import { accountPost } from '@/server/auth/account-route';
import { requestSignInCode } from '@/server/auth/sign-in-api';

export const dynamic = 'force-dynamic';

/** `POST /api/account/sign-in/code` {"channel":"email"|"phone","address":"…"}: 200 { sent: true, … }. */
export function POST(request: Request) {
  return accountPost(request, requestSignInCode);
}
