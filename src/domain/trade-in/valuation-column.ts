import { readValuationAnswer } from './answer';
import type { TradeInValuationAnswer } from './estimate';

/**
 * H-41 (decision 048): on a site with `forms.valuationMiscellaneousColumn`, the buyer's browser posts the
 * valuation it was shown with the column's name once the lead is stored, and logs the outcome to the console.
 */
export const VALUATION_COLUMN_ENDPOINT = '/api/miscellaneous';
export const VALUATION_SAVED_LOG = 'Valuation data saved successfully';
export const VALUATION_SAVE_FAILED_LOG = 'Failed to save valuation data';

export type ValuationColumnPost = {
  lead_id: string;
  column_name: string;
  valuation: TradeInValuationAnswer;
};

/**
 * Whether the browser's copy of a valuation is the one the server stored with the lead: both read by the same
 * reader, which builds its answer with its keys in one order, so equal answers give equal JSON.
 */
export function isSameValuation(posted: unknown, stored: unknown): boolean {
  const a = readValuationAnswer(posted);
  const b = readValuationAnswer(stored);
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}
