import {
  VALUATION_COLUMN_ENDPOINT,
  VALUATION_SAVED_LOG,
  VALUATION_SAVE_FAILED_LOG,
  type ValuationColumnPost,
} from '@/domain/trade-in/valuation-column';

/**
 * H-41 (decision 048): posts the valuation the buyer was shown, with the dealer's column, to POST
 * /api/miscellaneous and logs the outcome to the console, as the spec has it. The lead is already stored and
 * delivered, so a failure only logs; `keepalive` lets the post finish when the page moves on (an accepted offer
 * goes to the thank-you page). Never throws.
 */
export async function saveValuationColumn(
  post: ValuationColumnPost,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(VALUATION_COLUMN_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(post),
      keepalive: true,
    });
    if (response.ok) {
      console.info(VALUATION_SAVED_LOG);
      return true;
    }
    console.error(VALUATION_SAVE_FAILED_LOG, response.status);
  } catch (error) {
    console.error(VALUATION_SAVE_FAILED_LOG, error);
  }
  return false;
}
