import { describe, expect, it } from 'vitest';
import { highlightTitle, mergeHighlightParts, splitMarkedText } from './highlight';

const hl = (text: string) => ({ text, highlighted: true });
const plain = (text: string) => ({ text, highlighted: false });

describe('highlightTitle', () => {
  it('marks whole words equal to a query token, case-insensitively', () => {
    expect(highlightTitle('2021 Toyota HiLux SR5', 'toyota')).toEqual([
      plain('2021 '),
      hl('Toyota'),
      plain(' HiLux SR5'),
    ]);
  });

  it('marks only the typed prefix of a word for the last token', () => {
    expect(highlightTitle('2021 Toyota HiLux SR5', 'Toyota hilu')).toEqual([
      plain('2021 '),
      hl('Toyota'),
      plain(' '),
      hl('HiLu'),
      plain('x SR5'),
    ]);
  });

  it('does not prefix-match tokens before the last', () => {
    expect(highlightTitle('2021 Toyota HiLux', 'toy hilux')).toEqual([plain('2021 Toyota '), hl('HiLux')]);
  });

  it('marks a whole word one typo away for tokens of 5+ characters', () => {
    expect(highlightTitle('2019 Mazda CX-5 Maxx', 'toyata cx')).toEqual([
      plain('2019 Mazda '),
      hl('CX'),
      plain('-5 Maxx'),
    ]);
    expect(highlightTitle('2020 Toyota Corolla', 'toyata')).toEqual([
      plain('2020 '),
      hl('Toyota'),
      plain(' Corolla'),
    ]);
  });

  it('leaves the title whole for an empty or unmatched query', () => {
    expect(highlightTitle('2020 Toyota Corolla', '')).toEqual([plain('2020 Toyota Corolla')]);
    expect(highlightTitle('2020 Toyota Corolla', 'ford')).toEqual([plain('2020 Toyota Corolla')]);
    expect(highlightTitle('', 'ford')).toEqual([]);
  });

  it('keeps markup in a title as text', () => {
    expect(highlightTitle('<b>Toyota</b>', 'toyota')).toEqual([plain('<b>'), hl('Toyota'), plain('</b>')]);
  });
});

describe('splitMarkedText', () => {
  it('splits on the marker tags', () => {
    expect(splitMarkedText('<<Toy>>ota <<Hi>>Lux', '<<', '>>')).toEqual([
      hl('Toy'),
      plain('ota '),
      hl('Hi'),
      plain('Lux'),
    ]);
  });

  it('highlights an unclosed marker to the end and drops stray close markers', () => {
    expect(splitMarkedText('Toy>>ota <<HiLux', '<<', '>>')).toEqual([plain('Toyota '), hl('HiLux')]);
    expect(splitMarkedText('', '<<', '>>')).toEqual([]);
  });
});

describe('mergeHighlightParts', () => {
  it('joins neighbours of the same kind and drops empty runs', () => {
    expect(mergeHighlightParts([plain('a'), hl(''), plain('b'), hl('c'), hl('d')])).toEqual([
      plain('ab'),
      hl('cd'),
    ]);
  });
});
