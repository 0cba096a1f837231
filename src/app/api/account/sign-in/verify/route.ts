import { accountPost } from '@/server/auth/account-route';
import { verifySignInCode } from '@/server/auth/sign-in-api';

export const dynamic = 'force-dynamic';

/** `POST /api/account/sign-in/verify` {"channel","address","code"}: 200 { signedIn: true } and the session cookie. */
export function POST(request: Request) {
  return accountPost(request, verifySignInCode);
}
