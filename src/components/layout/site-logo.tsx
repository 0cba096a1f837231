import Link from 'next/link';
import { PlainImage } from '@/components/ui/plain-image';

/**
 * the site logo, with the site name as its alt text, linking home. Without a logo the name stands in. On a
 * narrow phone it gives way (scaled down, or the name cut short) so the header's buttons all stay on screen.
 */
export function SiteLogo({ siteName, logoUrl }: { siteName: string; logoUrl: string | null }) {
  return (
    <Link href="/" className="flex min-w-0 items-center">
      {logoUrl ? (
        <PlainImage
          src={logoUrl}
          alt={siteName}
          width={160}
          height={40}
          loading="eager"
          className="h-10 w-auto max-w-full object-contain object-left"
        />
      ) : (
        <span className="truncate text-lg font-bold tracking-tight">{siteName}</span>
      )}
    </Link>
  );
}
