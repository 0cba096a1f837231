import type { ReactNode } from 'react';
import { CONTROL_CLASS, controlBorder } from '@/components/form/field-label';
import { InlineAlert } from '@/components/ui/inline-alert';

/** A console form's labelled control with its problem under it (announced by InlineAlert). */
export function ConsoleField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <InlineAlert message={error ?? null} />
    </div>
  );
}

/** A text control's classes: the field style, red-bordered while it has a problem. */
export const consoleControl = (error: string | undefined) =>
  `${CONTROL_CLASS} ${controlBorder(Boolean(error))}`;
