'use client';

import type { RefObject } from 'react';
import { CONTROL_CLASS, controlBorder } from '@/components/form/field-label';
import { FieldError } from '@/components/form/field-error';
import { errorId } from '@/components/form/field-ids';

/** The second step: the 6-digit code that was sent. */
export function SignInCodeField({
  inputRef,
  code,
  onCode,
  error,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  code: string;
  onCode: (code: string) => void;
  error: string | null;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor="sign-in-code" className="block text-sm font-semibold">
        6-digit code
      </label>
      <input
        ref={inputRef}
        id="sign-in-code"
        name="code"
        value={code}
        onChange={(event) => onCode(event.target.value)}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={12}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId('sign-in-code') : undefined}
        className={`${CONTROL_CLASS} ${controlBorder(Boolean(error))} max-w-48 tracking-widest`}
      />
      <FieldError id="sign-in-code" message={error} />
    </div>
  );
}
