'use client';

import { Icon } from '@/components/ui/icon';

type FormActionsProps = {
  isFirstStep: boolean;
  isLastStep: boolean;
  submitting: boolean;
  submitLabel: string;
  onBack: () => void;
  onNext: () => void;
};

/** Back / Next between steps; the last step's button submits (H-4) and shows a spinner while sending (H-5). */
export function FormActions({
  isFirstStep,
  isLastStep,
  submitting,
  submitLabel,
  onBack,
  onNext,
}: FormActionsProps) {
  const primary =
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-primary px-6 py-2 text-sm font-semibold text-primary-foreground hover:opacity-90 disabled:cursor-wait disabled:opacity-70';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {isFirstStep ? null : (
        <button
          type="button"
          onClick={onBack}
          disabled={submitting}
          className="inline-flex min-h-11 items-center rounded-md border border-current px-5 text-sm font-semibold"
        >
          Back
        </button>
      )}
      {isLastStep ? (
        // Distinct keys: React must not turn the clicked Next button into this submit button, or the
        // click that moved to the last step would submit the form too.
        <button
          key="submit"
          type="submit"
          disabled={submitting}
          aria-disabled={submitting}
          className={primary}
        >
          {submitting ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
          {submitting ? 'Sending…' : submitLabel}
        </button>
      ) : (
        <button key="next" type="button" onClick={onNext} className={primary}>
          Next
        </button>
      )}
    </div>
  );
}
