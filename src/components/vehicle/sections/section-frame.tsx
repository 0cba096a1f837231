import type { ReactNode } from 'react';

type SectionFrameProps = {
  /** The section's anchor; its heading gets `{id}-heading` and labels the region. */
  id: string;
  title: string;
  children: ReactNode;
};

/** The titled band every content section below the vehicle gallery sits in (D-27). */
export function SectionFrame({ id, title, children }: SectionFrameProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 border-t border-foreground/10 py-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
