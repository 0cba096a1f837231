import { useState } from 'react';

/**
 * A form field's draft that starts at `value` and starts over whenever `value` itself changes (Back/Forward,
 * a chip, 'Clear all' changed the URL), while the buyer's unsent edits otherwise stay. The state is adjusted
 * while rendering, as React advises, not in an effect that would paint the stale text once.
 */
export function useDraft<T>(value: T): [T, (next: T) => void] {
  const [draft, setDraft] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (!Object.is(value, followed)) {
    setFollowed(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
