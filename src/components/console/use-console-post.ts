'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

const OFFLINE = 'We could not reach the server. Check your connection and try again.';

export type ConsolePostState = {
  busy: boolean;
  /**
   * Busy, or not yet hydrated: the form's buttons are disabled then, since a click before the script runs would
   * submit the form natively and reload the page, losing what was typed or chosen (the photos picked).
   */
  locked: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  /** What the last successful post said, for the form's status line. */
  done: string | null;
  /** The last successful answer itself (an import's report). */
  answer: Record<string, unknown> | null;
  /** Sends JSON, or a FormData as a multipart form (the browser writes its boundary). */
  post: (
    body: Record<string, unknown> | FormData,
    doneText: (answer: Record<string, unknown>) => string,
  ) => Promise<boolean>;
};

/**
 * POSTs a console form's JSON (or files) to its endpoint; on success the page's server data is drawn again (the lead's
 * history, the stock list) and `done` says what happened; a refusal comes back as the server's own words.
 */
export function useConsolePost(endpoint: string): ConsolePostState {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Record<string, unknown> | null>(null);

  async function post(
    body: Record<string, unknown> | FormData,
    doneText: (answer: Record<string, unknown>) => string,
  ) {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    setDone(null);
    setAnswer(null);
    const isForm = body instanceof FormData;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: isForm ? {} : { 'content-type': 'application/json' },
        body: isForm ? body : JSON.stringify(body),
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
      setAnswer(answer);
      router.refresh();
      return true;
    } catch {
      setError(OFFLINE);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, locked: busy || !hydrated, error, fieldErrors, done, answer, post };
}
