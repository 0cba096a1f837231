'use client';

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
  const busy = publish.busy || discard.busy;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          className="btn btn-primary"
          onClick={() => void publish.post({ section }, () => 'Published. Buyers see it on the site now.')}
        >
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
