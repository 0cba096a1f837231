import { accountPost } from '@/server/auth/account-route';
import { signOut } from '@/server/auth/sign-in-api';

export const dynamic = 'force-dynamic';

/** `POST /api/account/sign-out`: 200 { signedOut: true }, the session ended and its cookie cleared. */
export function POST(request: Request) {
  return accountPost(request, (account) => signOut(account));
}
