/** How long a sign-in code lasts, in seconds; the messages say it in minutes. */
export const SIGN_IN_CODE_TTL_SECONDS = 300;

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
