import { buttonLinkClass } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

type UnsubscribePageProps = {
  siteName: string;
  manageHref: string;
  /** The form's target: the one-click address with the link's token. */
  action: string;
  /** What the link stops, in words; null when the link is not valid. */
  what: string | null;
  /** Whether to offer 'Stop all alert emails' beside it (not when that is what the link stops). */
  canStopAll: boolean;
  done: boolean;
};

const HEADING_ID = 'unsubscribe-heading';
/** Works without JavaScript: each choice is a form posted to the one-click address, which sends the buyer back. */
function Choices({
  siteName,
  action,
  canStopAll,
}: Pick<UnsubscribePageProps, 'siteName' | 'action' | 'canStopAll'>) {
  return (
    <div className="flex flex-wrap gap-3">
      <form method="post" action={action}>
        <input type="hidden" name="from" value="page" />
        <button type="submit" className={buttonLinkClass('primary')}>
          Unsubscribe
        </button>
      </form>
      {canStopAll ? (
        <form method="post" action={action}>
          <input type="hidden" name="from" value="page" />
          <input type="hidden" name="scope" value="all" />
          <button type="submit" className={buttonLinkClass('outline')}>
            Stop all alert emails from {siteName}
          </button>
        </form>
      ) : null}
    </div>
  );
}

/** /alerts/unsubscribe: what the link stops, a button to stop it, and then what was stopped. */
export function UnsubscribePage(props: UnsubscribePageProps) {
  const { siteName, manageHref, what, done } = props;
  const heading = what === null ? 'Unsubscribe' : done ? 'You are unsubscribed' : 'Stop alert emails?';
  return (
    <section aria-labelledby={HEADING_ID} className="py-10">
      <Container className="max-w-2xl space-y-5">
        <h1 id={HEADING_ID} className="text-3xl font-bold tracking-tight">
          {heading}
        </h1>
        {what === null ? (
          <p role="alert">This unsubscribe link is not valid. You can turn alerts off in My Garage.</p>
        ) : done ? (
          <p role="status" data-testid="unsubscribed">
            We will send you no more {what} from {siteName}.
          </p>
        ) : (
          <>
            <p>
              Stop {what} from {siteName}?
            </p>
            <Choices {...props} />
          </>
        )}
        <p>
          <a href={manageHref} className="font-semibold underline underline-offset-4">
            Manage alerts in My Garage
          </a>
        </p>
      </Container>
    </section>
  );
}
