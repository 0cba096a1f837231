'use client';

import { CONTROL_CLASS, controlBorder } from '@/components/form/field-label';
import { FieldError } from '@/components/form/field-error';
import { errorId } from '@/components/form/field-ids';
import type { SignInChannel } from '@/domain/account/sign-in-address';
import { CHANNELS, type ChannelChoice } from './sign-in-modes';

/** The first step: how the code goes (asked only when signing in) and the mobile or email address it goes to. */
export function SignInAddressFields({
  askChannel,
  channel,
  current,
  onChannel,
  address,
  onAddress,
  error,
}: {
  askChannel: boolean;
  channel: SignInChannel;
  current: ChannelChoice;
  onChannel: (channel: SignInChannel) => void;
  address: string;
  onAddress: (address: string) => void;
  error: string | null;
}) {
  return (
    <>
      <fieldset className="space-y-2" hidden={!askChannel}>
        <legend className="text-sm font-semibold">Send my code by</legend>
        <div className="flex gap-4">
          {CHANNELS.map((entry) => (
            <label key={entry.value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="channel"
                value={entry.value}
                checked={channel === entry.value}
                onChange={() => onChannel(entry.value)}
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
          onChange={(event) => onAddress(event.target.value)}
          type={channel === 'email' ? 'email' : 'tel'}
          inputMode={channel === 'email' ? 'email' : 'tel'}
          autoComplete={channel === 'email' ? 'email' : 'tel'}
          maxLength={320}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId('sign-in-address') : undefined}
          className={`${CONTROL_CLASS} ${controlBorder(Boolean(error))}`}
        />
        <FieldError id="sign-in-address" message={error} />
      </div>
    </>
  );
}
