import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps a text of exactly the limit whole, with no toggle (D-77)', () => {
    const text = 'a'.repeat(400);
    expect(truncate(text, 400)).toEqual({ short: text, kept: text, rest: '', isTruncated: false });
  });

  it('cuts a text one character over the limit to the limit and an ellipsis (D-76)', () => {
    const text = `${'a'.repeat(400)}b`;
    expect(truncate(text, 400)).toEqual({
      short: `${'a'.repeat(400)}…`,
      kept: 'a'.repeat(400),
      rest: 'b',
      isTruncated: true,
    });
  });

  it('drops the whitespace the cut leaves at the end, and keeps it in the rest', () => {
    expect(truncate('Great value. Low kms and one owner.', 13)).toEqual({
      short: 'Great value.…',
      kept: 'Great value.',
      rest: ' Low kms and one owner.',
      isTruncated: true,
    });
  });

  it('counts code points, so an emoji at the cut is kept whole', () => {
    expect(truncate('ab🚗cd', 3)).toEqual({ short: 'ab🚗…', kept: 'ab🚗', rest: 'cd', isTruncated: true });
  });

  it('keeps line breaks inside the kept part', () => {
    expect(truncate('Line one\nLine two\nLine three', 17)).toEqual({
      short: 'Line one\nLine two…',
      kept: 'Line one\nLine two',
      rest: '\nLine three',
      isTruncated: true,
    });
  });

  it('never truncates with a null limit (X-5)', () => {
    const text = 'x'.repeat(1000);
    expect(truncate(text, null)).toEqual({ short: text, kept: text, rest: '', isTruncated: false });
  });

  it('truncates the finance disclaimer at 197 (F-29) and leaves 197 characters whole (F-30)', () => {
    expect(truncate('d'.repeat(197), 197).isTruncated).toBe(false);
    expect(truncate('d'.repeat(198), 197)).toMatchObject({ short: `${'d'.repeat(197)}…`, isTruncated: true });
  });

  it('always splits the text into kept and rest', () => {
    for (const text of ['', 'short', `${'w '.repeat(300)}end`, 'ab🚗cd🚙ef']) {
      for (const limit of [1, 3, 5, 400]) {
        const { kept, rest } = truncate(text, limit);
        expect(kept + rest).toBe(text);
      }
    }
  });
});
