'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { LeadFormSubject } from '@/domain/lead-forms/setup';
import type { LeadFormKind } from '@/domain/leads';
import { isPlainLeftClick } from '@/components/search/search-navigation';
import { LeadFormDialog } from './lead-form-dialog';

type LeadDialogLinkProps = {
  kind: LeadFormKind;
  /** The car or offer the form is about. */
  subject: LeadFormSubject;
  href: string;
  className: string;
  children: ReactNode;
  /** The dialog's title; the link's own text by default. */
  title: string;
  /** The link's accessible name when its text alone does not say what it is about (e.g. which offer). */
  'aria-label'?: string;
};

/**
 * A link to a car's (or offer's) form page that opens the form in a modal instead once the page's script
 * runs; without script (or with a modifier key, to open a tab) it stays an ordinary link.
 */
export function LeadDialogLink({
  kind,
  subject,
  href,
  className,
  children,
  title,
  'aria-label': ariaLabel,
}: LeadDialogLinkProps) {
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement | null>(null);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a
        ref={linkRef}
        href={href}
        onClick={onClick}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        className={className}
      >
        {children}
      </a>
      {open ? (
        <LeadFormDialog
          kind={kind}
          subject={subject}
          title={title}
          fallbackHref={href}
          onOpenChange={setOpen}
          returnFocusTo={linkRef}
        />
      ) : null}
    </>
  );
}
