'use client';

import { Icon } from '@/components/ui/icon';

const primaryClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-primary px-6 py-2 text-sm font-semibold text-primary-foreground hover:opacity-90 disabled:cursor-wait disabled:opacity-70';
const quietClass = 'min-h-11 text-sm font-semibold underline underline-offset-4 disabled:opacity-60';

/** Submit (send the code, then sign in or add), once a code is sent a new one or another address, and Cancel. */
export function SignInActions({
  busy,
  codeSent,
  submitLabel,
  channelLabel,
  back,
  onResend,
  onStartOver,
}: {
  busy: boolean;
  codeSent: boolean;
  submitLabel: string;
  channelLabel: string;
  back: string;
  onResend: () => void;
  onStartOver: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <button type="submit" disabled={busy} aria-disabled={busy} className={primaryClass}>
        {busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
        {!codeSent ? 'Send code' : submitLabel}
      </button>
      {codeSent ? (
        <>
          <button type="button" disabled={busy} onClick={onResend} className={quietClass}>
            Send a new code
          </button>
          <button type="button" disabled={busy} onClick={onStartOver} className={quietClass}>
            Use a different {channelLabel.toLowerCase()}
          </button>
        </>
      ) : null}
      <a href={back} className={quietClass}>
        Cancel
      </a>
    </div>
  );
}
