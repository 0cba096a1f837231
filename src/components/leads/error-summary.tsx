'use client';

import type { MouseEvent } from 'react';
import { FORM_ERRORS_TITLE, type FieldError } from '@/domain/leads';

type ErrorSummaryProps = {
  errors: readonly FieldError[];
  /** The DOM id of a field's control, for the links. */
  idOf: (field: string) => string;
  focusRef: (element: HTMLElement | null) => void;
};

/** H-26: 'Please fix the following errors:' and a list, each line a link that moves focus to its field. */
export function ErrorSummary({ errors, idOf, focusRef }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const control = document.getElementById(idOf(field));
    if (!control) return;
    event.preventDefault();
    control.focus();
    control.scrollIntoView({ block: 'center' });
  };
  return (
    <div
      ref={focusRef}
      role="alert"
      tabIndex={-1}
      data-testid="form-error-summary"
      className="space-y-2 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{FORM_ERRORS_TITLE}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${idOf(error.field)}`}
              onClick={(event) => focusField(event, error.field)}
              className="underline underline-offset-2"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
