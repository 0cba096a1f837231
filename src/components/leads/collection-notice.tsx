import Link from 'next/link';

/**
 * Decision 015 (APP 5): what the form collects and why, said where the buyer sends it, with the site's
 * privacy policy linked when it has one.
 */
export function CollectionNotice({ privacyPolicyHref }: { privacyPolicyHref: string | null }) {
  return (
    <p className="text-xs text-muted">
      We use the details you give us only to answer this request, and pass them only to the people who can
      help you.
      {privacyPolicyHref ? (
        <>
          {' '}
          Read our{' '}
          <Link href={privacyPolicyHref} className="underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </>
      ) : null}
    </p>
  );
}
