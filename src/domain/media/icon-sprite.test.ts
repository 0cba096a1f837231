import { describe, expect, it } from 'vitest';
import { renderIconSprite } from './icon-sprite';

describe('renderIconSprite', () => {
  it('draws one symbol per icon with its view box and elements, without React keys', () => {
    const sprite = renderIconSprite([
      { id: 'gauge', size: 24, elements: [['path', { d: 'm12 14 4-4', key: '9kzdfg' }]] },
      { id: 'dot', size: 16, elements: [['circle', { cx: 8, cy: 8, r: 2, key: 'a' }]] },
    ]);
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="gauge" viewBox="0 0 24 24"><path d="m12 14 4-4"/></symbol>' +
        '<symbol id="dot" viewBox="0 0 16 16"><circle cx="8" cy="8" r="2"/></symbol>' +
        '</svg>',
    );
  });

  it('escapes attribute values', () => {
    const sprite = renderIconSprite([{ id: 'a"b', size: 24, elements: [['path', { d: '"><script>' }]] }]);
    expect(sprite).toContain('id="a&quot;b"');
    expect(sprite).toContain('d="&quot;&gt;&lt;script&gt;"');
  });
});
