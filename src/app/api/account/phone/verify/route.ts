import { accountPost } from '@/server/auth/account-route';
import { addPhoneToAccount } from '@/server/auth/account-contact-api';

export const dynamic = 'force-dynamic';

/** `POST /api/account/phone/verify` {"address":"04…","code":"123456"}: 200 { phoneAdded: true }. */
export function POST(request: Request) {
  return accountPost(request, addPhoneToAccount);
}
