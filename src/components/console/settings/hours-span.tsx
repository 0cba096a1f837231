'use client';

import { consoleControl } from '../console-field';
import { InlineAlert } from '@/components/ui/inline-alert';

export type Span = { open: boolean; opens: string; closes: string };

/** A day's hours: open or closed, and when open, from and to (24-hour times, as the browser's time inputs give). */
export function HoursSpan({
  idPrefix,
  label,
  span,
  errors,
  onChange,
}: {
  idPrefix: string;
  label: string;
  span: Span;
  errors: { opens: string | undefined; closes: string | undefined };
  onChange: (span: Span) => void;
}) {
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2"
      role="group"
      aria-labelledby={`${idPrefix}-label`}
    >
      <span id={`${idPrefix}-label`} className="w-32 font-semibold">
        {label}
      </span>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={span.open}
          onChange={(event) => onChange({ ...span, open: event.target.checked })}
          className="size-4"
        />
        Open
      </label>
      {span.open ? (
        <>
          <label className="flex items-center gap-2 text-sm">
            From
            <input
              id={`${idPrefix}-opens`}
              type="time"
              value={span.opens}
              onChange={(event) => onChange({ ...span, opens: event.target.value })}
              aria-invalid={errors.opens ? true : undefined}
              className={`${consoleControl(errors.opens)} w-36`}
            />
          </label>
          <label className="flex items-center gap-2 text-sm">
            To
            <input
              id={`${idPrefix}-closes`}
              type="time"
              value={span.closes}
              onChange={(event) => onChange({ ...span, closes: event.target.value })}
              aria-invalid={errors.closes ? true : undefined}
              className={`${consoleControl(errors.closes)} w-36`}
            />
          </label>
        </>
      ) : (
        <span className="text-sm text-muted">Closed</span>
      )}
      <div className="basis-full">
        <InlineAlert message={errors.opens ?? errors.closes ?? null} />
      </div>
    </div>
  );
}
