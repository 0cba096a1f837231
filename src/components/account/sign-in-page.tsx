import { Container } from '@/components/ui/container';
import { SIGN_IN_PURPOSES, type SignInQuery } from '@/domain/account/sign-in-url';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { SignInForm, type SignInMode } from './sign-in-form';

const HEADING_ID = 'sign-in-heading';

const ADD_ADDRESS_TEXTS = {
  'add-phone': {
    heading: 'Add your mobile',
    purpose:
      'Your watchlist needs a mobile number on your account. We send it a one-time code to check it is yours.',
  },
  'add-email': {
    heading: 'Add your email address',
    purpose: 'Alerts are sent by email. We send your address a one-time code to check it is yours.',
  },
} as const;

type SignInPageProps = {
  siteName: string;
  query: SignInQuery;
  /**
   * 'add-phone': the buyer is signed in but the watchlist needs a mobile on their account (I-1); 'add-email':
   * alerts need an email address on an account made by a mobile code.
   */
  mode: SignInMode;
  favourites: FavouritesDto | null;
};

/** The sign-in page: what signing in is for, then the code form. */
export function SignInPage({ siteName, query, mode, favourites }: SignInPageProps) {
  const { heading, purpose } =
    mode === 'sign-in'
      ? { heading: `Sign in to ${siteName}`, purpose: SIGN_IN_PURPOSES[query.type] }
      : ADD_ADDRESS_TEXTS[mode];
  return (
    <section aria-labelledby={HEADING_ID} className="py-10">
      <Container>
        <div className="mx-auto max-w-md space-y-4">
          <h1 id={HEADING_ID} className="text-3xl font-bold tracking-tight">
            {heading}
          </h1>
          <p data-testid="sign-in-purpose">{purpose}</p>
          {mode === 'sign-in' ? (
            <p className="text-sm text-muted">
              No password: we send you a one-time code. If you are new here, signing in makes your account.
            </p>
          ) : null}
          <noscript>
            <p className="font-semibold">
              Signing in needs JavaScript, which is switched off in this browser.
            </p>
          </noscript>
          <SignInForm redirect={query.redirect} back={query.back} mode={mode} favourites={favourites} />
        </div>
      </Container>
    </section>
  );
}
