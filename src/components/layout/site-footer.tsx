import Link from 'next/link';
import type { SiteFooterDto } from '@/domain/site-chrome/site-chrome';
import { Container } from '@/components/ui/container';
import { SocialLinks } from './social-links';

export type SiteFooterProps = SiteFooterDto;

/** S2 §2 footer groups (B-5..B-8), social links, the site's name and address, and the copyright line. */
export function SiteFooter({
  siteName,
  address,
  groups,
  facebookUrl,
  instagramUrl,
  year,
  anchorId = 'site-footer',
}: SiteFooterProps & { anchorId?: string | null }) {
  // The mobile menu's 'Contact' jumps here; a second footer (the console's preview) has no anchor of its own.
  return (
    <footer id={anchorId ?? undefined} className="bg-footer text-footer-foreground">
      <Container className="grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="footer-group">
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-footer-foreground/15">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold">{siteName}</p>
            {address ? <address className="not-italic opacity-85">{address}</address> : null}
            <p className="mt-1 opacity-70">
              © {year} {siteName}. All rights reserved.
            </p>
          </div>
          <SocialLinks siteName={siteName} facebookUrl={facebookUrl} instagramUrl={instagramUrl} />
        </Container>
      </div>
    </footer>
  );
}
