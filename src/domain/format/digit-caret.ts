/**
 * Money boxes regroup their digits as the buyer types ('1250' → '1,250'), which moves React's caret to the end.
 * These two keep it after the same digit instead: count the digits before the caret in what was typed, then
 * find the place after that many digits in the regrouped text.
 */
export function digitsBeforeCaret(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}

/** The caret position just after the `digitCount`-th digit of `text` (its end when it has fewer digits). */
export function caretAfterDigits(text: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let position = 0; position < text.length; position += 1) {
    if (/\d/.test(text[position]!)) seen += 1;
    if (seen === digitCount) return position + 1;
  }
  return text.length;
}
