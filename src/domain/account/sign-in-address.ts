import { z } from 'zod';
import { parseAuPhone } from '@/domain/leads/phone';

/** A buyer signs in with a one-time code sent to an email address or an Australian mobile. */
export const signInChannels = ['email', 'phone'] as const;
export type SignInChannel = (typeof signInChannels)[number];

export type SignInAddress = { channel: 'email'; email: string } | { channel: 'phone'; phone: string };

const emailSchema = z.email().max(254);

/** Whether a number, already in '+61…' form, is an Australian mobile (codes go by SMS). */
export function isAuMobile(normalized: string): boolean {
  const parsed = parseAuPhone(normalized);
  return parsed?.kind === 'mobile' && parsed.normalized === normalized;
}

/** What the buyer typed, as the address a code is sent to; null when it cannot receive one. */
export function parseSignInAddress(channel: SignInChannel, raw: string): SignInAddress | null {
  if (channel === 'email') {
    const email = raw.trim().toLowerCase();
    return emailSchema.safeParse(email).success ? { channel, email } : null;
  }
  const phone = parseAuPhone(raw);
  return phone?.kind === 'mobile' ? { channel, phone: phone.normalized } : null;
}

export const SIGN_IN_ADDRESS_ERRORS: Record<SignInChannel, string> = {
  email: 'Enter an email address like name@example.com',
  phone: 'Enter an Australian mobile number like 0412 345 678',
};

/** A code is six digits; people paste it with spaces. */
export function parseSignInCode(raw: string): string | null {
  const code = raw.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
