import type { ReactNode } from 'react';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import type { SettingsEdit } from '@/domain/console/settings/settings-edit';
import { PublishControls } from './publish-controls';

type SettingsEditorProps = {
  title: string;
  intro: string;
  section: string;
  edit: SettingsEdit;
  timeZone: string;
  /** The section's form; keyed by the page so a saved, published or discarded draft redraws it. */
  form: ReactNode;
  preview: ReactNode;
  /** Below the history: a page, offer or promotion's Remove. */
  footer?: ReactNode;
};

const when = (date: Date, timeZone: string) => formatZonedDateTime(date, timeZone);

/**
 * Every settings section's page: the form (saved as a draft), the preview of the saved draft, Publish and
 * Discard while there is a draft, and who published the section when.
 */
export function SettingsEditor({
  title,
  intro,
  section,
  edit,
  timeZone,
  form,
  preview,
  footer,
}: SettingsEditorProps) {
  const latest = edit.history[0];
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{intro}</p>
        <p role="status" className="text-sm font-semibold">
          {edit.draft
            ? `Draft saved ${when(edit.draft.savedAt, timeZone)} by ${edit.draft.savedBy}: not published yet.`
            : latest
              ? `No unpublished changes. Last published ${when(latest.publishedAt, timeZone)} by ${latest.publishedBy}.`
              : 'No unpublished changes.'}
        </p>
      </div>
      {form}
      <section aria-labelledby="settings-preview-heading" className="space-y-4">
        <h2 id="settings-preview-heading" className="text-xl font-bold">
          {edit.draft ? 'Preview of your draft' : 'Preview (as published)'}
        </h2>
        {preview}
        {edit.draft ? <PublishControls section={section} /> : null}
      </section>
      {edit.history.length > 0 ? (
        <section aria-labelledby="settings-history-heading" className="space-y-2">
          <h2 id="settings-history-heading" className="text-xl font-bold">
            Published
          </h2>
          <ul className="space-y-1 text-sm">
            {edit.history.map((entry) => (
              <li key={entry.publishedAt.toISOString() + entry.publishedBy}>
                {when(entry.publishedAt, timeZone)} by {entry.publishedBy}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {footer}
    </div>
  );
}
