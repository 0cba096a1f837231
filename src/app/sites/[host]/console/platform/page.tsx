import type { Metadata } from 'next';
import { SignOutButton } from '@/components/account/sign-out-button';
import { CreateSiteForm } from '@/components/platform/create-site-form';
import { Container } from '@/components/ui/container';
import { openPlatformPage } from '@/server/platform/platform-page';
import type { ConsoleRouteProps } from '../console-route';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'New dealer site · Platform', robots: { index: false } };

/**
 * /console/platform (decision 066): a platform operator creates a dealer site, the console's `npm run
 * site:create`.
 */
export default async function PlatformRoute({ params }: Pick<ConsoleRouteProps, 'params'>) {
  const { host } = await params;
  const door = await openPlatformPage(host, '/console/platform');
  return (
    <section aria-labelledby="platform-title" className="py-8">
      <Container className="max-w-3xl space-y-6">
        <header className="flex flex-wrap items-end justify-between gap-4 border-b border-foreground/15 pb-4">
          <div>
            <p className="text-sm text-muted">Forecourt platform</p>
            {door.kind === 'operator' ? (
              <p className="text-sm">
                Signed in as <span className="font-semibold">{door.email}</span> (platform operator)
              </p>
            ) : null}
          </div>
          <SignOutButton />
        </header>
        <h1 id="platform-title" className="text-2xl font-bold">
          {door.kind === 'operator' ? 'Create a dealer site' : 'Not a platform operator'}
        </h1>
        {door.kind === 'operator' ? (
          <>
            <p className="text-muted">
              The site starts on the platform’s defaults, answers at once at its own address, and its owner is
              emailed an invitation to its dealer console. docs/onboarding.md has the next steps (stock,
              branding).
            </p>
            <CreateSiteForm />
          </>
        ) : (
          <p>
            This account is not on the platform’s list of operators, so it cannot create sites. Sign in with
            an operator’s email address, or ask an operator to add yours (npm run operator:add).
          </p>
        )}
      </Container>
    </section>
  );
}
