'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { mergeListsIntoAccount } from '@/components/account-client/account-lists';
import { postAccount } from '@/components/account-client/post-account';
import { MODES, type SignInMode } from './sign-in-modes';
import { useSignInEntry } from './use-sign-in-entry';

type Step = { kind: 'address' } | { kind: 'code'; sentTo: string };
type SignInOptions = { redirect: string; mode: SignInMode; favourites: FavouritesDto | null };

/** The sign-in steps: ask for a code for the address, then send the code back; a new code may be asked for. */
export function useSignIn({ redirect, mode, favourites }: SignInOptions) {
  const entry = useSignInEntry(mode);
  const { channel, address, code, setCode, setError } = entry;
  const texts = MODES[mode];
  const [step, setStep] = useState<Step>({ kind: 'address' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  // Each code sent (a new step object) puts the cursor in the code box.
  useEffect(() => {
    if (step.kind === 'code') codeInput.current?.focus();
  }, [step]);

  async function sendCode() {
    setBusy(true);
    setError(null);
    const body = mode === 'add-email' ? { address } : { channel, address };
    const reply = await postAccount(texts.code, body);
    setBusy(false);
    if (!reply.ok) return setError(reply);
    const sentTo = String(reply.body.sentTo ?? address);
    setNotice(`We sent a 6-digit code to ${sentTo}. It expires in 5 minutes.`);
    setCode('');
    setStep({ kind: 'code', sentTo });
  }

  async function verify() {
    setBusy(true);
    setError(null);
    const body = mode === 'sign-in' ? { channel, address, code } : { address, code };
    const reply = await postAccount(texts.verify, body);
    if (!reply.ok) {
      setBusy(false);
      return setError(reply);
    }
    setNotice(texts.done);
    if (favourites && mode === 'sign-in') await mergeListsIntoAccount(favourites);
    // A whole page load: the pages drawn on the server then see the new session.
    window.location.assign(redirect);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void (step.kind === 'address' ? sendCode() : verify());
  }

  function startOver() {
    setStep({ kind: 'address' });
    setNotice(null);
    setError(null);
  }

  return { ...entry, texts, step, busy, notice, codeInput, sendCode, submit, startOver };
}
