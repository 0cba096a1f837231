'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

const OFFLINE = 'We could not reach the server. Check your connection and try again.';

export type ConsolePostState = {
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  /** What the last successful post said, for the form's status line. */
  done: string | null;
  post: (
    body: Record<string, unknown>,
    doneText: (answer: Record<string, unknown>) => string,
  ) => Promise<boolean>;
};

/**
 * POSTs a console form's JSON to its endpoint; on success the page's server data is drawn again (the lead's
 * history, the stock list) and `done` says what happened; a refusal comes back as the server's own words.
 */
export function useConsolePost(endpoint: string): ConsolePostState {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);

  async function post(body: Record<string, unknown>, doneText: (answer: Record<string, unknown>) => string) {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    setDone(null);
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) {
        setError(typeof answer.error === 'string' ? answer.error : `Not saved (HTTP ${response.status}).`);
        if (answer.fieldErrors && typeof answer.fieldErrors === 'object')
          setFieldErrors(answer.fieldErrors as Record<string, string>);
        return false;
      }
      setDone(doneText(answer));
      router.refresh();
      return true;
    } catch {
      setError(OFFLINE);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, fieldErrors, done, post };
}
