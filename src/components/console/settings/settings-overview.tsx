import Link from 'next/link';
import type { SettingsOverviewGroup } from '@/domain/console/settings/overview-view';

const DRAFT_MARK = 'rounded bg-accent px-2 py-1 text-sm font-semibold text-accent-foreground';

/** One group of the index: its sections, each with what it covers and a mark where a draft waits. */
function OverviewGroup({ group }: { group: SettingsOverviewGroup }) {
  const headingId = `settings-group-${group.title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          {group.title}
        </h2>
        {group.add ? (
          <span className="flex items-center gap-2">
            <Link href={group.add.href} prefetch={false} className="btn btn-outline">
              {group.add.label}
            </Link>
            {group.add.hasDraft ? <span className={DRAFT_MARK}>Draft not published</span> : null}
          </span>
        ) : null}
      </div>
      {group.entries.length === 0 ? (
        <p className="text-muted">None yet.</p>
      ) : (
        <ul className="divide-y divide-foreground/10 rounded-lg border border-foreground/15">
          {group.entries.map((entry) => (
            <li key={entry.href} className="flex flex-wrap items-center justify-between gap-2 p-4">
              <div>
                <Link href={entry.href} prefetch={false} className="font-semibold text-primary underline">
                  {entry.label}
                </Link>
                {entry.detail ? <p className="text-sm text-muted">{entry.detail}</p> : null}
              </div>
              {entry.hasDraft ? <span className={DRAFT_MARK}>Draft not published</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The settings index: each group of sections, and where a saved draft waits to be published. */
export function SettingsOverview({ groups }: { groups: readonly SettingsOverviewGroup[] }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Site settings</h1>
      <p className="text-muted">
        Change a section, save it as a draft, check the preview, then publish it. Buyers see nothing until you
        do.
      </p>
      {groups.map((group) => (
        <OverviewGroup key={group.title} group={group} />
      ))}
    </div>
  );
}
