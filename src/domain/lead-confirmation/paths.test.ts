import { describe, expect, it } from 'vitest';
import { calendarPath, RECEIPT_PATTERN, receiptPath } from './paths';

const RECEIPT = '3f2a9c1b-0d4e-4f5a-8b6c-7d8e9f0a1b2c.AAAAAAAAAAAAAAAAAAAA_-';

describe('receipt paths', () => {
  it('opens /success with the receipt, or bare without one', () => {
    expect(receiptPath(RECEIPT)).toBe(`/success?ref=${RECEIPT}`);
    expect(receiptPath(null)).toBe('/success');
  });

  it('names the calendar file of the receipt', () => {
    expect(calendarPath(RECEIPT)).toBe(`/success/test-drive.ics?ref=${RECEIPT}`);
  });

  it('recognises a receipt and nothing else', () => {
    expect(RECEIPT_PATTERN.test(RECEIPT)).toBe(true);
    expect(RECEIPT_PATTERN.test(RECEIPT.slice(0, -1))).toBe(false);
    expect(RECEIPT_PATTERN.test(`//evil.example/${RECEIPT}`)).toBe(false);
  });
});
