import { describe, expect, it } from 'vitest';
import {
  COMMENTS_PENDING_TEXT,
  COMMENTS_TRUNCATE_AT,
  commentsToggleLabels,
  dealerCommentsView,
} from './comments';

describe('dealerCommentsView (D-76..D-78)', () => {
  it('truncates at 400 characters', () => {
    expect(COMMENTS_TRUNCATE_AT).toBe(400);
    const text = `${'a'.repeat(399)} bcd`;
    expect(dealerCommentsView(text)).toEqual({ kind: 'text', kept: 'a'.repeat(399), rest: ' bcd' });
  });

  it('has no short form at 400 characters or fewer (D-77)', () => {
    const text = 'x'.repeat(400);
    expect(dealerCommentsView(text)).toEqual({ kind: 'text', kept: text, rest: null });
  });

  it('keeps line breaks and normalises Windows ones', () => {
    expect(dealerCommentsView('One owner.\r\n\r\nFull service history.\rLow kms.')).toEqual({
      kind: 'text',
      kept: 'One owner.\n\nFull service history.\nLow kms.',
      rest: null,
    });
  });

  it('drops outer blank space before measuring', () => {
    const text = `  ${'y'.repeat(400)}\n\n`;
    expect(dealerCommentsView(text)).toEqual({ kind: 'text', kept: 'y'.repeat(400), rest: null });
  });

  it('keeps markup as text: nothing is parsed', () => {
    expect(dealerCommentsView('<b>Bold</b> & <script>x()</script>')).toEqual({
      kind: 'text',
      kept: '<b>Bold</b> & <script>x()</script>',
      rest: null,
    });
  });

  it.each([null, undefined, '', '  \n\t '])('is pending without comments (%j)', (comments) => {
    expect(dealerCommentsView(comments)).toEqual({ kind: 'pending' });
  });

  it('has the spec pending text', () => {
    expect(COMMENTS_PENDING_TEXT).toBe('Dealer comments are pending. Please check back here later.');
  });
});

describe('commentsToggleLabels (option commentsToggleStyle)', () => {
  it('reads Show More / Show Less by default', () => {
    expect(commentsToggleLabels('showMore')).toEqual({ expand: 'Show More', collapse: 'Show Less' });
  });

  it('reads more... / less... inline', () => {
    expect(commentsToggleLabels('inline')).toEqual({ expand: 'more...', collapse: 'less...' });
  });
});
