import type { ReactNode } from 'react';
import { Container } from './container';
import { SmartLink } from './smart-link';

type SectionProps = {
  id?: string;
  title: string;
  /** An optional 'see all' link beside the heading. */
  action?: { label: string; href: string };
  children: ReactNode;
  className?: string;
};

/** A titled home-page band; the heading labels the region for assistive technology. */
export function Section({ id, title, action, children, className = '' }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 py-10 sm:py-14 ${className}`}>
      <Container>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {action ? (
            <SmartLink
              href={action.href}
              className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {action.label}
            </SmartLink>
          ) : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
