'use client';

import { Icon } from '@/components/ui/icon';
import { useId, useReducer, useState, type FormEvent } from 'react';
import {
  DELIVERY_NOTE,
  DELIVERY_POSTCODE_MAX_LENGTH,
  cleanPostcodeInput,
} from '@/domain/calculators/delivery';
import { IDLE, deliveryReducer, isBlankPostcode } from './delivery-state';
import { fetchDeliveryPrice } from './fetch-delivery-price';
import { CalculatorField } from './calculator-field';
import { CARD_CLASS, HEADING_CLASS } from '@/components/ui/calculator-styles';

export type DeliveryCalculatorProps = {
  /** vehicles.id: the API prices from this car's yard with its effective rate table. */
  carId: number;
};

const BUTTON_CLASS =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-primary px-6 py-2 text-sm font-semibold text-primary-foreground hover:opacity-90 disabled:cursor-wait disabled:opacity-70';

/**
 * G-8..G-16: a 4-digit postcode and Check. idle → loading (Check disabled) → the price and region, or a
 * message; the outcome is announced politely. An empty postcode makes no call.
 */
export function DeliveryCalculator({ carId }: DeliveryCalculatorProps) {
  const id = useId();
  const [postcode, setPostcode] = useState('');
  const [state, dispatch] = useReducer(deliveryReducer, IDLE);
  const loading = state.status === 'loading';
  const emptyError = state.status === 'error' && isBlankPostcode(postcode);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    dispatch({ type: 'check', postcode });
    if (isBlankPostcode(postcode)) return;
    dispatch({ type: 'settled', outcome: await fetchDeliveryPrice(carId, postcode) });
  }

  return (
    <section aria-labelledby={`${id}-heading`} data-testid="delivery-calculator" className={CARD_CLASS}>
      <h2 id={`${id}-heading`} className={HEADING_CLASS}>
        Delivery Calculator
      </h2>
      <p className="text-sm" data-testid="delivery-note">
        {DELIVERY_NOTE}
      </p>
      <form onSubmit={check} noValidate className="flex flex-wrap items-end gap-3">
        <CalculatorField
          id={`${id}-postcode`}
          label="Postcode"
          className="min-w-0 flex-1 sm:max-w-48"
          name="postcode"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="postal-code"
          maxLength={DELIVERY_POSTCODE_MAX_LENGTH}
          value={postcode}
          aria-invalid={emptyError || undefined}
          aria-describedby={`${id}-message`}
          onChange={(event) => {
            setPostcode(cleanPostcodeInput(event.target.value));
            dispatch({ type: 'edit' });
          }}
        />
        <button type="submit" disabled={loading} aria-busy={loading || undefined} className={BUTTON_CLASS}>
          {loading ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
          Check
        </button>
      </form>
      <p
        id={`${id}-message`}
        role="status"
        aria-live="polite"
        data-testid="delivery-message"
        data-state={state.status}
        className={state.status === 'error' ? 'text-sm font-semibold text-red-800' : 'text-base font-bold'}
      >
        {state.status === 'result' ? state.text : state.status === 'error' ? state.message : ''}
      </p>
    </section>
  );
}
