import { describe, expect, it } from 'vitest';
import { escapeControlCharacters, multiLineText, singleLineText } from './plain-text';

describe('singleLineText', () => {
  it('turns line breaks and tabs into spaces, so a name cannot start a new email line', () => {
    expect(singleLineText('Jo\r\nBcc: x@evil.test')).toBe('Jo Bcc: x@evil.test');
    expect(singleLineText('a\nb\rc\td\u000be\u000cf\u0085g\u2028h\u2029i')).toBe('a b c d e f g h i');
  });

  it('drops every other C0, DEL and C1 character and the bidi overrides and isolates', () => {
    expect(singleLineText('Jo\u0000\u0007\u001b[31mRed\u007f\u009b')).toBe('Jo[31mRed');
    expect(singleLineText('\u202a\u202b\u202c\u202d\u202eabc\u2066\u2067\u2068\u2069')).toBe('abc');
  });

  it('keeps ordinary text, accents, emoji and the non-bidi format characters alone', () => {
    expect(singleLineText('Zoë O’Brien 🚗 \u200d\u00a0')).toBe('Zoë O’Brien 🚗 \u200d\u00a0');
  });
});

describe('multiLineText', () => {
  it('keeps lines as \\n whatever the client sent, a tab as a space', () => {
    expect(multiLineText('a\r\nb\rc\nd\u2028e\u2029f\u0085g\u000bh\u000ci\tj')).toBe(
      'a\nb\nc\nd\ne\nf\ng\nh\ni j',
    );
  });

  it('drops every other control character', () => {
    expect(multiLineText('Hi\u001b[2J\u0000\u202e\u2069\u009b there')).toBe('Hi[2J there');
  });
});

describe('escapeControlCharacters', () => {
  it('shows each control character as \\uXXXX instead of acting', () => {
    expect(escapeControlCharacters('Jo\r\nBcc:\u001b[2J\u202e\u0085')).toBe(
      'Jo\\u000d\\u000aBcc:\\u001b[2J\\u202e\\u0085',
    );
  });

  it('keeps newlines when asked (a message), still escaping CR and the rest', () => {
    expect(escapeControlCharacters('a\nb\r\nc\u2066', { keepNewlines: true })).toBe('a\nb\\u000d\nc\\u2066');
  });

  it('leaves clean text as it is', () => {
    expect(escapeControlCharacters('Jo Citizen <jo@example.com> 🚗')).toBe('Jo Citizen <jo@example.com> 🚗');
  });
});
