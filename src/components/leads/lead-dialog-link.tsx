'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { LeadFormSubject } from '@/domain/lead-forms/setup';
import type { LeadFormKind } from '@/domain/leads';
import { isPlainLeftClick } from '@/components/ui/plain-left-click';
import { preloader } from '@/components/ui/lazy-component';
import type { LeadFormDialog as LeadFormDialogComponent } from './lead-form-dialog';

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
 * The dialog and the whole lead form behind it (fields, captcha, schemas) are a chunk of their own, fetched
 * when a buyer points at, focuses or presses a link: pages with many cards must not load a form nobody opened
 * (decision 042, Lighthouse). The import is cached, so every link shares one fetch.
 */
const loadDialog = () => import('./lead-form-dialog').then((module) => module.LeadFormDialog);
const preload = preloader(loadDialog);

type Dialog =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'open'; component: typeof LeadFormDialogComponent };

/**
 * A link to a car's (or offer's) form page that opens the form in a modal instead once the page's script
 * runs; without script (or with a modifier key, to open a tab) it stays an ordinary link, and so it does when
 * the dialog's code cannot be fetched.
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
  const [dialog, setDialog] = useState<Dialog>({ status: 'closed' });
  const linkRef = useRef<HTMLAnchorElement | null>(null);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    if (dialog.status === 'loading') return;
    setDialog({ status: 'loading' });
    loadDialog().then(
      (component) => setDialog({ status: 'open', component }),
      () => window.location.assign(href),
    );
  };
  const LeadFormDialog = dialog.status === 'open' ? dialog.component : null;
  return (
    <>
      <a
        ref={linkRef}
        href={href}
        onClick={onClick}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-busy={dialog.status === 'loading' || undefined}
        aria-label={ariaLabel}
        className={className}
      >
        {children}
      </a>
      {LeadFormDialog ? (
        <LeadFormDialog
          kind={kind}
          subject={subject}
          title={title}
          fallbackHref={href}
          onClose={() => setDialog({ status: 'closed' })}
          returnFocusTo={linkRef}
        />
      ) : null}
    </>
  );
}
