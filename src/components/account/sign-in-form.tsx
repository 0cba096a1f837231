'use client';

import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { useHydrated } from '@/components/ui/use-hydrated';
import { SignInActions } from './sign-in-actions';
import { SignInAddressFields } from './sign-in-address-fields';
import { SignInCodeField } from './sign-in-code-field';
import { CHANNELS, type SignInMode } from './sign-in-modes';
import { useSignIn } from './use-sign-in';

export type { SignInMode } from './sign-in-modes';

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

/**
 * Sign-in by one-time code (decision 050): the buyer gives a mobile or an email address, we send a 6-digit
 * code, and the code signs them in (the account is made on first use). Errors are shown by the field they
 * concern and announced; nothing typed is lost on an error.
 */
export function SignInForm({ redirect, back, mode = 'sign-in', favourites = null }: SignInFormProps) {
  // Until the script runs the form can do nothing, and what was typed would be lost as it starts: the
  // controls stay off until then.
  const hydrated = useHydrated();
  const signIn = useSignIn({ redirect, mode, favourites });
  const current = CHANNELS.find((entry) => entry.value === signIn.channel)!;
  return (
    <form onSubmit={signIn.submit} noValidate data-testid="sign-in-form">
      <fieldset disabled={!hydrated} className="space-y-5">
        {signIn.formError ? (
          <p
            role="alert"
            className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm font-semibold text-red-900"
          >
            {signIn.formError}
          </p>
        ) : null}
        <p role="status" className="text-sm">
          {signIn.notice}
        </p>
        {signIn.step.kind === 'address' ? (
          <SignInAddressFields
            askChannel={mode === 'sign-in'}
            channel={signIn.channel}
            current={current}
            onChannel={signIn.chooseChannel}
            address={signIn.address}
            onAddress={signIn.setAddress}
            error={signIn.addressError}
          />
        ) : (
          <SignInCodeField
            inputRef={signIn.codeInput}
            code={signIn.code}
            onCode={signIn.setCode}
            error={signIn.codeError}
          />
        )}
        <SignInActions
          busy={signIn.busy}
          codeSent={signIn.step.kind === 'code'}
          submitLabel={signIn.texts.button}
          channelLabel={current.label}
          back={back}
          onResend={() => void signIn.sendCode()}
          onStartOver={signIn.startOver}
        />
      </fieldset>
    </form>
  );
}
