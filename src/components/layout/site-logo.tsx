import Link from 'next/link';
import { PlainImage } from '@/components/ui/plain-image';

/** the site logo, with the site name as its alt text, linking home. Without a logo the name stands in. */
export function SiteLogo({ siteName, logoUrl }: { siteName: string; logoUrl: string | null }) {
  return (
    <Link href="/" className="flex shrink-0 items-center">
      {logoUrl ? (
        <PlainImage
          src={logoUrl}
          alt={siteName}
          width={160}
          height={40}
          loading="eager"
          className="h-10 w-auto object-contain"
        />
      ) : (
        <span className="text-lg font-bold tracking-tight">{siteName}</span>
      )}
    </Link>
  );
}
