'use client';

import { sameSitePath } from '@/domain/navigation/same-site-path';
import { parseRememberedDetails } from '@/domain/lead-forms/remembered';
import { siteStorageKey } from '@/domain/storage/site-storage';
import { ButtonLink } from '@/components/ui/button-link';
import { removeStoredValue, useStoredValue } from '@/components/ui/use-stored-value';

/** Only a path of this site: a stored value is never trusted as a link elsewhere. */
function ownPath(path: string | null): string | null {
  const own = sameSitePath(path);
  return own === '/success' ? null : own;
}

/**
 * The /success page's browser-only parts (H-21, H-22, decision 3): the way back to the page the form was
 * sent from, and 'Forget my details' when this browser keeps them. What was sent is the server's
 * (decision 052).
 */
export function SuccessDetails({ siteId }: { siteId: number }) {
  const [path] = useStoredValue(siteStorageKey(siteId, 'success-path'));
  const detailsKey = siteStorageKey(siteId, 'user-details');
  const [details] = useStoredValue(detailsKey);
  const backPath = ownPath(path);
  return (
    <div className="space-y-6">
      {parseRememberedDetails(details) ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-foreground/5 p-3 text-sm">
          <p>Your name, email and phone are saved in this browser to fill in your next enquiry.</p>
          <button
            type="button"
            onClick={() => removeStoredValue(detailsKey)}
            className="min-h-11 rounded-md px-3 font-semibold underline underline-offset-2"
          >
            Forget my details
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {backPath ? <ButtonLink href={backPath}>Back to where you were</ButtonLink> : null}
        <ButtonLink href="/" variant={backPath ? 'outline' : 'primary'}>
          Back to the home page
        </ButtonLink>
      </div>
    </div>
  );
}
