import Link from 'next/link';
import type { ReactNode } from 'react';
import { ROLE_LABELS, type StaffRole } from '@/domain/console/staff-roles';
import { Container } from '@/components/ui/container';
import { SignOutButton } from '@/components/account/sign-out-button';

export type ConsoleNavItem = { href: string; label: string };

/** Every console page's frame: where you are, who you are signed in as, and the sections your role opens. */
export function ConsoleShell({
  siteName,
  staff,
  nav,
  current,
  children,
}: {
  siteName: string;
  staff: { email: string; role: StaffRole };
  nav: readonly ConsoleNavItem[];
  current: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="console-title" className="py-8">
      <Container className="space-y-6">
        <header className="flex flex-wrap items-end justify-between gap-4 border-b border-foreground/15 pb-4">
          <div>
            <p className="text-sm text-muted">{siteName} · Dealer console</p>
            <p className="text-sm">
              Signed in as <span className="font-semibold">{staff.email}</span> ({ROLE_LABELS[staff.role]})
            </p>
          </div>
          <SignOutButton />
        </header>
        <nav aria-label="Console">
          <ul className="flex gap-2">
            {nav.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  prefetch={false}
                  aria-current={item.href === current ? 'page' : undefined}
                  className="btn btn-outline aria-[current=page]:bg-foreground aria-[current=page]:text-background"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </Container>
    </section>
  );
}

/** What a signed-in account that may not use this page sees: why, and nothing of the site's data. */
export function ConsoleDenied({ siteName, reason }: { siteName: string; reason: 'not-staff' | 'role' }) {
  return (
    <section aria-labelledby="console-denied" className="py-16">
      <Container className="max-w-2xl space-y-4">
        <h1 id="console-denied" className="text-3xl font-bold tracking-tight">
          {reason === 'role' ? 'Your role cannot open this page' : 'Not a staff account'}
        </h1>
        <p>
          {reason === 'role'
            ? `Your staff role at ${siteName} does not include this part of the dealer console. Ask the site's owner if you need it.`
            : `This account is not on ${siteName}'s staff list. Sign in with the email address the site's owner invited, or ask them to invite this one.`}
        </p>
        <SignOutButton />
      </Container>
    </section>
  );
}
