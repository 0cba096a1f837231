'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { LeadFormKind } from '@/domain/leads';
import { isPlainLeftClick } from '@/components/search/search-navigation';
import { LeadFormDialog } from './lead-form-dialog';

type LeadDialogLinkProps = {
  kind: LeadFormKind;
  carId: number;
  href: string;
  className: string;
  children: ReactNode;
  /** The dialog's title; the link's own text by default. */
  title: string;
};

/**
 * A link to a car's form page that opens the form in a modal instead once the page's script runs; without
 * script (or with a modifier key, to open a tab) it stays an ordinary link.
 */
export function LeadDialogLink({ kind, carId, href, className, children, title }: LeadDialogLinkProps) {
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement | null>(null);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a ref={linkRef} href={href} onClick={onClick} aria-haspopup="dialog" className={className}>
        {children}
      </a>
      {open ? (
        <LeadFormDialog
          kind={kind}
          carId={carId}
          title={title}
          fallbackHref={href}
          onOpenChange={setOpen}
          returnFocusTo={linkRef}
        />
      ) : null}
    </>
  );
}
