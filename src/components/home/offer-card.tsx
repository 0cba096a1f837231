import Link from 'next/link';
import { Tag } from 'lucide-react';
import { formatLongDate } from '@/domain/format/date';
import type { HomeOffer } from '@/server/home/types';
import { PlainImage } from '@/components/ui/plain-image';
import { ImagePlaceholder } from './image-placeholder';

export function OfferCard({ offer }: { offer: HomeOffer }) {
  return (
    <Link
      href={offer.href}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-foreground/10 bg-background shadow-sm transition hover:shadow-md"
    >
      {offer.imageUrl ? (
        <PlainImage
          src={offer.imageUrl}
          alt={offer.name}
          width={640}
          height={480}
          className="aspect-4/3 w-full object-cover"
        />
      ) : (
        <ImagePlaceholder Icon={Tag} label="Special offer" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {offer.category ? (
          <p className="w-fit rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
            {offer.category}
          </p>
        ) : null}
        <h3 className="font-semibold group-hover:underline">{offer.name}</h3>
        {offer.expiry ? (
          <p className="text-sm text-muted">Expires on {formatLongDate(offer.expiry)}</p>
        ) : null}
        <span className="mt-auto text-sm font-semibold text-primary">View offer</span>
      </div>
    </Link>
  );
}
