'use client';

import type { Ref } from 'react';
import type { LeadFormCarDto } from '@/domain/lead-forms/setup';
import { formatMoney } from '@/domain/format/money';
import {
  ACCEPT_OFFER_LABEL,
  DETAILS_SENT_NOTE,
  INDICATIVE_NOTE,
  offerValidUntilText,
  offerAgainstCar,
  type OfferAgainstCar,
  type TradeInValuationAnswer,
} from '@/domain/trade-in';
import { Icon } from '@/components/ui/icon';

type TradeInResultProps = {
  valuation: TradeInValuationAnswer;
  car: LeadFormCarDto | null;
  accepting: boolean;
  onAccept: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** Where the page's FAQ is (H-42's guidance), for answers without a figure. */
  faqHref: string | null;
};

function AgainstCar({ title, against }: { title: string; against: OfferAgainstCar }) {
  const covers = against.reducedPrice < 0;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-foreground/5 p-4 text-sm">
      <dt>{title}</dt>
      <dd className="text-right">{formatMoney(against.carPrice)}</dd>
      <dt>Less your trade-in offer</dt>
      <dd className="text-right">−{formatMoney(against.offer)}</dd>
      <dt className="font-semibold">{covers ? 'Your offer exceeds the price by' : 'Reduced price'}</dt>
      <dd className="text-right font-semibold" data-testid="trade-in-reduced-price">
        {formatMoney(Math.abs(against.reducedPrice))}
      </dd>
    </dl>
  );
}

/**
 * The answer to a trade-in valuation (decision 044), in place of the form once the lead is stored: the range
 * and the offer with H-42's wording, set against the car the buyer came from (H-40) with 'Accept offer'
 * (M-4); or, without a figure, why not and what happens next.
 */
export function TradeInResult({
  valuation,
  car,
  accepting,
  onAccept,
  headingRef,
  faqHref,
}: TradeInResultProps) {
  const heading = (
    <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
      Your trade-in estimate
    </h2>
  );
  if (valuation.kind !== 'estimate') {
    return (
      <div data-testid="trade-in-result" data-kind={valuation.kind} className="space-y-3">
        {heading}
        <p>{valuation.message}</p>
        {faqHref ? (
          <p>
            <a href={faqHref} className="font-semibold underline">
              Read the trade-in questions and answers
            </a>
          </p>
        ) : null}
      </div>
    );
  }
  const against = car ? offerAgainstCar(car.price, valuation.offer) : null;
  return (
    <div data-testid="trade-in-result" data-kind="estimate" className="space-y-4">
      {heading}
      <p className="text-lg">
        Estimated trade-in value:{' '}
        <strong data-testid="trade-in-range">
          {formatMoney(valuation.low)} – {formatMoney(valuation.high)}
        </strong>
      </p>
      <p className="text-lg">
        Our offer: <strong data-testid="trade-in-offer">{formatMoney(valuation.offer)}</strong>
      </p>
      {valuation.validUntil ? (
        <p data-testid="trade-in-valid-until">{offerValidUntilText(valuation.validUntil)}</p>
      ) : null}
      <p className="text-sm text-muted">{valuation.basis}</p>
      <p className="text-sm">{INDICATIVE_NOTE}</p>
      {car && against ? <AgainstCar title={car.title} against={against} /> : null}
      <p className="text-sm">{DETAILS_SENT_NOTE}</p>
      {against ? (
        <button
          type="button"
          onClick={onAccept}
          disabled={accepting}
          aria-disabled={accepting}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-primary px-6 py-2 text-sm font-semibold text-primary-foreground hover:opacity-90 disabled:cursor-wait disabled:opacity-70"
        >
          {accepting ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
          {accepting ? 'Sending…' : ACCEPT_OFFER_LABEL}
        </button>
      ) : null}
    </div>
  );
}
