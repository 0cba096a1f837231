'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTROL_CLASS, controlBorder } from '@/components/form/field-label';
import { FieldError } from '@/components/form/field-error';
import { errorId } from '@/components/form/field-ids';
import { Icon } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { SignInChannel } from '@/domain/account/sign-in-address';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { mergeListsIntoAccount } from '@/components/account-client/account-lists';
import { postAccount } from '@/components/account-client/post-account';

type SignInFormProps = {
  /** Where the buyer goes once signed in (a path on this site). */
  redirect: string;
  /** Where 'Cancel' goes. */
  back: string;
  /** A signed-in buyer proves a mobile (the watchlist needs one, I-1) or an email address (alerts) to add. */
  mode?: SignInMode;
  /** The site's saved and compared cars, merged into the account once signed in; null when it keeps none. */
  favourites?: FavouritesDto | null;
};

export type SignInMode = 'sign-in' | 'add-phone' | 'add-email';

type Step = { kind: 'address' } | { kind: 'code'; sentTo: string };

/** Per mode: the endpoints asked, the submit button's words once a code is sent, and what is said after. */
const MODES: Record<SignInMode, { code: string; verify: string; button: string; done: string }> = {
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

const CHANNELS: { value: SignInChannel; label: string; inputLabel: string }[] = [
  { value: 'phone', label: 'Mobile', inputLabel: 'Mobile number' },
  { value: 'email', label: 'Email', inputLabel: 'Email address' },
];

const primaryClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-primary px-6 py-2 text-sm font-semibold text-primary-foreground hover:opacity-90 disabled:cursor-wait disabled:opacity-70';
const quietClass = 'min-h-11 text-sm font-semibold underline underline-offset-4 disabled:opacity-60';

/**
 * Sign-in by one-time code (issue 16): the buyer gives a mobile or an email address, we send a 6-digit code,
 * and the code signs them in (the account is made on first use). Errors are shown by the field they concern
 * and announced; nothing typed is lost on an error.
 */
export function SignInForm({ redirect, back, mode = 'sign-in', favourites = null }: SignInFormProps) {
  const [channel, setChannel] = useState<SignInChannel>(mode === 'add-email' ? 'email' : 'phone');
  const texts = MODES[mode];
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'address' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field: 'address' | 'code' | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  // Until the script runs the form can do nothing, and what was typed would be lost as it starts: the
  // controls stay off until then.
  const hydrated = useHydrated();
  const current = CHANNELS.find((entry) => entry.value === channel)!;
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

  const addressError = error?.field === 'address' ? error.message : null;
  const codeError = error?.field === 'code' ? error.message : null;
  const formError = error && error.field === null ? error.message : null;

  return (
    <form onSubmit={submit} noValidate data-testid="sign-in-form">
      <fieldset disabled={!hydrated} className="space-y-5">
        {formError ? (
          <p
            role="alert"
            className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm font-semibold text-red-900"
          >
            {formError}
          </p>
        ) : null}
        <p role="status" className="text-sm">
          {notice}
        </p>
        {step.kind === 'address' ? (
          <>
            <fieldset className="space-y-2" hidden={mode !== 'sign-in'}>
              <legend className="text-sm font-semibold">Send my code by</legend>
              <div className="flex gap-4">
                {CHANNELS.map((entry) => (
                  <label key={entry.value} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="channel"
                      value={entry.value}
                      checked={channel === entry.value}
                      onChange={() => {
                        setChannel(entry.value);
                        setError(null);
                      }}
                      className="size-5"
                    />
                    {entry.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="space-y-1">
              <label htmlFor="sign-in-address" className="block text-sm font-semibold">
                {current.inputLabel}
              </label>
              <input
                id="sign-in-address"
                name="address"
                value={address}
                onChange={(event) => setAddress(event.target.value)}
                type={channel === 'email' ? 'email' : 'tel'}
                inputMode={channel === 'email' ? 'email' : 'tel'}
                autoComplete={channel === 'email' ? 'email' : 'tel'}
                maxLength={320}
                aria-required
                aria-invalid={addressError ? true : undefined}
                aria-describedby={addressError ? errorId('sign-in-address') : undefined}
                className={`${CONTROL_CLASS} ${controlBorder(Boolean(addressError))}`}
              />
              <FieldError id="sign-in-address" message={addressError} />
            </div>
          </>
        ) : (
          <div className="space-y-1">
            <label htmlFor="sign-in-code" className="block text-sm font-semibold">
              6-digit code
            </label>
            <input
              ref={codeInput}
              id="sign-in-code"
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={12}
              aria-required
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? errorId('sign-in-code') : undefined}
              className={`${CONTROL_CLASS} ${controlBorder(Boolean(codeError))} max-w-48 tracking-widest`}
            />
            <FieldError id="sign-in-code" message={codeError} />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <button type="submit" disabled={busy} aria-disabled={busy} className={primaryClass}>
            {busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
            {step.kind === 'address' ? 'Send code' : texts.button}
          </button>
          {step.kind === 'code' ? (
            <>
              <button type="button" disabled={busy} onClick={() => void sendCode()} className={quietClass}>
                Send a new code
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  setStep({ kind: 'address' });
                  setNotice(null);
                  setError(null);
                }}
                className={quietClass}
              >
                Use a different {current.label.toLowerCase()}
              </button>
            </>
          ) : null}
          <a href={back} className={quietClass}>
            Cancel
          </a>
        </div>
      </fieldset>
    </form>
  );
}
