import Link from 'next/link';
import type { SettingsOverviewEntry } from '@/server/console/settings/settings-overview';

/** The settings index: each section with what it covers, and a mark where a saved draft waits to be published. */
export function SettingsOverview({ entries }: { entries: readonly SettingsOverviewEntry[] }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Site settings</h1>
      <p className="text-muted">
        Change a section, save it as a draft, check the preview, then publish it. Buyers see nothing until you
        do.
      </p>
      <ul className="divide-y divide-foreground/10 rounded-lg border border-foreground/15">
        {entries.map((entry) => (
          <li key={entry.href} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div>
              <Link href={entry.href} prefetch={false} className="font-semibold text-primary underline">
                {entry.label}
              </Link>
              {entry.detail ? <p className="text-sm text-muted">{entry.detail}</p> : null}
            </div>
            {entry.hasDraft ? (
              <span className="rounded bg-accent px-2 py-1 text-sm font-semibold text-accent-foreground">
                Draft not published
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
