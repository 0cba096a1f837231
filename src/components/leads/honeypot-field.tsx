import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '@/domain/anti-spam/honeypot';

/**
 * The field people never see or reach (off-screen, out of the tab order, hidden from screen readers, no
 * autofill); a bot that fills every input fills it too, and its lead is stored flagged (decision 009).
 */
export function HoneypotField({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
