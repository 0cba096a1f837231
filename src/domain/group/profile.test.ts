import { describe, expect, it } from 'vitest';
import { leadParagraph } from './profile';

describe('leadParagraph (L-3: the profile blurb)', () => {
  it('takes the first plain paragraph, without Markdown marks', () => {
    const body =
      '## About\n\nWe are **Summit**, a [Brisbane](/contact) group\nsince 1994.\n\nSecond paragraph.';
    expect(leadParagraph(body)).toBe('We are Summit, a Brisbane group since 1994.');
  });

  it('skips headings, lists, quotes and tables', () => {
    expect(leadParagraph('# Title\n\n- one\n- two\n\n> quote\n\n| a |\n\nAt last.')).toBe('At last.');
  });

  it('is null when there is no paragraph', () => {
    expect(leadParagraph('')).toBeNull();
    expect(leadParagraph('## Only a heading')).toBeNull();
  });
});
