import { accountPost } from '@/server/auth/account-route';
import { addEmailToAccount } from '@/server/auth/account-contact-api';

export const dynamic = 'force-dynamic';

/** `POST /api/account/email/verify` {"address":"ann@example.com","code":"123456"}: 200 { emailAdded: true }. */
export function POST(request: Request) {
  return accountPost(request, addEmailToAccount);
}
