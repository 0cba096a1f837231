import { Tag } from 'lucide-react';
import { formatLongDate } from '@/domain/format/date';
import type { HomeOffer } from '@/server/home/types';
import { MediaCard } from './media-card';

export function OfferCard({ offer }: { offer: HomeOffer }) {
  return (
    <MediaCard
      href={offer.href}
      image={offer.imageUrl ? { src: offer.imageUrl, alt: offer.name } : null}
      placeholder={{ Icon: Tag, label: 'Special offer' }}
    >
      {offer.category ? (
        <p className="w-fit rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
          {offer.category}
        </p>
      ) : null}
      <h3 className="font-semibold group-hover:underline">{offer.name}</h3>
      {offer.expiry ? <p className="text-sm text-muted">Expires on {formatLongDate(offer.expiry)}</p> : null}
      <span className="mt-auto text-sm font-semibold text-primary">View offer</span>
    </MediaCard>
  );
}
