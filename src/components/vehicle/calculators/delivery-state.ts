import { DELIVERY_EMPTY_POSTCODE } from '@/domain/calculators/delivery';
import type { DeliveryOutcome } from './fetch-delivery-price';

/** G-9: idle → loading (Check disabled) → result, or → error message. */
export type DeliveryState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'result'; text: string }
  | { status: 'error'; message: string };

export type DeliveryAction =
  | { type: 'check'; postcode: string }
  | { type: 'settled'; outcome: DeliveryOutcome }
  /** The buyer changed the postcode: an earlier answer no longer belongs to it. */
  | { type: 'edit' };

export const IDLE: DeliveryState = { status: 'idle' };

/** G-10: nothing to look up, so no call. */
export const isBlankPostcode = (postcode: string) => postcode.trim() === '';

export function deliveryReducer(state: DeliveryState, action: DeliveryAction): DeliveryState {
  switch (action.type) {
    case 'check':
      if (state.status === 'loading') return state;
      return isBlankPostcode(action.postcode)
        ? { status: 'error', message: DELIVERY_EMPTY_POSTCODE }
        : { status: 'loading' };
    case 'settled':
      if (state.status !== 'loading') return state;
      return action.outcome.kind === 'result'
        ? { status: 'result', text: action.outcome.text }
        : { status: 'error', message: action.outcome.message };
    case 'edit':
      return state.status === 'loading' ? state : IDLE;
  }
}
