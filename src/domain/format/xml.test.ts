import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml';

describe('escapeXml', () => {
  it('escapes the five XML special characters, ampersands first', () => {
    expect(escapeXml(`a&b <c> "d" 'e' &amp;`)).toBe(
      'a&amp;b &lt;c&gt; &quot;d&quot; &apos;e&apos; &amp;amp;',
    );
  });
});
