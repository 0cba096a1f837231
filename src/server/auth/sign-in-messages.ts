import { waitInWords } from '@/domain/anti-spam/backoff';

/** How long a sign-in code lasts, in seconds; the messages say it in minutes. */
export const SIGN_IN_CODE_TTL_SECONDS = 300;

/** Wrong tries one code takes, from anyone anywhere, before it stops working (guessing stays out of reach). */
export const TRIES_PER_CODE = 3;

const minutes = SIGN_IN_CODE_TTL_SECONDS / 60;

export function signInCodeSms(siteName: string, code: string): string {
  return `${code} is your ${siteName} sign-in code. It expires in ${minutes} minutes. Never share it.`;
}

export function signInCodeEmail(siteName: string, code: string): { subject: string; text: string } {
  return {
    subject: `${code} is your ${siteName} sign-in code`,
    text: [
      `Your ${siteName} sign-in code is ${code}.`,
      '',
      `It expires in ${minutes} minutes. If you did not ask to sign in, you can ignore this email:`,
      'nobody can sign in without the code.',
    ].join('\n'),
  };
}

/** The answer to a code whose wrong tries are used up: a new code is the way on. */
export const CODE_USED_UP_MESSAGE = `That code has had ${TRIES_PER_CODE} wrong tries and no longer works. Ask for a new code.`;

export function tooManyWrongCodesMessage(retryAfterSeconds: number): string {
  return `Too many wrong codes from your connection. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}

export function tooManyCodesMessage(retryAfterSeconds: number): string {
  return `Too many codes asked for from your connection. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}

/** A new code for `sentTo` must wait: the account's own limit, the same for whoever asks. */
export function codeSentRecentlyMessage(sentTo: string, retryAfterSeconds: number): string {
  return `A code was sent to ${sentTo} a short while ago. You can ask for a new one in ${waitInWords(retryAfterSeconds)}.`;
}
