import { formatWholeNumber } from '@/domain/format/number';

/** The largest amount a finance application takes, in whole dollars. */
export const MONEY_MAX = 10_000_000;
/** Digits of MONEY_MAX: the input stops there. */
const MONEY_MAX_DIGITS = String(MONEY_MAX).length;

export type MoneyParse = { ok: true; amount: number } | { ok: false; reason: 'format' | 'tooLarge' };

/**
 * Whole dollars as typed or posted: '25000', '25,000', '$25,000' and '25 000' are all 25000. Cents, signs
 * and words are refused rather than guessed at.
 */
export function parseMoney(text: string): MoneyParse {
  const digits = text.trim().replace(/^\$\s*/, '');
  if (!/^(?:\d+|\d{1,3}(?:[, ]\d{3})+)$/.test(digits)) return { ok: false, reason: 'format' };
  const amount = Number(digits.replace(/[, ]/g, ''));
  return amount > MONEY_MAX ? { ok: false, reason: 'tooLarge' } : { ok: true, amount };
}

/**
 * What the money input keeps of a keystroke or a paste: digits before any decimal point, no leading zeros,
 * at most as many digits as MONEY_MAX has ('$1,250.99' → '1250').
 */
export function moneyDigits(raw: string): string {
  const whole = raw.split('.', 1)[0]!;
  return whole
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MONEY_MAX_DIGITS);
}

/** The input's text for stored digits: thousand separators, '' for ''. */
export function groupThousands(digits: string): string {
  return digits === '' ? '' : formatWholeNumber(Number(digits));
}
