import { accountPost } from '@/server/auth/account-route';
import { requestAddEmailCode } from '@/server/auth/account-contact-api';

export const dynamic = 'force-dynamic';

/** `POST /api/account/email/code` {"address":"ann@example.com"}: a code to add that address to the account. */
export function POST(request: Request) {
  return accountPost(request, requestAddEmailCode);
}
