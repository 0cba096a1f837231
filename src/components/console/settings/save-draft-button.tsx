import { Icon } from '@/components/ui/icon';
import { FormStatus } from '../form-status';

/** The foot of every settings form: Save draft, with what the server said. */
export function SaveDraftButton({
  busy,
  error,
  done,
}: {
  busy: boolean;
  error: string | null;
  done: string | null;
}) {
  return (
    <div className="space-y-2">
      <button type="submit" disabled={busy} className="btn btn-primary">
        {busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
        {busy ? 'Saving…' : 'Save draft and preview'}
      </button>
      <FormStatus error={error} done={done} />
    </div>
  );
}
