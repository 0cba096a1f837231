import type { SignInChannel } from '@/domain/account/sign-in-address';

export type SignInMode = 'sign-in' | 'add-phone' | 'add-email';

/** Per mode: the endpoints asked, the submit button's words once a code is sent, and what is said after. */
export const MODES: Record<SignInMode, { code: string; verify: string; button: string; done: string }> = {
  'sign-in': {
    code: '/api/account/sign-in/code',
    verify: '/api/account/sign-in/verify',
    button: 'Sign in',
    done: 'Signed in. Taking you back…',
  },
  'add-phone': {
    code: '/api/account/sign-in/code',
    verify: '/api/account/phone/verify',
    button: 'Add mobile',
    done: 'Mobile added. Taking you back…',
  },
  'add-email': {
    code: '/api/account/email/code',
    verify: '/api/account/email/verify',
    button: 'Add email',
    done: 'Email added. Taking you back…',
  },
};

export type ChannelChoice = { value: SignInChannel; label: string; inputLabel: string };

export const CHANNELS: ChannelChoice[] = [
  { value: 'phone', label: 'Mobile', inputLabel: 'Mobile number' },
  { value: 'email', label: 'Email', inputLabel: 'Email address' },
];
