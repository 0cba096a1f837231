import { Icon } from '@/components/ui/icon';
import type { LeadFormOfferDto } from '@/domain/lead-forms/setup';

/** H-28: the offer the enquiry is about, by name (as the server has it). */
export function OfferSummary({ offer }: { offer: LeadFormOfferDto }) {
  return (
    <div
      data-testid="lead-form-offer"
      className="flex items-center gap-3 rounded-md border border-foreground/15 p-3"
    >
      <Icon name="tag" className="size-6 shrink-0 text-muted" />
      <p>
        <span className="block text-sm text-muted">Special offer</span>
        <span className="font-semibold">{offer.title}</span>
      </p>
    </div>
  );
}
