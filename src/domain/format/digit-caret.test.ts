import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBeforeCaret } from './digit-caret';

describe('digitsBeforeCaret', () => {
  it('counts only digits before the caret', () => {
    expect(digitsBeforeCaret('12,3450', 4)).toBe(3);
    expect(digitsBeforeCaret('$1,250', 6)).toBe(4);
    expect(digitsBeforeCaret('1,250', 0)).toBe(0);
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after the same digit once the text is regrouped', () => {
    // '1,2350' with the caret after the typed 3 ('1,23|50') regroups to '12,350': the caret stays after the 3.
    const typed = '1,2350';
    expect(caretAfterDigits('12,350', digitsBeforeCaret(typed, 4))).toBe(4);
    // Deleting the comma's neighbour: '1,50|' regroups to '150'.
    expect(caretAfterDigits('150', digitsBeforeCaret('1,50', 4))).toBe(3);
  });

  it('skips separators after the digit, so typing never lands before a comma', () => {
    expect(caretAfterDigits('1,000', 1)).toBe(1);
    expect(caretAfterDigits('1,000', 2)).toBe(3);
  });

  it('is the start for no digits and the end when the text has fewer digits', () => {
    expect(caretAfterDigits('1,000', 0)).toBe(0);
    expect(caretAfterDigits('12', 5)).toBe(2);
  });
});
