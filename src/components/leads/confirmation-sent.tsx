import { Fragment } from 'react';
import { Icon } from '@/components/ui/icon';
import { PlainImage } from '@/components/ui/plain-image';
import { SmartLink } from '@/components/ui/smart-link';
import {
  acceptedOfferRows,
  CONFIRMATION_TEXTS,
  type LeadConfirmation,
} from '@/domain/lead-confirmation/confirmation';
import { ConfirmationPart } from './confirmation-part';

/** What the buyer sent: the car (photo, name, price, its page while listed), the offer and their message. */
export function ConfirmationSent({ confirmation }: { confirmation: LeadConfirmation }) {
  const { car, offerTitle, acceptedOffer, message } = confirmation;
  if (!car && !offerTitle && !acceptedOffer && !message) return null;
  return (
    <ConfirmationPart id="sent" title={CONFIRMATION_TEXTS.sent}>
      {car ? (
        <div className="flex flex-wrap items-center gap-4 rounded-md border border-foreground/15 p-3">
          {car.image ? (
            <PlainImage
              src={car.image.url}
              alt={car.image.alt}
              width={160}
              height={120}
              className="h-[120px] w-[160px] shrink-0 rounded object-cover"
            />
          ) : (
            <span className="flex h-[120px] w-[160px] shrink-0 items-center justify-center rounded bg-foreground/5">
              <Icon name="car" className="size-8 text-muted" />
            </span>
          )}
          <div className="min-w-0 space-y-1">
            <p className="font-semibold" data-testid="success-car-title">
              {car.title}
            </p>
            {car.priceText ? <p data-testid="success-car-price">{car.priceText}</p> : null}
            {car.href ? (
              <SmartLink href={car.href} className="font-semibold text-primary underline underline-offset-2">
                {CONFIRMATION_TEXTS.viewCar}
              </SmartLink>
            ) : null}
          </div>
        </div>
      ) : null}
      {offerTitle ? <p>Offer: {offerTitle}</p> : null}
      {acceptedOffer ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="success-accepted-offer">
          {acceptedOfferRows(acceptedOffer).map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}:</dt>
              <dd className="font-semibold">{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {message ? (
        <div>
          <p className="font-medium">Your message:</p>
          <p className="whitespace-pre-line break-words">{message}</p>
        </div>
      ) : null}
    </ConfirmationPart>
  );
}
