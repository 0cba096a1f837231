'use client';

/** H-26: a form-level error as one destructive alert. */
export function FormAlert({
  message,
  focusRef,
}: {
  message: string | null;
  focusRef: (element: HTMLElement | null) => void;
}) {
  if (!message) return null;
  return (
    <div
      ref={focusRef}
      role="alert"
      tabIndex={-1}
      data-testid="form-alert"
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm font-semibold text-red-900"
    >
      {message}
    </div>
  );
}
