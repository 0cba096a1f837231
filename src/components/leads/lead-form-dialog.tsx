'use client';

import { useId, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { OpenedDialog } from '@/components/ui/opened-dialog';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { Icon } from '@/components/ui/icon';
import type { LeadFormSubject } from '@/domain/lead-forms/setup';
import type { LeadFormKind } from '@/domain/leads';
import { LeadForm } from './lead-form';
import { useFormSetup } from './use-form-setup';

type LeadFormDialogProps = {
  kind: LeadFormKind;
  /** The car or offer the form is about. */
  subject: LeadFormSubject;
  title: string;
  /** The page the link goes to without the modal: offered when the form cannot load. */
  fallbackHref: string;
  /** Escape, the close button or a press outside: the parent stops rendering the dialog. */
  onClose: () => void;
  /** Where focus goes back to when the dialog closes: the link that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

function DialogBody({
  kind,
  subject,
  fallbackHref,
  titleId,
}: Omit<LeadFormDialogProps, 'title' | 'onClose' | 'returnFocusTo'> & { titleId: string }) {
  const state = useFormSetup(kind, subject);
  if (state.status === 'ready') return <LeadForm setup={state.setup} labelledBy={titleId} />;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="text-sm">
        The form could not be loaded.{' '}
        <a href={fallbackHref} className="font-semibold underline underline-offset-2">
          Open it on its own page
        </a>
        .
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <Icon name="loader-circle" className="size-4 animate-spin" />
      Loading the form…
    </p>
  );
}

/**
 * A search card's Quick Enquiry or Book a Test Drive form for one car, or an offer card's enquiry about one
 * offer (H-28), in a modal (focus kept inside).
 */
export function LeadFormDialog({ title, onClose, returnFocusTo, ...body }: LeadFormDialogProps) {
  const titleId = `lead-dialog-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <OpenedDialog
      onClose={onClose}
      opener={returnFocusTo}
      // The title keeps our id (the form is labelled by it too), so the dialog names it itself.
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 overflow-y-auto bg-background text-foreground shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-full sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between border-b border-foreground/10 bg-background p-4">
        <Dialog.Title id={titleId} className="text-lg font-bold">
          {title}
        </Dialog.Title>
        <DialogCloseButton label={`Close ${title}`} />
      </div>
      <div className="p-4">
        <DialogBody {...body} titleId={titleId} />
      </div>
    </OpenedDialog>
  );
}
