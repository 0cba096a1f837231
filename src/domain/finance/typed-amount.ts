/**
 * A number the buyer typed into a calculator box: digits with at most one decimal point, maybe a leading minus
 * (the box then says it is out of range, F-46), the '$', thousands separators and spaces ignored ('$30,000' is
 * 30000); null for anything else, so the box can put its value back.
 */
export function parseTypedAmount(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
