'use client';

import { useState } from 'react';
import type { SignInChannel } from '@/domain/account/sign-in-address';
import type { SignInMode } from './sign-in-modes';

export type SignInError = { message: string; field: 'address' | 'code' | null };

/** What the buyer types (the channel, the address, the code) and the error shown by the field it concerns. */
export function useSignInEntry(mode: SignInMode) {
  const [channel, setChannel] = useState<SignInChannel>(mode === 'add-email' ? 'email' : 'phone');
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<SignInError | null>(null);
  const chooseChannel = (value: SignInChannel) => {
    setChannel(value);
    setError(null);
  };
  return {
    channel,
    chooseChannel,
    address,
    setAddress,
    code,
    setCode,
    setError,
    addressError: error?.field === 'address' ? error.message : null,
    codeError: error?.field === 'code' ? error.message : null,
    formError: error && error.field === null ? error.message : null,
  };
}
