import { Container } from '@/components/ui/container';
import { SIGN_IN_PURPOSES, type SignInQuery } from '@/domain/account/sign-in-url';
import { SignInForm } from './sign-in-form';

const HEADING_ID = 'sign-in-heading';

/** The sign-in page: what signing in is for, then the code form. */
export function SignInPage({ siteName, query }: { siteName: string; query: SignInQuery }) {
  return (
    <section aria-labelledby={HEADING_ID} className="py-10">
      <Container>
        <div className="mx-auto max-w-md space-y-4">
          <h1 id={HEADING_ID} className="text-3xl font-bold tracking-tight">
            Sign in to {siteName}
          </h1>
          <p data-testid="sign-in-purpose">{SIGN_IN_PURPOSES[query.type]}</p>
          <p className="text-sm text-muted">
            No password: we send you a one-time code. If you are new here, signing in makes your account.
          </p>
          <noscript>
            <p className="font-semibold">
              Signing in needs JavaScript, which is switched off in this browser.
            </p>
          </noscript>
          <SignInForm redirect={query.redirect} back={query.back} />
        </div>
      </Container>
    </section>
  );
}
