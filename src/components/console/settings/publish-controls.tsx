'use client';

import { useRouter } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import { FormStatus } from '../form-status';
import { useConsolePost } from '../use-console-post';

/**
 * Publish or discard the section's saved draft. Shown only while there is one: what is published is what the
 * preview shows, never the form's unsaved edits.
 */
export function PublishControls({ section }: { section: string }) {
  const publish = useConsolePost('/api/console/settings/publish');
  const discard = useConsolePost('/api/console/settings/discard');
  const router = useRouter();
  const busy = publish.busy || discard.busy;
  const publishDraft = async () => {
    let href: unknown;
    const published = await publish.post({ section }, (answer) => {
      href = answer.href;
      return 'Published. Buyers see it on the site now.';
    });
    // A new page, offer or promotion has its own console page from now on.
    if (published && typeof href === 'string') router.push(href);
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} className="btn btn-primary" onClick={() => void publishDraft()}>
          {publish.busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
          {publish.busy ? 'Publishing…' : 'Publish'}
        </button>
        <button
          type="button"
          disabled={busy}
          className="btn btn-outline"
          onClick={() =>
            void discard.post({ section }, () => 'Draft discarded. The form shows what is published.')
          }
        >
          Discard draft
        </button>
      </div>
      <FormStatus error={publish.error ?? discard.error} done={publish.done ?? discard.done} />
    </div>
  );
}
