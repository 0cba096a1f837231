import { COMPARABLE_LEVELS } from './comparables';
import type { TradeInValuationAnswer } from './estimate';
import type { OnlineEstimateRefusal } from './eligibility';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const REFUSALS: readonly OnlineEstimateRefusal[] = ['too_old', 'too_many_km'];

const textOrNull = (value: unknown): string | null => (isText(value) ? value : null);

function readEstimate(raw: Raw): TradeInValuationAnswer | null {
  const { low, high, offer, comparables, basis } = raw;
  // An answer stored before decision 072 has no level: read as an unnamed one, like an outside service's.
  const level = raw.level == null ? null : COMPARABLE_LEVELS.find((known) => known === raw.level);
  if (!isAmount(low) || !isAmount(high) || !isAmount(offer) || !isAmount(comparables) || !isText(basis))
    return null;
  if (level === undefined) return null;
  const term = { expiresAt: textOrNull(raw.expiresAt), validUntil: textOrNull(raw.validUntil) };
  return { kind: 'estimate', low, high, offer, comparables, level, basis, ...term };
}

/**
 * The `valuation` of POST /api/leads' answer for a trade-in (decision 044), as the buyer's browser reads it:
 * the estimate, the refusal, too few comparables, or unavailable; null for anything else (then the form
 * treats the lead as sent without a figure). Checked by hand: the form's own bundle carries no extra schema.
 */
export function readValuationAnswer(raw: unknown): TradeInValuationAnswer | null {
  if (!isRecord(raw)) return null;
  const { kind, message } = raw;
  if (kind === 'estimate') return readEstimate(raw);
  if (!isText(message)) return null;
  if (kind === 'refused') {
    const reason = REFUSALS.find((refusal) => refusal === raw.reason);
    return reason ? { kind, reason, message } : null;
  }
  if (kind === 'too_few')
    return isAmount(raw.comparables) ? { kind, comparables: raw.comparables, message } : null;
  return kind === 'unavailable' ? { kind, message } : null;
}
