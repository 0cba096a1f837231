import { FacebookIcon } from '@/components/ui/facebook-icon';
import { InstagramIcon } from '@/components/ui/instagram-icon';

type SocialLinksProps = { siteName: string; facebookUrl: string | null; instagramUrl: string | null };

/** Facebook and Instagram links, each only when the site has one; nothing at all when it has neither. */
export function SocialLinks({ siteName, facebookUrl, instagramUrl }: SocialLinksProps) {
  const links = [
    facebookUrl ? { href: facebookUrl, label: `${siteName} on Facebook`, Icon: FacebookIcon } : null,
    instagramUrl ? { href: instagramUrl, label: `${siteName} on Instagram`, Icon: InstagramIcon } : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <ul className="flex gap-2">
      {links.map(({ href, label, Icon }) => (
        <li key={href}>
          <a
            href={href}
            aria-label={label}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-11 items-center justify-center rounded-full border border-footer-foreground/30 hover:bg-footer-foreground/10"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
