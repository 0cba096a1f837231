import type { ReactNode } from 'react';

/** A titled part of a lead's page, labelled by its heading (the id is made from the title). */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `lead-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-lg border border-foreground/15 p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs as a definition list, or 'None.' */
export function Rows({ rows }: { rows: [string, string][] }) {
  if (rows.length === 0) return <p className="text-muted">None.</p>;
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
